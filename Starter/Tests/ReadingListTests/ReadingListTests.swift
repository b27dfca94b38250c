import FormUITesting
import Testing
@testable import ReadingList

/// The app driven as a visitor drives it in a browser: `ViewTester` renders each screen, posts its
/// fields and presses its buttons, without a server (`swift test`).
@Suite struct ReadingListTests {
    /// The books listed, by their links' accessible names.
    private func books(_ tester: ViewTester) -> [String] {
        tester.elements(role: "link").compactMap(\.accessibleName)
    }

    private func add(_ title: String, to tester: ViewTester) throws {
        // Type, then press: the field and the button in one post, as a browser sends them.
        try tester.press("Add", with: ["new-book": title])
    }

    /// Opens the editor of the book whose link is named `title`, as following the link does.
    private func open(_ title: String, in tester: ViewTester) throws {
        let link = try #require(tester.element(role: "link", name: title), "no link to \(title)")
        let address = try #require(link.attributes["href"])
        tester.navigate(to: String(address.dropFirst()))
    }

    @Test func aNewVisitorStartsWithAnEmptyList() {
        let tester = ViewTester(app: ReadingListApp.self)
        #expect(tester.title == "Reading List")
        #expect(tester.document().text.contains("Nothing on the list yet"))
        #expect(tester.control(labelled: "Add")?.disabled == true, "nothing to add until a title is typed")
    }

    @Test func aBookTypedAndAddedIsListed() throws {
        let tester = ViewTester(app: ReadingListApp.self)
        try add("The Left Hand of Darkness", to: tester)
        try add("  Piranesi ", to: tester)
        #expect(books(tester) == ["The Left Hand of Darkness", "Piranesi"])
        #expect(tester.control("new-book")?.value == "", "the field is cleared for the next one")
        #expect(tester.document().text.contains("0 of 2 read"))
    }

    @Test func theEditorChangesTheBook() throws {
        let tester = ViewTester(app: ReadingListApp.self)
        try add("Piranesi", to: tester)
        try open("Piranesi", in: tester)
        #expect(tester.title == "Piranesi")

        try tester.post(["author": "Susanna Clarke", "read": "on", "notes": "The House is kind."])
        #expect(tester.control("read")?.value == "on")
        #expect(tester.control("notes")?.value == "The House is kind.")

        tester.navigate()
        #expect(tester.document().text.contains("Susanna Clarke"))
        #expect(tester.document().text.contains("1 of 1 read"))
    }

    @Test func removingABookFromItsEditorGoesBackToTheList() throws {
        let tester = ViewTester(app: ReadingListApp.self)
        try add("Dune", to: tester)
        try add("Emma", to: tester)
        try open("Dune", in: tester)
        let result = try tester.press("Remove from the list")
        #expect(result.navigationPath == [], "dismiss() goes back to the list")
        #expect(books(tester) == ["Emma"])
    }

    @Test func eachVisitorHasTheirOwnList() throws {
        let ada = ViewTester(app: ReadingListApp.self)
        try add("Middlemarch", to: ada)
        let grace = ViewTester(app: ReadingListApp.self)
        #expect(books(grace).isEmpty)
        #expect(books(ada) == ["Middlemarch"])
    }
}
