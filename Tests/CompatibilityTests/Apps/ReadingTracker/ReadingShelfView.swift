import SwiftUI

struct ReadingShelfView: View {
    @EnvironmentObject private var log: ReadingLog
    @AppStorage("readingTracker.showAuthors") private var showAuthors = true
    @State private var showingAddBook = false

    var body: some View {
        NavigationView {
            List {
                ForEach([ReadingStatus.wantToRead, .finished], id: \.self) { status in
                    Section(header: Text(status.rawValue)) {
                        ForEach(log.books(with: status)) { book in
                            NavigationLink(destination: ReadingBookDetail(bookID: book.id)) {
                                VStack(alignment: .leading) {
                                    Text(book.title)
                                    if showAuthors {
                                        Text(book.author)
                                            .font(.caption)
                                            .foregroundColor(.secondary)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            .navigationBarTitle("Shelf")
            .navigationBarItems(trailing: Button {
                showingAddBook = true
            } label: {
                Label("Add Book", systemImage: "plus")
            })
            .sheet(isPresented: $showingAddBook) {
                ReadingAddBookView()
                    .onDisappear {
                        log.reload()
                    }
            }
        }
    }
}

struct ReadingBookDetail: View {
    @EnvironmentObject private var log: ReadingLog
    let bookID: ReadingBook.ID

    var body: some View {
        if let book = log.book(withID: bookID) {
            ScrollView {
                VStack(spacing: 12) {
                    Image("cover")
                        .resizable()
                        .scaledToFit()
                        .frame(height: 180)
                        .cornerRadius(8)
                    Text(book.title)
                        .font(.title)
                    Text("by \(book.author)")
                        .foregroundColor(.secondary)
                    Text("\(book.pageCount) pages · \(book.status.rawValue)")
                        .font(.subheadline)
                    if book.status == .wantToRead {
                        Button("Start Reading") {
                            log.start(book)
                        }
                        .buttonStyle(.borderedProminent)
                    }
                }
                .padding()
            }
            .navigationBarTitle(book.title, displayMode: .inline)
        }
    }
}

struct ReadingAddBookView: View {
    @Environment(\.presentationMode) private var presentationMode
    @State private var title = ""
    @State private var author = ""
    @State private var pageCount = 300

    var body: some View {
        NavigationView {
            Form {
                TextField("Title", text: $title)
                    .autocapitalization(.words)
                TextField("Author", text: $author)
                    .autocapitalization(.words)
                Stepper("\(pageCount) pages", value: $pageCount, in: 10...2000, step: 10)
            }
            .navigationBarTitle("Add Book", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Cancel") {
                    presentationMode.wrappedValue.dismiss()
                },
                trailing: Button("Save") {
                    ReadingShelfStorage.append(ReadingBook(title: title, author: author, pageCount: pageCount))
                    presentationMode.wrappedValue.dismiss()
                }
                .disabled(title.isEmpty || author.isEmpty)
            )
        }
    }
}
