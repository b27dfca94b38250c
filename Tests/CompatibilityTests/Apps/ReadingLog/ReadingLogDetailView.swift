import SwiftData
import SwiftUI

struct ReadingLogDetailView: View {
    @Bindable var book: ReadingLogBook

    var body: some View {
        Form {
            Section {
                Text(book.title)
                    .font(.title2)
                Text("by \(book.author)")
                LabeledContent("ISBN", value: book.isbn)
            }

            Section("Rating") {
                HStack {
                    ForEach(1...5, id: \.self) { star in
                        Button {
                            book.rating = star
                        } label: {
                            Image(systemName: star <= book.rating ? "star.fill" : "star")
                                .foregroundStyle(.yellow)
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel("\(star) star\(star == 1 ? "" : "s")")
                    }
                }
                Text(book.stars)
            }

            Section("Progress") {
                Picker("Status", selection: $book.status) {
                    ForEach(ReadingLogStatus.allCases) { status in
                        Text(status.rawValue).tag(status)
                    }
                }
                Stepper("Pages read: \(book.progress.pagesRead)", value: $book.progress.pagesRead, in: 0...book.progress.totalPages, step: 10)
                ProgressView(value: book.progress.fraction)
                Text(book.progress.summary)
            }
        }
        .navigationTitle(book.title)
        .onChange(of: book.progress.pagesRead) { _, pages in
            if pages == book.progress.totalPages {
                book.status = .finished
            } else if pages > 0 && book.status == .toRead {
                book.status = .reading
            }
        }
    }
}

struct ReadingLogAddBookView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss

    @State private var title = ""
    @State private var author = ""
    @State private var isbn = ""
    @State private var pages = 300

    private var isValid: Bool {
        !title.isEmpty && !author.isEmpty && isbn.count >= 10 && pages > 0
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Author", text: $author)
                TextField("ISBN", text: $isbn)
                    .keyboardType(.numberPad)
                TextField("Pages", value: $pages, format: .number)
            }
            .navigationTitle("New Book")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        let book = ReadingLogBook(isbn: isbn, title: title, author: author, totalPages: pages)
                        modelContext.insert(book)
                        dismiss()
                    }
                    .disabled(!isValid)
                }
            }
        }
    }
}
