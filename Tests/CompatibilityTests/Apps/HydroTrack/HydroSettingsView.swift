import SwiftUI

struct HydroSettingsView: View {
    @EnvironmentObject private var store: HydroStore
    @AppStorage("hydro.goal") private var goal = 2000.0
    @AppStorage("hydro.glassSize") private var glassSize = 250
    @State private var confirmingReset = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Daily goal") {
                    Slider(value: $goal, in: 1000...4000, step: 250) {
                        Text("Goal")
                    } minimumValueLabel: {
                        Text("1 l")
                    } maximumValueLabel: {
                        Text("4 l")
                    }
                    Text("\(Int(goal)) ml a day")
                }

                Section("Glass") {
                    Stepper("Glass size: \(glassSize) ml", value: $glassSize, in: 100...500, step: 50)
                }

                Section {
                    Button("Reset all data", role: .destructive) {
                        confirmingReset = true
                    }
                }
            }
            .navigationTitle("Settings")
            .alert("Reset everything?", isPresented: $confirmingReset) {
                Button("Reset", role: .destructive) {
                    store.resetAll()
                    UserDefaults.standard.removeObject(forKey: "hydro.goal")
                    UserDefaults.standard.removeObject(forKey: "hydro.glassSize")
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Today's total, your history and your goal will be cleared.")
            }
        }
    }
}
