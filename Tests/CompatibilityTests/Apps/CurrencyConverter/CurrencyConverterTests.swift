import FormUITesting
import Testing

/// The currency converter: a TextField with format: .currency(code:) that follows the chosen currency,
/// pickers named through Locale, a result formatted by a NumberFormatter, favourite pairs kept as one
/// @AppStorage string, and a settings sheet (home currency, a card fee typed with format: .number).
@Suite struct CurrencyConverterTests {
    private func result(_ tester: ViewTester) -> String? {
        tester.document().elements(where: { $0.attributes["class"] == "text font-title bold" }).first?.text
    }

    private func favourites(_ tester: ViewTester) -> [String] {
        tester.controls.filter { $0.kind == "button" && $0.label.contains(" → ") }.map(\.label)
    }

    @Test func theFirstScreenConvertsAHundredDollarsToEuros() throws {
        let tester = ViewTester(app: CurrencyConverterApp.self)
        #expect(tester.title == "Currency")
        #expect(tester.control("amount")?.value == "$100.00")
        #expect(tester.control("from")?.value == "USD")
        #expect(tester.control("to")?.value == "EUR")
        #expect(tester.control("to")?.options?.map(\.value) == ["CAD", "CHF", "EUR", "GBP", "JPY", "USD"])
        #expect(tester.control("to")?.options?.first { $0.value == "CHF" }?.label == "CHF – Swiss Franc")
        #expect(result(tester) == "€92.00")
        let text = tester.document().text
        #expect(text.contains("1 USD = 0.9200 EUR"))
        #expect(text.contains("No favourite pairs yet"))
    }

    @Test func theAmountFieldFollowsTheCurrencyItIsIn() throws {
        let tester = ViewTester(app: CurrencyConverterApp.self)
        try tester.post(["amount": "250", "to": "GBP"])
        #expect(tester.control("amount")?.value == "$250.00")
        #expect(result(tester) == "£197.50")
        #expect(tester.document().text.contains("1 USD = 0.7900 GBP"))

        try tester.press("Swap Currencies")
        #expect(tester.control("from")?.value == "GBP")
        #expect(tester.control("to")?.value == "USD")
        #expect(tester.control("amount")?.value == "£250.00", "the field's format is .currency(code: fromCode)")
        #expect(result(tester) == "$316.46", "a NumberFormatter the app makes is in the page's locale")

        try tester.post(["amount": "£1,000.50"])
        #expect(tester.control("amount")?.value == "£1,000.50")
        let error = #expect(throws: SubmissionError.self) { try tester.post(["amount": "a lot"]) }
        #expect(error?.problems.first?.name == "amount")
        #expect(tester.control("amount")?.value == "£1,000.50")
    }

    @Test func favouritePairsAreSavedAppliedAndDeleted() throws {
        let tester = ViewTester(app: CurrencyConverterApp.self)
        try tester.press("Save Pair to Favourites")
        #expect(favourites(tester) == ["USD → EUR"])
        #expect(!tester.document().text.contains("No favourite pairs yet"))

        try tester.press("Save Pair to Favourites")
        var html = tester.html()
        #expect(html.contains("role=\"alertdialog\""))
        #expect(html.contains("Already saved"))
        #expect(html.contains("USD → EUR is already in your favourites."))
        try tester.press("OK")

        try tester.post(["from": "CHF", "to": "JPY"])
        try tester.press("Save Pair to Favourites")
        #expect(favourites(tester) == ["USD → EUR", "CHF → JPY"])
        try tester.press("USD → EUR")
        #expect(tester.control("from")?.value == "USD")
        #expect(tester.control("to")?.value == "EUR")

        try tester.press("Delete row 1")
        #expect(favourites(tester) == ["CHF → JPY"])
        html = tester.html()
        #expect(!html.contains("role=\"alertdialog\""))
    }

    @Test func theSettingsSheetSetsACardFeeAndTheHomeCurrency() throws {
        let tester = ViewTester(app: CurrencyConverterApp.self)
        try tester.press("Save Pair to Favourites")
        try tester.press("Settings")
        var html = tester.html()
        #expect(html.contains(">Settings</h2>"))
        #expect(tester.control("home")?.value == "USD")
        #expect(tester.control("card-fee")?.value == "0")
        try tester.post(["home": "GBP", "card-fee": "2.5"])
        #expect(tester.control("card-fee")?.value == "2.5")
        #expect(throws: SubmissionError.self) { try tester.post(["card-fee": "two"]) }
        try tester.press("Done")
        html = tester.html()
        #expect(!html.contains("role=\"dialog\""))
        #expect(tester.control("from")?.value == "USD", "the converter appeared before the home currency changed")
        #expect(tester.document().text.contains("After a 2.5% card fee: €89.70"))

        try tester.press("Settings")
        #expect(tester.control(labelled: "Clear 1 Favourites")?.disabled != true)
        try tester.press("Clear 1 Favourites")
        #expect(tester.html().contains("Clear all favourites?"))
        try tester.press("Clear Favourites")
        #expect(tester.control(labelled: "Clear 0 Favourites")?.disabled == true)
        try tester.press("Done")
        #expect(favourites(tester).isEmpty)
    }

    @Test func favouritesAndTheHomeCurrencyStayOnTheVisitorsDevice() throws {
        let ada = ViewTester(app: CurrencyConverterApp.self)
        try ada.post(["to": "CAD"])
        try ada.press("Save Pair to Favourites")
        try ada.press("Settings")
        try ada.post(["home": "EUR"])
        try ada.press("Done")

        // A browser's GET shows the page, which runs its onAppear.
        let adaAgain = ViewTester(sharingSessionWith: ada) { CurrencyConverterView() }
        let page = adaAgain.document()
        #expect(page.element(id: "field-from")?.selectedValue == "EUR", "onAppear started from the home currency")
        #expect(page.element(id: "field-to")?.selectedValue == "USD", "…and moved To off it")
        #expect(page.element(id: "field-amount")?.value == "€100.00")
        #expect(favourites(adaAgain) == ["USD → CAD"])
        #expect(adaAgain.control("from")?.value == "EUR")

        let grace = ViewTester(app: CurrencyConverterApp.self)
        #expect(favourites(grace).isEmpty)
        #expect(grace.control("from")?.value == "USD")
        #expect(favourites(ada) == ["USD → CAD"])
    }

    @Test func theJSONViewOfAFirstShowingReflectsOnAppear() throws {
        let ada = ViewTester(app: CurrencyConverterApp.self)
        try ada.press("Settings")
        try ada.post(["home": "CHF"])
        try ada.press("Done")

        // A client asking for the JSON view first (GET with Accept: application/json) is shown the page
        // too: on a device onAppear has run before anything is on screen.
        let adaAgain = ViewTester(sharingSessionWith: ada) { CurrencyConverterView() }
        #expect(adaAgain.control("from")?.value == "CHF")
        #expect(adaAgain.document().element(id: "field-from")?.selectedValue == "CHF")
    }
}
