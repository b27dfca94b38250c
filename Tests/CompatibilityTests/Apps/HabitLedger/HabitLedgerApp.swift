import SwiftData
import SwiftUI

struct HabitLedgerApp: App {
    var body: some Scene {
        WindowGroup {
            LedgerHabitList()
        }
        // The check-ins are reached through the habit's relationship: SwiftData adds their model too.
        .modelContainer(for: LedgerHabit.self)
    }
}
