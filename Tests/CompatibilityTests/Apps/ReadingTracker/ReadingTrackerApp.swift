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
        .accentColor(Color("BrandBlue"))
    }
}
