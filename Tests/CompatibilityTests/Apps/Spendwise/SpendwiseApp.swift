import SwiftData
import SwiftUI

struct SpendwiseApp: App {
    var body: some Scene {
        WindowGroup {
            SpendwiseRootView()
        }
        .modelContainer(for: [SpendExpense.self, SpendCategory.self])
    }
}
