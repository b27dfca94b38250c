import SwiftUI

struct WatchlistApp: App {
    var body: some Scene {
        WindowGroup {
            WatchlistRootView()
        }
    }
}
