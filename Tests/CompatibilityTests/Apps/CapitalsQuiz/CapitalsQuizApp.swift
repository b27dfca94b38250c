import SwiftUI

struct CapitalsQuizApp: App {
    var body: some Scene {
        WindowGroup {
            CapitalsGameView()
        }
    }
}
