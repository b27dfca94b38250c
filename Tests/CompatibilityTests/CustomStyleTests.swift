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

@Suite struct LayeredStyleTests {
    @Test func aStyleOfTheAppsOwnCanDrawABuiltInStylesBody() throws {
        let tester = ViewTester { LayeredStyles() }
        let page = HTMLDocument(tester.html())
        let wifi = try #require(page.element("input", with: ["name": "wi-fi", "type": "checkbox"]))
        #expect(wifi.attributes["role"] == "switch", "the switch style's body is the built-in switch")
        #expect(page.text.contains("Off now"))
        try tester.post(["wi-fi": "on"])
        #expect(tester.control("wi-fi")?.value == "on")
        #expect(HTMLDocument(tester.html()).text.contains("On now"), "the caption reads the same binding")
    }

    @Test func theStyleNearestAControlWins() throws {
        let tester = ViewTester { LayeredStyles() }
        let page = HTMLDocument(tester.html())
        let bluetooth = try #require(page.element("input", with: ["name": "bluetooth", "type": "checkbox"]))
        #expect(bluetooth.attributes["role"] == nil, "a checkbox, not the app's checkmark style around it")
        let plain = try #require(page.element("button", with: ["name": "_action", "value": "plain"]))
        #expect(plain.attributes["class"] == "button style-borderless", "borderless, not the pill content style around it")
        #expect(page.element("button", with: ["name": "_action", "value": "plain"])?.text == "Plain")
    }

    @Test func aBuiltInPrimitiveStylesBodyIsTheButtonThatActs() throws {
        let tester = ViewTester { LayeredStyles() }
        let page = HTMLDocument(tester.html())
        let upload = try #require(page.element("button", with: ["name": "_action", "value": "upload"]))
        #expect(upload.attributes["class"] == "button style-bordered-prominent")
        #expect(page.text.contains("Runs on the server"))
        try tester.press("Upload")
        try tester.press("Plain")
        #expect(HTMLDocument(tester.html()).text.contains("Uploads 1, plain 1"))
    }

    @Test func thePickerStyleNearestThePickerWins() throws {
        let tester = ViewTester { LayeredStyles() }
        #expect(tester.control("unknown-style")?.style == "segmented")
    }
}
