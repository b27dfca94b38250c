import SwiftData
import SwiftUI

struct QuillNotesApp: App {
    var body: some Scene {
        WindowGroup {
            QuillNotesRootView()
        }
        .modelContainer(for: QuillNote.self)
    }
}
