import Foundation
import SwiftData

@Model
final class Jot {
    var title: String
    var body: String
    var isPinned: Bool
    var created: Date
    var modified: Date

    init(title: String, body: String = "", isPinned: Bool = false) {
        self.title = title
        self.body = body
        self.isPinned = isPinned
        self.created = .now
        self.modified = .now
    }

    /// The first line of the body, for the list.
    var preview: String {
        let firstLine = body.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        return firstLine.isEmpty ? "No additional text" : firstLine
    }
}
