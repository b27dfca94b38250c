import SwiftUI

struct MoodJournalApp: App {
    var body: some Scene {
        WindowGroup {
            MoodJournalRootView()
        }
    }
}
