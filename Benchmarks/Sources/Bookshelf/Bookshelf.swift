import ShelfSeed
import SwiftData
import SwiftUI
import Foundation

/// The data page every data row of the benchmark serves: a shelf of books kept with SwiftData, a search
/// field that filters the list (`@Query` built in an `init` from the search, as tutorials teach) and a
/// form that adds a book. Written as a SwiftUI developer would write it.
///
/// The shelf is shared by every visitor (`sharing: .everyone`), as the peers' one table is. The list the
/// benchmark measures is a visitor's page after they searched for "volume": 1,000 of the shelf's 1,200
/// books, sorted by title. The books the benchmark's posts add are called "A new book", which that
/// search does not find, so the measured page stays the same size however many posts came before it.
public struct Bookshelf: View {
    @Environment(\.modelContext) private var modelContext
    @State private var search = ""
    @State private var title = ""
    @State private var author = ""

    public init() {}

    public var body: some View {
        Form {
            Section("Find a book") {
                TextField("Search", text: $search)
            }
            Section("Add a book") {
                TextField("Title", text: $title)
                TextField("Author", text: $author)
                Button("Add") {
                    modelContext.insert(Book(title: title, author: author, year: 2026))
                    title = ""
                    author = ""
                }
            }
            BookList(search: search)
        }
    }
}

/// The books whose titles contain the search, by title.
struct BookList: View {
    @Query private var books: [Book]

    init(search: String) {
        _books = Query(
            filter: #Predicate<Book> { book in
                search.isEmpty || book.title.localizedStandardContains(search)
            },
            sort: \Book.title
        )
    }

    var body: some View {
        Section("Books") {
            ForEach(books) { book in
                LabeledContent(book.title, value: "\(book.author), \(book.year)")
            }
        }
    }
}

@Model
public final class Book {
    public var title: String
    public var author: String
    public var year: Int

    public init(title: String, author: String, year: Int) {
        self.title = title
        self.author = author
        self.year = year
    }
}

extension Bookshelf {
    /// The shelf, where the server keeps the app's data (`--data`, or `FORMUI_DATA` in formui-server),
    /// with the benchmark's books on it when it is empty.
    public static let container: ModelContainer = {
        let container = try! ModelContainer(
            for: Book.self, configurations: ModelConfiguration("bookshelf", sharing: .everyone)
        )
        let context = container.mainContext
        if (try? context.fetchCount(FetchDescriptor<Book>())) == 0 {
            for book in ShelfSeed.books { context.insert(Book(title: book.title, author: book.author, year: book.year)) }
            try! context.save()
        }
        return container
    }()
}
