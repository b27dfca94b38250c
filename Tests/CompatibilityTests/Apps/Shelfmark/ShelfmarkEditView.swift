import SwiftData
import SwiftUI

/// Edits the book itself: every change is written to the model straight away and saved with the context.
struct ShelfmarkEditView: View {
    @Bindable var book: ShelfmarkBook

    var body: some View {
        Form {
            Section("Book") {
                TextField("Title", text: $book.title)
                TextField("Author", text: $book.author)
                Toggle("Own a copy", isOn: $book.isOwned)
            }

            Section("Progress") {
                Picker("Status", selection: $book.status) {
                    ForEach(ShelfmarkStatus.allCases) { status in
                        Text(status.title).tag(status)
                    }
                }
                Stepper("Rating: \(book.rating)", value: $book.rating, in: 1...5)
                Text(book.stars)
                    .foregroundStyle(.orange)
                if let finishedOn = book.finishedOn {
                    LabeledContent("Finished on") {
                        Text(finishedOn, style: .date)
                    }
                }
            }
        }
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
        .onChange(of: book.status) { _, newStatus in
            book.finishedOn = newStatus == .finished ? .now : nil
        }
    }
}

struct ShelfmarkAddBookView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss

    @State private var title = ""
    @State private var author = ""
    @State private var rating = 3
    @State private var status: ShelfmarkStatus = .wantToRead

    private var canSave: Bool {
        !title.trimmingCharacters(in: .whitespaces).isEmpty
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Author", text: $author)
                Picker("Status", selection: $status) {
                    ForEach(ShelfmarkStatus.allCases) { status in
                        Text(status.title).tag(status)
                    }
                }
                Stepper("Rating: \(rating)", value: $rating, in: 1...5)
            }
            .navigationTitle("New Book")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save)
                        .disabled(!canSave)
                }
            }
        }
    }

    private func save() {
        let book = ShelfmarkBook(
            title: title.trimmingCharacters(in: .whitespaces),
            author: author.trimmingCharacters(in: .whitespaces),
            rating: rating,
            status: status
        )
        modelContext.insert(book)
        dismiss()
    }
}
