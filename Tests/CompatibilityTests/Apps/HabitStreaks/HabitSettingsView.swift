import SwiftUI

struct HabitSettingsView: View {
    @AppStorage("habitOwnerName") private var ownerName = ""
    @AppStorage("habitShowCompleted") private var showCompleted = true
    @AppStorage("habitDailyGoal") private var dailyGoal = 2
    @AppStorage("habitReminderHour") private var reminderHour = 20

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Your name", text: $ownerName)
                }
                Section("Today screen") {
                    Toggle("Show completed habits", isOn: $showCompleted)
                    Stepper("Daily goal: \(dailyGoal)", value: $dailyGoal, in: 1...10)
                }
                Section {
                    Stepper(value: $reminderHour, in: 6...23) {
                        Text("Remind me at \(reminderHour):00")
                    }
                } header: {
                    Text("Reminders")
                } footer: {
                    Text("Reminders are sent once a day.")
                }
                Section {
                    Button("Reset Settings", role: .destructive) {
                        ownerName = ""
                        showCompleted = true
                        dailyGoal = 2
                        reminderHour = 20
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
