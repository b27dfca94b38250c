import SwiftUI

struct BudgetBookApp: App {
    @StateObject private var store = BudgetStore()

    var body: some Scene {
        WindowGroup {
            BudgetBookRootView()
                .environmentObject(store)
        }
    }
}
