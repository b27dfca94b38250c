import Foundation
import SwiftData

@Model
final class StreakHabit {
    var name: String
    var emoji: String
    var targetPerWeek: Int
    var lastDone: Date?
    var count: Int
    var isArchived: Bool
    var created: Date

    init(name: String, emoji: String = "✅", targetPerWeek: Int = 3) {
        self.name = name
        self.emoji = emoji
        self.targetPerWeek = targetPerWeek
        self.lastDone = nil
        self.count = 0
        self.isArchived = false
        self.created = .now
    }

    var isDoneToday: Bool {
        guard let lastDone else { return false }
        return Calendar.current.isDateInToday(lastDone)
    }

    func markDone() {
        count += 1
        lastDone = .now
    }
}
