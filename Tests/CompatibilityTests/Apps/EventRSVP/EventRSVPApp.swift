import SwiftUI

struct EventRSVPApp: App {
    var body: some Scene {
        WindowGroup {
            EventRSVPRootView()
        }
    }
}

struct EventRSVPRootView: View {
    @StateObject private var store = RSVPStore()

    var body: some View {
        TabView {
            RSVPEventListView()
                .tabItem {
                    Label("Events", systemImage: "calendar")
                }
            RSVPMyListView()
                .tabItem {
                    Label("My RSVPs", systemImage: "ticket")
                }
        }
        .environmentObject(store)
    }
}
