import SwiftUI

struct TaskBoardApp: App {
    @State private var store = TaskBoardStore()

    var body: some Scene {
        WindowGroup {
            TaskBoardRootView()
                .environment(store)
        }
    }
}
