import Foundation
import SwiftData

enum ShelfmarkStatus: String, Codable, CaseIterable, Identifiable {
    case wantToRead
    case reading
    case finished

    var id: Self { self }

    var title: String {
        switch self {
        case .wantToRead: "Want to Read"
        case .reading: "Reading"
        case .finished: "Finished"
        }
    }
}

@Model
final class ShelfmarkBook {
    var title: String
    var author: String
    /// One to five stars.
    var rating: Int
    var status: ShelfmarkStatus
    var isOwned: Bool
    var dateAdded: Date
    var finishedOn: Date?

    init(title: String, author: String, rating: Int = 3, status: ShelfmarkStatus = .wantToRead, isOwned: Bool = false) {
        self.title = title
        self.author = author
        self.rating = rating
        self.status = status
        self.isOwned = isOwned
        self.dateAdded = .now
        self.finishedOn = status == .finished ? .now : nil
    }

    var stars: String {
        String(repeating: "★", count: rating) + String(repeating: "☆", count: max(0, 5 - rating))
    }
}
