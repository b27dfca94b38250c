import SwiftData
import SwiftUI

struct StreakKeeperRootView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(
        filter: #Predicate<StreakHabit> { !$0.isArchived },
        sort: [SortDescriptor(\StreakHabit.count, order: .reverse), SortDescriptor(\StreakHabit.name)]
    )
    private var habits: [StreakHabit]
    @Query(filter: #Predicate<StreakHabit> { $0.isArchived }, sort: \StreakHabit.name)
    private var archived: [StreakHabit]
    @AppStorage("streakKeeper.showEmoji") private var showEmoji = true
    @State private var showingAddHabit = false
    @State private var showingSettings = false

    var body: some View {
        NavigationStack {
            Group {
                if habits.isEmpty && archived.isEmpty {
                    ContentUnavailableView(
                        "No Habits",
                        systemImage: "flame",
                        description: Text("Add a habit, then mark it done each day to keep your streak going.")
                    )
                } else {
                    List {
                        Section("Habits") {
                            if habits.isEmpty {
                                Text("Every habit is archived.")
                                    .foregroundStyle(.secondary)
                            }
                            ForEach(habits) { habit in
                                NavigationLink {
                                    StreakHabitDetail(habit: habit)
                                } label: {
                                    StreakHabitRow(habit: habit, showEmoji: showEmoji)
                                }
                            }
                            .onDelete { offsets in
                                for index in offsets {
                                    modelContext.delete(habits[index])
                                }
                                try? modelContext.save()
                            }
                        }

                        if !archived.isEmpty {
                            Section("Archived") {
                                ForEach(archived) { habit in
                                    NavigationLink {
                                        StreakHabitDetail(habit: habit)
                                    } label: {
                                        Text(habit.name)
                                            .foregroundStyle(.secondary)
                                    }
                                }
                                Button("Remove Archived", role: .destructive, action: removeArchived)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Streaks")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        showingSettings = true
                    } label: {
                        Label("Settings", systemImage: "gearshape")
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingAddHabit = true
                    } label: {
                        Label("Add Habit", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAddHabit) {
                StreakAddHabitSheet()
            }
            .sheet(isPresented: $showingSettings) {
                StreakSettingsView()
            }
        }
    }

    /// Deletes every archived habit in one go, without fetching them first.
    private func removeArchived() {
        do {
            try modelContext.delete(model: StreakHabit.self, where: #Predicate<StreakHabit> { $0.isArchived })
            try modelContext.save()
        } catch {
            print("Could not remove archived habits: \(error)")
        }
    }
}

struct StreakHabitRow: View {
    let habit: StreakHabit
    let showEmoji: Bool

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(habit.name)
                    .font(.headline)
                Text("\(habit.count) done · aim \(habit.targetPerWeek)× a week")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if habit.isDoneToday {
                Image(systemName: "checkmark.circle.fill")
                    .foregroundStyle(.green)
                    .accessibilityLabel("Checked off today")
            }
            if showEmoji {
                Text(habit.emoji)
                    .font(.title)
            }
        }
    }
}
