import SwiftUI

struct IntervalSetupView: View {
    @AppStorage("intervalCoach.work") private var workSeconds = 30
    @AppStorage("intervalCoach.rest") private var restSeconds = 15
    @AppStorage("intervalCoach.rounds") private var rounds = 5
    @AppStorage("intervalCoach.warmUp") private var includesWarmUp = true
    @AppStorage("intervalCoach.sound") private var sound: IntervalSound = .whistle
    @AppStorage("intervalCoach.completed") private var completedWorkouts = 0
    @State private var showingResetAlert = false

    private var plan: IntervalPlan {
        IntervalPlan(workSeconds: workSeconds, restSeconds: restSeconds, rounds: rounds, includesWarmUp: includesWarmUp)
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Intervals")) {
                    Stepper("Work: \(workSeconds) s", value: $workSeconds, in: 5...300, step: 5)
                    Stepper("Rest: \(restSeconds) s", value: $restSeconds, in: 0...120, step: 5)
                    Stepper("Rounds: \(rounds)", value: $rounds, in: 1...20)
                }

                Section(header: Text("Options")) {
                    Toggle("10 second warm-up", isOn: $includesWarmUp)
                    Picker("Sound", selection: $sound) {
                        ForEach(IntervalSound.allCases) { sound in
                            Text(sound.title).tag(sound)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section {
                    HStack {
                        Text("Total time")
                        Spacer()
                        Text(intervalClock(plan.totalSeconds))
                            .foregroundColor(.secondary)
                    }
                    NavigationLink(destination: IntervalRunView(plan: plan, sound: sound)) {
                        Label("Start Workout", systemImage: "play.fill")
                    }
                }

                Section(footer: Text("Settings are saved on this device.")) {
                    Text("Workouts completed: \(completedWorkouts)")
                    Button("Reset to Defaults", role: .destructive) {
                        showingResetAlert = true
                    }
                }
            }
            .navigationBarTitle("Interval Coach")
            .alert("Reset settings?", isPresented: $showingResetAlert) {
                Button("Reset", role: .destructive, action: resetDefaults)
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Work, rest, rounds and sound go back to their defaults.")
            }
        }
    }

    private func resetDefaults() {
        workSeconds = 30
        restSeconds = 15
        rounds = 5
        includesWarmUp = true
        sound = .whistle
    }
}
