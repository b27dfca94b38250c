import FormUITesting
import Testing

@Suite struct ControlTests {
    @Test func aValueWithAFormatIsShownFormattedAndReadBack() throws {
        let tester = ViewTester { OrderForm() }
        #expect(tester.control("quantity")?.value == "2")
        #expect(tester.control("unit-price")?.value == "4.50")
        #expect(tester.control("discount")?.value == "")
        #expect(tester.control("weight")?.value == "1.25")
        #expect(tester.html().contains("Total: 9.00"))
        try tester.post(["quantity": "3", "unit-price": "2", "discount": "10", "weight": "2.5"])
        #expect(tester.control("quantity")?.value == "3")
        #expect(tester.control("unit-price")?.value == "2.00")
        #expect(tester.control("discount")?.value == "10")
        #expect(tester.control("weight")?.value == "2.5")
        #expect(tester.html().contains("Total: 6.00"))
        #expect(tester.html().contains("<span class=\"text\">6.0</span>"), "Text(_:format:)")
        try tester.post(["discount": ""])
        #expect(tester.control("discount")?.value == "", "an empty optional field is nil")
    }

    @Test func textThatIsNotAValueIsA422NamingTheFieldAndChangesNothing() throws {
        let tester = ViewTester { OrderForm() }
        let error = #expect(throws: SubmissionError.self) {
            try tester.post(["quantity": "three", "address": "Rue de la Paix"])
        }
        #expect(error?.kind == .invalidInput)
        #expect(error?.problems.first?.name == "quantity")
        #expect(error?.problems.first?.label == "Quantity")
        #expect(tester.control("quantity")?.value == "2")
        #expect(tester.control("address")?.value == "", "all or nothing")
        let shown = tester.html(showing: error!)
        #expect(shown.contains("value=\"three\""), "the person's input is kept")
        #expect(throws: SubmissionError.self) { try tester.post(["weight": "heavy"]) }
    }

    @Test func multilineFieldsAndTheEditorAreTextareas() throws {
        let tester = ViewTester { OrderForm() }
        let html = tester.html()
        #expect(HTMLDocument(html).element("textarea", with: ["id": "field-address", "name": "address"]) != nil)
        #expect(html.contains("<div class=\"labels-hidden text-editor\"><div class=\"control text-field text-field-multiline"))
        try tester.post(["text": "Leave at the door.\nThanks", "address": "1 Main St\nSpringfield"])
        #expect(tester.control("text")?.value == "Leave at the door.\nThanks")
        #expect(tester.control("address")?.value == "1 Main St\nSpringfield")
    }

    @Test func aColorPickerPostsHexAndRefusesAnythingElse() throws {
        let tester = ViewTester { OrderForm() }
        #expect(HTMLDocument(tester.html()).element("input", with: ["id": "field-ribbon"])?.attributes == ["type": "color", "id": "field-ribbon", "name": "ribbon", "value": "#ff3b30"])
        try tester.post(["ribbon": "#00FF80"])
        #expect(tester.control("ribbon")?.value == "#00ff80")
        #expect(throws: SubmissionError.self) { try tester.post(["ribbon": "green"]) }
        #expect(tester.control("ribbon")?.value == "#00ff80")
    }

    @Test func progressLinksAndDates() throws {
        let html = ViewTester(timeZone: TimeZone(identifier: "Europe/Paris")!) { OrderForm() }.html()
        #expect(html.contains("<label class=\"control-label\" for=\"progress-"))
        #expect(HTMLDocument(html).elements(where: { $0.tag == "progress" && $0.has(["max": "100", "value": "60"]) && $0.text == "60%" }).count == 1)
        #expect(HTMLDocument(html).elements(where: { $0.tag == "progress" && $0.has(["max": "100", "value": "75"]) && $0.text == "75%" }).count == 1)
        #expect(html.containsMarkup(opening: "<span class=\"progress-value\"><span class=\"text\">3 of 4</span>"))
        #expect(HTMLDocument(html).element(role: "progressbar", name: "Loading").map { $0["max"] == "100" && $0["value"] == nil && $0.text.isEmpty } == true, "an indeterminate bar is named")
        #expect(html.containsMarkup("<a class=\"link\" href=\"https://example.com/terms\" rel=\"noopener noreferrer\"><span class=\"text\">Delivery terms</span></a>"))
        #expect(html.contains("<span class=\"link is-disabled\"><span class=\"text\">Run</span></span>"), "a javascript: URL is never a link")
        #expect(html.contains("November 18, 2026"))
        // 11:06 UTC; ICU may put a narrow no-break space before "PM".
        #expect(html.contains("12:06\u{202F}PM") || html.contains("12:06 PM"), "times are shown in the page's time zone (Paris)")
    }
}
