import SwiftUI

struct QuizWhizApp: App {
    var body: some Scene {
        WindowGroup {
            QuizWhizRootView()
        }
    }
}
