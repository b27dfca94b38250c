import SwiftUI

struct BookNookRootView: View {
    @StateObject private var library = BookNookLibrary()
    @State private var searchText = ""
    @State private var showingAddSheet = false

    var body: some View {
        NavigationView {
            List {
                Section {
                    ForEach(library.search(searchText)) { book in
                        NavigationLink(destination: BookNookDetailView(book: book)) {
                            BookNookRow(book: book)
                        }
                    }
                    .onDelete(perform: deleteBooks)
                } footer: {
                    Text("\(library.finishedCount) of \(library.books.count) finished · average \(library.averageRating, specifier: "%.1f") stars")
                }
            }
            .searchable(text: $searchText, prompt: "Title or author")
            .navigationBarTitle("My Books")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                        showingAddSheet = true
                    } label: {
                        Label("Add Book", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAddSheet) {
                BookEditorSheet(book: .empty, isNew: true) { newBook in
                    library.add(newBook)
                }
            }
        }
        .environmentObject(library)
    }

    func deleteBooks(at offsets: IndexSet) {
        let shown = library.search(searchText)
        for index in offsets {
            library.delete(shown[index])
        }
    }
}

struct BookNookRow: View {
    let book: LibraryBook

    var body: some View {
        HStack {
            Image(systemName: book.genre.symbol)
                .foregroundColor(.accentColor)
                .frame(width: 30)
            VStack(alignment: .leading, spacing: 4) {
                Text(book.title)
                    .font(.headline)
                Text(book.author)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            Spacer()
            if book.isFinished {
                Image(systemName: "checkmark.circle.fill")
                    .foregroundColor(.green)
            }
        }
    }
}

struct RatingStars: View {
    let rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1...maximum, id: \.self) { index in
                Image(systemName: index <= rating ? "star.fill" : "star")
                    .foregroundColor(index <= rating ? .yellow : .gray)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(rating) out of \(maximum) stars")
    }
}
