import SwiftUI

// An app's root view with tabs: the older .tabItem form with a selection binding and tags, and the
// newer Tab form.

struct MainTabs: View {
    enum Section: Hashable {
        case inbox, profile
    }

    @State private var selection = Section.inbox
    @State private var unread = 3

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                List {
                    Text("\(unread) unread")
                    Button("Mark all read") { unread = 0 }
                }
                .navigationTitle("Inbox")
            }
            .tabItem {
                Label("Inbox", systemImage: "tray")
            }
            .tag(Section.inbox)

            ProfileTab()
                .tabItem {
                    Label("Profile", systemImage: "person")
                }
                .tag(Section.profile)
        }
    }
}

struct ProfileTab: View {
    @State private var nickname = "sam"

    var body: some View {
        Form {
            TextField("Nickname", text: $nickname)
        }
    }
}

struct NewerTabs: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") {
                Text("Welcome home")
            }
            Tab("Settings", systemImage: "gear") {
                Toggle("Dark mode", isOn: .constant(false))
            }
        }
        .tabViewStyle(.automatic)
    }
}

enum LibraryScreen: Hashable {
    case browse, search, account
}

struct LibraryTabs: View {
    @State private var screen: LibraryScreen = .browse
    @State private var query = ""

    var body: some View {
        TabView(selection: $screen) {
            Tab("Browse", systemImage: "books.vertical", value: .browse) {
                Text("New arrivals")
            }
            Tab("Search", systemImage: "magnifyingglass", value: .search) {
                TextField("Title or author", text: $query)
            }
            if query.isEmpty {
                Tab("Account", systemImage: "person", value: .account) {
                    Button("Go searching") { screen = .search }
                }
            }
        }
    }
}
