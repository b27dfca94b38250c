import FormUITesting
import Foundation
import SwiftData
import SwiftUI
import Testing

@Model
final class BasicsBook {
    var title: String
    var rating: Int = 3
    var note: String?
    var added: Date
    @Transient var isExpanded = false

    init(title: String, rating: Int = 3, added: Date = .now) {
        self.title = title
        self.rating = rating
        self.added = added
    }
}

private struct BasicsList: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \BasicsBook.title) private var books: [BasicsBook]
    @State private var newTitle = ""

    var body: some View {
        Form {
            Section("Books") {
                ForEach(books) { book in
                    Text("\(book.title) (\(book.rating))")
                }
            }
            TextField("Title", text: $newTitle)
            Button("Add") {
                modelContext.insert(BasicsBook(title: newTitle))
                newTitle = ""
            }
            .disabled(newTitle.isEmpty)
        }
    }
}

private struct TopRated: View {
    let minimum: Int
    @Query private var books: [BasicsBook]

    init(minimum: Int) {
        self.minimum = minimum
        _books = Query(filter: #Predicate<BasicsBook> { $0.rating >= minimum }, sort: \BasicsBook.title, order: .reverse)
    }

    var body: some View {
        List(books) { Text($0.title) }
    }
}

/// The SwiftData core on its own: a `@Model`, `@Query`, inserts through a post, per-visitor rows.
@Suite(.serialized) struct ModelBasicsTests {
    private func tester() -> ViewTester {
        ViewTester { BasicsList().modelContainer(for: BasicsBook.self, inMemory: true) }
    }

    @Test func aPostInsertsARowThatTheQueryShows() throws {
        let visitor = tester()
        #expect(!visitor.html().contains("Dune"))
        try visitor.press("Add", with: ["title": "Dune"])
        try visitor.press("Add", with: ["title": "Anathem"])
        let html = visitor.html()
        #expect(html.contains("Anathem (3)"))
        #expect(html.contains("Dune (3)"))
        #expect(html.range(of: "Anathem")!.lowerBound < html.range(of: "Dune")!.lowerBound, "sorted by title")
        let other = tester()
        #expect(!other.html().contains("Dune"), "another visitor has their own books")
    }

    @Test func aPredicateBuiltInInitBecomesSQL() throws {
        let container = try ModelContainer(for: BasicsBook.self, configurations: ModelConfiguration("top-rated", isStoredInMemoryOnly: true, sharing: .everyone))
        let context = container.mainContext
        context.insert(BasicsBook(title: "A", rating: 5))
        context.insert(BasicsBook(title: "B", rating: 2))
        context.insert(BasicsBook(title: "C", rating: 4))
        try context.save()
        let found = try context.fetch(FetchDescriptor<BasicsBook>(predicate: #Predicate { $0.rating >= 4 }, sortBy: [SortDescriptor(\.title, order: .reverse)]))
        #expect(found.map(\.title) == ["C", "A"])
        #expect(try context.fetchCount(FetchDescriptor<BasicsBook>(predicate: #Predicate { $0.note == nil })) == 3)
        let page = ViewTester { TopRated(minimum: 4).modelContainer(container) }
        let html = page.html()
        #expect(html.contains(">C<") && html.contains(">A<") && !html.contains(">B<"))
    }

    @Test func searchTextWithWildcardsFindsExactlyWhatItShould() throws {
        let container = try ModelContainer(for: BasicsBook.self, configurations: ModelConfiguration("search", isStoredInMemoryOnly: true, sharing: .everyone))
        let context = container.mainContext
        for title in ["50% off", "5000 off", "snake_case", "snakeXcase", "back\\slash", "it's", "its", "Ünïcode"] {
            context.insert(BasicsBook(title: title))
        }
        try context.save()
        func search(_ text: String) throws -> [String] {
            try context.fetch(FetchDescriptor<BasicsBook>(predicate: #Predicate { $0.title.localizedStandardContains(text) }, sortBy: [SortDescriptor(\.title)])).map(\.title)
        }
        #expect(try search("0%") == ["50% off"])
        #expect(try search("e_c") == ["snake_case"])
        #expect(try search("\\") == ["back\\slash"])
        #expect(try search("'") == ["it's"])
        #expect(try search("SNAKE") == ["snake_case", "snakeXcase"])
        // Case and diacritics folded on both sides, for text of ASCII alone (only lowered) and not.
        #expect(try search("OFF") == ["50% off", "5000 off"])
        #expect(try search("unico") == ["Ünïcode"])
        #expect(try search("ÜNÏ") == ["Ünïcode"])
        let starts = try context.fetch(FetchDescriptor<BasicsBook>(predicate: #Predicate { $0.title.starts(with: "5") }))
        #expect(Set(starts.map(\.title)) == ["50% off", "5000 off"])
    }

    @Test func anUnsupportedPredicateNamesTheExpression() throws {
        let container = try ModelContainer(for: BasicsBook.self, configurations: ModelConfiguration("unsupported", isStoredInMemoryOnly: true, sharing: .everyone))
        let predicate = #Predicate<BasicsBook> { $0.isExpanded }
        #expect {
            try container.mainContext.fetch(FetchDescriptor(predicate: predicate))
        } throws: { error in
            "\(error)".contains("isExpanded") && "\(error)".contains("not a stored property")
        }
    }
}
