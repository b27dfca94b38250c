import SwiftUI

struct HabitStreaksApp: App {
    var body: some Scene {
        WindowGroup {
            HabitStreaksRootView()
        }
    }
}
