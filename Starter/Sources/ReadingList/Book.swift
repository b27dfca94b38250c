import Foundation
import SwiftData

/// A book on the reading list. Each visitor has their own list (SwiftData's store belongs to the visitor
/// on FormUI, as it belongs to the device on a phone).
@Model
final class Book {
    var title: String
    var author: String
    var isRead = false
    var notes = ""
    var added: Date

    init(title: String, author: String = "", added: Date = .now) {
        self.title = title
        self.author = author
        self.added = added
    }
}
