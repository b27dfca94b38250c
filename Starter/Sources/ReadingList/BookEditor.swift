import SwiftData
import SwiftUI

/// The second screen: a book's details, changed in place (SwiftData saves them with the post).
struct BookEditor: View {
    @Bindable var book: Book
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Section("Book") {
                TextField("Title", text: $book.title)
                TextField("Author", text: $book.author)
                Toggle("Read", isOn: $book.isRead)
            }
            Section("Notes") {
                TextField("Notes", text: $book.notes, axis: .vertical)
                    .lineLimit(3...8)
            }
            Section {
                Button("Remove from the list", role: .destructive) {
                    modelContext.delete(book)
                    dismiss()
                }
            }
        }
        .navigationTitle(book.title)
    }
}
