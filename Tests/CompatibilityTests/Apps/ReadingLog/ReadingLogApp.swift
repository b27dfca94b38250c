import SwiftData
import SwiftUI

struct ReadingLogApp: App {
    var body: some Scene {
        WindowGroup {
            ReadingLogRootView()
        }
        .modelContainer(for: ReadingLogBook.self)
    }
}
