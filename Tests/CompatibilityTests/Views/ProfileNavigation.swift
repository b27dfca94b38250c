import SwiftUI

// A profile screen with value-based navigation: rows link to an enum of destinations and to the
// user's friends, and .navigationDestination(for:) builds each screen from the value.

enum ProfileRoute: Hashable {
    case editName
    case privacy
}

struct Friend: Identifiable, Hashable {
    let id: Int
    let name: String
    let city: String
}

struct ProfileHomeView: View {
    @State private var displayName = "Jordan Lee"
    @State private var isPrivate = false
    @State private var friends = [
        Friend(id: 1, name: "Mina", city: "Seoul"),
        Friend(id: 2, name: "Tomás", city: "Valencia"),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.largeTitle)
                        VStack(alignment: .leading) {
                            Text(displayName).font(.headline)
                            Text(isPrivate ? "Private account" : "Public account")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                }

                Section("Account") {
                    NavigationLink(value: ProfileRoute.editName) {
                        Label("Edit Name", systemImage: "pencil")
                    }
                    NavigationLink(value: ProfileRoute.privacy) {
                        Label("Privacy", systemImage: "lock")
                    }
                }

                Section("Friends") {
                    ForEach(friends) { friend in
                        NavigationLink(friend.name, value: friend)
                    }
                }
            }
            .navigationTitle("Profile")
            .navigationDestination(for: ProfileRoute.self) { route in
                switch route {
                case .editName:
                    EditNameView(name: $displayName)
                case .privacy:
                    Form {
                        Toggle("Private account", isOn: $isPrivate)
                    }
                    .navigationTitle("Privacy")
                }
            }
            .navigationDestination(for: Friend.self) { friend in
                FriendDetailView(friend: friend)
            }
        }
    }
}

struct EditNameView: View {
    @Binding var name: String

    var body: some View {
        Form {
            TextField("Display name", text: $name)
            Text("Shown as \(name)")
        }
        .navigationTitle("Edit Name")
    }
}

struct FriendDetailView: View {
    let friend: Friend
    @State private var isFavorite = false

    var body: some View {
        Form {
            LabeledContent("City", value: friend.city)
            Toggle("Favorite", isOn: $isFavorite)
        }
        .navigationTitle(friend.name)
    }
}
