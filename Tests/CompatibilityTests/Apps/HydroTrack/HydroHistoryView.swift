import SwiftUI

struct HydroHistoryView: View {
    @EnvironmentObject private var store: HydroStore

    var body: some View {
        NavigationStack {
            List {
                if store.history.isEmpty {
                    Text("No finished days yet")
                        .foregroundColor(.secondary)
                } else {
                    Section {
                        Text("Streak: \(store.streak) days")
                            .font(.headline)
                    }
                    Section("Days") {
                        ForEach(store.history) { day in
                            HStack {
                                Image(systemName: day.reachedGoal ? "drop.fill" : "drop")
                                    .foregroundColor(day.reachedGoal ? .cyan : .gray)
                                Text(day.date, style: .date)
                                Spacer()
                                Text("\(day.millilitres) / \(day.goal) ml")
                                    .monospacedDigit()
                            }
                        }
                        .onDelete(perform: store.deleteHistory)
                    }
                }
            }
            .navigationTitle("History")
        }
    }
}
