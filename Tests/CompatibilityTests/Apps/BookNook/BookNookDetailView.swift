import SwiftUI

struct BookNookDetailView: View {
    @EnvironmentObject var library: BookNookLibrary
    let book: LibraryBook
    @State private var isEditing = false

    var body: some View {
        Form {
            Section(header: Text("About")) {
                HStack {
                    Text("Author")
                    Spacer()
                    Text(book.author)
                        .foregroundColor(.secondary)
                }
                Label(book.genre.rawValue, systemImage: book.genre.symbol)
                HStack {
                    Text("Rating")
                    Spacer()
                    RatingStars(rating: book.rating)
                }
                Text(book.isFinished ? "Finished" : "Still reading")
                    .foregroundColor(book.isFinished ? .green : .orange)
            }
            if !book.notes.isEmpty {
                Section(header: Text("Notes")) {
                    Text(book.notes)
                        .italic()
                }
            }
        }
        .navigationTitle(book.title)
        .toolbar {
            Button("Edit") {
                isEditing = true
            }
        }
        .sheet(isPresented: $isEditing) {
            BookEditorSheet(book: book, isNew: false) { edited in
                library.update(edited)
            }
        }
    }
}
