import Foundation

enum BookGenre: String, CaseIterable, Identifiable {
    case fiction = "Fiction"
    case mystery = "Mystery"
    case sciFi = "Sci-Fi"
    case history = "History"
    case poetry = "Poetry"

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .fiction: return "book"
        case .mystery: return "magnifyingglass"
        case .sciFi: return "sparkles"
        case .history: return "building.columns"
        case .poetry: return "text.quote"
        }
    }
}

struct LibraryBook: Identifiable, Hashable {
    var id = UUID()
    var title: String
    var author: String
    var genre: BookGenre
    var rating: Int
    var isFinished: Bool
    var notes: String = ""

    static let samples: [LibraryBook] = [
        LibraryBook(title: "The Salt Road", author: "Imogen Hart", genre: .fiction, rating: 4, isFinished: true,
                    notes: "Slow start, wonderful ending."),
        LibraryBook(title: "Murder at Low Tide", author: "Gilbert Crane", genre: .mystery, rating: 3, isFinished: false),
        LibraryBook(title: "Orbit of Glass", author: "Priya Nandakumar", genre: .sciFi, rating: 5, isFinished: true),
        LibraryBook(title: "A Short History of Bridges", author: "Tomas Lindqvist", genre: .history, rating: 2, isFinished: false),
    ]

    static var empty: LibraryBook {
        LibraryBook(title: "", author: "", genre: .fiction, rating: 3, isFinished: false)
    }
}
