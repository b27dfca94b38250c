import SwiftUI

struct WeatherBoardApp: App {
    var body: some Scene {
        WindowGroup {
            WeatherBoardRootView()
        }
    }
}

struct WeatherBoardRootView: View {
    var body: some View {
        TabView {
            WeatherCityListView()
                .tabItem {
                    Label("Cities", systemImage: "list.bullet")
                }

            WeatherSettingsView()
                .tabItem {
                    Label("Settings", systemImage: "gearshape")
                }
        }
    }
}
