import Testing
import FormUITesting
import ReferenceExamples

// The Toggle examples of seed 004 (Controls — Toggle) held to what the page says.

@Suite("Reference page examples: Toggle")
struct ReferenceToggleExampleTests {
    /// The checkbox input of the toggle posted as `name`.
    private func checkbox(_ tester: ViewTester, _ name: String) -> String? {
        element(in: tester.html(), containing: "id=\"field-\(name)\"", from: "<input", to: ">")
    }

    @Test("Toggle(isOn:label:) (004 Overview): “Vibrate on Ring”, off; applying it on checks it")
    func customLabel() throws {
        let tester = ViewTester { VibrateOnRingToggle() }
        let toggle = try #require(tester.control("vibrate-on-ring"))
        #expect(toggle.kind == "toggle")
        #expect(toggle.label == "Vibrate on Ring")
        #expect(toggle.value == "off")
        #expect(checkbox(tester, "vibrate-on-ring")?.contains(" checked") == false)
        #expect(HTMLDocument(tester.html()).element("label", with: ["for": "field-vibrate-on-ring"])?.attributes == ["class": "control-label", "for": "field-vibrate-on-ring"])

        try tester.submitForm(changing: ["vibrate-on-ring": "on"])
        #expect(tester.control("vibrate-on-ring")?.value == "on")
        #expect(checkbox(tester, "vibrate-on-ring")?.contains(" checked") == true)
    }

    @Test("Toggle(_:systemImage:isOn:) (004 Overview): on, with the radio-waves icon; turning it off")
    func systemImage() throws {
        let tester = ViewTester { VibrateOnRingSystemImageToggle() }
        #expect(tester.control("vibrate-on-ring")?.value == "on")
        let label = try #require(element(in: tester.html(), containing: "for=\"field-vibrate-on-ring\"", from: "<label", to: "</label>"))
        #expect(label.contains("src=\"/icons/dot.radiowaves.left.and.right.svg\""))
        #expect(label.contains(">Vibrate on Ring<"))

        // An unchecked checkbox is not posted; only the hidden "off" is.
        try tester.submitForm(changing: ["vibrate-on-ring": "off"])
        #expect(tester.control("vibrate-on-ring")?.value == "off")
        #expect(checkbox(tester, "vibrate-on-ring")?.contains(" checked") == false)
    }

    @Test("Toggle(_:isOn:) (004 Overview): on, text label only; flips off and on")
    func title() throws {
        let tester = ViewTester { VibrateOnRingTitleToggle() }
        #expect(tester.control("vibrate-on-ring")?.label == "Vibrate on Ring")
        #expect(tester.control("vibrate-on-ring")?.value == "on")
        #expect(!tester.html().contains("/icons/"))
        try tester.post(["vibrate-on-ring": "off"])
        #expect(tester.control("vibrate-on-ring")?.value == "off")
        try tester.post(["vibrate-on-ring": "off", "vibrate-on-ring": "on"])
        #expect(tester.control("vibrate-on-ring")?.value == "on")
    }

    @Test("Toggle with a subtitle (004 Overview): the first text is the title, the second the subtitle")
    func subtitle() throws {
        let tester = ViewTester { VibrateOnRingSubtitleToggle() }
        // Named after the title only.
        let toggle = try #require(tester.control("vibrate-on-ring"))
        #expect(toggle.value == "off")
        #expect(toggle.label.contains("Enable vibration when the phone rings"))
        let html = tester.html()
        #expect(html.contains("<span class=\"toggle-title\"><span class=\"text\">Vibrate on Ring</span></span>"))
        #expect(html.contains("<span class=\"toggle-subtitle\"><span class=\"text\">Enable vibration when the phone rings</span></span>"))
        try tester.post(["vibrate-on-ring": "on"])
        #expect(tester.control("vibrate-on-ring")?.value == "on")
    }

    @Test(".toggleStyle(.switch) on a VStack (004 Styling toggles): both toggles are switches, each flips alone")
    func switches() throws {
        let tester = ViewTester { SwitchToggles() }
        #expect(tester.control("vibrate-on-ring")?.style == "switch")
        #expect(tester.control("vibrate-on-silent")?.style == "switch")
        #expect(checkbox(tester, "vibrate-on-ring")?.contains("role=\"switch\"") == true)
        #expect(checkbox(tester, "vibrate-on-silent")?.contains("role=\"switch\"") == true)
        #expect(tester.control("vibrate-on-ring")?.value == "on")
        #expect(tester.control("vibrate-on-silent")?.value == "off")

        try tester.submitForm(changing: ["vibrate-on-silent": "on"])
        #expect(tester.control("vibrate-on-silent")?.value == "on")
        #expect(tester.control("vibrate-on-ring")?.value == "on")
        try tester.submitForm(changing: ["vibrate-on-ring": "off"])
        #expect(tester.control("vibrate-on-ring")?.value == "off")
        #expect(tester.control("vibrate-on-silent")?.value == "on")
    }
}
