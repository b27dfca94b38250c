import SwiftUI

struct TeamDirectoryApp: App {
    @State private var roster = TeamRoster()

    var body: some Scene {
        WindowGroup {
            TeamListView()
                .environment(roster)
        }
    }
}
