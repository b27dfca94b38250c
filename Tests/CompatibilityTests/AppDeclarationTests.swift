import FormUITesting
import SwiftUI
import Testing

/// An app's declaration, as Xcode's template writes it (here without `@main`: a test target has its own).
struct GameNightApp: App {
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            ScoreboardView()
        }
        #if os(macOS)
        Settings {
            Text("Preferences")
        }
        #endif
    }
}

@Suite struct AppDeclarationTests {
    @Test func theFirstWindowGroupIsThePage() throws {
        let tester = ViewTester(app: GameNightApp.self)
        #expect(tester.html().contains("28 points in all"))
        try tester.press("Next round")
        #expect(tester.html().contains("Round 2"), "each evaluation makes the window's content afresh, its state kept")
    }
}
