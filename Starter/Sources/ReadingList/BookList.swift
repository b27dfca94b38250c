import SwiftData
import SwiftUI

/// The first screen: a field to add a book, then every book, oldest first, each a link to its editor.
struct BookList: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Book.added) private var books: [Book]
    @State private var newTitle = ""

    private var trimmedTitle: String { newTitle.trimmingCharacters(in: .whitespaces) }

    var body: some View {
        List {
            Section("Add a book") {
                TextField("New book", text: $newTitle, prompt: Text("Title"))
                Button("Add") {
                    modelContext.insert(Book(title: trimmedTitle))
                    newTitle = ""
                }
                .disabled(trimmedTitle.isEmpty)
            }
            Section {
                if books.isEmpty {
                    Text("Nothing on the list yet: add a book above.")
                        .foregroundStyle(.secondary)
                }
                ForEach(books) { book in
                    BookRow(book: book)
                }
                .onDelete { offsets in
                    for index in offsets { modelContext.delete(books[index]) }
                }
            } header: {
                Text("Books")
            } footer: {
                Text("\(books.filter(\.isRead).count) of \(books.count) read")
            }
        }
        .navigationTitle("Reading List")
        .navigationDestination(for: Book.self) { book in
            BookEditor(book: book)
        }
    }
}

/// One book in the list: a link to its editor, with its author and whether it was read.
struct BookRow: View {
    let book: Book

    var body: some View {
        NavigationLink(value: book) {
            HStack {
                VStack(alignment: .leading) {
                    Text(book.title)
                    if !book.author.isEmpty {
                        Text(book.author)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                Spacer()
                if book.isRead {
                    Label("Read", systemImage: "checkmark.circle.fill")
                        .labelStyle(.iconOnly)
                        .foregroundStyle(.green)
                }
            }
        }
    }
}
