import SwiftData
import SwiftUI

struct QuillNoteEditor: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss
    @Bindable var note: QuillNote

    var body: some View {
        Form {
            Section {
                TextField("Title", text: $note.title)
                Toggle("Pinned", isOn: $note.isPinned)
            }
            Section("Text") {
                TextEditor(text: $note.content)
                    .frame(minHeight: 200)
            }
            Section {
                LabeledContent("Words", value: "\(note.wordCount)")
                LabeledContent("Created") {
                    Text(note.created, style: .date)
                }
            }
            Section {
                Button("Delete Note", role: .destructive) {
                    modelContext.delete(note)
                    dismiss()
                }
            }
        }
        .navigationTitle(note.title)
        .navigationBarTitleDisplayMode(.inline)
        .onChange(of: note.title) {
            note.modified = .now
        }
        .onChange(of: note.content) {
            note.modified = .now
        }
    }
}

struct QuillNewNoteSheet: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss

    @State private var title = ""
    @State private var content = ""
    @State private var isPinned = false

    private var trimmedTitle: String {
        title.trimmingCharacters(in: .whitespaces)
    }

    /// Whether a note already has this title: asked of the store, not of a query.
    private var titleIsTaken: Bool {
        let wanted = trimmedTitle
        let descriptor = FetchDescriptor<QuillNote>(
            predicate: #Predicate { $0.title == wanted },
            sortBy: [SortDescriptor(\QuillNote.created)]
        )
        let matches = (try? modelContext.fetch(descriptor)) ?? []
        return !matches.isEmpty
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                    if titleIsTaken {
                        Text("A note with this title already exists.")
                            .font(.footnote)
                            .foregroundStyle(.red)
                    }
                    Toggle("Pin to top", isOn: $isPinned)
                }
                Section("Text") {
                    TextEditor(text: $content)
                        .frame(minHeight: 160)
                }
            }
            .navigationTitle("New Note")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        modelContext.insert(QuillNote(title: trimmedTitle, content: content, isPinned: isPinned))
                        dismiss()
                    }
                    .disabled(trimmedTitle.isEmpty || titleIsTaken)
                }
            }
        }
    }
}
