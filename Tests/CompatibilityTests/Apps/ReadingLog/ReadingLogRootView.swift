import SwiftData
import SwiftUI

struct ReadingLogRootView: View {
    @State private var sortOrder = [SortDescriptor(\ReadingLogBook.title)]
    @State private var showingAddBook = false

    var body: some View {
        NavigationStack {
            ReadingLogBookList(sort: sortOrder)
                .navigationTitle("Reading Log")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Menu("Sort", systemImage: "arrow.up.arrow.down") {
                            Picker("Sort by", selection: $sortOrder) {
                                Text("Title")
                                    .tag([SortDescriptor(\ReadingLogBook.title)])
                                Text("Author")
                                    .tag([SortDescriptor(\ReadingLogBook.author), SortDescriptor(\ReadingLogBook.title)])
                                Text("Rating")
                                    .tag([SortDescriptor(\ReadingLogBook.rating, order: .reverse), SortDescriptor(\ReadingLogBook.title)])
                                Text("Recently Added")
                                    .tag([SortDescriptor(\ReadingLogBook.dateAdded, order: .reverse)])
                            }
                        }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add Book", systemImage: "plus") {
                            showingAddBook = true
                        }
                    }
                }
                .sheet(isPresented: $showingAddBook) {
                    ReadingLogAddBookView()
                }
        }
    }
}

/// The books in the order the parent chose: the query is made from it in `init`.
struct ReadingLogBookList: View {
    @Environment(\.modelContext) private var modelContext
    @Query private var books: [ReadingLogBook]

    init(sort: [SortDescriptor<ReadingLogBook>]) {
        _books = Query(sort: sort)
    }

    var body: some View {
        if books.isEmpty {
            ContentUnavailableView("Your Log Is Empty", systemImage: "book.closed", description: Text("Add the books you are reading and want to read."))
        } else {
            List {
                ForEach(books) { book in
                    NavigationLink {
                        ReadingLogDetailView(book: book)
                    } label: {
                        ReadingLogRow(book: book)
                    }
                }
                .onDelete { offsets in
                    for index in offsets {
                        modelContext.delete(books[index])
                    }
                }
            }
        }
    }
}

struct ReadingLogRow: View {
    let book: ReadingLogBook

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(book.title)
                .font(.headline)
            Text(book.author)
                .foregroundStyle(.secondary)
            HStack {
                Text(book.stars)
                    .foregroundStyle(.yellow)
                Text("·")
                Text(book.status.rawValue)
                Text("·")
                Text(book.progress.summary)
            }
            .font(.caption)
        }
    }
}
