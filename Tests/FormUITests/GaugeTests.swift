import Foundation
import Testing
import FormUITesting
import ReferenceExamples

/// The seed's labelled example, with the value given so tests can go out of range.
private struct LabeledGauge: View {
    var current = 67.0
    @State private var minValue = 0.0
    @State private var maxValue = 170.0
    var circular = false

    var body: some View {
        if circular {
            gauge.gaugeStyle(.circular)
        } else {
            gauge
        }
    }

    var gauge: some View {
        Gauge(value: current, in: minValue...maxValue) {
            Text("BPM")
        } currentValueLabel: {
            Text("\(Int(current))")
        } minimumValueLabel: {
            Text("\(Int(minValue))")
        } maximumValueLabel: {
            Text("\(Int(maxValue))")
        }
    }
}

/// The seed's styled example.
private struct StyledGauge: View {
    @State private var current = 67.0
    @State private var minValue = 50.0
    @State private var maxValue = 170.0

    var body: some View {
        Gauge(value: current, in: minValue...maxValue) {
            Image(systemName: "heart.fill")
                .foregroundColor(.red)
        } currentValueLabel: {
            Text("\(Int(current))")
                .foregroundColor(Color.green)
        } minimumValueLabel: {
            Text("\(Int(minValue))")
                .foregroundColor(Color.green)
        } maximumValueLabel: {
            Text("\(Int(maxValue))")
                .foregroundColor(Color.red)
        }
        .gaugeStyle(.circular)
    }
}

@Suite struct GaugeTests {
    @Test func simpleGaugeIsALabelledMeter() throws {
        let tester = ViewTester { SimpleGauge() }
        let html = tester.html()
        #expect(html.containsMarkup("<div class=\"control gauge gauge-automatic\" style=\"--fraction:0.4\"><label class=\"control-label\" for=\"field-battery-level\"><span class=\"text\">Battery Level</span></label><div class=\"gauge-bar\"><meter id=\"field-battery-level\" min=\"0\" max=\"1\" value=\"0.4\">0.4</meter></div></div>"))
        // Display only: no field, no Apply button, nothing to post.
        #expect(!html.contains("_apply"))
        let control = try #require(tester.control(labelled: "Battery Level"))
        #expect(control.kind == "gauge")
        #expect(control.name == nil)
        #expect(control.value == "0.4")
        #expect(control.minimum == "0")
        #expect(control.maximum == "1")
        #expect(control.style == "automatic")
        let error = #expect(throws: SubmissionError.self) { try tester.post(["battery-level": "1"]) }
        #expect(error?.problems.first?.message.contains("no control named") == true)
    }

    @Test func labeledGaugeShowsCurrentMinimumAndMaximum() {
        let html = ViewTester { LabeledGauge() }.html()
        #expect(html.containsMarkup("<label class=\"control-label\" for=\"field-bpm\"><span class=\"text\">BPM</span></label><span class=\"gauge-current-value\"><span class=\"text\">67</span></span><div class=\"gauge-bar\"><span class=\"gauge-minimum\"><span class=\"text\">0</span></span><meter id=\"field-bpm\" min=\"0\" max=\"170\" value=\"67\">67</meter><span class=\"gauge-maximum\"><span class=\"text\">170</span></span></div>"))
        #expect(html.contains("style=\"--fraction:0.3941\""))
    }

    @Test func circularIsAHiddenMeterAndADecorativeRing() {
        let html = ViewTester { LabeledGauge(circular: true) }.html()
        #expect(html.contains("<div class=\"control gauge gauge-circular\""))
        #expect(html.containsMarkup(opening: "<meter class=\"visually-hidden\" id=\"field-bpm\" min=\"0\" max=\"170\" value=\"67\">67</meter><div class=\"gauge-dial\"><svg class=\"gauge-ring\" viewBox=\"0 0 40 40\" width=\"80\" height=\"80\" aria-hidden=\"true\" focusable=\"false\">"))
        #expect(HTMLDocument(html).element(with: ["stroke-dasharray": "75 100", "transform": "rotate(135 20 20)"])?.booleanAttributes == [])
        // 67 of 0...170 is 39.41 % of the 75 % arc.
        #expect(html.contains("class=\"gauge-fill\""))
        #expect(html.contains("stroke-dasharray=\"29.56 100\""))
        #expect(html.contains("</svg><span class=\"gauge-current-value\"><span class=\"text\">67</span></span><span class=\"gauge-minimum\"><span class=\"text\">0</span></span><span class=\"gauge-maximum\"><span class=\"text\">170</span></span></div>"))
        #expect(!html.contains("role="))
    }

    @Test(arguments: [(250.0, "170", "1"), (-5.0, "0", "0"), (Double.nan, "0", "0"), (Double.infinity, "170", "1"), (170.0, "170", "1")])
    func valuesOutsideTheRangeAreDrawnAtTheNearerEnd(value: Double, shown: String, fraction: String) {
        let tester = ViewTester {
            Gauge(value: value, in: 0...170) { Text("BPM") } currentValueLabel: { Text("\(value)") }
                .gaugeStyle(.circular)
        }
        let html = tester.html()
        #expect(HTMLDocument(html).element(id: "field-bpm")?.has(["min": "0", "max": "170", "value": shown]) == true)
        #expect(html.contains("style=\"--fraction:" + fraction + "\""))
        #expect(html.contains("class=\"gauge-fill\"") && html.contains("stroke-dasharray=\"" + (fraction == "1" ? "75" : "0") + " 100\""))
        #expect(tester.control(labelled: "BPM")?.value == shown)
    }

    @Test func accessoryCircularCapacityIsAClosedRing() {
        let html = ViewTester {
            Gauge(value: 0.25) { Text("Load") }.gaugeStyle(.accessoryCircularCapacity)
        }.html()
        #expect(html.contains("gauge-accessory-circular-capacity"))
        #expect(HTMLDocument(html).element(with: ["stroke-linecap": "round", "transform": "rotate(-90 20 20)"])?.booleanAttributes == [])
        #expect(HTMLDocument(html).element(with: ["stroke-dasharray": "25 100", "transform": "rotate(-90 20 20)"])?.booleanAttributes == [])
    }

    @Test func accessoryCircularHasAMarkerAtTheValue() {
        let start = ViewTester { Gauge(value: 0.0) { Text("Load") }.gaugeStyle(.accessoryCircular) }.html()
        #expect(HTMLDocument(start).element("circle", with: ["class": "gauge-marker", "r": "3", "fill": "currentColor", "cx": "8.69", "cy": "31.31"])?.attributes == ["class": "gauge-marker", "r": "3", "fill": "currentColor", "cx": "8.69", "cy": "31.31"])
        #expect(!start.contains("gauge-fill"))
        let end = ViewTester { Gauge(value: 1.0) { Text("Load") }.gaugeStyle(.accessoryCircular) }.html()
        #expect(HTMLDocument(end).element(with: ["cx": "31.31", "cy": "31.31"])?.booleanAttributes == [])
        let middle = ViewTester { Gauge(value: 0.5) { Text("Load") }.gaugeStyle(.accessoryCircular) }.html()
        #expect(HTMLDocument(middle).element(with: ["cx": "20", "cy": "4"])?.booleanAttributes == [])
    }

    @Test func everyStyleHasItsClassAndName() {
        let tester = ViewTester {
            VStack {
                Gauge(value: 0.5) { Text("A") }.gaugeStyle(.automatic)
                Gauge(value: 0.5) { Text("B") }.gaugeStyle(.linear)
                Gauge(value: 0.5) { Text("C") }.gaugeStyle(.linearCapacity)
                Gauge(value: 0.5) { Text("D") }.gaugeStyle(.accessoryLinear)
                Gauge(value: 0.5) { Text("E") }.gaugeStyle(.accessoryLinearCapacity)
                Gauge(value: 0.5) { Text("F") }.gaugeStyle(.circular)
                Gauge(value: 0.5) { Text("G") }.gaugeStyle(.accessoryCircular)
                Gauge(value: 0.5) { Text("H") }.gaugeStyle(.accessoryCircularCapacity)
            }
        }
        let styles = ["automatic", "linear", "linear-capacity", "accessory-linear", "accessory-linear-capacity", "circular", "accessory-circular", "accessory-circular-capacity"]
        #expect(tester.controls.map { $0.style ?? "" } == styles)
        let html = tester.html()
        for style in styles { #expect(html.contains("class=\"control gauge gauge-" + style + "\"")) }
        // Linear styles show the meter; circular ones hide it behind the ring.
        #expect(html.components(separatedBy: "<meter id=").count == 6)
        #expect(html.components(separatedBy: "<meter class=\"visually-hidden\"").count == 4)
    }

    @Test func markedValueLabelsArePlacedAtTheirValues() {
        let html = ViewTester {
            Gauge(value: 30.0, in: 0...200) {
                Text("Speed")
            } currentValueLabel: {
                Text("30")
            } markedValueLabels: {
                Text("50").tag(50.0)
                Text("150").tag(150.0)
                Text("not a position").tag("x")
            }
        }.html()
        #expect(html.contains("<ul class=\"gauge-marks\"><li style=\"--position:25%\"><span class=\"text\">50</span></li><li style=\"--position:75%\"><span class=\"text\">150</span></li></ul>"))
        #expect(!html.contains("not a position"))
    }

    @Test func styledReferenceGaugeKeepsItsColours() throws {
        let tester = ViewTester { StyledGauge() }
        let html = tester.html()
        #expect(html.contains("<span class=\"text\" style=\"color:"))
        // The label is only a symbol, whose image has no text: the meter is named by the symbol's label.
        #expect(HTMLDocument(html).element("meter", with: ["id": "field-gauge"])?.attributes == ["class": "visually-hidden", "id": "field-gauge", "aria-label": "Heart", "min": "50", "max": "170", "value": "67"])
        #expect(tester.controls.first?.kind == "gauge")
        #expect(tester.controls.first?.label == "Heart")
    }

    @Test func tintReachesTheDrawing() {
        let html = ViewTester { Gauge(value: 0.5) { Text("T") }.tint(.green) }.html()
        #expect(html.contains("style=\"--fraction:0.5;--tint:"))
    }

    @Test func otherValueTypesAndTheFullInitializer() {
        let html = ViewTester {
            VStack {
                Gauge(value: Float(0.75)) { Text("Float") }
                Gauge(value: 3.0, in: 1.0...5.0) {
                    Text("All")
                } currentValueLabel: {
                    Text("3")
                } minimumValueLabel: {
                    Text("1")
                } maximumValueLabel: {
                    Text("5")
                } markedValueLabels: {
                    Text("2").tag(2.0)
                }
                Gauge(value: 0.5) { Text("Current") } currentValueLabel: { Text("half") }
            }
        }.html()
        #expect(HTMLDocument(html).element("meter", with: ["id": "field-float"])?.attributes == ["id": "field-float", "min": "0", "max": "1", "value": "0.75"])
        #expect(HTMLDocument(html).element("meter", with: ["id": "field-all"])?.attributes == ["id": "field-all", "min": "1", "max": "5", "value": "3"])
        #expect(html.contains("<li style=\"--position:25%\"><span class=\"text\">2</span></li>"))
        #expect(html.contains("<span class=\"gauge-current-value\"><span class=\"text\">half</span></span>"))
    }

    @Test func escapesEveryLabel() {
        let hostile = "<script>\"'&"
        let escaped = "&lt;script&gt;&quot;&#39;&amp;"
        let tester = ViewTester {
            Gauge(value: 0.5) {
                Text(hostile)
            } currentValueLabel: {
                Text(hostile)
            } minimumValueLabel: {
                Text(hostile)
            } maximumValueLabel: {
                Text(hostile)
            } markedValueLabels: {
                Text(hostile).tag(0.5)
            }
        }
        let html = tester.html()
        #expect(!html.contains("<script>"))
        #expect(html.components(separatedBy: "<span class=\"text\">" + escaped + "</span>").count == 6)
        #expect(tester.control(labelled: hostile)?.kind == "gauge")
    }
}
