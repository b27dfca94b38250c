import SwiftData
import SwiftUI

struct PennyLogApp: App {
    var body: some Scene {
        WindowGroup {
            PennyLogRootView()
        }
        .modelContainer(for: PennyExpense.self)
    }
}
