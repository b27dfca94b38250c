import Combine
import Foundation

struct HydroDay: Identifiable, Codable, Hashable {
    var id = UUID()
    var date: Date
    var millilitres: Int
    var goal: Int

    var reachedGoal: Bool { millilitres >= goal }
}

final class HydroStore: ObservableObject {
    private enum Keys {
        static let today = "hydro.todayMillilitres"
        static let history = "hydro.history"
    }

    private let defaults: UserDefaults

    @Published var todayMillilitres: Int {
        didSet {
            defaults.set(todayMillilitres, forKey: Keys.today)
        }
    }

    @Published private(set) var history: [HydroDay] {
        didSet {
            saveHistory()
        }
    }

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        todayMillilitres = defaults.integer(forKey: Keys.today)
        if let data = defaults.data(forKey: Keys.history),
           let saved = try? JSONDecoder().decode([HydroDay].self, from: data) {
            history = saved
        } else {
            history = []
        }
    }

    func add(millilitres: Int) {
        todayMillilitres += millilitres
    }

    func undoLast(millilitres: Int) {
        todayMillilitres = max(0, todayMillilitres - millilitres)
    }

    func finishDay(goal: Int, on date: Date = .now) {
        history.insert(HydroDay(date: date, millilitres: todayMillilitres, goal: goal), at: 0)
        todayMillilitres = 0
    }

    func deleteHistory(at offsets: IndexSet) {
        history.remove(atOffsets: offsets)
    }

    func resetAll() {
        history = []
        todayMillilitres = 0
        defaults.removeObject(forKey: Keys.today)
        defaults.removeObject(forKey: Keys.history)
    }

    var streak: Int {
        var count = 0
        for day in history {
            guard day.reachedGoal else { break }
            count += 1
        }
        return count
    }

    private func saveHistory() {
        if let data = try? JSONEncoder().encode(history) {
            defaults.set(data, forKey: Keys.history)
        }
    }
}
