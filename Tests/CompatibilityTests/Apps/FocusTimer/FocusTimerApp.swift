import SwiftUI

struct FocusTimerApp: App {
    var body: some Scene {
        WindowGroup {
            FocusTimerRootView()
        }
    }
}
