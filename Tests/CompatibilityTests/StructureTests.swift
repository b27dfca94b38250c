import FormUITesting
import Testing

@Suite struct StructureTests {
    @Test func containersRenderTheirParts() throws {
        let tester = ViewTester { TripPlanner() }
        let html = tester.html()
        #expect(html.contains("<fieldset class=\"section\"><legend><span class=\"text\">Where</span></legend>"))
        #expect(html.contains("<p class=\"section-footer\"><span class=\"text\">We fly from Lyon only.</span></p>"))
        #expect(html.contains("<fieldset class=\"group-box\"><legend class=\"group-box-label\"><span class=\"text\">Who</span></legend>"))
        #expect(html.contains("<details class=\"disclosure-group\"><summary><span class=\"text\">Small print</span></summary>"))
        #expect(html.contains("<span class=\"labeled-content-label\"><span class=\"text\">Saved</span></span><span class=\"labeled-content-value\"><span class=\"text\">0 times</span>"))
        #expect(html.contains("<div class=\"grid-row\"><div class=\"grid-cell\"><span class=\"text\">Flight</span></div><div class=\"grid-cell\"><span class=\"text\">240 €</span></div></div><hr class=\"divider\">"))
        #expect(HTMLDocument(html).element("div", with: ["class": "scroll-view scroll-horizontal", "tabindex": "0"])?.attributes == ["class": "scroll-view scroll-horizontal", "tabindex": "0"])
        #expect(HTMLDocument(html).element("div", with: ["class": "control-group", "role": "group"])?.attributes == ["class": "control-group", "role": "group"])
        #expect(html.containsMarkup(opening: "<div class=\"toolbar\" role=\"toolbar\" aria-label=\"Toolbar\"><div class=\"toolbar-item placement-trailing\">"))
    }

    @Test func aDisclosureGroupWithABindingIsAButtonThatWritesIt() throws {
        let tester = ViewTester { TripPlanner() }
        var html = tester.html()
        #expect(HTMLDocument(html).element("button", with: ["name": "_action", "value": "extras.toggle"])?.attributes == ["type": "submit", "name": "_action", "value": "extras.toggle", "class": "disclosure-toggle", "aria-expanded": "false", "aria-controls": "disclosure-extras"])
        #expect(HTMLDocument(html).element("div", with: ["class": "disclosure-content", "id": "disclosure-extras", "hidden": ""]) != nil)
        // A collapsed group's fields are still on the page, and still posted.
        try tester.post(["breakfast": "on"])
        #expect(tester.control("breakfast")?.value == "on")
        try tester.perform(action: "extras.toggle")
        html = tester.html()
        #expect(html.contains("aria-expanded=\"true\""))
        #expect(HTMLDocument(html).element("div", with: ["id": "disclosure-extras"])?.attributes == ["class": "disclosure-content", "id": "disclosure-extras"])
        #expect(tester.control(labelled: "Extras")?.value == "expanded")
    }

    @Test func toolbarAndControlGroupButtonsAreActions() throws {
        let tester = ViewTester { TripPlanner() }
        try tester.press("Save")
        try tester.press("Save")
        #expect(tester.html().contains("2 times"))
        try tester.press("More")
        try tester.press("More")
        #expect(tester.control("travellers")?.value == "3")
        try tester.post(["destination": "Oslo"])
        try tester.press("Reset")
        #expect(tester.control("destination")?.value == "")
        #expect(tester.control("travellers")?.value == "1")
        #expect(tester.title == "Plan a trip")
    }
}
