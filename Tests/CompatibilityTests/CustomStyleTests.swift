import FormUITesting
import Testing

@Suite struct CustomStyleTests {
    @Test func aCustomToggleStyleDrawsItsBodyAndItsButtonTogglesTheValue() throws {
        let tester = ViewTester { StyledSettings() }
        var html = tester.html()
        #expect(!html.contains("name=\"notifications\""), "no checkbox: the style draws the toggle")
        #expect(HTMLDocument(html).element("button", with: ["name": "_action", "value": "notifications"])?.attributes == ["type": "submit", "name": "_action", "value": "notifications", "class": "button style-plain"])
        #expect(html.contains("/icons/star.svg"))
        try tester.perform(action: "notifications")
        html = tester.html()
        #expect(html.contains("/icons/star.fill.svg"), "the icon follows the bound value")
        try tester.perform(action: "notifications")
        #expect(!tester.html().contains("/icons/star.fill.svg"))
    }

    @Test func toggleConfigurationInsideAStyleIsTheBuiltInToggleAroundIt() throws {
        let tester = ViewTester { StyledSettings() }
        let html = tester.html()
        #expect(html.containsMarkup(opening: "<div class=\"border\" style=\"border:1px solid var(--gray);\"><div class=\"padding\" style=\"padding:8px 8px 8px 8px\"><div class=\"control toggle toggle-checkbox\">"))
        try tester.post(["autoplay": "off"])
        #expect(tester.control("autoplay")?.value == "off")
    }

    @Test func buttonStylesDrawTheContentOrTheWholeButton() throws {
        let tester = ViewTester { StyledSettings() }
        let html = tester.html()
        #expect(HTMLDocument(html).element("button", with: ["name": "_action", "value": "save"])?.attributes == ["type": "submit", "name": "_action", "value": "save", "class": "button style-custom"])
        #expect(html.contains("background:var(--blue);border-radius:9999px;"))
        #expect(html.contains("class=\"tap-target\""), "the primitive style's body decides how the button acts")
        try tester.press("Save")
        try tester.press("Run")
        try tester.press("Run")
        #expect(tester.html().contains("Saved 1, ran 2"))
    }

    @Test func containerStylesPlaceTheirParts() throws {
        let tester = ViewTester { StyledSettings() }
        var html = tester.html()
        #expect(html.contains("<div class=\"hstack\"><span class=\"text\">Favorites</span>"), "title before icon")
        #expect(html.contains("<span class=\"text font-headline\">Storage</span>"))
        #expect(!html.contains("<fieldset class=\"group-box\">"))
        #expect(html.contains("<span class=\"text font-caption\">Version</span>"))
        #expect(html.contains("40 percent done"))
        #expect(html.contains("<span class=\"text\">80%</span>"))
        #expect(html.contains("<details class=\"menu\">"))
        #expect(!html.contains("Built on a server."))
        try tester.press("Details")
        html = tester.html()
        #expect(html.contains("Built on a server."), "a group without a binding keeps its state in the session")
    }
}
