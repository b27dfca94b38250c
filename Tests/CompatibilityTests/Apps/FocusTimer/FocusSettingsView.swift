import SwiftUI

struct FocusSettingsView: View {
    @AppStorage("focus.focusMinutes") private var focusMinutes = 25
    @AppStorage("focus.breakMinutes") private var breakMinutes = 5
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationView {
            Form {
                Section {
                    Stepper("Focus: \(focusMinutes) min", value: $focusMinutes, in: 1...90)
                    Stepper("Break: \(breakMinutes) min", value: $breakMinutes, in: 1...30)
                } footer: {
                    Text("A new length applies the next time the timer starts from the top.")
                }

                Section {
                    Button("Classic 25 / 5") {
                        focusMinutes = 25
                        breakMinutes = 5
                    }
                    Button("Long 50 / 10") {
                        focusMinutes = 50
                        breakMinutes = 10
                    }
                }
            }
            .navigationTitle("Durations")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
