import FormUITesting
import Foundation
import Testing

/// The reading list kept with SwiftData: an `@Model` book with a String-backed status enum, a
/// `@Query(sort: \.title)` list with `.onDelete`, a second `@Query` filtered by a `#Predicate` for the
/// footer's count, an add sheet that inserts into `@Environment(\.modelContext)` and dismisses, and an
/// edit screen that changes the model in place through `@Bindable` (no explicit `save()`: autosave).
///
/// The model container: `.modelContainer(for: ShelfmarkBook.self)` on the WindowGroup gives each visitor a
/// store of their own, empty on their first visit (as a fresh install is); it is kept with the visitor's
/// device, so another page of the same visitor that declares the container again reads the same books,
/// and another visitor never sees them.
@Suite struct ShelfmarkTests {
    private func newTester() -> ViewTester { ViewTester(app: ShelfmarkApp.self) }

    private func titles(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"]?.hasPrefix("text font-headline") == true }).map(\.text)
    }

    private func links(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "a" && $0.attributes["class"] == "push-link" })
            .compactMap { $0.attributes["href"] }
    }

    private func addBook(_ tester: ViewTester, _ title: String, by author: String, status: String = "wantToRead") throws {
        try tester.press("Add Book")
        try tester.press("Save", with: ["title": title, "author": author, "status": status])
    }

    @Test func anEmptyShelfInvitesTheFirstBook() throws {
        let tester = newTester()
        #expect(tester.title == "Shelfmark")
        let text = tester.document().text
        #expect(text.contains("No Books Yet"))
        #expect(text.contains("Tap Add Book to put the first one on your shelf."))
        #expect(tester.control(labelled: "Add Book") != nil)
        #expect(titles(tester).isEmpty)
    }

    @Test func booksAddedInTheSheetAreListedByTitle() throws {
        let tester = newTester()
        try tester.press("Add Book")
        var html = tester.html()
        #expect(html.contains("role=\"dialog\""))
        #expect(html.contains(">New Book</h2>"))
        #expect(tester.control(labelled: "Save")?.disabled == true, "no title yet")
        #expect(tester.control("status")?.options?.map(\.label) == ["Want to Read", "Reading", "Finished"])
        #expect(tester.control("status")?.value == "wantToRead")
        #expect(tester.control("rating")?.value == "3")
        try tester.perform(action: "rating.increment")
        #expect(tester.control("rating")?.value == "4")
        try tester.press("Save", with: ["title": "Piranesi", "author": "Susanna Clarke", "status": "reading"])

        html = tester.html()
        #expect(!html.contains("role=\"dialog\""))
        #expect(titles(tester) == ["Piranesi"])
        #expect(!tester.document().text.contains("No Books Yet"))

        try addBook(tester, "Dune", by: "Frank Herbert")
        try addBook(tester, "Circe", by: "Madeline Miller", status: "finished")
        #expect(titles(tester) == ["Circe", "Dune", "Piranesi"], "@Query(sort: \\.title)")
        #expect(links(tester) == ["/circe", "/dune", "/piranesi"])
        let text = tester.document().text
        #expect(text.contains("Susanna Clarke"))
        #expect(text.contains("★★★★☆Reading"))
        #expect(text.contains("★★★☆☆Want to Read"))
        #expect(text.contains("1 rated 4 stars or more"), "the second @Query, filtered by #Predicate")
    }

    @Test func cancellingTheSheetInsertsNothing() throws {
        let tester = newTester()
        try tester.press("Add Book")
        try tester.post(["title": "Never mind"])
        try tester.press("Cancel")
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(tester.document().text.contains("No Books Yet"))
    }

    @Test func theEditScreenChangesTheBookInPlace() throws {
        let tester = newTester()
        try addBook(tester, "Dune", by: "Frank Herbert")
        try addBook(tester, "Circe", by: "Madeline Miller")

        tester.navigate(to: "circe")
        #expect(tester.isFound)
        #expect(tester.title == "Circe")
        #expect(tester.control("title")?.value == "Circe")
        #expect(tester.control("author")?.value == "Madeline Miller")
        #expect(tester.control("own-a-copy")?.value == "off")
        #expect(!tester.document().text.contains("Finished on"))

        try tester.post(["title": "The Song of Achilles"])
        // On a device the pushed screen stays, showing the new title: @Bindable wrote to the model.
        #expect(tester.isFound)
        #expect(tester.navigationPath == ["the-song-of-achilles"])
        #expect(tester.title == "The Song of Achilles")

        try tester.post(["status": "finished", "own-a-copy": "on"])
        try tester.perform(action: "rating.increment")
        try tester.perform(action: "rating.increment")
        #expect(tester.control("rating")?.value == "5")
        #expect(throws: SubmissionError.self, "the stepper stops at five stars") {
            try tester.perform(action: "rating.increment")
        }
        let text = tester.document().text
        #expect(text.contains("★★★★★"))
        #expect(text.contains("Finished on"), "onChange(of: book.status) set the optional date")

        tester.navigate()
        #expect(titles(tester) == ["Dune", "The Song of Achilles"], "the query sorts the renamed book again")
        let list = tester.document().text
        #expect(list.contains("★★★★★Finished"))
        #expect(list.contains("Owned"))
        #expect(list.contains("1 rated 4 stars or more"))
    }

    @Test func swipingDeletesABook() throws {
        let tester = newTester()
        try addBook(tester, "Piranesi", by: "Susanna Clarke")
        try addBook(tester, "Dune", by: "Frank Herbert")
        try addBook(tester, "Circe", by: "Madeline Miller")
        try tester.press("Delete row 2")
        #expect(titles(tester) == ["Circe", "Piranesi"])
        try tester.press("Delete row 1")
        #expect(titles(tester) == ["Piranesi"])
        try tester.press("Delete row 1")
        #expect(titles(tester).isEmpty)
        #expect(tester.document().text.contains("No Books Yet"))
        tester.navigate(to: "dune")
        #expect(!tester.isFound, "a deleted book has no page")
    }

    @Test func eachVisitorHasTheirOwnShelf() throws {
        let ada = newTester()
        try addBook(ada, "Dune", by: "Frank Herbert")
        try addBook(ada, "Circe", by: "Madeline Miller")
        try ada.press("Delete row 1")
        #expect(titles(ada) == ["Dune"])

        let adaAgain = ViewTester(sharingSessionWith: ada) {
            ShelfmarkListView().modelContainer(for: ShelfmarkBook.self)
        }
        #expect(titles(adaAgain) == ["Dune"], "a container made again opens the visitor's store")

        let grace = newTester()
        #expect(titles(grace).isEmpty, "another visitor's store starts empty")
        #expect(grace.document().text.contains("No Books Yet"))
        try addBook(grace, "Piranesi", by: "Susanna Clarke")
        #expect(titles(grace) == ["Piranesi"])
        #expect(titles(ada) == ["Dune"])
        #expect(titles(adaAgain) == ["Dune"])
    }
}
