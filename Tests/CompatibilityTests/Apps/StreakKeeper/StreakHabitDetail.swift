import SwiftData
import SwiftUI

struct StreakHabitDetail: View {
    @Bindable var habit: StreakHabit

    var body: some View {
        Form {
            Section {
                HStack {
                    Text(habit.emoji)
                        .font(.largeTitle)
                    Text(habit.isDoneToday ? "Done for today. See you tomorrow!" : "Not done yet today.")
                }
                Button(habit.isDoneToday ? "Done for today" : "Done today") {
                    habit.markDone()
                }
                .disabled(habit.isDoneToday || habit.isArchived)
            }

            Section("Progress") {
                LabeledContent("Times done", value: "\(habit.count)")
                if let lastDone = habit.lastDone {
                    LabeledContent("Last done") {
                        Text(lastDone, style: .date)
                    }
                } else {
                    LabeledContent("Last done", value: "Never")
                }
            }

            Section("Habit") {
                TextField("Name", text: $habit.name)
                TextField("Emoji", text: $habit.emoji)
                Stepper("Weekly target: \(habit.targetPerWeek)", value: $habit.targetPerWeek, in: 1...7)
                Toggle("Archived", isOn: $habit.isArchived)
            }
        }
        .navigationTitle(habit.name)
    }
}

struct StreakAddHabitSheet: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss
    @AppStorage("streakKeeper.defaultTarget") private var defaultTarget = 3

    @State private var name = ""
    @State private var emoji = "✅"
    @State private var target = 3

    private var trimmedName: String {
        name.trimmingCharacters(in: .whitespaces)
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                TextField("Emoji", text: $emoji)
                Stepper("Weekly target: \(target)", value: $target, in: 1...7)
            }
            .navigationTitle("New Habit")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save)
                        .disabled(trimmedName.isEmpty)
                }
            }
            .onAppear {
                target = defaultTarget
            }
        }
    }

    private func save() {
        let habit = StreakHabit(name: trimmedName, emoji: emoji.isEmpty ? "✅" : emoji, targetPerWeek: target)
        modelContext.insert(habit)
        try? modelContext.save()
        dismiss()
    }
}

struct StreakSettingsView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss
    @AppStorage("streakKeeper.showEmoji") private var showEmoji = true
    @AppStorage("streakKeeper.defaultTarget") private var defaultTarget = 3

    /// The active habit done most often, fetched from the store when the sheet is drawn.
    private var leader: StreakHabit? {
        let descriptor = FetchDescriptor<StreakHabit>(
            predicate: #Predicate<StreakHabit> { !$0.isArchived && $0.count > 0 },
            sortBy: [SortDescriptor(\StreakHabit.count, order: .reverse), SortDescriptor(\StreakHabit.name)]
        )
        return (try? modelContext.fetch(descriptor))?.first
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Display") {
                    Toggle("Show emoji", isOn: $showEmoji)
                }
                Section("New habits") {
                    Stepper("Default target: \(defaultTarget)", value: $defaultTarget, in: 1...7)
                }
                Section("Stats") {
                    if let leader {
                        Text("Most done: \(leader.name) (\(leader.count))")
                    } else {
                        Text("Nothing done yet")
                    }
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
