import Foundation
import SwiftData

enum ReadingLogStatus: String, Codable, CaseIterable, Identifiable {
    case toRead = "To Read"
    case reading = "Reading"
    case finished = "Finished"

    var id: Self { self }
}

/// How far into the book the reader is; kept with the book as one value.
struct ReadingLogProgress: Codable, Hashable {
    var pagesRead: Int
    var totalPages: Int

    var fraction: Double {
        totalPages > 0 ? Double(pagesRead) / Double(totalPages) : 0
    }

    var summary: String {
        "\(pagesRead) of \(totalPages) pages"
    }
}

@Model
final class ReadingLogBook {
    @Attribute(.unique) var isbn: String
    var title: String
    var author: String
    var rating: Int
    var status: ReadingLogStatus
    var progress: ReadingLogProgress
    var dateAdded: Date

    init(isbn: String, title: String, author: String, totalPages: Int, rating: Int = 0, status: ReadingLogStatus = .toRead) {
        self.isbn = isbn
        self.title = title
        self.author = author
        self.rating = rating
        self.status = status
        self.progress = ReadingLogProgress(pagesRead: 0, totalPages: totalPages)
        self.dateAdded = .now
    }

    var stars: String {
        rating == 0 ? "Not rated" : String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating)
    }
}
