import SwiftUI
import Combine

/// The view model shared by every screen of the app.
class BookNookLibrary: ObservableObject {
    @Published var books: [LibraryBook]

    init(books: [LibraryBook] = LibraryBook.samples) {
        self.books = books
    }

    var finishedCount: Int {
        books.filter { $0.isFinished }.count
    }

    var averageRating: Double {
        guard !books.isEmpty else { return 0 }
        return Double(books.map(\.rating).reduce(0, +)) / Double(books.count)
    }

    func add(_ book: LibraryBook) {
        books.append(book)
    }

    func update(_ book: LibraryBook) {
        if let index = books.firstIndex(where: { $0.id == book.id }) {
            books[index] = book
        }
    }

    func delete(_ book: LibraryBook) {
        books.removeAll { $0.id == book.id }
    }

    func search(_ text: String) -> [LibraryBook] {
        let query = text.trimmingCharacters(in: .whitespaces)
        if query.isEmpty { return books }
        return books.filter {
            $0.title.localizedCaseInsensitiveContains(query) || $0.author.localizedCaseInsensitiveContains(query)
        }
    }
}
