import SwiftData
import SwiftUI

struct LedgerHabitDetail: View {
    @Environment(\.modelContext) private var modelContext
    @Bindable var habit: LedgerHabit
    @State private var note = ""

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $habit.name)
            }

            Section("Check in") {
                TextField("Note", text: $note)
                Button("Check In") {
                    habit.checks.append(LedgerCheck(note: note))
                    note = ""
                }
                if habit.isCheckedInToday {
                    Text("Checked in today")
                        .foregroundStyle(.green)
                }
            }

            Section("History") {
                if habit.checks.isEmpty {
                    Text("No check-ins yet")
                        .foregroundStyle(.secondary)
                }
                ForEach(habit.sortedChecks) { check in
                    VStack(alignment: .leading) {
                        Text(check.note.isEmpty ? "No note" : check.note)
                        Text(check.date, format: .dateTime.day().month().hour().minute())
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                .onDelete { offsets in
                    let sorted = habit.sortedChecks
                    for index in offsets {
                        modelContext.delete(sorted[index])
                    }
                }
            }
        }
        .navigationTitle(habit.name)
    }
}

/// Every check-in of every habit, read with a query of its own.
struct LedgerStatsView: View {
    @Environment(\.dismiss) private var dismiss
    @Query(sort: \LedgerCheck.date, order: .reverse) private var checks: [LedgerCheck]
    @Query private var habits: [LedgerHabit]

    var body: some View {
        NavigationStack {
            List {
                Section("Totals") {
                    LabeledContent("Habits", value: "\(habits.count)")
                    LabeledContent("Check-ins", value: "\(checks.count)")
                }
                Section("Latest") {
                    ForEach(checks.prefix(5)) { check in
                        Text("\(check.habit?.name ?? "Unknown"): \(check.note.isEmpty ? "No note" : check.note)")
                    }
                }
            }
            .navigationTitle("Stats")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}
