import FormUITesting
import Testing

@Suite struct ListEditingTests {
    @Test func rowsAreDeletedWithTheirDeleteButtons() throws {
        let tester = ViewTester { GroceryList() }
        let html = tester.html()
        #expect(html.contains("aria-label=\"Delete row 2\""))
        #expect(html.contains("class=\"row-action destructive\""))
        try tester.press("Delete row 2")
        let after = tester.html()
        #expect(!after.contains("Bread"))
        #expect(after.contains("Milk") && after.contains("Eggs"))
    }

    @Test func rowsMoveUpAndDown() throws {
        let tester = ViewTester { GroceryList() }
        #expect(tester.control(labelled: "Row 1")?.actions?.first { $0.label == "Move up row 1" }?.disabled == true, "the first row cannot move up")
        try tester.press("Move down row 1")
        var html = tester.html()
        #expect(html.range(of: "Bread")!.lowerBound < html.range(of: "Milk")!.lowerBound)
        try tester.press("Move up row 3")
        html = tester.html()
        // Bread, Eggs, Milk.
        #expect(html.range(of: "Eggs")!.lowerBound < html.range(of: "Milk")!.lowerBound)
        #expect(throws: SubmissionError.self, "the last row cannot move down") { try tester.press("Move down row 3") }
    }

    @Test func theSearchFieldFiltersAndAnEmptyResultSaysSo() throws {
        let tester = ViewTester { GroceryList() }
        #expect(tester.html().contains("role=\"search\""))
        #expect(tester.html().contains("placeholder=\"Find an item\""))
        try tester.post(["search": "br"])
        var html = tester.html()
        #expect(html.contains("Bread") && !html.contains("Milk"))
        try tester.post(["search": "caviar"])
        html = tester.html()
        #expect(html.contains("No Results for “caviar”"))
        #expect(html.contains("Check the spelling or try a new search."))
    }

    @Test func aSwipeActionIsAButtonOfTheRow() throws {
        let tester = ViewTester { GroceryList() }
        #expect(tester.html().contains("<div class=\"row-actions\">"))
        try tester.press("Flag")
        let html = tester.html()
        #expect(html.contains("<span class=\"text\">Unflag</span>"), "the first row is flagged: its swipe action says Unflag")
        #expect(html.contains("image-scale-small"))
        #expect(html.contains("src=\"/icons/flag.fill.svg\""), "the flagged row shows its flag")
    }

    @Test func placeholdersGeometryAndSharing() throws {
        let tester = ViewTester { ArticleCard() }
        var html = tester.html()
        #expect(html.contains("class=\"redacted\""))
        #expect(html.contains("Wide layout"), "a GeometryReader offers a phone's width, 390 points")
        #expect(html.contains("href=\"mailto:?subject=Read%20this&amp;body=https://example.com/articles/42\""))
        #expect(html.contains("title=\"Shows the article\""))
        // Markdown in a string literal, as SwiftUI reads it.
        #expect(html.contains("<span class=\"text\">Read it </span><span class=\"text bold\">slowly</span><span class=\"text\">, </span><span class=\"text italic\">twice</span>"))
        #expect(html.containsMarkup("<a class=\"text-link\" href=\"https://example.com/sources\"><span class=\"text\">the sources</span></a>"))
        #expect(html.contains("<span class=\"text monospaced\">swift test</span>"))
        #expect(html.contains("Keep snake_case as it is"))
        #expect(html.contains("<span class=\"text strikethrough\">skim</span>"))
        #expect(!html.contains("href=\"javascript:"), "an unsafe address is drawn as text")
        #expect(html.contains("<span class=\"text\">Not a link</span>"))
        try tester.press("Done loading")
        html = tester.html()
        #expect(!html.contains("class=\"redacted\""))
    }
}

@Suite struct ReadingRoomTests {
    @Test func aSectionCollapsesThroughItsBinding() throws {
        let tester = ViewTester { ReadingRoom() }
        #expect(tester.html().contains("aria-expanded=\"true\""))
        #expect(tester.control("dune") != nil)
        try tester.post(["dune": "on"])
        #expect(tester.control("dune")?.value == "on", "a toggle bound into the model through ForEach($model.books)")
        try tester.press("Collapse Shelf")
        let html = tester.html()
        #expect(html.contains("aria-expanded=\"false\""))
        #expect(HTMLDocument(html).element(with: ["class": "disclosure-content", "id": "disclosure-shelf", "hidden": ""])?.booleanAttributes == ["hidden"], "the collapsed rows are hidden")
    }

    @Test func imagesFromTheWebAreLoadedByTheBrowser() throws {
        let html = ViewTester { ReadingRoom() }.html()
        #expect(HTMLDocument(html).element("img", with: ["class": "image resizable", "loading": "lazy", "src": "https://covers.example.com/dune.jpg"]) != nil)
        #expect(html.contains("Open daily"))
    }

    @Test func aListOverABindingWithIdsEditsItsElements() throws {
        let tester = ViewTester { TagEditor() }
        let name = try #require(tester.controls.first { $0.value == "classic" }?.name)
        try tester.post([name: "poetry"])
        #expect(tester.controls.contains { $0.value == "poetry" })
        #expect(tester.controls.contains { $0.value == "fiction" })
    }
}
