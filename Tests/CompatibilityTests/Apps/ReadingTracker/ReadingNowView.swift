import SwiftUI

struct ReadingNowView: View {
    @EnvironmentObject private var log: ReadingLog

    var body: some View {
        NavigationView {
            List {
                if log.books(with: .reading).isEmpty {
                    Text("Pick a book from your shelf to start reading.")
                        .foregroundColor(.secondary)
                }
                ForEach(log.books(with: .reading)) { book in
                    VStack(alignment: .leading, spacing: 8) {
                        Text(book.title)
                            .font(.headline)
                        ProgressView(value: book.progress)
                        Text("\(book.pagesRead) of \(book.pageCount) pages")
                            .font(.caption)
                            .foregroundColor(.secondary)
                        HStack {
                            Button("+10 pages") {
                                log.logPages(10, of: book)
                            }
                            Spacer()
                            Button("Mark Finished") {
                                log.finish(book)
                            }
                        }
                        .buttonStyle(.borderless)
                    }
                    .padding(.vertical, 4)
                }
            }
            .navigationBarTitle("Currently Reading")
        }
    }
}
