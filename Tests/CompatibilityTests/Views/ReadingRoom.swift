import Foundation
import SwiftUI

// A reading room's screen: an @Observable model whose books are toggled through ForEach($model.books),
// a section that collapses, a list people could select from, cover images loaded by the browser, and
// a list of tags edited through a binding with ids.

struct ShelfBook: Identifiable, Hashable {
    let id: Int
    var title: String
    var isRead = false
}

@Observable
final class ReadingRoomModel {
    var books = [ShelfBook(id: 1, title: "Dune"), ShelfBook(id: 2, title: "Emma")]
    var selectedBooks: Set<ShelfBook.ID> = []
}

struct ReadingRoom: View {
    @State private var model = ReadingRoomModel()
    @State private var showsShelf = true
    @State private var tags = ["fiction", "classic"]

    var body: some View {
        NavigationStack {
            List(selection: $model.selectedBooks) {
                Section("Shelf", isExpanded: $showsShelf) {
                    ForEach($model.books) { $book in
                        Toggle(isOn: $book.isRead) {
                            Label(book.title, systemImage: "book")
                        }
                    }
                }
                AsyncImage(url: URL(string: "https://covers.example.com/dune.jpg")) { image in
                    image.resizable().scaledToFit()
                } placeholder: {
                    ProgressView()
                }
                .frame(minWidth: 40, idealWidth: 80, maxWidth: 120)
                Text(AttributedString("Open daily"))
                    .font(.system(.title3, design: .rounded))
                Label("Favorites", systemImage: "star")
                    .labelStyle(.iconOnly)
                    .foregroundStyle(.yellow, .orange)
            }
            .navigationTitle("Reading Room")
            .task { await refresh() }
        }
    }

    private func refresh() async {}
}

struct TagEditor: View {
    @State private var tags = ["fiction", "classic"]

    var body: some View {
        List($tags, id: \.self) { $tag in
            TextField("Tag", text: $tag)
        }
    }
}
