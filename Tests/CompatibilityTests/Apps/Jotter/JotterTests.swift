import FormUITesting
import Foundation
import Testing

/// The notes app with search kept with SwiftData: an `@Model` jot; a child view whose
/// `init(searchText:)` builds `Query(filter: #Predicate { searchText.isEmpty ||
/// $0.title.localizedStandardContains(searchText) || $0.body.localizedStandardContains(searchText) },
/// sort: \.modified, order: .reverse)` from the `.searchable` text; a second view with a fixed
/// `@Query(filter: #Predicate { $0.isPinned })` for the pinned section, hidden while searching;
/// `NavigationLink(value:)` rows shown by `.navigationDestination(for: Jot.self)`; an editor that changes
/// the jot through `@Bindable` (`.onChange` stamps `modified`) and deletes it; a compose sheet; `.onDelete`.
///
/// Search text is a value bound into SQL: quotes, `%`, `_` and backslashes are searched for as the
/// characters they are, never as SQL or as `LIKE` patterns.
@Suite struct JotterTests {
    private func newTester() -> ViewTester { ViewTester(app: JotterApp.self) }

    /// The titles of the jots the search found, in order.
    private func results(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.attributes["class"]?.hasPrefix("text font-headline") == true }).map(\.text)
    }

    private func sections(_ tester: ViewTester) -> [String] {
        tester.document().elements(where: { $0.tag == "legend" }).map(\.text)
    }

    private func addJot(_ tester: ViewTester, _ title: String, text: String = "", pinned: Bool = false) throws {
        try tester.press("New Jot")
        try tester.press("Add", with: ["title": title, "text": text, "pin": pinned ? "on" : "off"])
    }

    private func search(_ tester: ViewTester, _ text: String) throws -> [String] {
        try tester.post(["search": text])
        return results(tester)
    }

    @Test func anEmptyNotebook() throws {
        let tester = newTester()
        #expect(tester.title == "Jotter")
        #expect(sections(tester) == ["All Jots"])
        let text = tester.document().text
        #expect(text.contains("No Jots"))
        #expect(text.contains("Tap New Jot to write something down."))
        #expect(tester.html().contains("placeholder=\"Search jots\""))
        #expect(results(tester).isEmpty)
    }

    @Test func jotsAreListedMostRecentlyChangedFirstWithPinnedOnTop() throws {
        let tester = newTester()
        try tester.press("New Jot")
        #expect(tester.html().contains(">New Jot</h2>"))
        #expect(tester.control(labelled: "Add")?.disabled == true, "no title yet")
        try tester.press("Add", with: ["title": "Groceries", "text": "Milk\nEggs"])
        #expect(!tester.html().contains("role=\"dialog\""))
        #expect(results(tester) == ["Groceries"])
        #expect(tester.document().text.contains("Milk"), "the first line as the preview")
        #expect(!tester.document().text.contains("Eggs"))

        try addJot(tester, "Door code", text: "4512", pinned: true)
        try addJot(tester, "Ideas")
        #expect(results(tester) == ["Ideas", "Door code", "Groceries"])
        #expect(sections(tester) == ["Pinned (1)", "All Jots"])
        let text = tester.document().text
        #expect(text.contains("No additional text"))
        #expect(text.contains("3 jots"))
        let pinnedLinks = tester.document().elements(where: { $0.tag == "a" && $0.attributes["class"] == "push-link" })
            .compactMap { $0.attributes["href"] }
        #expect(pinnedLinks.first == "/door-code", "the pinned query's row comes first")

        try addJot(tester, "Alarm", pinned: true)
        #expect(sections(tester) == ["Pinned (2)", "All Jots"])
        let pinned = tester.document().elements(where: { $0.tag == "fieldset" }).first?.text ?? ""
        #expect(pinned.contains("Alarm") && pinned.contains("Door code") && !pinned.contains("Ideas"))
        #expect(pinned.range(of: "Alarm")!.lowerBound < pinned.range(of: "Door code")!.lowerBound, "sorted by title")
    }

    @Test func searchLooksThroughTitlesAndBodies() throws {
        let tester = newTester()
        try addJot(tester, "Groceries", text: "Milk, eggs, crème fraîche")
        try addJot(tester, "Packing", text: "Passport, charger", pinned: true)
        try addJot(tester, "Books to read", text: "The Left Hand of Darkness")

        #expect(try search(tester, "PACK") == ["Packing"], "ignoring case")
        #expect(sections(tester) == ["Results"], "no pinned section while searching")
        #expect(try search(tester, "creme") == ["Groceries"], "ignoring accents, in the body")
        #expect(try search(tester, "a") == ["Books to read", "Packing", "Groceries"])
        #expect(tester.document().text.contains("3 jots"))
        #expect(try search(tester, "zebra").isEmpty)
        #expect(tester.document().text.contains("No Results for “zebra”"))
        #expect(try search(tester, "") == ["Books to read", "Packing", "Groceries"])
        #expect(sections(tester) == ["Pinned (1)", "All Jots"])
    }

    @Test func searchTextIsMatchedCharacterForCharacter() throws {
        let tester = newTester()
        try addJot(tester, "Quote \"unquote\"", text: "said she")
        try addJot(tester, "It's mine")
        try addJot(tester, "50% off")
        try addJot(tester, "5000 off")
        try addJot(tester, "snake_case")
        try addJot(tester, "snakeXcase")
        try addJot(tester, "Paths", text: #"C:\Users\ada"#)
        try addJot(tester, "Paths too", text: "C:Users/ada")
        try addJot(tester, "Drop table", text: "'); DROP TABLE Jot; --")

        #expect(try search(tester, "\"unquote\"") == ["Quote \"unquote\""])
        #expect(try search(tester, "\"") == ["Quote \"unquote\""])
        #expect(try search(tester, "'") == ["Drop table", "It's mine"])
        #expect(try search(tester, "%") == ["50% off"], "% is not a wildcard")
        #expect(try search(tester, "0%") == ["50% off"])
        #expect(try search(tester, "_") == ["snake_case"], "_ is not a wildcard")
        #expect(try search(tester, "e_c") == ["snake_case"])
        #expect(try search(tester, #"\"#) == ["Paths"], "a backslash is a backslash")
        #expect(try search(tester, #":\U"#) == ["Paths"])
        #expect(try search(tester, #"\\"#).isEmpty, "there are no two backslashes in a row")
        #expect(try search(tester, "%_").isEmpty)
        #expect(try search(tester, "'); DROP TABLE Jot; --") == ["Drop table"])
        #expect(try search(tester, "").count == 9, "nothing was dropped")
    }

    @Test func theEditorChangesTheJotThroughBindable() throws {
        let tester = newTester()
        try addJot(tester, "Groceries", text: "Milk")
        try addJot(tester, "Ideas", text: "A notes app")
        #expect(results(tester) == ["Ideas", "Groceries"])

        tester.navigate(to: "groceries")
        #expect(tester.isFound)
        #expect(tester.title == "Groceries")
        #expect(tester.control("title")?.value == "Groceries")
        #expect(tester.control("pin")?.value == "off")
        try tester.post(["text": "Milk\nBread"])
        try tester.post(["title": "Shopping"])
        #expect(tester.navigationPath == ["shopping"], "the pushed editor follows the new title")
        #expect(tester.title == "Shopping")
        try tester.post(["pin": "on"])

        tester.navigate()
        #expect(results(tester) == ["Shopping", "Ideas"], "edited just now, so first")
        #expect(sections(tester) == ["Pinned (1)", "All Jots"])
        #expect(try search(tester, "bread") == ["Shopping"], "the edited body is what is searched")
    }

    @Test func jotsAreDeletedFromTheEditorOrTheList() throws {
        let tester = newTester()
        try addJot(tester, "One")
        try addJot(tester, "Two", pinned: true)
        try addJot(tester, "Three")

        let links = tester.document().elements(where: { $0.tag == "a" && $0.attributes["class"] == "push-link" })
            .compactMap { $0.attributes["href"] }
        #expect(links.first == "/two", "the pinned row")
        tester.navigate(to: "two")
        #expect(tester.title == "Two")
        let result = try tester.press("Delete Jot")
        #expect(result.navigationPath == [], "dismiss() went back to the list")
        #expect(results(tester) == ["Three", "One"])
        #expect(sections(tester) == ["All Jots"], "the only pinned jot is gone")

        try tester.press("Delete row 1")
        #expect(results(tester) == ["One"])
        try tester.post(["search": "one"])
        try tester.press("Delete row 1")
        #expect(results(tester).isEmpty)
        try tester.post(["search": ""])
        #expect(tester.document().text.contains("No Jots"))
    }

    @Test func eachVisitorHasTheirOwnJots() throws {
        let ada = newTester()
        try addJot(ada, "Engine notes", text: "Note G", pinned: true)
        #expect(results(ada) == ["Engine notes"])

        let adaAgain = ViewTester(sharingSessionWith: ada) {
            JotterHomeView().modelContainer(for: Jot.self)
        }
        #expect(results(adaAgain) == ["Engine notes"], "the same visitor's store")

        let grace = newTester()
        #expect(grace.document().text.contains("No Jots"), "another visitor's store starts empty")
        #expect(try search(grace, "engine").isEmpty)
        try grace.post(["search": ""])
        #expect(sections(grace) == ["All Jots"], "and no pinned jots of someone else's")
        try addJot(grace, "Compiler", text: "A-0")
        #expect(results(grace) == ["Compiler"])
        #expect(results(ada) == ["Engine notes"])
    }
}
