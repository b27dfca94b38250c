import FormUITesting
import Testing

/// The unit converter: a quantity picker whose onChange resets the unit pickers, a number field, a swap
/// button, a precision stepper and a history screen bound to the root's array.
@Suite struct ConvertlyTests {
    private func result(_ tester: ViewTester) -> String? {
        tester.document().elements(where: { $0.attributes["class"] == "text font-title3 bold" }).first?.text
    }

    @Test func theFirstScreenConvertsOneMeterToFeet() throws {
        let tester = ViewTester(app: ConvertlyApp.self)
        #expect(tester.title == "Convertly")
        #expect(tester.control("amount")?.value == "1")
        #expect(tester.control("from")?.value == "Meters")
        #expect(tester.control("to")?.value == "Feet")
        #expect(tester.control("quantity")?.options?.map(\.label) == ["Length", "Temperature", "Mass", "Volume"])
        #expect(result(tester) == "1 m = 3.28 ft")
    }

    @Test func changingTheAmountAndUnitsConvertsAgain() throws {
        let tester = ViewTester(app: ConvertlyApp.self)
        try tester.post(["amount": "1500", "to": "Kilometers"])
        #expect(result(tester) == "1,500 m = 1.50 km")
        try tester.post(["from": "Kilometers", "to": "Meters"])
        #expect(result(tester) == "1,500 km = 1,500,000.00 m")
        let error = #expect(throws: SubmissionError.self) { try tester.post(["amount": "lots"]) }
        #expect(error?.problems.first?.name == "amount")
        #expect(throws: SubmissionError.self) { try tester.post(["to": "Celsius"]) }
        #expect(result(tester) == "1,500 km = 1,500,000.00 m", "a refused post changes nothing")
    }

    @Test func anotherQuantityResetsTheUnitsAndSwapExchangesThem() throws {
        let tester = ViewTester(app: ConvertlyApp.self)
        try tester.post(["quantity": "Temperature", "amount": "100"])
        #expect(tester.control("from")?.value == "Celsius", "onChange chose the new quantity's units")
        #expect(tester.control("to")?.value == "Fahrenheit")
        #expect(tester.control("to")?.options?.map(\.label) == ["Celsius", "Fahrenheit", "Kelvin"])
        #expect(result(tester) == "100 °C = 212.00 °F")

        try tester.press("Swap units")
        #expect(tester.control("from")?.value == "Fahrenheit")
        #expect(tester.control("to")?.value == "Celsius")
        #expect(result(tester) == "100 °F = 37.78 °C")

        try tester.perform(action: "decimal-places.decrement")
        try tester.perform(action: "decimal-places.decrement")
        #expect(result(tester) == "100 °F = 38 °C")
        #expect(throws: SubmissionError.self) { try tester.perform(action: "decimal-places.decrement") }
    }

    @Test func savedConversionsAreListedOnTheHistoryScreen() throws {
        let tester = ViewTester(app: ConvertlyApp.self)
        tester.navigate(to: "history")
        #expect(tester.title == "History")
        #expect(tester.document().text.contains("No saved conversions"))
        #expect(tester.control(labelled: "Clear")?.disabled == true)

        tester.navigate()
        try tester.press("Save to history")
        try tester.post(["quantity": "Mass", "amount": "2"])
        #expect(result(tester) == "2 g = 0.00 kg")
        try tester.post(["to": "Ounces"])
        try tester.press("Save to history")
        #expect(tester.document().text.contains("History2"))

        tester.navigate(to: "history")
        var text = tester.document().text
        #expect(text.contains("2 g → 0.07 oz"))
        #expect(text.contains("1 m → 3.28 ft"))
        #expect(text.range(of: "2 g → 0.07 oz")!.lowerBound < text.range(of: "1 m → 3.28 ft")!.lowerBound, "newest first")

        try tester.press("Delete row 1")
        text = tester.document().text
        #expect(!text.contains("2 g → 0.07 oz"))
        try tester.press("Clear")
        #expect(tester.document().text.contains("No saved conversions"))
        tester.navigate()
        #expect(tester.document().text.contains("History0"))
    }
}
