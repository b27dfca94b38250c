import SwiftUI

struct HydroTrackApp: App {
    var body: some Scene {
        WindowGroup {
            HydroTrackRootView()
        }
    }
}

struct HydroTrackRootView: View {
    @StateObject private var store = HydroStore()

    var body: some View {
        TabView {
            HydroTodayView()
                .tabItem { Label("Today", systemImage: "drop.fill") }
            HydroHistoryView()
                .tabItem { Label("History", systemImage: "calendar") }
                .badge(store.history.count)
            HydroSettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
        }
        .environmentObject(store)
        .tint(.cyan)
    }
}
