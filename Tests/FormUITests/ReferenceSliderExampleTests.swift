import Testing
import FormUITesting
import ReferenceExamples

// The Slider examples of seed 004 (Controls — Slider) held to what the page says.

@Suite("Reference page examples: Slider")
struct ReferenceSliderExampleTests {
    @Test("Slider with onEditingChanged (004 Overview): 0...100 at 50; a move writes speed and leaves the text blue")
    func editingChanged() throws {
        let tester = ViewTester { SpeedSlider() }
        let slider = try #require(tester.controls.first { $0.kind == "slider" })
        let name = try #require(slider.name)
        #expect(slider.value == "50")
        #expect(slider.minimum == "0")
        #expect(slider.maximum == "100")
        let input = try #require(element(in: tester.html(), containing: "type=\"range\"", from: "<input", to: ">"))
        #expect(input.contains("min=\"0\""))
        #expect(input.contains("max=\"100\""))
        // `Text("\(speed)")`, blue while not editing.
        #expect(tester.html().containsMarkup("<span class=\"text\" style=\"color:var(--blue)\">50.0</span>"))

        try tester.post([name: "75.5"])
        #expect(tester.control(name)?.value == "75.5")
        // onEditingChanged(true) then (false) ran around the write: the text is blue again.
        #expect(tester.html().containsMarkup("<span class=\"text\" style=\"color:var(--blue)\">75.5</span>"))
        #expect(!tester.html().contains("var(--red)"))

        #expect(throws: SubmissionError.self) { try tester.post([name: "fast"]) }
        #expect(tester.control(name)?.value == "75.5")
    }

    @Test("Slider with step 5 and labels (004 Overview): Speed, 0 and 100 at the ends; values snap to 5")
    func stepAndLabels() throws {
        let tester = ViewTester { SpeedSliderWithStep() }
        let speed = try #require(tester.control("speed"))
        #expect(speed.kind == "slider")
        #expect(speed.label == "Speed")
        #expect(speed.value == "50")
        #expect(speed.step == "5")
        let html = tester.html()
        #expect(html.containsMarkup("<label class=\"control-label\" for=\"field-speed\"><span class=\"text\">Speed</span></label>"))
        #expect(html.contains("<span class=\"slider-minimum\"><span class=\"text\">0</span></span>"))
        #expect(html.contains("<span class=\"slider-maximum\"><span class=\"text\">100</span></span>"))
        let input = try #require(element(in: html, containing: "id=\"field-speed\"", from: "<input", to: ">"))
        #expect(input.contains("step=\"5\""))

        try tester.post(["speed": "73"])
        #expect(tester.control("speed")?.value == "75")
        #expect(tester.html().containsMarkup("<span class=\"text\" style=\"color:var(--blue)\">75.0</span>"))
        try tester.post(["speed": "140"])
        #expect(tester.control("speed")?.value == "100")
    }
}
