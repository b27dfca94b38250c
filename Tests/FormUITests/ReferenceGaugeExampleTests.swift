import Testing
import FormUITesting
import ReferenceExamples

// The Gauge examples of seed 004 (Controls — Gauge) held to what the page says.

@Suite("Reference page examples: Gauge")
struct ReferenceGaugeExampleTests {
    @Test("SimpleGauge (004 Overview): Battery Level at 40 percent of 0...1")
    func simple() throws {
        let tester = ViewTester { SimpleGauge() }
        let gauge = try #require(tester.control(labelled: "Battery Level"))
        #expect(gauge.kind == "gauge")
        #expect(gauge.value == "0.4")
        #expect(gauge.minimum == "0")
        #expect(gauge.maximum == "1")
        let meter = try #require(element(in: tester.html(), containing: "<meter", from: "<meter", to: "</meter>"))
        #expect(HTMLDocument(meter).element(with: ["min": "0", "max": "1", "value": "0.4"]) != nil)
        #expect(tester.html().contains("--fraction:0.4"))
        // A gauge shows; it posts nothing.
        #expect(gauge.name == nil)
        #expect(!tester.html().contains("Apply changes"))
    }

    @Test("LabeledGauge (004 Overview): BPM 67 of 0...170 with current, minimum and maximum labels")
    func labeled() throws {
        let tester = ViewTester { LabeledGauge() }
        let gauge = try #require(tester.control(labelled: "BPM"))
        #expect(gauge.value == "67")
        #expect(gauge.minimum == "0")
        #expect(gauge.maximum == "170")
        #expect(gauge.style == "automatic")
        let html = tester.html()
        #expect(html.contains("<span class=\"gauge-current-value\"><span class=\"text\">67</span></span>"))
        #expect(html.contains("<span class=\"gauge-minimum\"><span class=\"text\">0</span></span>"))
        #expect(html.contains("<span class=\"gauge-maximum\"><span class=\"text\">170</span></span>"))
        #expect(HTMLDocument(html).element("meter", with: ["id": "field-bpm"])?.attributes == ["id": "field-bpm", "min": "0", "max": "170", "value": "67"])
    }

    @Test("LabeledGauge with .gaugeStyle(.circular) (004 Overview): the same values on a ring")
    func circular() throws {
        let tester = ViewTester { CircularLabeledGauge() }
        let gauge = try #require(tester.control(labelled: "BPM"))
        #expect(gauge.style == "circular")
        #expect(gauge.value == "67")
        let html = tester.html()
        #expect(html.contains("gauge-circular"))
        #expect(html.contains("<svg class=\"gauge-ring\""))
        // The ring is decoration; the meter carries the value for assistive technology.
        #expect(element(in: html, containing: "<svg", from: "<svg", to: ">")?.contains("aria-hidden=\"true\"") == true)
        #expect(HTMLDocument(html).element(with: ["min": "0", "max": "170", "value": "67"]) != nil)
        #expect(html.contains("<span class=\"gauge-current-value\"><span class=\"text\">67</span></span>"))
    }

    @Test("StyledGauge (004 Overview): a heart as label, 67 of 50...170, green current and minimum, red maximum")
    func styled() throws {
        let tester = ViewTester { StyledGauge() }
        let gauge = try #require(tester.controls.first { $0.kind == "gauge" })
        #expect(gauge.style == "circular")
        #expect(gauge.value == "67")
        #expect(gauge.minimum == "50")
        #expect(gauge.maximum == "170")
        let html = tester.html()
        #expect(html.contains("src=\"/icons/heart.fill.svg\""))
        #expect(html.containsMarkup("<span class=\"gauge-current-value\"><span class=\"text\" style=\"color:var(--green)\">67</span></span>"))
        #expect(html.containsMarkup("<span class=\"gauge-minimum\"><span class=\"text\" style=\"color:var(--green)\">50</span></span>"))
        #expect(html.containsMarkup("<span class=\"gauge-maximum\"><span class=\"text\" style=\"color:var(--red)\">170</span></span>"))
        // The image-only label still gives the value a name.
        #expect(!gauge.label.isEmpty)
    }
}
