import Testing
import FormUITesting
import ReferenceExamples

// The Picker page's examples (seed 002; also 003 and 004) held to what the page says.

@Suite("Reference page examples: Picker")
struct ReferencePickerExampleTests {
    @Test("Picker with tags (002 Overview): three flavors, chocolate selected, choosing vanilla selects it")
    func tags() throws {
        let tester = ViewTester { FlavorPickerInList() }
        let flavor = try #require(tester.control("flavor"))
        #expect(flavor.kind == "picker")
        #expect(flavor.label == "Flavor")
        #expect(flavor.value == "chocolate")
        #expect(tester.optionLabels("flavor") == ["Chocolate", "Vanilla", "Strawberry"])
        #expect(tester.optionValues("flavor") == ["chocolate", "vanilla", "strawberry"])
        // In a list: the picker is a row of the list, a labelled select.
        #expect(tester.html().contains("<ul class=\"list\"><li><div class=\"control picker"))
        #expect(HTMLDocument(tester.html()).element("label", with: ["for": "field-flavor"])?.attributes == ["class": "control-label", "for": "field-flavor"])
        #expect(tester.html().contains("<option value=\"chocolate\" selected>Chocolate</option>"))

        try tester.post(["flavor": "vanilla"])
        #expect(tester.control("flavor")?.value == "vanilla")
        #expect(tester.html().contains("<option value=\"vanilla\" selected>Vanilla</option>"))
        #expect(!tester.html().contains("<option value=\"chocolate\" selected>"))
    }

    @Test("A value that is not an option is refused and changes nothing")
    func notAnOption() throws {
        let tester = ViewTester { FlavorPickerInList() }
        #expect(throws: SubmissionError.self) { try tester.post(["flavor": "mint"]) }
        #expect(tester.control("flavor")?.value == "chocolate")
    }

    @Test("Picker with a two-text label (002 Overview): title names the field, subtitle shown under it")
    func subtitle() throws {
        let tester = ViewTester { FlavorPickerWithSubtitle() }
        // The first text is the title, so it names the field; both texts are in the <label>.
        let flavor = try #require(tester.control("flavor"))
        #expect(flavor.label.hasPrefix("Flavor"))
        #expect(flavor.label.contains("Choose your favorite flavor"))
        let label = try #require(element(in: tester.html(), containing: "for=\"field-flavor\"", from: "<label", to: "</label>"))
        #expect(label.contains(">Flavor<"))
        #expect(label.contains(">Choose your favorite flavor<"))
        #expect(tester.optionLabels("flavor") == ["Chocolate", "Vanilla", "Strawberry"])

        try tester.post(["flavor": "strawberry"])
        #expect(tester.control("flavor")?.value == "strawberry")
    }

    @Test("Options from ForEach (002 Iterating): tagged by id, capitalized titles, selection works without .tag")
    func forEach() throws {
        let tester = ViewTester { FlavorPickerForEach() }
        #expect(tester.control("flavor")?.label == "Flavor")
        #expect(tester.optionLabels("flavor") == ["Chocolate", "Vanilla", "Strawberry"])
        #expect(tester.optionValues("flavor") == ["chocolate", "vanilla", "strawberry"])
        #expect(tester.control("flavor")?.value == "chocolate")

        try tester.post(["flavor": "strawberry"])
        #expect(tester.control("flavor")?.options?.map(\.selected) == [false, false, true])
    }

    @Test("Tags of another type (002 Iterating): choosing Vanilla sets the suggested topping to Cookies")
    func suggestedTopping() throws {
        let tester = ViewTester { SuggestedToppingPicker() }
        let flavor = try #require(tester.control("flavor"))
        #expect(flavor.label == "Flavor")
        // The options are flavors, their values the suggested toppings.
        #expect(tester.optionLabels("flavor") == ["Chocolate", "Vanilla", "Strawberry"])
        #expect(tester.optionValues("flavor") == ["nuts", "cookies", "blueberries"])
        // suggestedTopping starts as .nuts: the Chocolate option shows as chosen, and the row says Nuts.
        #expect(flavor.options?.first { $0.selected }?.label == "Chocolate")
        #expect(tester.html().contains("Suggested Topping"))
        #expect(tester.html().contains(">Nuts</span>"))

        let vanilla = try #require(tester.optionValue("flavor", labelled: "Vanilla"))
        try tester.post(["flavor": vanilla])
        #expect(tester.control("flavor")?.options?.first { $0.selected }?.label == "Vanilla")
        let row = try #require(element(in: tester.html(), containing: "Suggested Topping", from: "<div class=\"hstack\"", to: "</div>"))
        #expect(row.contains(">Cookies</span>"))
        #expect(!row.contains(">Nuts</span>"))
        // Shown in the secondary style, as `.foregroundStyle(.secondary)` asks.
        #expect(row.contains("style=\"color:var(--secondary)\">Cookies"))

        let strawberry = try #require(tester.optionValue("flavor", labelled: "Strawberry"))
        try tester.post(["flavor": strawberry])
        #expect(tester.html().contains(">Blueberries</span>"))
    }

    @Test("Segmented (002 Styling pickers): both pickers are button rows; each chooses on its own")
    func segmented() throws {
        let tester = ViewTester { SegmentedFlavorAndToppingPickers() }
        #expect(tester.control("flavor")?.style == "segmented")
        #expect(tester.control("topping")?.style == "segmented")
        #expect(tester.optionLabels("flavor") == ["Chocolate", "Vanilla", "Strawberry"])
        #expect(tester.optionLabels("topping") == ["Nuts", "Cookies", "Blueberries"])
        let html = tester.html()
        #expect(html.contains("<legend class=\"control-label\"><span class=\"text\">Flavor</span></legend>"))
        #expect(html.contains("<legend class=\"control-label\"><span class=\"text\">Topping</span></legend>"))
        #expect(segment(html, name: "flavor", value: "chocolate")?.contains("aria-pressed=\"true\"") == true)
        #expect(segment(html, name: "topping", value: "nuts")?.contains("aria-pressed=\"true\"") == true)
        // Each segment submits itself: no Apply button is needed.
        #expect(!html.contains("Apply changes"))

        try tester.post(["topping": "cookies"])
        let after = tester.html()
        #expect(segment(after, name: "topping", value: "cookies")?.contains("aria-pressed=\"true\"") == true)
        #expect(segment(after, name: "topping", value: "nuts")?.contains("aria-pressed=\"false\"") == true)
        #expect(tester.control("flavor")?.value == "chocolate")
    }

    @Test("Every picker style (gallery page): one state, eight styles, all follow a choice made in any")
    func allStyles() throws {
        let tester = ViewTester { AllPickerStyles() }
        let pickers = tester.controls.filter { $0.kind == "picker" }
        #expect(pickers.map(\.style) == ["automatic", "inline", "menu", "navigation-link", "radio-group", "segmented", "wheel", "palette"])
        #expect(pickers.allSatisfy { $0.value == "heart" })
        #expect(tester.html().contains("Reaction: Like"))
        // The palette shows icons, with the titles kept for screen readers.
        let palette = try #require(segment(tester.html(), name: "palette", value: "thumbsup"))
        #expect(palette.contains("src=\"/icons/hand.thumbsup.svg\""))
        #expect(palette.contains("<span class=\"visually-hidden\">Thumbs up</span>"))
        #expect(HTMLDocument(tester.html()).element("select", with: ["id": "field-wheel", "name": "wheel"])?["size"] != nil)

        try tester.post(["wheel": "thumbsdown"])
        #expect(tester.controls.filter { $0.kind == "picker" }.allSatisfy { $0.value == "thumbsdown" })
        #expect(tester.html().contains("Reaction: Thumbs down"))
        try tester.post(["palette": "questionMark"])
        #expect(tester.control("radio-group")?.value == "questionMark")
    }
}
