import ShelfSeed

/// The data page as the peers' templates see it (Templates/mustache/books.mustache,
/// Templates/leaf/books.leaf): the visitor's fields and the books the search found, in order.
public struct ShelfContext: Encodable, Sendable {
    public struct Book: Encodable, Sendable {
        public let title: String
        public let author: String
        public let year: Int

        public init(title: String, author: String, year: Int) {
            self.title = title
            self.author = author
            self.year = year
        }
    }

    public let title = "Bookshelf"
    public let revision: Int
    public let search: String
    public let newTitle: String
    public let newAuthor: String
    public let books: [Book]

    public init(_ state: ShelfState, books: [Book]) {
        revision = state.revision
        search = state.search
        newTitle = state.title
        newAuthor = state.author
        self.books = books
    }

    /// The year FormUI's Add button gives a book (`Bookshelf`).
    public static let yearOfNewBooks = 2026

    /// The books every shelf starts with.
    public static var seed: [Book] {
        ShelfSeed.books.map { Book(title: $0.title, author: $0.author, year: $0.year) }
    }
}
