import SwiftUI

struct HabitStreaksRootView: View {
    @StateObject private var store = HabitStreakStore()

    var body: some View {
        TabView {
            HabitTodayView()
                .tabItem {
                    Label("Today", systemImage: "checkmark.circle")
                }
            HabitStatsView()
                .tabItem {
                    Label("Stats", systemImage: "chart.bar")
                }
            HabitSettingsView()
                .tabItem {
                    Label("Settings", systemImage: "gear")
                }
        }
        .environmentObject(store)
    }
}

struct HabitTodayView: View {
    @EnvironmentObject var store: HabitStreakStore
    @AppStorage("habitOwnerName") private var ownerName = ""
    @AppStorage("habitShowCompleted") private var showCompleted = true
    @AppStorage("habitDailyGoal") private var dailyGoal = 2
    @State private var newHabitName = ""

    private var greeting: String {
        ownerName.isEmpty ? "Today" : "Hi, \(ownerName)"
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach($store.habits) { $habit in
                        if showCompleted || !habit.doneToday {
                            Toggle(isOn: $habit.doneToday) {
                                HabitRowLabel(habit: habit)
                            }
                            .tint(.green)
                        }
                    }
                } header: {
                    Text("Habits")
                } footer: {
                    if store.doneTodayCount >= dailyGoal {
                        Text("Daily goal reached 🎉")
                            .foregroundColor(.green)
                    } else {
                        Text("\(store.doneTodayCount) of \(dailyGoal) for today's goal")
                    }
                }

                Section("New habit") {
                    HStack {
                        TextField("Habit name", text: $newHabitName)
                        Button("Add") {
                            store.addHabit(named: newHabitName)
                            newHabitName = ""
                        }
                        .disabled(newHabitName.isEmpty)
                    }
                }

                Button(action: store.endDay) {
                    Label("End Day", systemImage: "moon.stars")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
            }
            .navigationTitle(greeting)
        }
    }
}

struct HabitRowLabel: View {
    let habit: HabitEntry

    var body: some View {
        HStack {
            Image(systemName: habit.icon)
                .foregroundColor(habit.doneToday ? .green : .secondary)
            VStack(alignment: .leading) {
                Text(habit.name)
                    .strikethrough(habit.doneToday)
                Text(habit.streak == 1 ? "1 day streak" : "\(habit.streak) day streak")
                    .font(.caption)
                    .foregroundColor(.orange)
            }
        }
    }
}
