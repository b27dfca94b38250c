import Combine
import Foundation

enum ReadingStatus: String, Codable, CaseIterable {
    case wantToRead = "Want to Read"
    case reading = "Reading"
    case finished = "Finished"
}

struct ReadingBook: Identifiable, Codable, Hashable {
    var id = UUID()
    var title: String
    var author: String
    var pageCount: Int
    var pagesRead = 0
    var status: ReadingStatus = .wantToRead

    var progress: Double {
        pageCount == 0 ? 0 : Double(pagesRead) / Double(pageCount)
    }
}

/// Where the books are kept: JSON in UserDefaults. The add sheet writes here directly and the shelf
/// reloads when the sheet goes away.
enum ReadingShelfStorage {
    static let key = "readingTracker.books"

    static func load() -> [ReadingBook]? {
        guard let data = UserDefaults.standard.data(forKey: key) else { return nil }
        return try? JSONDecoder().decode([ReadingBook].self, from: data)
    }

    static func save(_ books: [ReadingBook]) {
        if let data = try? JSONEncoder().encode(books) {
            UserDefaults.standard.set(data, forKey: key)
        }
    }

    static func append(_ book: ReadingBook) {
        var books = load() ?? ReadingLog.starterBooks
        books.append(book)
        save(books)
    }
}

final class ReadingLog: ObservableObject {
    @Published private(set) var books: [ReadingBook] = []

    init() {
        reload()
    }

    func reload() {
        books = ReadingShelfStorage.load() ?? Self.starterBooks
    }

    func books(with status: ReadingStatus) -> [ReadingBook] {
        books.filter { $0.status == status }
    }

    func book(withID id: ReadingBook.ID) -> ReadingBook? {
        books.first { $0.id == id }
    }

    func logPages(_ pages: Int, of book: ReadingBook) {
        update(book) { book in
            book.pagesRead = min(book.pagesRead + pages, book.pageCount)
            if book.pagesRead == book.pageCount {
                book.status = .finished
            }
        }
    }

    func start(_ book: ReadingBook) {
        update(book) { $0.status = .reading }
    }

    func finish(_ book: ReadingBook) {
        update(book) { book in
            book.status = .finished
            book.pagesRead = book.pageCount
        }
    }

    func clearFinished() {
        books.removeAll { $0.status == .finished }
        ReadingShelfStorage.save(books)
    }

    private func update(_ book: ReadingBook, _ change: (inout ReadingBook) -> Void) {
        guard let index = books.firstIndex(where: { $0.id == book.id }) else { return }
        change(&books[index])
        ReadingShelfStorage.save(books)
    }

    static let starterBooks: [ReadingBook] = [
        ReadingBook(title: "Piranesi", author: "Susanna Clarke", pageCount: 272, pagesRead: 120, status: .reading),
        ReadingBook(title: "The Dispossessed", author: "Ursula K. Le Guin", pageCount: 387),
        ReadingBook(title: "Braiding Sweetgrass", author: "Robin Wall Kimmerer", pageCount: 408),
        ReadingBook(title: "Klara and the Sun", author: "Kazuo Ishiguro", pageCount: 303, pagesRead: 303, status: .finished),
    ]
}
