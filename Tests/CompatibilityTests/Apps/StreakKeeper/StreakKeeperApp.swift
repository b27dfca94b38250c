import SwiftData
import SwiftUI

struct StreakKeeperApp: App {
    var body: some Scene {
        WindowGroup {
            StreakKeeperRootView()
        }
        .modelContainer(for: StreakHabit.self)
    }
}
