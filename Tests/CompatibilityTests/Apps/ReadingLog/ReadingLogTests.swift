import FormUITesting
import Foundation
import Testing

/// The reading log kept with SwiftData: an `@Model` book with `@Attribute(.unique) var isbn`, a status
/// enum with a String raw value and a `Codable` struct of pages read and total, both stored in the model;
/// star-rating buttons and a stepper that change the book through `@Bindable` (the stepper writes into
/// the struct: `$book.progress.pagesRead`); a toolbar `Menu` whose `Picker` chooses among arrays of
/// `SortDescriptor`s kept in `@State`, passed to a child view that builds `Query(sort:)` in its `init`;
/// an add sheet, `.onDelete`.
///
/// A second book with an ISBN already in the visitor's log is refused with a 422 naming the property,
/// and nothing of that post is saved.
@Suite struct ReadingLogTests {
    private func newTester() -> ViewTester { ViewTester(app: ReadingLogApp.self) }

    private func titles(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"]?.hasPrefix("text font-headline") == true }).map(\.text)
    }

    /// The caption line of each row: stars, status and progress.
    private func details(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"] == "hstack" }).map(\.text)
    }

    private func addBook(_ tester: ViewTester, _ title: String, by author: String, isbn: String, pages: Int = 300) throws {
        try tester.press("Add Book")
        try tester.press("Save", with: ["title": title, "author": author, "isbn": isbn, "pages": String(pages)])
    }

    private func withThreeBooks() throws -> ViewTester {
        let tester = newTester()
        try addBook(tester, "Anathem", by: "Neal Stephenson", isbn: "9780061474095", pages: 937)
        try addBook(tester, "Dune", by: "Frank Herbert", isbn: "9780441013593", pages: 600)
        try addBook(tester, "Kindred", by: "Octavia E. Butler", isbn: "9780807083697", pages: 30)
        return tester
    }

    @Test func anEmptyLog() throws {
        let tester = newTester()
        #expect(tester.title == "Reading Log")
        #expect(tester.document().text.contains("Your Log Is Empty"))
        #expect(tester.control("sort-by")?.options?.map(\.label) == ["Title", "Author", "Rating", "Recently Added"])
        #expect(tester.control("sort-by")?.value == "0", "sorted by title to begin with")
        #expect(tester.control(labelled: "Add Book") != nil)
    }

    @Test func booksAddedInTheSheetAreListedByTitle() throws {
        let tester = newTester()
        try tester.press("Add Book")
        #expect(tester.html().contains(">New Book</h2>"))
        #expect(tester.control("pages")?.value == "300")
        try tester.post(["title": "Dune", "author": "Frank Herbert", "isbn": "12345"])
        #expect(tester.control(labelled: "Save")?.disabled == true, "an ISBN has at least ten digits")
        try tester.press("Save", with: ["isbn": "9780441013593", "pages": "600"])
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(titles(tester) == ["Dune"])
        #expect(details(tester) == ["Not rated·To Read·0 of 600 pages"], "the enum and the Codable struct, read back")

        try addBook(tester, "Piranesi", by: "Susanna Clarke", isbn: "9781635575637", pages: 272)
        try addBook(tester, "Circe", by: "Madeline Miller", isbn: "9780316556347", pages: 393)
        #expect(titles(tester) == ["Circe", "Dune", "Piranesi"])
        #expect(details(tester).last == "Not rated·To Read·0 of 272 pages")
    }

    @Test func aDuplicateISBNIsRefusedAndNothingIsSaved() throws {
        let tester = newTester()
        try addBook(tester, "Dune", by: "Frank Herbert", isbn: "9780441013593", pages: 600)
        try tester.press("Add Book")
        var refusal: SubmissionError?
        do {
            try tester.press("Save", with: ["title": "Dune (again)", "author": "F. Herbert", "isbn": "9780441013593", "pages": "412"])
        } catch {
            refusal = error
        }
        let error = try #require(refusal, "the store refuses a second book with this ISBN")
        #expect(error.kind == .invalidInput)
        #expect(error.suggestedStatus == 422)
        #expect(error.problems.map(\.label) == ["isbn"], "the problem names the unique property")
        #expect(error.problems.first?.message.contains("isbn") == true)
        #expect(tester.html(showing: error).contains("isbn"))

        #expect(titles(tester) == ["Dune"], "nothing of the refused post was saved")
        #expect(details(tester) == ["Not rated·To Read·0 of 600 pages"])

        try addBook(tester, "Dune Messiah", by: "Frank Herbert", isbn: "9780593098233", pages: 256)
        #expect(titles(tester) == ["Dune", "Dune Messiah"], "another ISBN is fine")
    }

    @Test func starButtonsRateTheBook() throws {
        let tester = try withThreeBooks()
        tester.navigate(to: "dune")
        #expect(tester.isFound)
        #expect(tester.title == "Dune")
        #expect(tester.document().text.contains("ISBN9780441013593"))
        #expect(tester.document().text.contains("Not rated"))
        try tester.press("4 stars")
        #expect(tester.document().text.contains("★★★★☆"))
        #expect(tester.html().contains("/icons/star.fill.svg"))
        try tester.press("2 stars")
        #expect(tester.document().text.contains("★★☆☆☆"))

        tester.navigate()
        #expect(details(tester) == [
            "Not rated·To Read·0 of 937 pages",
            "★★☆☆☆·To Read·0 of 600 pages",
            "Not rated·To Read·0 of 30 pages",
        ])
    }

    @Test func progressIsKeptInTheCodableStruct() throws {
        let tester = try withThreeBooks()
        tester.navigate(to: "kindred")
        #expect(tester.control("status")?.value == "To Read")
        #expect(tester.control("pages-read")?.value == "0")
        try tester.perform(action: "pages-read.increment")
        #expect(tester.control("pages-read")?.value == "10")
        #expect(tester.control("status")?.value == "Reading", "onChange moved it on from To Read")
        #expect(tester.document().text.contains("10 of 30 pages"))
        try tester.perform(action: "pages-read.increment")
        try tester.perform(action: "pages-read.increment")
        #expect(tester.control("status")?.value == "Finished", "every page read")
        #expect(throws: SubmissionError.self, "no pages past the last") {
            try tester.perform(action: "pages-read.increment")
        }

        tester.navigate(to: "anathem")
        try tester.post(["status": "Reading"])
        tester.navigate()
        #expect(details(tester) == [
            "Not rated·Reading·0 of 937 pages",
            "Not rated·To Read·0 of 600 pages",
            "Not rated·Finished·30 of 30 pages",
        ])
    }

    @Test func theSortMenuRebuildsTheChildsQuery() throws {
        let tester = try withThreeBooks()
        tester.navigate(to: "anathem")
        try tester.press("5 stars")
        tester.navigate(to: "kindred")
        try tester.press("5 stars")
        tester.navigate(to: "dune")
        try tester.press("3 stars")
        tester.navigate()
        #expect(titles(tester) == ["Anathem", "Dune", "Kindred"], "by title")

        try tester.post(["sort-by": "1"])
        #expect(titles(tester) == ["Dune", "Anathem", "Kindred"], "by author: Frank, Neal, Octavia")
        try tester.post(["sort-by": "2"])
        #expect(titles(tester) == ["Anathem", "Kindred", "Dune"], "by rating, highest first, then by title")
        try tester.post(["sort-by": "3"])
        #expect(titles(tester) == ["Kindred", "Dune", "Anathem"], "the most recently added first")
        #expect(tester.control("sort-by")?.value == "3")
        try tester.post(["sort-by": "0"])
        #expect(titles(tester) == ["Anathem", "Dune", "Kindred"])
    }

    @Test func swipingDeletesABook() throws {
        let tester = try withThreeBooks()
        try tester.press("Delete row 3")
        #expect(titles(tester) == ["Anathem", "Dune"])
        tester.navigate(to: "kindred")
        #expect(!tester.isFound)
        tester.navigate()
        try addBook(tester, "Kindred", by: "Octavia E. Butler", isbn: "9780807083697", pages: 264)
        #expect(titles(tester) == ["Anathem", "Dune", "Kindred"], "a deleted book's ISBN is free again")
        try tester.press("Delete row 1")
        #expect(titles(tester) == ["Dune", "Kindred"])
        try tester.press("Delete row 1")
        #expect(titles(tester) == ["Kindred"])
        try tester.press("Delete row 1")
        #expect(tester.document().text.contains("Your Log Is Empty"))
    }

    @Test func eachVisitorHasTheirOwnLog() throws {
        let ada = try withThreeBooks()
        try ada.post(["sort-by": "1"])

        let adaAgain = ViewTester(sharingSessionWith: ada) {
            ReadingLogRootView().modelContainer(for: ReadingLogBook.self)
        }
        #expect(titles(adaAgain) == ["Anathem", "Dune", "Kindred"], "the same books, in this page's own order")

        let grace = newTester()
        #expect(grace.document().text.contains("Your Log Is Empty"), "another visitor's log starts empty")
        try addBook(grace, "Dune", by: "Frank Herbert", isbn: "9780441013593", pages: 412)
        #expect(titles(grace) == ["Dune"], "an ISBN is unique in one visitor's log, not across visitors")
        #expect(details(grace) == ["Not rated·To Read·0 of 412 pages"])
        #expect(titles(ada) == ["Dune", "Anathem", "Kindred"])
        #expect(details(ada)[0] == "Not rated·To Read·0 of 600 pages")
    }
}
