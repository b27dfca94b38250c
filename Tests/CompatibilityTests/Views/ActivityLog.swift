import SwiftUI

// An activity log kept the way many tutorials keep data: an ObservableObject that encodes its list to
// JSON in UserDefaults.standard on every change and decodes it in init, plus a setting read both through
// @AppStorage and through UserDefaults directly.

struct LoggedActivity: Identifiable, Codable, Equatable {
    var id = UUID()
    var name: String
    var minutes: Int
}

final class ActivityLogStore: ObservableObject {
    @Published var activities: [LoggedActivity] {
        didSet { save() }
    }

    private let storageKey = "SavedActivities"

    init() {
        if let data = UserDefaults.standard.data(forKey: storageKey),
           let decoded = try? JSONDecoder().decode([LoggedActivity].self, from: data) {
            activities = decoded
        } else {
            activities = []
        }
    }

    func add(_ name: String, minutes: Int) {
        activities.append(LoggedActivity(name: name, minutes: minutes))
    }

    private func save() {
        if let encoded = try? JSONEncoder().encode(activities) {
            UserDefaults.standard.set(encoded, forKey: storageKey)
        }
    }
}

struct ActivityLogView: View {
    @StateObject private var store = ActivityLogStore()
    @AppStorage("dailyGoal") private var dailyGoal = 30
    @State private var name = ""
    @State private var minutes = 15

    private var total: Int { store.activities.reduce(0) { $0 + $1.minutes } }

    var body: some View {
        NavigationStack {
            Form {
                Section("New activity") {
                    TextField("Activity", text: $name)
                    Stepper("Minutes: \(minutes)", value: $minutes, in: 5...120, step: 5)
                    Button("Log it") {
                        store.add(name, minutes: minutes)
                        name = ""
                    }
                    .disabled(name.isEmpty)
                }
                Section("Today") {
                    if store.activities.isEmpty {
                        Text("Nothing logged yet")
                    }
                    ForEach(store.activities) { activity in
                        Text("\(activity.name): \(activity.minutes) min")
                    }
                    Text("\(total) of \(dailyGoal) minutes")
                }
                Section("Goal") {
                    Button("Raise the goal") {
                        let goal = UserDefaults.standard.integer(forKey: "dailyGoal")
                        UserDefaults.standard.set((goal == 0 ? 30 : goal) + 10, forKey: "dailyGoal")
                    }
                    Button("Reset everything") {
                        UserDefaults.standard.removeObject(forKey: "SavedActivities")
                        UserDefaults.standard.removeObject(forKey: "dailyGoal")
                        store.activities = []
                    }
                }
            }
            .navigationTitle("Activity log")
        }
    }
}
