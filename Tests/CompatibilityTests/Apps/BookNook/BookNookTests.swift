import FormUITesting
import Testing

/// The reading list: a list with search and swipe-to-delete, a detail screen per book, and one sheet
/// that both adds and edits a book.
@Suite struct BookNookTests {
    @Test func theListShowsEveryBookWithItsSummary() throws {
        let tester = ViewTester(app: BookNookApp.self)
        #expect(tester.title == "My Books")
        let text = tester.document().text
        for book in LibraryBook.samples {
            #expect(text.contains(book.title))
            #expect(text.contains(book.author))
        }
        #expect(text.contains("2 of 4 finished · average 3.5 stars"))
        #expect(tester.control("search")?.kind == "text-field")
        #expect(tester.html().contains("placeholder=\"Title or author\""))
    }

    @Test func aFinishedBookIsMarkedWithAGreenCheckmark() throws {
        let tester = ViewTester(app: BookNookApp.self)
        let rows = tester.document().elements(where: { $0.tag == "a" && $0.attributes["class"] == "push-link" })
        #expect(rows.count == 4)
        let finished = rows.filter { $0.description.contains("checkmark.circle.fill") }
        #expect(finished.count == 2, "The Salt Road and Orbit of Glass")
        #expect(!tester.document().text.contains("checkmark.circle.fill"), "the icon is drawn, its name never shown")
        #expect(finished.allSatisfy { $0.description.contains("var(--green)") }, "in the colour it was given")
    }

    @Test func searchingFiltersAndDeletingRemovesTheRowShown() throws {
        let tester = ViewTester(app: BookNookApp.self)
        try tester.post(["search": "crane"])
        var text = tester.document().text
        #expect(text.contains("Murder at Low Tide"))
        #expect(!text.contains("The Salt Road"))
        #expect(!text.contains("Orbit of Glass"))

        // Row 1 of the filtered list is the mystery, not the first book of the library.
        try tester.press("Delete row 1")
        try tester.post(["search": ""])
        text = tester.document().text
        #expect(!text.contains("Murder at Low Tide"))
        #expect(text.contains("The Salt Road"))
        #expect(text.contains("2 of 3 finished · average 3.7 stars"))
    }

    @Test func theDetailShowsTheBookAndItsEditSheetSavesIntoTheLibrary() throws {
        let tester = ViewTester(app: BookNookApp.self)
        tester.navigate(to: "orbit-of-glass")
        #expect(tester.isFound)
        #expect(tester.title == "Orbit of Glass")
        var html = tester.html()
        #expect(html.contains("Priya Nandakumar"))
        #expect(html.contains("aria-label=\"5 out of 5 stars\""))
        #expect(html.contains("Finished"))

        try tester.press("Edit")
        html = tester.html()
        #expect(html.contains("role=\"dialog\""))
        #expect(html.contains(">Edit Book</h2>"))
        #expect(tester.control("title")?.value == "Orbit of Glass")
        #expect(tester.control("rating")?.value == "5")
        try tester.post(["rating": "2", "finished": "off", "notes": "Lost me in the middle."])
        try tester.press("Save")

        html = tester.html()
        #expect(!html.contains("role=\"dialog\""), "Save dismissed the sheet")
        #expect(html.contains("aria-label=\"2 out of 5 stars\""), "the detail shows the saved rating")
        #expect(html.contains("Still reading"))
        #expect(html.contains("Lost me in the middle."))

        tester.navigate()
        #expect(tester.document().text.contains("1 of 4 finished · average 2.8 stars"))
    }

    @Test func cancellingTheEditSheetKeepsTheBook() throws {
        let tester = ViewTester(app: BookNookApp.self)
        tester.navigate(to: "the-salt-road")
        try tester.press("Edit")
        try tester.post(["title": "The Sand Road"])
        try tester.press("Cancel")
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(tester.title == "The Salt Road")
    }

    @Test func addingABookNeedsATitleAndAnAuthor() throws {
        let tester = ViewTester(app: BookNookApp.self)
        try tester.press("Add Book")
        #expect(tester.html().contains(">New Book</h2>"))
        #expect(tester.control(labelled: "Save")?.disabled == true)
        try tester.post(["title": "Winter Orchard"])
        #expect(tester.control(labelled: "Save")?.disabled == true, "no author yet")
        try tester.post(["author": "Ruth Abara", "genre": "Poetry", "rating": "4"])
        #expect(tester.control(labelled: "Save")?.disabled != true)
        try tester.press("Save")

        let text = tester.document().text
        #expect(text.contains("Winter Orchard"))
        #expect(text.contains("Ruth Abara"))
        #expect(text.contains("2 of 5 finished · average 3.6 stars"))
        tester.navigate(to: "winter-orchard")
        #expect(tester.html().contains("aria-label=\"4 out of 5 stars\""))
        #expect(tester.html().contains("Poetry"))
    }
}
