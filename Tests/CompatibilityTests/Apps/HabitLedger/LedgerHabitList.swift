import SwiftData
import SwiftUI

struct LedgerHabitList: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \LedgerHabit.name) private var habits: [LedgerHabit]
    @State private var showingNewHabit = false
    @State private var showingStats = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(habits) { habit in
                    NavigationLink {
                        LedgerHabitDetail(habit: habit)
                    } label: {
                        HStack {
                            Image(systemName: habit.icon)
                            VStack(alignment: .leading) {
                                Text(habit.name)
                                    .font(.headline)
                                Text(habit.checks.count == 1 ? "1 check-in" : "\(habit.checks.count) check-ins")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                .onDelete { offsets in
                    for index in offsets {
                        modelContext.delete(habits[index])
                    }
                }
            }
            .overlay {
                if habits.isEmpty {
                    ContentUnavailableView("No Habits", systemImage: "checklist", description: Text("Add a habit to start your ledger."))
                }
            }
            .navigationTitle("Habit Ledger")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Stats", systemImage: "chart.bar") {
                        showingStats = true
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("New Habit", systemImage: "plus") {
                        showingNewHabit = true
                    }
                }
            }
            .sheet(isPresented: $showingNewHabit) {
                LedgerNewHabitSheet()
            }
            .sheet(isPresented: $showingStats) {
                LedgerStatsView()
            }
        }
    }
}

struct LedgerNewHabitSheet: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var icon = "figure.walk"

    private let icons = ["figure.walk", "book", "drop", "bed.double", "leaf"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Icon", selection: $icon) {
                    ForEach(icons, id: \.self) { icon in
                        Label(icon, systemImage: icon).tag(icon)
                    }
                }
            }
            .navigationTitle("New Habit")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        modelContext.insert(LedgerHabit(name: name, icon: icon))
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}
