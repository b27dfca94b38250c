import Testing
import FormUITesting
import ReferenceExamples

// The gallery's own page that puts every control in one form.

@Suite("Gallery page: every control of the reference pages in one form")
struct ReferenceGalleryPageTests {
    @Test("Every kind of control is on the page, in sections")
    func everyControl() throws {
        let tester = ViewTester { EverythingForm() }
        let kinds = Set(tester.controls.map(\.kind))
        #expect(kinds == ["picker", "stepper", "toggle", "slider", "text-field", "secure-field", "date-picker", "gauge", "button"])
        let html = tester.html()
        #expect(html.contains("<div class=\"form\">"))
        for section in ["Ice cream", "Delivery", "Order"] {
            #expect(html.contains("<legend><span class=\"text\">\(section)</span></legend>"), "\(section)")
        }
        #expect(tester.control("flavor")?.value == "chocolate")
        #expect(tester.control("sprinkles")?.value == "on")
        #expect(tester.control("sweetness")?.value == "5")
        #expect(tester.control("delivery-date")?.value == "2026-07-01")
        #expect(tester.control(labelled: "Cone")?.value == "2")
        #expect(html.contains("No order placed yet."))
    }

    @Test("One post applies every changed field, then Place order runs with them")
    func placeOrder() throws {
        let tester = ViewTester { EverythingForm() }
        try tester.submitForm(changing: [
            "flavor": "vanilla", "sprinkles": "off", "sweetness": "8", "name": "Ana",
            "voucher-code": "SUMMER", "delivery-date": "2026-07-04",
        ], action: "place-order")
        #expect(tester.html().contains("Ordered 2 scoops of vanilla, sweetness 8, for Ana with a voucher."))
        #expect(tester.control("delivery-date")?.value == "2026-07-04")
        #expect(!tester.html().contains("SUMMER"))

        // The stepper's Increase fills the cone gauge.
        let stepper = try #require(tester.controls.first { $0.kind == "stepper" })
        let increase = try #require(stepper.actions?.first { $0.value.hasSuffix(".increment") })
        try tester.perform(action: increase.value)
        #expect(tester.control(labelled: "Cone")?.value == "3")
        #expect(tester.html().contains("3 of 5 scoops"))
    }

    @Test("A bad value anywhere rejects the whole post and the order is not placed")
    func allOrNothing() throws {
        let tester = ViewTester { EverythingForm() }
        #expect(throws: SubmissionError.self) {
            try tester.submitForm(changing: ["name": "Bo", "sweetness": "very"], action: "place-order")
        }
        #expect(tester.control("name")?.value == "")
        #expect(tester.html().contains("No order placed yet."))
    }
}
