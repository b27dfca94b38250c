import SwiftUI

struct DailyNoteEditor: View {
    @Environment(\.presentationMode) private var presentationMode
    @State private var draft: DailyNote
    private let isNew: Bool
    let onSave: (DailyNote) -> Void

    init(note: DailyNote, onSave: @escaping (DailyNote) -> Void) {
        _draft = State(initialValue: note)
        isNew = note.title.isEmpty && note.body.isEmpty
        self.onSave = onSave
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Title")) {
                    TextField("What happened?", text: $draft.title)
                }
                Section {
                    DatePicker("Date", selection: $draft.date, displayedComponents: .date)
                    Toggle("Pinned", isOn: $draft.isPinned)
                }
                Section(header: Text("Note")) {
                    TextEditor(text: $draft.body)
                        .frame(minHeight: 180)
                }
            }
            .navigationBarTitle(isNew ? "New Note" : "Edit Note", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Cancel") {
                    presentationMode.wrappedValue.dismiss()
                },
                trailing: Button("Save") {
                    onSave(draft)
                    presentationMode.wrappedValue.dismiss()
                }
                .disabled(draft.title.trimmingCharacters(in: .whitespaces).isEmpty)
            )
        }
    }
}
