import Testing
import Foundation
import FormUITesting
import ReferenceExamples

private let hostile = "<script>\"'&"
private let hostileEscaped = "&lt;script&gt;&quot;&#39;&amp;"

/// What a stepper called, in order: `onEditingChanged` as "editing"/"done", the closures by name.
private final class StepperLog: @unchecked Sendable {
    var events: [String] = []
    func editing(_ isEditing: Bool) { events.append(isEditing ? "editing" : "done") }
}

// The seed's examples come from ReferenceExamples (ColorStepperView, RangeStepperView); these are the tests' own.

/// A titled stepper over `0...10` by 3, logging `onEditingChanged`.
private struct QuantityStepper: View {
    let log: StepperLog
    @State private var quantity = 9
    var body: some View {
        Stepper("Quantity", value: $quantity, in: 0...10, step: 3, onEditingChanged: log.editing)
        Text("Quantity is \(quantity)")
    }
}

/// The id of the stepper's increment or decrement action, read from the JSON view as a program would.
private func action(_ suffix: String, of tester: ViewTester) throws -> String {
    let actions = try #require(tester.controls.first { $0.kind == "stepper" }?.actions)
    return try #require(actions.first { $0.value.hasSuffix("." + suffix) }).value
}

@Suite struct StepperTests {
    // MARK: Rendering

    @Test func rendersTheLabelAndTwoSubmitButtons() throws {
        let tester = ViewTester { QuantityStepper(log: StepperLog()) }
        let expected: String = [
            "<div class=\"control stepper\" id=\"field-quantity\" role=\"group\" tabindex=\"-1\" aria-labelledby=\"label-quantity\">",
            "<span class=\"control-label\" id=\"label-quantity\"><span class=\"text\">Quantity</span></span>",
            "<span class=\"stepper-buttons\">",
            "<button type=\"submit\" name=\"_action\" value=\"quantity.decrement\" class=\"stepper-decrement\"><span aria-hidden=\"true\">−</span><span class=\"visually-hidden\">Decrease Quantity</span></button>",
            "<button type=\"submit\" name=\"_action\" value=\"quantity.increment\" class=\"stepper-increment\"><span aria-hidden=\"true\">+</span><span class=\"visually-hidden\">Increase Quantity</span></button>",
            "</span></div>",
        ].joined()
        #expect(tester.html().contains(expected))
        // Buttons submit themselves: no Apply button.
        #expect(!tester.html().contains("value=\"_apply\""))
        let stepper = try #require(tester.control("quantity"))
        #expect(stepper.kind == "stepper")
        #expect(stepper.value == "9")
        #expect(stepper.minimum == "0")
        #expect(stepper.maximum == "10")
        #expect(stepper.step == "3")
        #expect(stepper.actions?.map(\.value) == ["quantity.decrement", "quantity.increment"])
        #expect(stepper.actions?.map(\.label) == ["Decrease Quantity", "Increase Quantity"])
        #expect(stepper.actions?.map(\.disabled) == [nil, nil])
    }

    @Test func theSeedsRangeStepperIsDisabledBelowItsLowerBound() throws {
        let tester = ViewTester { RangeStepperView() }
        #expect(tester.html().contains("class=\"stepper-decrement\" disabled>"))
        #expect(tester.html().contains("<span class=\"text\">Current: 0 in 1...50 stepping by 5</span>"))
        let stepper = try #require(tester.controls.first)
        #expect(stepper.actions?.map(\.disabled) == [true, nil])
        #expect(stepper.value == "0")

        try tester.perform(action: try action("increment", of: tester))
        #expect(tester.html().contains("Current: 5 in 1...50 stepping by 5"))
        try tester.perform(action: try action("decrement", of: tester))
        // 5 − 5 = 0 is past the lower bound: the stepper stops at 1, as SwiftUI's does.
        #expect(tester.html().contains("Current: 1 in 1...50 stepping by 5"))
        #expect(tester.html().contains("class=\"stepper-decrement\" disabled>"))
    }

    @Test func theSeedsColorStepperCallsItsClosures() throws {
        let tester = ViewTester { ColorStepperView() }
        #expect(HTMLDocument(tester.html()).element("div", with: ["class": "background", "style": "background:var(--orange)"])?.attributes == ["class": "background", "style": "background:var(--orange)"])
        let stepper = try #require(tester.controls.first)
        // Only the actions: no value, no field, never disabled.
        #expect(stepper.name == nil)
        #expect(stepper.value == nil)
        #expect(stepper.actions?.map(\.disabled) == [nil, nil])

        try tester.perform(action: try action("increment", of: tester))
        #expect(tester.html().contains("Value: 1 Color: red"))
        try tester.perform(action: try action("decrement", of: tester))
        try tester.perform(action: try action("decrement", of: tester))
        // The seed's own wrap-around: below 0 is the last colour.
        #expect(tester.html().contains("Value: 6 Color: pink"))
        #expect(tester.html().contains("background:var(--pink)"))
        try tester.perform(action: try action("increment", of: tester))
        #expect(tester.html().contains("Value: 0 Color: orange"))
    }

    @Test func aFormatShowsTheFormattedValue() throws {
        struct Amount: View {
            @State var amount = 0.25
            var body: some View {
                Stepper("Share", value: $amount, in: 0...1, step: 0.05, format: .percent)
            }
        }
        let tester = ViewTester { Amount() }
        #expect(tester.html().contains("<span class=\"text\">Share</span></span><output class=\"stepper-value\">25%</output>"))
        // The JSON view and the field take the plain number.
        #expect(tester.control("share")?.value == "0.25")
        try tester.perform(action: "share.increment")
        #expect(tester.html().contains("<output class=\"stepper-value\">30%</output>"))
        try tester.post(["share": "0.5"])
        #expect(tester.control("share")?.value == "0.5")
        // Text the format style parses is accepted too.
        try tester.post(["share": "75%"])
        #expect(tester.control("share")?.value == "0.75")
    }

    // MARK: Pressing

    @Test func pressingStepsInsideOnEditingChanged() throws {
        let log = StepperLog()
        let tester = ViewTester { QuantityStepper(log: log) }
        try tester.perform(action: "quantity.decrement")
        #expect(log.events == ["editing", "done"])
        #expect(tester.control("quantity")?.value == "6")
        try tester.press("Increase Quantity")
        #expect(log.events == ["editing", "done", "editing", "done"])
        #expect(tester.control("quantity")?.value == "9")
    }

    @Test func aStepPastTheRangeStopsAtTheBoundAndThenTheButtonIsDisabled() throws {
        let log = StepperLog()
        let tester = ViewTester { QuantityStepper(log: log) }
        try tester.perform(action: "quantity.increment")
        #expect(tester.control("quantity")?.value == "10")
        #expect(tester.html().contains("Quantity is 10"))
        #expect(HTMLDocument(tester.html()).element(with: ["value": "quantity.increment", "class": "stepper-increment", "disabled": ""])?.booleanAttributes == ["disabled"])
        #expect(tester.control("quantity")?.actions?.map(\.disabled) == [nil, true])
        log.events = []

        let revision = tester.revision
        do {
            try tester.perform(action: "quantity.increment")
            Issue.record("a disabled increment was pressed")
        } catch {
            #expect(error.kind == .staleAction)
            #expect(error.suggestedStatus == 409)
            #expect(error.problems.first?.message == "“Increase Quantity” is not available right now.")
        }
        #expect(log.events.isEmpty)
        #expect(tester.revision == revision)
        #expect(tester.control("quantity")?.value == "10")
    }

    @Test func anUnknownActionIsStale() throws {
        let tester = ViewTester { QuantityStepper(log: StepperLog()) }
        do {
            try tester.perform(action: "quantity.multiply")
            Issue.record("an unknown action was accepted")
        } catch {
            #expect(error.kind == .staleAction)
        }
        #expect(tester.control("quantity")?.value == "9")
    }

    @Test func aNilClosureDisablesItsButton() throws {
        let log = StepperLog()
        let tester = ViewTester {
            Stepper("Volume", onIncrement: { log.events.append("up") }, onDecrement: nil)
        }
        #expect(HTMLDocument(tester.html()).element(with: ["value": "volume.decrement", "class": "stepper-decrement", "disabled": ""])?.booleanAttributes == ["disabled"])
        #expect(throws: SubmissionError.self) { try tester.perform(action: "volume.decrement") }
        try tester.perform(action: "volume.increment")
        #expect(log.events == ["up"])
    }

    @Test func anUnboundedIntegerStepperStopsAtTheEndOfItsType() throws {
        struct Big: View {
            @State var count = Int.max - 1
            @State var small: UInt8 = 250
            var body: some View {
                Stepper("Count", value: $count, step: 5)
                Stepper("Small", value: $small, step: 10)
            }
        }
        let tester = ViewTester { Big() }
        try tester.perform(action: "count.increment")
        #expect(tester.control("count")?.value == String(Int.max))
        #expect(tester.control("count")?.actions?.map(\.disabled) == [nil, true])
        #expect(throws: SubmissionError.self) { try tester.perform(action: "count.increment") }
        try tester.perform(action: "small.increment")
        #expect(tester.control("small")?.value == "255")
        try tester.post(["small": "1e30"])
        #expect(tester.control("small")?.value == "255")
        try tester.post(["small": "-4"])
        #expect(tester.control("small")?.value == "0")
        try tester.post(["count": "-1e300"])
        #expect(tester.control("count")?.value == String(Int.min))
        // Without a range, no minimum or maximum is listed.
        #expect(tester.control("count")?.minimum == nil)
    }

    @Test func aFloatingStepperStepsByItsStep() throws {
        struct Dose: View {
            @State var dose = 1.0
            var body: some View { Stepper("Dose", value: $dose, step: 0.5) }
        }
        let tester = ViewTester { Dose() }
        try tester.perform(action: "dose.increment")
        try tester.perform(action: "dose.increment")
        #expect(tester.control("dose")?.value == "2")
        try tester.perform(action: "dose.decrement")
        #expect(tester.control("dose")?.value == "1.5")
        #expect(tester.control("dose")?.step == "0.5")
    }

    // MARK: The value as a field

    @Test(arguments: [
        ("7", "6"), ("8.6", "11"), ("47", "46"),       // off step: snapped to the steps from the lower bound (1, 6, 11…)
        ("49", "50"),                                  // …or to the upper bound, which a step past it reaches
        ("100", "50"), ("-3", "1"), ("1e9", "50"),     // out of range: clamped
        ("26", "26"), (" 31 ", "31"), ("41.0", "41"),  // on a step
    ])
    func aPostedNumberIsClampedAndSnapped(posted: String, expected: String) throws {
        let tester = ViewTester { RangeStepperView() }
        let name = try #require(tester.controls.first?.name)
        try tester.post([(name, posted)])
        #expect(tester.html().contains("Current: \(expected) in 1...50"))
    }

    @Test func aPostedNumberIsWrittenInsideOnEditingChanged() throws {
        let log = StepperLog()
        let tester = ViewTester { QuantityStepper(log: log) }
        try tester.post(["quantity": "3"])
        #expect(log.events == ["editing", "done"])
        #expect(tester.html().contains("Quantity is 3"))
        // The same number, written differently, is no change.
        let result = try tester.submitForm(changing: ["quantity": "3.0"])
        #expect(result.changedFields.isEmpty)
        #expect(log.events == ["editing", "done"])
    }

    @Test(arguments: ["seven", "", "NaN", "inf", "0x1F", "1,000", hostile])
    func aPostThatIsNotANumberIsRejectedAndChangesNothing(posted: String) throws {
        let log = StepperLog()
        let tester = ViewTester { QuantityStepper(log: log) }
        let revision = tester.revision
        do {
            try tester.post(["quantity": posted])
            Issue.record("“\(posted)” was accepted")
        } catch {
            #expect(error.kind == .invalidInput)
            #expect(error.message(for: "quantity") == "Enter a number from 0 to 10.")
            let page = tester.html(showing: error)
            #expect(page.containsMarkup("<p class=\"field-error\" id=\"error-quantity\"><span class=\"visually-hidden\">Error:</span> Enter a number from 0 to 10.</p>"))
            #expect(HTMLDocument(page).elements(where: { $0.tag == "div" && $0.childElements.last?.id == "error-quantity" }).count == 1, "the message ends its control")
            #expect(page.contains("<a href=\"#field-quantity\">Quantity: Enter a number from 0 to 10.</a>"))
            #expect(!page.contains("<script>"))
        }
        #expect(log.events.isEmpty)
        #expect(tester.revision == revision)
        #expect(tester.control("quantity")?.value == "9")
        #expect(tester.html().contains("Quantity is 9"))
    }

    @Test func aGoodNumberIsNotWrittenWhenAnotherFieldIsRejected() throws {
        struct Order: View {
            let log: StepperLog
            @State var quantity = 2
            @State var size = 1
            var body: some View {
                Stepper("Quantity", value: $quantity, in: 1...9, onEditingChanged: log.editing)
                Picker("Size", selection: $size) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                }
            }
        }
        let log = StepperLog()
        let tester = ViewTester { Order(log: log) }
        #expect(throws: SubmissionError.self) {
            try tester.post([("quantity", "5"), ("size", "huge")])
        }
        #expect(tester.control("quantity")?.value == "2")
        #expect(log.events.isEmpty)
    }

    @Test func aDisabledStepperRefusesItsButtonsAndItsField() throws {
        struct Disabled: View {
            @State var count = 5
            var body: some View { Stepper("Count", value: $count, in: 0...10).disabled(true) }
        }
        let tester = ViewTester { Disabled() }
        #expect(tester.html().contains("class=\"stepper-decrement\" disabled>"))
        #expect(tester.html().contains("class=\"stepper-increment\" disabled>"))
        #expect(tester.control("count")?.disabled == true)
        do {
            try tester.perform(action: "count.increment")
            Issue.record("a disabled stepper was pressed")
        } catch {
            #expect(error.kind == .staleAction)
        }
        do {
            try tester.post(["count": "7"])
            Issue.record("a disabled stepper took a value")
        } catch {
            #expect(error.kind == .invalidInput)
        }
        #expect(tester.control("count")?.value == "5")
    }

    // MARK: Initializers

    @Test func everyInitializerCompiles() throws {
        struct AllInitializers: View {
            let log: StepperLog
            @State var count = 5
            @State var amount = 2.5
            let title: String = "Title"
            var body: some View {
                Stepper(value: $count) { Text("Value") }
                Stepper(value: $count, step: 2) { Text("Value Step") } onEditingChanged: { log.editing($0) }
                Stepper(value: $amount, step: 0.5, format: .number) { Text("Value Format") }
                Stepper(value: $count, in: 0...10) { Text("Range") }
                Stepper(value: $count, in: 0...10, step: 5) { Text("Range Step") } onEditingChanged: { log.editing($0) }
                Stepper(value: $amount, in: 0...10, step: 0.5, format: .number) { Text("Range Format") }
                Stepper { Text("Closures") } onIncrement: { log.events.append("up") } onDecrement: { log.events.append("down") }
                Stepper("Key Closures", onIncrement: { log.events.append("up") }, onDecrement: nil)
                Stepper(title + " Closures", onIncrement: nil, onDecrement: { log.events.append("down") })
                Stepper("Key", value: $count)
                Stepper(title, value: $count, step: 3)
                Stepper("Key Format", value: $amount, format: .number)
                Stepper(title + " Format", value: $amount, step: 0.25, format: .number)
                Stepper("Key Range", value: $count, in: 0...10)
                Stepper(title + " Range", value: $count, in: 0...10, step: 2, onEditingChanged: log.editing)
                Stepper("Key Range Format", value: $amount, in: 0...10, format: .number)
                Stepper(title + " Range Format", value: $amount, in: 0...10, step: 0.5, format: .number)
            }
        }
        let log = StepperLog()
        let tester = ViewTester { AllInitializers(log: log) }
        let steppers = tester.controls
        #expect(steppers.count == 17)
        #expect(steppers.allSatisfy { $0.kind == "stepper" && $0.actions?.count == 2 })
        #expect(steppers.map(\.step) == [
            "1", "2", "0.5", "1", "5", "0.5", nil, nil, nil, "1", "3", "1", "0.25", "1", "2", "1", "0.5",
        ])
        #expect(steppers.map { $0.maximum ?? "-" } == [
            "-", "-", "-", "10", "10", "10", "-", "-", "-", "-", "-", "-", "-", "10", "10", "10", "10",
        ])
        try tester.perform(action: "closures.increment")
        try tester.perform(action: "closures.decrement")
        try tester.perform(action: "range-step.increment")
        #expect(log.events == ["up", "down", "editing", "done"])
        #expect(tester.html().contains("<output class=\"stepper-value\">2.5</output>"))
    }

    @Test @available(*, deprecated, message: "exercises SwiftUI's deprecated initializers")
    func deprecatedInitializersCompile() throws {
        struct Deprecated: View {
            let log: StepperLog
            @State var count = 5
            var body: some View {
                Stepper(onIncrement: { log.events.append("up") }, onDecrement: nil) { Text("Old Closures") }
                Stepper(value: $count, step: 2, onEditingChanged: { _ in }) { Text("Old Value") }
                Stepper(value: $count, in: 0...6, step: 2, onEditingChanged: { _ in }) { Text("Old Range") }
            }
        }
        let log = StepperLog()
        let tester = ViewTester { Deprecated(log: log) }
        #expect(tester.controls.map(\.step) == [nil, "2", "2"])
        try tester.perform(action: "old-closures.increment")
        try tester.perform(action: "old-range.increment")
        #expect(log.events == ["up"])
        #expect(tester.control("old-range")?.value == "6")
        #expect(tester.control("old-range")?.actions?.last?.disabled == true)
    }

    // MARK: Escaping

    @Test func aHostileLabelAndFormattedValueAreEscapedEverywhere() throws {
        struct Hostile: View {
            @State var value = 1.0
            var body: some View {
                Stepper(hostile, value: $value, in: 0...5, format: HostileFormat())
                Stepper { Text(hostile) } onIncrement: {} onDecrement: {}
            }
        }
        let tester = ViewTester { Hostile() }
        let html = tester.html()
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<b>"))
        #expect(!html.contains("\"'&"))
        #expect(html.contains("<span class=\"text\">\(hostileEscaped)</span></span><output class=\"stepper-value\">&lt;b&gt;1&lt;/b&gt;</output>"))
        #expect(html.contains("<span class=\"visually-hidden\">Decrease \(hostileEscaped)</span>"))
        #expect(html.contains("<span class=\"visually-hidden\">Increase \(hostileEscaped)</span>"))
        // Names and action ids are slugs, distinct on the page.
        let ids = tester.controls.flatMap { $0.actions?.map(\.value) ?? [] }
        #expect(ids.count == 4 && Set(ids).count == 4)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." } })
        // The format style reads its own text back.
        try tester.post(["script": "<b>3</b>"])
        #expect(tester.control("script")?.value == "3")
    }
}

/// A format style that writes markup, to prove the formatted value is escaped.
private struct HostileFormat: ParseableFormatStyle {
    struct NotANumber: Error {}

    struct Strategy: ParseStrategy {
        func parse(_ value: String) throws -> Double {
            guard let number = Double(value.replacingOccurrences(of: "<b>", with: "").replacingOccurrences(of: "</b>", with: ""))
            else { throw NotANumber() }
            return number
        }
    }

    var parseStrategy: Strategy { Strategy() }

    func format(_ value: Double) -> String {
        "<b>" + (value == value.rounded() ? String(Int(value)) : String(value)) + "</b>"
    }
}
