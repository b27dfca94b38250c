import Foundation

struct HabitEntry: Identifiable, Codable, Equatable {
    var id = UUID()
    var name: String
    var icon: String
    var doneToday = false
    var streak = 0
    var bestStreak = 0
    var daysCompleted = 0

    mutating func closeDay() {
        if doneToday {
            streak += 1
            daysCompleted += 1
            bestStreak = max(bestStreak, streak)
        } else {
            streak = 0
        }
        doneToday = false
    }
}

extension HabitEntry {
    static let starters: [HabitEntry] = [
        HabitEntry(name: "Read 20 pages", icon: "book.fill"),
        HabitEntry(name: "Meditate", icon: "leaf.fill"),
        HabitEntry(name: "Drink water", icon: "drop.fill"),
    ]
}
