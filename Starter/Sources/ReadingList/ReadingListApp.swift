import SwiftData
import SwiftUI

/// The app: `swift run` serves it at http://127.0.0.1:8080 (`--help` lists the settings).
@main
struct ReadingListApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                BookList()
            }
        }
        .modelContainer(for: Book.self)
    }
}
