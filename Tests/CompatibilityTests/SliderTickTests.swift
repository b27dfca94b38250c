import FormUITesting
import Testing

@Suite struct SliderTickTests {
    @Test func ticksAreADatalistWithLabelsAndTheCurrentValueLabelIsShown() throws {
        let html = ViewTester { ThermostatSliders() }.html()
        #expect(html.contains("list=\"ticks-fan-speed\""))
        #expect(html.containsMarkup("<datalist id=\"ticks-fan-speed\"><option value=\"0\" label=\"Off\"></option><option value=\"0.25\"></option><option value=\"0.5\"></option><option value=\"0.75\"></option><option value=\"1\" label=\"Max\"></option></datalist>"))
        #expect(HTMLDocument(html).element("ul", with: ["class": "slider-tick-labels", "aria-hidden": "true"])?.attributes == ["class": "slider-tick-labels", "aria-hidden": "true"])
        #expect(html.containsMarkup("<output class=\"slider-value\" for=\"field-fan-speed\"><span class=\"text\">50%</span></output>"))
        #expect(html.contains("<datalist id=\"ticks-temperature\"><option value=\"16\"></option><option value=\"20\"></option><option value=\"24\"></option></datalist>"))
    }

    @Test func aSliderWithTicksTakesOnlyTickValues() throws {
        let tester = ViewTester { ThermostatSliders() }
        try tester.post(["fan-speed": "0.3"])
        #expect(tester.control("fan-speed")?.value == "0.25")
        try tester.post(["fan-speed": "0.9"])
        #expect(tester.control("fan-speed")?.value == "1")
        #expect(throws: SubmissionError.self) { try tester.post(["fan-speed": "fast"]) }
    }

    @Test func aSteppedSliderSnapsToItsStepWithinTheEnabledBounds() throws {
        let tester = ViewTester { ThermostatSliders() }
        try tester.post(["temperature": "21.2"])
        #expect(tester.control("temperature")?.value == "22")
        try tester.post(["temperature": "16"])
        #expect(tester.control("temperature")?.value == "18", "enabledBounds clamps")
        try tester.post(["temperature": "30"])
        #expect(tester.control("temperature")?.value == "24")
    }
}
