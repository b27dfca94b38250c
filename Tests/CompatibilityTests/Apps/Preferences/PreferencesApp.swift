import SwiftUI

struct PreferencesApp: App {
    var body: some Scene {
        WindowGroup {
            PreferencesRootView()
        }
    }
}
