import SwiftUI

// A habit tracker that remembers its settings with @AppStorage: a daily goal, a reminder switch, a
// streak kept across screens, and a summary view elsewhere in the app reading the same keys.

struct HabitTrackerView: View {
    @AppStorage("dailyGoal") private var dailyGoal = 3
    @AppStorage("remindersEnabled") private var remindersEnabled = false
    @AppStorage("streak") private var streak = 0
    @AppStorage("userName") private var userName = ""
    @State private var drankWater = false
    @State private var stretched = false
    @State private var readBook = false
    @State private var walked = false

    private var completed: Int {
        [drankWater, stretched, readBook, walked].filter { $0 }.count
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Today") {
                    Toggle("Drink water", isOn: $drankWater)
                    Toggle("Stretch", isOn: $stretched)
                    Toggle("Read 20 pages", isOn: $readBook)
                    Toggle("Go for a walk", isOn: $walked)
                }

                Section("Progress") {
                    Gauge(value: Double(min(completed, dailyGoal)), in: 0...Double(dailyGoal)) {
                        Text("Goal")
                    } currentValueLabel: {
                        Text("\(completed)/\(dailyGoal)")
                    }
                    Text(completed >= dailyGoal ? "Goal reached!" : "\(dailyGoal - completed) to go")
                    Button("Finish Day") {
                        if completed >= dailyGoal {
                            streak += 1
                        } else {
                            streak = 0
                        }
                        drankWater = false
                        stretched = false
                        readBook = false
                        walked = false
                    }
                }

                Section("Settings") {
                    TextField("Your name", text: $userName)
                    Stepper("Daily goal: \(dailyGoal)", value: $dailyGoal, in: 1...4)
                    Toggle("Reminders", isOn: $remindersEnabled)
                }

                StreakBadge()
            }
            .navigationTitle("Habits")
        }
    }
}

struct StreakBadge: View {
    @AppStorage("streak") private var streak = 0
    @AppStorage("userName") private var userName = ""

    var body: some View {
        Label(
            userName.isEmpty ? "Streak: \(streak) days" : "\(userName)'s streak: \(streak) days",
            systemImage: "flame.fill"
        )
        .foregroundStyle(.orange)
    }
}
