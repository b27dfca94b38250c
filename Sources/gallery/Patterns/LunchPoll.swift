import FormUIData
import FormUIServer
import Foundation

/// A poll everyone who opens the page shares: its places are rows of a container shared by every
/// visitor (`sharing: .everyone`), so a vote cast on one server is counted on all of them, and two
/// votes at the same moment are both counted.
struct LunchPoll: View {
    var body: some View {
        NavigationStack {
            LunchPollForm()
                .navigationTitle("Lunch poll")
        }
        .modelContainer(LunchPlace.container)
    }
}

/// The places and their votes, and a field to suggest one.
struct LunchPollForm: View {
    @Query(sort: \LunchPlace.name) private var places: [LunchPlace]
    @Environment(\.modelContext) private var modelContext
    @State private var suggestion = ""

    var body: some View {
        Form {
            Section {
                ForEach(places) { place in
                    HStack {
                        Text(place.name)
                        Spacer()
                        Text(place.votes == 1 ? "1 vote" : "\(place.votes) votes")
                            .foregroundStyle(.secondary)
                        Button("Vote for \(place.name)") {
                            place.votes += 1
                        }
                    }
                }
            } header: {
                Text("Where shall we eat on Friday?")
            } footer: {
                Text("Everyone who opens this page sees the same poll.")
            }
            Section("Suggest a place") {
                TextField("Place", text: $suggestion)
                Button("Suggest") {
                    let name = suggestion.trimmingCharacters(in: .whitespaces)
                    guard !name.isEmpty else { return }
                    modelContext.insert(LunchPlace(name: name))
                    suggestion = ""
                }
            }
        }
    }
}

/// A place to eat, and the votes it has.
@Model
final class LunchPlace {
    @Attribute(.unique) var name: String
    var votes: Int

    init(name: String, votes: Int = 0) {
        self.name = name
        self.votes = votes
    }

    /// Everyone's places, where the server keeps the app's data, with three to start with.
    static let container: ModelContainer = {
        let container = try! ModelContainer(
            for: LunchPlace.self, configurations: ModelConfiguration("lunch-poll", sharing: .everyone)
        )
        let context = container.mainContext
        if (try? context.fetchCount(FetchDescriptor<LunchPlace>())) == 0 {
            for name in ["Noodle bar", "Pizzeria", "Salad place"] { context.insert(LunchPlace(name: name)) }
            // Another server starting at the same moment may have added them first: theirs are kept.
            if (try? context.save()) == nil { context.rollback() }
        }
        return container
    }()
}
