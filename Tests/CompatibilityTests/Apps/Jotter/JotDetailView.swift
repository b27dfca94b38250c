import SwiftData
import SwiftUI

struct JotDetailView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss
    @Bindable var jot: Jot

    var body: some View {
        Form {
            TextField("Title", text: $jot.title)
            TextEditor(text: $jot.body)
                .frame(minHeight: 220)
            Toggle("Pin", isOn: $jot.isPinned)
            Section {
                LabeledContent("Created") {
                    Text(jot.created, format: .dateTime.day().month().year())
                }
                Button("Delete Jot", role: .destructive) {
                    modelContext.delete(jot)
                    dismiss()
                }
            }
        }
        .navigationTitle(jot.title.isEmpty ? "Untitled" : jot.title)
        .navigationBarTitleDisplayMode(.inline)
        .onChange(of: jot.title) { jot.modified = .now }
        .onChange(of: jot.body) { jot.modified = .now }
    }
}

struct JotComposeView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var text = ""
    @State private var pinned = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextEditor(text: $text)
                    .frame(minHeight: 160)
                Toggle("Pin", isOn: $pinned)
            }
            .navigationTitle("New Jot")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        let jot = Jot(title: title, body: text, isPinned: pinned)
                        modelContext.insert(jot)
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}
