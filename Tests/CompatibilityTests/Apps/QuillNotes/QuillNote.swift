import Foundation
import SwiftData

@Model
final class QuillNote {
    @Attribute(.unique) var id: UUID
    var title: String
    var content: String
    var isPinned: Bool
    var created: Date
    var modified: Date

    /// Worked out from `content` when asked and kept in memory only: never saved with the note.
    @Transient var cachedWordCount: Int? = nil
    @Transient var cachedWordCountSource = ""

    init(title: String, content: String = "", isPinned: Bool = false) {
        self.id = UUID()
        self.title = title
        self.content = content
        self.isPinned = isPinned
        self.created = .now
        self.modified = .now
    }

    var wordCount: Int {
        if let cachedWordCount, cachedWordCountSource == content {
            return cachedWordCount
        }
        let count = content.split(whereSeparator: { $0.isWhitespace }).count
        cachedWordCount = count
        cachedWordCountSource = content
        return count
    }
}
