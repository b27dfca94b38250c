import SwiftUI

struct CapitalsSettingsView: View {
    @Environment(\.presentationMode) var presentationMode
    @AppStorage("capitals.roundLength") private var roundLength = 5
    @AppStorage("capitals.showHints") private var showHints = false
    @AppStorage("capitals.bestScore") private var bestScore = 0
    @State private var confirmingReset = false

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Round")) {
                    Picker("Questions", selection: $roundLength) {
                        ForEach([5, 8, 10], id: \.self) { count in
                            Text("\(count) questions").tag(count)
                        }
                    }
                    .pickerStyle(.segmented)
                    Toggle("Show continent hints", isOn: $showHints)
                }
                Section(header: Text("Best score"), footer: Text("Changing a setting starts a new game.")) {
                    Text("\(bestScore)")
                    Button("Reset best score") {
                        confirmingReset = true
                    }
                    .foregroundColor(.red)
                    .disabled(bestScore == 0)
                }
            }
            .navigationBarTitle("Settings", displayMode: .inline)
            .navigationBarItems(trailing: Button("Done") {
                presentationMode.wrappedValue.dismiss()
            })
            .alert("Reset best score?", isPresented: $confirmingReset) {
                Button("Reset", role: .destructive) { bestScore = 0 }
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}
