import SwiftUI

// A list-detail app with value-based navigation: rows link to values, and one navigationDestination
// builds the detail screen for the chosen value.

struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String
}

struct ReadingList: View {
    @State private var books = [
        Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
        Book(id: 2, title: "Kindred", author: "Octavia E. Butler"),
    ]

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink(value: book) {
                    VStack(alignment: .leading) {
                        Text(book.title).font(.headline)
                        Text(book.author).font(.subheadline)
                    }
                }
            }
            .navigationTitle("Reading List")
            .navigationDestination(for: Book.self) { book in
                BookDetail(book: book)
            }
        }
    }
}

struct BookDetail: View {
    let book: Book
    @State private var rating = 3

    var body: some View {
        Form {
            LabeledText(title: "Author", value: book.author)
            Stepper("Rating: \(rating)", value: $rating, in: 1...5)
        }
        .navigationTitle(book.title)
    }
}

struct LabeledText: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value)
        }
    }
}
