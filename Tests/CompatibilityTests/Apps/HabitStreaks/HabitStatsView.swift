import SwiftUI

struct HabitStatsView: View {
    @EnvironmentObject var store: HabitStreakStore

    var body: some View {
        NavigationStack {
            List {
                Section("Overview") {
                    StatTile(title: "Days tracked", value: "\(store.daysTracked)", symbol: "calendar")
                    StatTile(title: "Done today", value: "\(store.doneTodayCount)/\(store.habits.count)", symbol: "checkmark")
                    VStack(alignment: .leading) {
                        Text("Completion")
                        ProgressView(value: store.completionRate)
                            .tint(.green)
                        Text(store.completionRate.formatted(.percent.precision(.fractionLength(0))))
                            .font(.caption)
                    }
                }
                Section("Best streaks") {
                    ForEach(store.habits.sorted { $0.bestStreak > $1.bestStreak }) { habit in
                        HStack {
                            Text(habit.name)
                            Spacer()
                            Text("\(habit.bestStreak)")
                                .bold()
                                .foregroundColor(habit.bestStreak > 0 ? .orange : .secondary)
                        }
                    }
                }
                if let champion = store.longestStreak, champion.bestStreak > 0 {
                    Section {
                        Label("Top habit: \(champion.name)", systemImage: "trophy.fill")
                            .foregroundStyle(.yellow)
                    }
                }
            }
            .navigationTitle("Stats")
        }
    }
}

struct StatTile: View {
    let title: String
    let value: String
    let symbol: String

    var body: some View {
        HStack {
            Image(systemName: symbol)
                .frame(width: 28, height: 28)
                .background(Color.blue.opacity(0.15), in: .rect(cornerRadius: 6))
            Text(title)
            Spacer()
            Text(value)
                .font(.title3.monospacedDigit())
        }
    }
}
