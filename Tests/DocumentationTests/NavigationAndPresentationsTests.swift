import FormUITesting
import Testing

/// “Navigation and presentations”: a link's page edits its row, the sheet adds one, the alert asks
/// before a delete, and `dismiss()` goes back.
@Suite struct NavigationAndPresentationsTests {
    /// Follows the link named `name`, as a browser does.
    private func follow(_ name: String, in tester: ViewTester) throws {
        let link = try #require(tester.element(role: "link", name: name), "no link named \(name)")
        let address = try #require(link["href"])
        tester.navigate(to: String(address.dropFirst()))
    }

    @Test func aLinksPageEditsItsRow() throws {
        let tester = ViewTester { RecipeBook() }
        #expect(tester.title == "Recipes")
        try follow("Risotto", in: tester)
        #expect(tester.title == "Risotto")
        try tester.post(["name": "Mushroom risotto"])
        try tester.press("Increase 30 minutes")
        #expect(tester.document().text.contains("35 minutes"))
        tester.navigate()
        #expect(tester.element(role: "link", name: "Mushroom risotto") != nil)
    }

    @Test func theSheetAddsARecipe() throws {
        let tester = ViewTester { RecipeBook() }
        try tester.press("New recipe")
        #expect(tester.control(labelled: "Add")?.disabled == true, "nothing to add until a name is typed")
        try tester.press("Increase Ready in 30 minutes")
        try tester.press("Add", with: ["name": " Shakshuka "])
        #expect(tester.control(labelled: "Add") == nil, "the sheet is dismissed")
        try follow("Shakshuka", in: tester)
        #expect(tester.document().text.contains("35 minutes"))
    }

    @Test func theAlertAsksBeforeADelete() throws {
        let tester = ViewTester { RecipeBook() }
        try follow("Pancakes", in: tester)
        try tester.press("Delete recipe")
        #expect(tester.document().text.contains("It cannot be undone."))
        try tester.press("Cancel")
        #expect(!tester.document().text.contains("It cannot be undone."))

        try tester.press("Delete recipe")
        let result = try tester.press("Delete")
        #expect(result.navigationPath == [], "dismiss() goes back to the list")
        tester.navigate()
        #expect(tester.element(role: "link", name: "Pancakes") == nil)
        #expect(tester.element(role: "link", name: "Risotto") != nil)
    }
}
