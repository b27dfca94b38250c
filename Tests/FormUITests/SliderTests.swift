import Testing
import FormUITesting
import ReferenceExamples
@testable import FormUI

private let hostile = "<script>\"'&"
private let hostileEscaped = "&lt;script&gt;&quot;&#39;&amp;"

/// The `onEditingChanged` calls a slider made, in order.
private final class EditingLog: @unchecked Sendable {
    var events: [Bool] = []
}

// The seed's first example is ReferenceExamples' SpeedSlider; this one logs onEditingChanged for the tests.

private struct SteppedSpeedSlider: View {
    let log: EditingLog
    @State private var speed = 50.0
    @State private var isEditing = false
    var body: some View {
        Slider(
            value: $speed,
            in: 0...100,
            step: 5
        ) {
            Text("Speed")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        } onEditingChanged: { editing in
            isEditing = editing
            log.events.append(editing)
        }
        Text("\(speed)")
            .foregroundColor(isEditing ? .red : .blue)
    }
}

/// A slider over any range and step, printing its value so the tests see the state itself.
private struct RangeSlider<V: BinaryFloatingPoint>: View where V.Stride: BinaryFloatingPoint {
    let range: ClosedRange<V>
    let step: V.Stride?
    @State private var value: V = 0  // replaced in init (see init)

    init(range: ClosedRange<V>, step: V.Stride?, value: V) {
        self.range = range
        self.step = step
        _value = State(initialValue: value)
    }

    var body: some View {
        if let step {
            Slider(value: $value, in: range, step: step) { Text("Level") }
        } else {
            Slider(value: $value, in: range) { Text("Level") }
        }
        Text("Value: \(NumberFormatting.text(value))")
    }
}

private enum NumberFormatting {
    static func text<V: BinaryFloatingPoint>(_ value: V) -> String { "\(value)" }
}

@Suite struct SliderTests {
    // MARK: Rendering

    @Test func rendersARangeInputWithThePrintedValue() throws {
        let tester = ViewTester { SpeedSlider() }
        let html = tester.html()
        #expect(html.containsMarkup(
            "<div class=\"control slider\"><label class=\"control-label visually-hidden\" for=\"field-slider\">Value</label>"
            + "<div class=\"slider-track\"><input type=\"range\" id=\"field-slider\" name=\"slider\" min=\"0\" max=\"100\" step=\"any\" value=\"50\"></div>"
            + "<output class=\"slider-value\" for=\"field-slider\">50</output></div>"
        ))
        #expect(html.contains("value=\"_apply\""))
        let slider = try #require(tester.control("slider"))
        #expect(slider.kind == "slider")
        #expect(slider.value == "50")
        #expect(slider.minimum == "0")
        #expect(slider.maximum == "100")
        #expect(slider.step == nil)
    }

    @Test func aSteppedSliderShowsItsLabelsAndStep() throws {
        let tester = ViewTester { SteppedSpeedSlider(log: EditingLog()) }
        #expect(tester.html().containsMarkup(
            "<label class=\"control-label\" for=\"field-speed\"><span class=\"text\">Speed</span></label><div class=\"slider-track\">"
            + "<span class=\"slider-minimum\"><span class=\"text\">0</span></span>"
            + "<input type=\"range\" id=\"field-speed\" name=\"speed\" min=\"0\" max=\"100\" step=\"5\" value=\"50\">"
            + "<span class=\"slider-maximum\"><span class=\"text\">100</span></span></div>"
            + "<output class=\"slider-value\" for=\"field-speed\">50</output>"
        ))
        #expect(tester.control("speed")?.step == "5")
    }

    @Test func numbersAreWrittenCanonically() throws {
        let tester = ViewTester {
            RangeSlider<Double>(range: -1.5...2.25, step: 0.25, value: 0.75)
        }
        #expect(HTMLDocument(tester.html()).element(with: ["min": "-1.5", "max": "2.25", "step": "0.25", "value": "0.75"]) != nil)
        let floats = ViewTester { RangeSlider<Float>(range: 0...1, step: 0.1, value: 0.1) }
        // A Float prints as a Float: 0.1, not 0.10000000149011612.
        #expect(HTMLDocument(floats.html()).element(with: ["min": "0", "max": "1", "step": "0.1", "value": "0.1"]) != nil)
        #expect(floats.control("level")?.value == "0.1")
    }

    // MARK: Decoding

    @Test func aPostedValueIsAppliedInsideOnEditingChanged() throws {
        let log = EditingLog()
        let tester = ViewTester { SteppedSpeedSlider(log: log) }
        try tester.post(["speed": "75"])
        #expect(log.events == [true, false])
        #expect(tester.control("speed")?.value == "75")
        // isEditing went back to false: the value text is blue again.
        #expect(tester.html().containsMarkup("<span class=\"text\" style=\"color:var(--blue)\">75.0</span>"))
    }

    @Test func theSeedsUnlabeledSliderTakesAPost() throws {
        let tester = ViewTester { SpeedSlider() }
        try tester.post(["slider": "33.5"])
        #expect(tester.html().containsMarkup("<output class=\"slider-value\" for=\"field-slider\">33.5</output>"))
        #expect(tester.html().contains(">33.5</span>"))
    }

    @Test(arguments: [
        ("150", "100"), ("-7", "0"), ("1e9", "100"),        // out of range: clamped
        ("53", "55"), ("52.4", "50"), ("97.6", "100"),   // off step: snapped to the nearest step
        (" 65 ", "65"), ("+20", "20"), ("7.5e1", "75"),  // other spellings of numbers
    ])
    func outOfRangeIsClampedAndOffStepIsSnapped(posted: String, expected: String) throws {
        let log = EditingLog()
        let tester = ViewTester { SteppedSpeedSlider(log: log) }
        try tester.post(["speed": posted])
        #expect(tester.control("speed")?.value == expected)
        #expect(HTMLDocument(tester.html()).element(with: ["step": "5", "value": "\(expected)"]) != nil)
        #expect(log.events == (expected == "50" ? [] : [true, false]))
    }

    @Test func snappingCountsStepsFromTheLowerBound() throws {
        // 1...10 by 4 offers 1, 5, 9: the top of the range is not a step, as in a browser.
        let tester = ViewTester { RangeSlider<Double>(range: 1...10, step: 4, value: 1) }
        try tester.post(["level": "10"])
        #expect(tester.control("level")?.value == "9")
        try tester.post(["level": "6.9"])
        #expect(tester.control("level")?.value == "5")
        try tester.post(["level": "-100"])
        #expect(tester.control("level")?.value == "1")
    }

    @Test func decimalStepsStayReadable() throws {
        let tester = ViewTester { RangeSlider<Double>(range: 0...1, step: 0.1, value: 0) }
        try tester.post(["level": "0.3"])
        #expect(tester.control("level")?.value == "0.3")
        try tester.post(["level": "0.71"])
        #expect(tester.control("level")?.value == "0.7")
        #expect(tester.html().contains("Value: 0.7<"))
        let floats = ViewTester { RangeSlider<Float>(range: 0...1, step: 0.05, value: 0) }
        try floats.post(["level": "0.33"])
        #expect(floats.control("level")?.value == "0.35")
    }

    @Test func aContinuousSliderKeepsAnyValueInRange() throws {
        let tester = ViewTester { RangeSlider<Double>(range: 0...1, step: nil, value: 0.5) }
        try tester.post(["level": "0.123456"])
        #expect(tester.control("level")?.value == "0.123456")
        try tester.post(["level": "3"])
        #expect(tester.control("level")?.value == "1")
    }

    @Test func theSameNumberWrittenDifferentlyIsNoChange() throws {
        let log = EditingLog()
        let tester = ViewTester { SteppedSpeedSlider(log: log) }
        let result = try tester.submitForm(changing: ["speed": "50.0"])
        #expect(result.changedFields.isEmpty)
        #expect(log.events.isEmpty)
        let changed = try tester.submitForm(changing: ["speed": "60.0"])
        #expect(changed.changedFields == ["speed"])
        #expect(log.events == [true, false])
    }

    @Test(arguments: ["fast", "", "  ", "NaN", "nan", "inf", "-infinity", "0x10", "1e999", "1,5", "5 5", "--5", hostile])
    func aPostThatIsNotANumberIsRejected(posted: String) throws {
        let log = EditingLog()
        let tester = ViewTester { SteppedSpeedSlider(log: log) }
        let revision = tester.revision
        do {
            try tester.post(["speed": posted])
            Issue.record("“\(posted)” was accepted")
        } catch {
            #expect(error.kind == .invalidInput)
            #expect(error.message(for: "speed") == "Enter a number from 0 to 100.")
            let page = tester.html(showing: error)
            #expect(HTMLDocument(page).element(with: ["value": "50", "aria-invalid": "true", "aria-describedby": "error-speed"])?.booleanAttributes == [])
            #expect(page.containsMarkup("<p class=\"field-error\" id=\"error-speed\"><span class=\"visually-hidden\">Error:</span> Enter a number from 0 to 100.</p>"))
            #expect(!page.contains("<script>"))
        }
        #expect(log.events.isEmpty)
        #expect(tester.revision == revision)
        #expect(tester.control("speed")?.value == "50")
        #expect(tester.html().contains(">50.0</span>"))
    }

    @Test func aRejectedPostKeepsTheNumberThePersonChose() throws {
        struct Two: View {
            @State var speed = 50.0
            @State var size = 1
            var body: some View {
                Slider(value: $speed, in: 0...100) { Text("Speed") }
                Picker("Size", selection: $size) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                }
            }
        }
        let tester = ViewTester { Two() }
        do {
            try tester.post([("speed", "80"), ("size", "huge")])
            Issue.record("a value that is not an option was accepted")
        } catch {
            #expect(tester.control("speed")?.value == "50")
            let page = tester.html(showing: error)
            #expect(HTMLDocument(page).element(with: ["name": "speed", "min": "0", "max": "100", "step": "any", "value": "80"])?.booleanAttributes == [])
            #expect(page.containsMarkup("<output class=\"slider-value\" for=\"field-speed\">50</output>"))
        }
    }

    @Test func aDisabledSliderIsRefused() {
        struct Disabled: View {
            @State var volume = 0.5
            var body: some View { Slider(value: $volume) { Text("Volume") }.disabled(true) }
        }
        let tester = ViewTester { Disabled() }
        #expect(tester.html().contains("value=\"0.5\" disabled>"))
        #expect(tester.control("volume")?.disabled == true)
        #expect(throws: SubmissionError.self) { try tester.post(["volume": "1"]) }
        #expect(tester.control("volume")?.value == "0.5")
    }

    @Test func everyInitializerCompiles() throws {
        struct AllInitializers: View {
            let log: EditingLog
            @State var value = 0.5
            var body: some View {
                Slider(value: $value)
                Slider(value: $value, in: 0...2)
                Slider(value: $value, in: 0...2, onEditingChanged: { log.events.append($0) })
                Slider(value: $value, in: 0...2, step: 0.5)
                Slider(value: $value, in: 0...2, step: 0.5, onEditingChanged: { log.events.append($0) })
                Slider(value: $value) { Text("Label") }
                Slider(value: $value, in: 0...2) { Text("Label Range") } onEditingChanged: { log.events.append($0) }
                Slider(value: $value, in: 0...2, step: 0.5) { Text("Label Step") }
                Slider(value: $value, in: 0...2, step: 0.5) { Text("Label Step Edit") } onEditingChanged: { log.events.append($0) }
                Slider(value: $value) { Text("Value Labels") } minimumValueLabel: { Text("Low") } maximumValueLabel: { Text("High") }
                Slider(value: $value, in: 0...2, step: 0.5) {
                    Text("Value Labels Step")
                } minimumValueLabel: {
                    Text("Low")
                } maximumValueLabel: {
                    Text("High")
                } onEditingChanged: {
                    log.events.append($0)
                }
            }
        }
        let log = EditingLog()
        let tester = ViewTester { AllInitializers(log: log) }
        #expect(tester.controls.count == 11)
        #expect(tester.controls.map(\.step) == [nil, nil, nil, "0.5", "0.5", nil, nil, "0.5", "0.5", nil, "0.5"])
        #expect(tester.controls.map(\.maximum) == ["1", "2", "2", "2", "2", "1", "2", "2", "2", "1", "2"])
        #expect(tester.html().contains("<span class=\"slider-minimum\"><span class=\"text\">Low</span></span>"))
        try tester.post(["label-step-edit": "1.4"])
        #expect(tester.control("label-step-edit")?.value == "1.5")
        #expect(log.events == [true, false])
    }

    @Test @available(*, deprecated, message: "exercises SwiftUI's deprecated initializers")
    func deprecatedInitializersCompile() throws {
        struct Deprecated: View {
            @State var value = 5.0
            var body: some View {
                Slider(value: $value, in: 0...10, onEditingChanged: { _ in }) { Text("Old") }
                Slider(value: $value, in: 0...10, step: 2, onEditingChanged: { _ in }) { Text("Old Step") }
                Slider(value: $value, in: 0...10, onEditingChanged: { _ in }, minimumValueLabel: Text("Min"), maximumValueLabel: Text("Max")) {
                    Text("Old Labels")
                }
                Slider(value: $value, in: 0...10, step: 2, onEditingChanged: { _ in }, minimumValueLabel: Text("Min"), maximumValueLabel: Text("Max")) {
                    Text("Old Labels Step")
                }
            }
        }
        let tester = ViewTester { Deprecated() }
        #expect(tester.controls.map(\.name) == ["old", "old-step", "old-labels", "old-labels-step"])
        #expect(tester.controls.map(\.step) == [nil, "2", nil, "2"])
        #expect(tester.html().contains("<span class=\"slider-maximum\"><span class=\"text\">Max</span></span>"))
    }

    // MARK: Escaping

    @Test func aHostileLabelIsEscapedEverywhere() throws {
        struct Hostile: View {
            @State var value = 0.5
            var body: some View {
                Slider(value: $value) {
                    Text(hostile)
                } minimumValueLabel: {
                    Text(hostile)
                } maximumValueLabel: {
                    Text(hostile)
                }
            }
        }
        let tester = ViewTester { Hostile() }
        let html = tester.html()
        #expect(!html.contains("<script>"))
        #expect(!html.contains("\"'&"))
        #expect(html.containsMarkup("<label class=\"control-label\" for=\"field-script\"><span class=\"text\">\(hostileEscaped)</span></label>"))
        #expect(html.contains("<span class=\"slider-minimum\"><span class=\"text\">\(hostileEscaped)</span></span>"))
        #expect(html.contains("<span class=\"slider-maximum\"><span class=\"text\">\(hostileEscaped)</span></span>"))
        #expect(tester.control("script")?.label == hostile)
    }
}

/// The canonical number text every numeric control writes and reads.
@Suite struct NumberTextTests {
    @Test func integralValuesHaveNoFraction() {
        #expect(NumberText.string(50.0) == "50")
        #expect(NumberText.string(-3.0) == "-3")
        #expect(NumberText.string(-0.0) == "0")
        #expect(NumberText.string(Float(16_777_216)) == "16777216")
        #expect(NumberText.string(123_456_789_012_345.0) == "123456789012345")
    }

    @Test func otherValuesUseTheShortestDescriptionOfTheirOwnType() {
        #expect(NumberText.string(0.1) == "0.1")
        #expect(NumberText.string(Float(0.1)) == "0.1")
        #expect(NumberText.string(2.5e-7) == "2.5e-07")
        #expect(NumberText.string(1e20) == "1e+20")
        #expect(NumberText.string(Double.infinity) == "inf")
        #expect(NumberText.string(Double.nan) == "nan")
        #expect(NumberText.string(any: 7) == "7")
        #expect(NumberText.string(any: 7.0) == "7")
    }

    @Test func parsingTakesDecimalNumbersOnly() {
        #expect(NumberText.parse(" 7 ") == 7)
        #expect(NumberText.parse(".5") == 0.5)
        #expect(NumberText.parse("-1e3") == -1000)
        for text in ["", " ", "0x10", "nan", "inf", "infinity", "1e999", "1,5", "five", "٣"] {
            #expect(NumberText.parse(text) == nil, "\(text)")
        }
    }

    @Test func sameComparesNumbers() {
        #expect(NumberText.same("50", "50.0"))
        #expect(NumberText.same("5e1", "50"))
        #expect(!NumberText.same("50", "51"))
        #expect(!NumberText.same("fifty", "50"))
    }

    @Test func clampAndSnap() {
        #expect(NumberText.clampAndSnap(0.30000000000000004, lower: 0, upper: 1, step: 0.1, decimals: 1) == 0.30000000000000004)
        #expect(NumberText.clampAndSnap(0.34, lower: 0, upper: 1, step: 0.1, decimals: 1) == 0.3)
        #expect(NumberText.clampAndSnap(12, lower: 0, upper: 10, step: 4, decimals: 0) == 8)
        #expect(NumberText.clampAndSnap(-1, lower: 0, upper: 10, step: 4, decimals: 0) == 0)
        #expect(NumberText.clampAndSnap(5, lower: 5, upper: 5, step: 1, decimals: 0) == 5)
        #expect(NumberText.decimalPlaces("0.25", "1") == 2)
        #expect(NumberText.decimalPlaces("1e-07", "0") == nil)
    }
}
