import SwiftUI

struct DailyNotesApp: App {
    @StateObject private var store = DailyNotesStore()

    var body: some Scene {
        WindowGroup {
            DailyNotesListView()
                .environmentObject(store)
        }
    }
}
