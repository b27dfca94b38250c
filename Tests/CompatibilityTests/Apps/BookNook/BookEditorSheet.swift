import SwiftUI

struct BookEditorSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft: LibraryBook
    let isNew: Bool
    let onSave: (LibraryBook) -> Void

    init(book: LibraryBook, isNew: Bool, onSave: @escaping (LibraryBook) -> Void) {
        _draft = State(initialValue: book)
        self.isNew = isNew
        self.onSave = onSave
    }

    private var canSave: Bool {
        !draft.title.trimmingCharacters(in: .whitespaces).isEmpty &&
            !draft.author.trimmingCharacters(in: .whitespaces).isEmpty
    }

    var body: some View {
        NavigationView {
            Form {
                Section("Book") {
                    TextField("Title", text: $draft.title)
                    TextField("Author", text: $draft.author)
                    Picker("Genre", selection: $draft.genre) {
                        ForEach(BookGenre.allCases) { genre in
                            Label(genre.rawValue, systemImage: genre.symbol).tag(genre)
                        }
                    }
                }
                Section("Your take") {
                    Picker("Rating", selection: $draft.rating) {
                        ForEach(1..<6) { stars in
                            Text(String(repeating: "★", count: stars)).tag(stars)
                        }
                    }
                    Toggle("Finished", isOn: $draft.isFinished)
                    TextField("Notes", text: $draft.notes, axis: .vertical)
                        .lineLimit(3...6)
                }
            }
            .navigationTitle(isNew ? "New Book" : "Edit Book")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                        dismiss()
                    }
                    .disabled(!canSave)
                }
            }
        }
    }
}
