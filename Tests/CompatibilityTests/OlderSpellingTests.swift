import FormUITesting
import Testing

// An app in the spellings tutorials taught before iOS 16, which apps still ship: each is the modifier
// that replaced it.
@Suite struct OlderSpellingTests {
    @Test func navigationBarTitleAndItemsAreTheTitleAndTheToolbar() throws {
        let tester = ViewTester { ExpenseNotebook() }
        #expect(tester.title == "Expenses")
        let html = tester.html()
        #expect(html.contains("$3.50"), "a format specifier in a text")
        #expect(html.contains("Total: $3.50"))
        #expect(html.contains("var(--accent)"), ".foregroundStyle(.tint) is the accent colour")
        try tester.press("Clear")
        #expect(tester.html().contains("Total: $0.00"), "a leading item acts")
    }

    @Test func aSheetDismissesThroughPresentationMode() throws {
        let tester = ViewTester { ExpenseNotebook() }
        try tester.press("Add")
        var html = tester.html()
        #expect(HTMLDocument(html).element("section", with: ["class": "presentation sheet", "role": "dialog"]) != nil)
        #expect(html.contains(">New expense</h2>"))
        #expect(HTMLDocument(html).element("input", with: ["name": "title"])?.attributes["autocapitalize"] == "words")
        try tester.post(["title": "Lunch", "amount": "12.25"])
        try tester.press("Save")
        html = tester.html()
        #expect(!html.contains("role=\"dialog\""), "presentationMode.wrappedValue.dismiss() closed the sheet")
        #expect(html.contains("Lunch"))
        #expect(html.contains("Total: $15.75"))
    }

    @Test func accentColorIsTint() throws {
        let tester = ViewTester { AccentedToggle() }
        let tint = HTMLDocument(tester.html()).element(with: ["class": "tint"])
        #expect(tint?.attributes["style"] == "--tint:var(--orange);--accent:var(--orange)", ".accentColor(_:) sets the accent as .tint(_:) does")
        #expect(tint?.descendants.contains { $0.attributes["role"] == "switch" } == true)
        #expect(HTMLDocument(ViewTester { AccentedToggle(accent: nil) }.html()).element(with: ["class": "tint"]) == nil, "nil leaves the page's accent")
    }

    @Test func shapeAndStyleShorthandsDraw() throws {
        let tester = ViewTester { ExpenseNotebook() }
        let html = tester.html()
        #expect(html.contains("linear-gradient("), "a Gradient fills as a style")
        #expect(html.contains("border-radius:8px"), ".clipShape(.rect(cornerRadius:)) rounds the corners")
        #expect(html.contains("filter:brightness(1.05)"))
    }
}

/// A toggle in the accent colour of SwiftUI's older spelling, `.accentColor(_:)` (deprecated, renamed
/// `.tint(_:)`).
private struct AccentedToggle: View {
    var accent: Color? = .orange
    @State private var isOn = true

    var body: some View {
        Toggle("Alerts", isOn: $isOn)
            .accentColor(accent)
    }
}
