import SwiftUI

struct MoodJournalComposeView: View {
    let store: MoodJournalStore
    var editing: MoodJournalEntry?

    @Environment(\.dismiss) private var dismiss
    @State private var date = Date.now
    @State private var mood = JournalMood.okay
    @State private var title = ""
    @State private var text = ""

    init(store: MoodJournalStore, editing: MoodJournalEntry? = nil) {
        self.store = store
        self.editing = editing
        if let editing {
            _date = State(initialValue: editing.date)
            _mood = State(initialValue: editing.mood)
            _title = State(initialValue: editing.title)
            _text = State(initialValue: editing.text)
        }
    }

    var body: some View {
        NavigationStack {
            Form {
                DatePicker("Date", selection: $date, displayedComponents: [.date])

                Picker("Mood", selection: $mood) {
                    ForEach(JournalMood.allCases) { mood in
                        Text(mood.rawValue).tag(mood)
                    }
                }
                .pickerStyle(.segmented)

                TextField("Title", text: $title)

                Section("What happened?") {
                    TextEditor(text: $text)
                        .frame(minHeight: 160)
                }
            }
            .navigationTitle(editing == nil ? "New entry" : "Edit entry")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        var entry = editing ?? MoodJournalEntry(date: date, mood: mood, title: "", text: "")
                        entry.date = date
                        entry.mood = mood
                        entry.title = title.trimmingCharacters(in: .whitespaces)
                        entry.text = text
                        store.save(entry)
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}
