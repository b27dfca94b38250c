import Foundation
import SwiftData

@Model
final class LedgerHabit {
    var name: String
    var icon: String
    var created: Date
    @Relationship(deleteRule: .cascade, inverse: \LedgerCheck.habit) var checks: [LedgerCheck] = []

    init(name: String, icon: String = "circle") {
        self.name = name
        self.icon = icon
        self.created = .now
    }

    /// Newest first. The relationship itself has no order.
    var sortedChecks: [LedgerCheck] {
        checks.sorted { $0.date > $1.date }
    }

    var isCheckedInToday: Bool {
        checks.contains { Calendar.current.isDateInToday($0.date) }
    }
}

@Model
final class LedgerCheck {
    var date: Date
    var note: String
    var habit: LedgerHabit?

    init(date: Date = .now, note: String = "") {
        self.date = date
        self.note = note
    }
}
