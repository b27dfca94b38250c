import Testing
import FormUITesting
import ReferenceExamples

// The Stepper examples of seed 004 (Controls — Stepper) held to what the page says.

@Suite("Reference page examples: Stepper")
struct ReferenceStepperExampleTests {
    /// The stepper on the page (there is one in each example).
    private func stepper(_ tester: ViewTester) throws -> ControlDescription {
        try #require(tester.controls.first { $0.kind == "stepper" })
    }

    /// Presses the stepper's "+" (`increment`) or "−" (`decrement`) button, as a person would: the action
    /// the page shows now.
    private func press(_ button: String, on tester: ViewTester) throws {
        let action = try #require(try stepper(tester).actions?.first { $0.value.hasSuffix("." + button) })
        try tester.perform(action: action.value)
    }

    @Test("Colour stepper (004 Overview): starts at orange; Decrease wraps 0→6 (pink), Increase wraps 6→0 (orange)")
    func colors() throws {
        let tester = ViewTester { ColorStepperView() }
        let initial = try stepper(tester)
        #expect(initial.label == "Value: 0 Color: orange")
        #expect(initial.actions?.map(\.label).contains { $0.hasPrefix("Increase") } == true)
        #expect(initial.actions?.map(\.label).contains { $0.hasPrefix("Decrease") } == true)
        // Neither end is disabled: the closures wrap instead.
        #expect(initial.actions?.allSatisfy { $0.disabled != true } == true)
        #expect(tester.html().containsMarkup(opening: "<div class=\"background\" style=\"background:var(--orange)\"><div class=\"padding\" style=\"padding:5px 5px 5px 5px\">"))

        try press("increment", on: tester)
        #expect(try stepper(tester).label == "Value: 1 Color: red")
        #expect(tester.html().contains("background:var(--red)"))

        try press("decrement", on: tester)
        try press("decrement", on: tester)
        #expect(try stepper(tester).label == "Value: 6 Color: pink")
        #expect(tester.html().contains("background:var(--pink)"))

        try press("increment", on: tester)
        #expect(try stepper(tester).label == "Value: 0 Color: orange")
        #expect(tester.html().contains("Value: 0 Color: orange"))
        #expect(tester.html().contains("background:var(--orange)"))
    }

    @Test("Ranged stepper (004 Overview): 1...50 by 5; Increase stops at 50 and is disabled there")
    func range() throws {
        let tester = ViewTester { RangeStepperView() }
        let initial = try stepper(tester)
        #expect(initial.label == "Current: 0 in 1...50 stepping by 5")
        #expect(initial.minimum == "1")
        #expect(initial.maximum == "50")
        #expect(initial.step == "5")
        #expect(HTMLDocument(tester.html()).element("div", with: ["class": "padding", "style": "padding:10px 10px 10px 10px"])?.attributes == ["class": "padding", "style": "padding:10px 10px 10px 10px"])
        // 0 is below the range: there is nothing lower to go to.
        #expect(initial.actions?.first { $0.value.hasSuffix(".decrement") }?.disabled == true)

        try press("increment", on: tester)
        #expect(try stepper(tester).value == "5")
        #expect(tester.html().contains("Current: 5 in 1...50 stepping by 5"))
        for _ in 0..<9 { try press("increment", on: tester) }
        let top = try stepper(tester)
        #expect(top.value == "50")
        #expect(top.label == "Current: 50 in 1...50 stepping by 5")
        let increase = try #require(top.actions?.first { $0.value.hasSuffix(".increment") })
        #expect(increase.disabled == true)
        #expect(element(in: tester.html(), containing: "value=\"\(increase.value)\"")?.contains(" disabled") == true)
        // Pressed anyway (a stale page, curl): refused, and the value stays.
        #expect(throws: SubmissionError.self) { try tester.perform(action: increase.value) }
        #expect(try stepper(tester).value == "50")

        try press("decrement", on: tester)
        #expect(try stepper(tester).value == "45")
        #expect(try stepper(tester).actions?.allSatisfy { $0.disabled != true } == true)
    }

    @Test("A stepper's field name and actions stay the same when its value changes (DESIGN §3)")
    func stableNames() throws {
        let tester = ViewTester { RangeStepperView() }
        let before = try stepper(tester)
        try press("increment", on: tester)
        let after = try stepper(tester)
        // Both seed examples put the value in the label (`Current: 0 in 1...50 …`); the name comes from its
        // stable part, so a page rendered before a press still posts actions that exist.
        #expect(after.name == before.name)
        #expect(after.actions?.map(\.value) == before.actions?.map(\.value))
        #expect(before.name == "current-in-stepping-by")
    }
}
