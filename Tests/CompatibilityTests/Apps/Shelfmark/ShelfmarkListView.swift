import SwiftData
import SwiftUI

struct ShelfmarkListView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \ShelfmarkBook.title) private var books: [ShelfmarkBook]
    @Query(filter: #Predicate<ShelfmarkBook> { $0.rating >= 4 }, sort: \ShelfmarkBook.title)
    private var favourites: [ShelfmarkBook]
    @State private var showingAddBook = false

    var body: some View {
        NavigationStack {
            Group {
                if books.isEmpty {
                    ContentUnavailableView(
                        "No Books Yet",
                        systemImage: "books.vertical",
                        description: Text("Tap Add Book to put the first one on your shelf.")
                    )
                } else {
                    List {
                        Section {
                            ForEach(books) { book in
                                NavigationLink {
                                    ShelfmarkEditView(book: book)
                                } label: {
                                    ShelfmarkRow(book: book)
                                }
                            }
                            .onDelete(perform: deleteBooks)
                        } footer: {
                            Text("\(favourites.count) rated 4 stars or more")
                        }
                    }
                }
            }
            .navigationTitle("Shelfmark")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingAddBook = true
                    } label: {
                        Label("Add Book", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAddBook) {
                ShelfmarkAddBookView()
            }
        }
    }

    private func deleteBooks(at offsets: IndexSet) {
        for index in offsets {
            modelContext.delete(books[index])
        }
    }
}

struct ShelfmarkRow: View {
    let book: ShelfmarkBook

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(book.title)
                .font(.headline)
            Text(book.author)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            HStack {
                Text(book.stars)
                    .foregroundStyle(.orange)
                Text(book.status.title)
                    .font(.caption)
                if book.isOwned {
                    Text("Owned")
                        .font(.caption)
                        .foregroundStyle(.green)
                }
            }
        }
    }
}
