import SwiftData
import SwiftUI

struct JotterApp: App {
    var body: some Scene {
        WindowGroup {
            JotterHomeView()
        }
        .modelContainer(for: Jot.self)
    }
}
