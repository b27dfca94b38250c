import SwiftData
import SwiftUI

struct ShelfmarkApp: App {
    var body: some Scene {
        WindowGroup {
            ShelfmarkListView()
        }
        .modelContainer(for: ShelfmarkBook.self)
    }
}
