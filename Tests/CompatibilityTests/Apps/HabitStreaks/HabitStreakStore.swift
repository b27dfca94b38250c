import SwiftUI
import Combine

final class HabitStreakStore: ObservableObject {
    @Published var habits: [HabitEntry] = HabitEntry.starters
    @Published private(set) var daysTracked = 0

    var doneTodayCount: Int {
        habits.filter(\.doneToday).count
    }

    var longestStreak: HabitEntry? {
        habits.max { $0.bestStreak < $1.bestStreak }
    }

    var completionRate: Double {
        guard daysTracked > 0, !habits.isEmpty else { return 0 }
        let total = habits.reduce(0) { $0 + $1.daysCompleted }
        return Double(total) / Double(daysTracked * habits.count)
    }

    func addHabit(named name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        habits.append(HabitEntry(name: trimmed, icon: "star.fill"))
    }

    func endDay() {
        for index in habits.indices {
            habits[index].closeDay()
        }
        daysTracked += 1
    }
}
