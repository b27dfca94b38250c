import SwiftUI

struct ReadingTrackerApp: App {
    var body: some Scene {
        WindowGroup {
            ReadingTabsView()
        }
    }
}

struct ReadingTabsView: View {
    @StateObject private var log = ReadingLog()

    var body: some View {
        TabView {
            ReadingNowView()
                .tabItem {
                    Label("Reading", systemImage: "book")
                }
            ReadingShelfView()
                .tabItem {
                    Label("Shelf", systemImage: "books.vertical")
                }
                .badge(log.books(with: .wantToRead).count)
            ReadingGoalsView()
                .tabItem {
                    Label("Goals", systemImage: "target")
                }
        }
        .environmentObject(log)
        // Written as `.accentColor(Color("BrandBlue"))` in the app: neither the modifier nor a colour
        // from the asset catalogue exists in FormUI yet.
        .tint(Color(red: 0.16, green: 0.38, blue: 0.78))
    }
}
