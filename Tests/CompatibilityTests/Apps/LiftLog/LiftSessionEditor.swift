import SwiftUI

struct LiftSessionEditor: View {
    @Environment(\.dismiss) var dismiss
    @ObservedObject var store: LiftLogStore
    @State var session: LiftSession

    var isNew: Bool {
        !store.sessions.contains { $0.id == session.id }
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Workout name", text: $session.name)
                Picker("Type", selection: $session.kind) {
                    ForEach(LiftKind.allCases) { kind in
                        Text(kind.rawValue).tag(kind)
                    }
                }
                Stepper("\(session.minutes) minutes", value: $session.minutes, in: 5...240, step: 5)
                Stepper("Sets: \(session.sets)", value: $session.sets, in: 1...20)
                HStack {
                    Text("Weight (kg)")
                    TextField("Weight", value: $session.weight, format: .number)
                        .keyboardType(.decimalPad)
                        .multilineTextAlignment(.trailing)
                }
                Section("Notes") {
                    TextEditor(text: $session.notes)
                }
            }
            .navigationTitle(isNew ? "Log Workout" : "Edit Workout")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.upsert(session)
                        dismiss()
                    }
                    .disabled(session.name.isEmpty)
                }
            }
        }
    }
}
