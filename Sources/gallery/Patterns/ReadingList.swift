import FormUIData
import FormUIServer
import Foundation

/// A reading list kept on the visitor's device, as an iPhone app keeps its SwiftData store: the rows
/// are this visitor's only (the default scope), and the server deletes them once their browser has left
/// them unused for the data retention (`--data-retention`).
struct ReadingList: View {
    var body: some View {
        NavigationStack {
            ReadingListForm()
                .navigationTitle("Reading list")
        }
        .modelContainer(ReadingItem.container)
    }
}

/// The books to read, checked off when read, and a field to add one.
struct ReadingListForm: View {
    @Query(sort: \ReadingItem.added, order: .reverse) private var items: [ReadingItem]
    @Environment(\.modelContext) private var modelContext
    @State private var title = ""

    var body: some View {
        Form {
            Section {
                if items.isEmpty {
                    Text("Nothing to read yet.")
                }
                ForEach(items) { item in
                    ReadingRow(item: item)
                }
            } header: {
                Text("To read")
            } footer: {
                Text("Only you see this list, in this browser. It is deleted once it has gone unused for a while.")
            }
            Section("Add a book") {
                TextField("Title", text: $title)
                Button("Add") {
                    let trimmed = title.trimmingCharacters(in: .whitespaces)
                    guard !trimmed.isEmpty else { return }
                    modelContext.insert(ReadingItem(title: trimmed))
                    title = ""
                }
            }
        }
    }
}

/// One book: read or not, and a button that removes it.
struct ReadingRow: View {
    @Bindable var item: ReadingItem
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        HStack {
            Toggle(item.title, isOn: $item.isRead)
            Button("Remove \(item.title)", role: .destructive) {
                modelContext.delete(item)
            }
        }
    }
}

/// A book on the visitor's list.
@Model
final class ReadingItem {
    var title: String
    var isRead: Bool
    var added: Date

    init(title: String, isRead: Bool = false, added: Date = .now) {
        self.title = title
        self.isRead = isRead
        self.added = added
    }

    /// The visitor's own list, where the server keeps the app's data.
    static let container = try! ModelContainer(for: ReadingItem.self, configurations: ModelConfiguration("reading-list"))
}
