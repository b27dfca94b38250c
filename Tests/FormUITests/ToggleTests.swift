import Testing
import FormUITesting

private let hostile = "<script>\"'&"
private let hostileEscaped = "&lt;script&gt;&quot;&#39;&amp;"

// The seed's examples, as the Toggle page shows them.

private struct VibrateToggle: View {
    @State private var vibrateOnRing = false
    var body: some View {
        Toggle(isOn: $vibrateOnRing) {
            Text("Vibrate on Ring")
        }
    }
}

private struct VibrateSymbolToggle: View {
    @State private var vibrateOnRing = true
    var body: some View {
        Toggle(
            "Vibrate on Ring",
            systemImage: "dot.radiowaves.left.and.right",
            isOn: $vibrateOnRing
        )
    }
}

private struct VibrateTitleToggle: View {
    @State private var vibrateOnRing = true
    var body: some View {
        Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
    }
}

private struct VibrateSubtitleToggle: View {
    @State private var vibrateOnRing = false
    var body: some View {
        Toggle(isOn: $vibrateOnRing) {
            Text("Vibrate on Ring")
            Text("Enable vibration when the phone rings")
        }
    }
}

private struct VibrateSwitches: View {
    @State private var vibrateOnRing = false
    @State private var vibrateOnSilent = true
    var body: some View {
        VStack {
            Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
            Toggle("Vibrate on Silent", isOn: $vibrateOnSilent)
        }
        .toggleStyle(.switch)
    }
}

private struct Alarm: Identifiable {
    var id: Int
    var isOn: Bool
}

private struct AlarmsToggle: View {
    @State private var alarms = [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)]
    var body: some View {
        Toggle("All Alarms", sources: $alarms, isOn: \.isOn)
        Text("Alarms: \(alarms.map { $0.isOn ? "on" : "off" }.joined(separator: ","))")
    }
}

/// A toggle in a given style, with its value printed so the tests can see the state itself.
private struct StyledToggle<S: ToggleStyle>: View {
    let style: S
    var title = "Wi-Fi"
    @State private var isOn = false
    var body: some View {
        Toggle(title, isOn: $isOn).toggleStyle(style)
        Text("State: \(isOn ? "ON" : "OFF")")
    }
}

@Suite struct ToggleTests {
    // MARK: Rendering

    @Test func automaticIsASwitchWithAHiddenOffField() throws {
        let tester = ViewTester { VibrateToggle() }
        let html = tester.html()
        #expect(html.contains(
            "<div class=\"control toggle toggle-switch\">"
            + "<input type=\"hidden\" name=\"vibrate-on-ring\" value=\"off\">"
            + "<input type=\"checkbox\" name=\"vibrate-on-ring\" value=\"on\" id=\"field-vibrate-on-ring\" role=\"switch\" aria-checked=\"false\">"
            + "<label class=\"control-label\" for=\"field-vibrate-on-ring\"><span class=\"text\">Vibrate on Ring</span></label></div>"
        ))
        // Without JavaScript a checkbox needs the Apply button to reach the server.
        #expect(html.contains("value=\"_apply\""))
        let toggle = try #require(tester.control("vibrate-on-ring"))
        #expect(toggle.kind == "toggle")
        #expect(toggle.value == "off")
        #expect(toggle.style == "switch")
        #expect(toggle.label == "Vibrate on Ring")
    }

    @Test func onIsChecked() {
        let tester = ViewTester { VibrateTitleToggle() }
        #expect(HTMLDocument(tester.html()).element(with: ["id": "field-vibrate-on-ring", "role": "switch", "aria-checked": "true", "checked": ""])?.booleanAttributes == ["checked"])
        #expect(tester.control("vibrate-on-ring")?.value == "on")
    }

    @Test func aSystemImageLabelShowsTheIconAndTitle() {
        let tester = ViewTester { VibrateSymbolToggle() }
        let html = tester.html()
        #expect(HTMLDocument(html).element(role: "switch", name: "Vibrate on Ring")?.has(["aria-checked": "true", "checked": ""]) == true)
        #expect(html.containsMarkup(opening: "<label class=\"control-label\" for=\"field-vibrate-on-ring\"><span class=\"label\">"))
        #expect(HTMLDocument(html).element("img", with: ["src": "/icons/dot.radiowaves.left.and.right.svg"])?.has(["class": "icon"]) == true)
        #expect(html.contains("<span class=\"title\"><span class=\"text\">Vibrate on Ring</span></span>"))
    }

    @Test func aSecondTextIsASubtitleInsideTheLabel() throws {
        let tester = ViewTester { VibrateSubtitleToggle() }
        #expect(tester.html().containsMarkup(
            "<label class=\"control-label\" for=\"field-vibrate-on-ring\">"
            + "<span class=\"toggle-title\"><span class=\"text\">Vibrate on Ring</span></span>"
            + "<span class=\"toggle-subtitle\"><span class=\"text\">Enable vibration when the phone rings</span></span></label>"
        ))
        let toggle = try #require(tester.control("vibrate-on-ring"))
        #expect(toggle.label == "Vibrate on Ring Enable vibration when the phone rings")
    }

    @Test func checkboxStyleHasNoSwitchRole() {
        let tester = ViewTester { StyledToggle(style: .checkbox) }
        let html = tester.html()
        #expect(html.containsMarkup(opening: 
            "<div class=\"control toggle toggle-checkbox\"><input type=\"hidden\" name=\"wi-fi\" value=\"off\">"
            + "<input type=\"checkbox\" name=\"wi-fi\" value=\"on\" id=\"field-wi-fi\"><label class=\"control-label\" for=\"field-wi-fi\">"
        ))
        #expect(!html.contains("role=\"switch\""))
        #expect(tester.control("wi-fi")?.style == "checkbox")
    }

    @Test func toggleStyleAppliesToEveryToggleInside() {
        let tester = ViewTester { VibrateSwitches() }
        let html = tester.html()
        #expect(HTMLDocument(html).element(with: ["id": "field-vibrate-on-ring", "role": "switch", "aria-checked": "false"])?.booleanAttributes == [])
        #expect(HTMLDocument(html).element(with: ["id": "field-vibrate-on-silent", "role": "switch", "aria-checked": "true", "checked": ""])?.booleanAttributes == ["checked"])
        #expect(tester.controls.map(\.style) == ["switch", "switch"])
    }

    @Test func buttonStyleSubmitsTheOppositeState() throws {
        let tester = ViewTester { StyledToggle(style: .button) }
        #expect(tester.html().containsMarkup(
            "<div class=\"control toggle toggle-button\"><button type=\"submit\" name=\"wi-fi\" value=\"on\" id=\"field-wi-fi\" class=\"button\" aria-pressed=\"false\"><span class=\"text\">Wi-Fi</span></button></div>"
        ))
        // It submits itself: no Apply button needed.
        #expect(!tester.html().contains("value=\"_apply\""))
        #expect(tester.control("wi-fi")?.style == "button")

        try tester.post(["wi-fi": "on"])
        #expect(HTMLDocument(tester.html()).element(with: ["name": "wi-fi", "value": "off", "id": "field-wi-fi", "class": "button is-on", "aria-pressed": "true"])?.booleanAttributes == [])
        #expect(tester.html().contains("State: ON"))
        try tester.post(["wi-fi": "off"])
        #expect(tester.html().contains("State: OFF"))
    }

    @Test func insideAMenuItIsAMenuItemThatSubmitsItself() throws {
        struct MenuToggle: View {
            @State var showGrid = true
            var body: some View {
                Menu("View") { Toggle("Show Grid", isOn: $showGrid) }
            }
        }
        let tester = ViewTester { MenuToggle() }
        #expect(tester.html().containsMarkup(opening: 
            "<button type=\"submit\" name=\"show-grid\" value=\"off\" id=\"field-show-grid\" class=\"menu-item is-on\" aria-pressed=\"true\"><span class=\"checkmark\" aria-hidden=\"true\">✓</span>"
        ))
        #expect(tester.control("show-grid")?.style == "menu-item")
        try tester.submitForm(changing: ["show-grid": "off"], action: "_apply")
        #expect(tester.control("show-grid")?.value == "off")
    }

    @Test func everyInitializerCompiles() {
        struct AllInitializers: View {
            @State var flag = false
            @State var alarms = [Alarm(id: 1, isOn: true)]
            let title: Substring = "Substring"
            var body: some View {
                Toggle(isOn: $flag) { Text("Closure") }
                Toggle(sources: $alarms, isOn: \.isOn) { Text("Closure Sources") }
                Toggle("Key", isOn: $flag)
                Toggle(title, isOn: $flag)
                Toggle("Key Sources", sources: $alarms, isOn: \.isOn)
                Toggle(title + " Sources", sources: $alarms, isOn: \.isOn)
                Toggle("Key Symbol", systemImage: "flag", isOn: $flag)
                Toggle(title + " Symbol", systemImage: "flag", isOn: $flag)
                Toggle("Key Resource", image: ImageResource(name: "bell"), isOn: $flag)
                Toggle(title + " Resource", image: ImageResource(name: "bell"), isOn: $flag)
                Toggle("Key Symbol Sources", systemImage: "flag", sources: $alarms, isOn: \.isOn)
                Toggle(title + " Symbol Sources", systemImage: "flag", sources: $alarms, isOn: \.isOn)
                Toggle("Key Resource Sources", image: ImageResource(name: "bell"), sources: $alarms, isOn: \.isOn)
                Toggle(title + " Resource Sources", image: ImageResource(name: "bell"), sources: $alarms, isOn: \.isOn)
            }
        }
        let tester = ViewTester { AllInitializers() }
        #expect(tester.controls.map(\.name) == [
            "closure", "closure-sources", "key", "substring", "key-sources", "substring-sources", "key-symbol",
            "substring-symbol", "key-resource", "substring-resource", "key-symbol-sources", "substring-symbol-sources",
            "key-resource-sources", "substring-resource-sources",
        ])
        #expect(tester.controls.map(\.value) == [
            "off", "on", "off", "off", "on", "on", "off", "off", "off", "off", "on", "on", "on", "on",
        ])
    }

    // MARK: Decoding

    @Test func theLastPostedValueWinsAsTheBrowserSendsThem() throws {
        let tester = ViewTester { VibrateToggle() }
        // Checked: the hidden "off", then the checkbox's "on".
        try tester.post([("vibrate-on-ring", "off"), ("vibrate-on-ring", "on")])
        #expect(tester.control("vibrate-on-ring")?.value == "on")
        #expect(HTMLDocument(tester.html()).element(with: ["role": "switch", "aria-checked": "true", "checked": ""])?.booleanAttributes == ["checked"])
        // Unchecked: only the hidden "off".
        try tester.post([("vibrate-on-ring", "off")])
        #expect(tester.control("vibrate-on-ring")?.value == "off")
    }

    @Test func aBrowserSubmittingTheFormAppliesOnlyWhatChanged() throws {
        let tester = ViewTester { VibrateSwitches() }
        let unchanged = try tester.submitForm()
        #expect(unchanged.changedFields.isEmpty)
        let changed = try tester.submitForm(changing: ["vibrate-on-ring": "on"])
        #expect(changed.changedFields == ["vibrate-on-ring"])
        #expect(tester.controls.map(\.value) == ["on", "on"])
    }

    @Test(arguments: [("true", "on"), ("1", "on"), (" ON ", "on"), ("True", "on"), ("false", "off"), ("0", "off"), ("off", "off")])
    func programsMayPostOtherSpellings(posted: String, expected: String) throws {
        let tester = ViewTester { StyledToggle(style: .checkbox) }
        if expected == "off" { try tester.post(["wi-fi": "on"]) }
        try tester.post(["wi-fi": posted])
        #expect(tester.control("wi-fi")?.value == expected)
        #expect(tester.html().contains("State: \(expected.uppercased())"))
    }

    @Test(arguments: ["yes", "", "2", "onn", "mixedup", hostile])
    func anythingElseIsInvalidAndChangesNothing(posted: String) throws {
        let tester = ViewTester { StyledToggle(style: .checkbox) }
        try tester.post(["wi-fi": "on"])
        let revision = tester.revision
        do {
            try tester.post(["wi-fi": posted])
            Issue.record("\(posted) was accepted")
        } catch {
            #expect(error.kind == .invalidInput)
            #expect(error.suggestedStatus == 422)
            #expect(error.message(for: "wi-fi") == "Choose on or off (post “on” or “off”).")
            let page = tester.html(showing: error)
            #expect(HTMLDocument(page).element(with: ["aria-invalid": "true", "aria-describedby": "error-wi-fi"]) != nil)
            #expect(HTMLDocument(page).element("p", with: ["id": "error-wi-fi"])?.attributes == ["class": "field-error", "id": "error-wi-fi"])
            #expect(!page.contains("<script>"))
        }
        #expect(tester.revision == revision)
        #expect(tester.control("wi-fi")?.value == "on")
        #expect(tester.html().contains("State: ON"))
    }

    @Test func aRejectedPostKeepsWhatThePersonChecked() throws {
        struct Two: View {
            @State var wifi = false
            @State var size = 1
            var body: some View {
                Toggle("Wi-Fi", isOn: $wifi)
                Picker("Size", selection: $size) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                }
            }
        }
        let tester = ViewTester { Two() }
        do {
            try tester.post([("wi-fi", "off"), ("wi-fi", "on"), ("size", "huge")])
            Issue.record("a value that is not an option was accepted")
        } catch {
            #expect(error.message(for: "size") != nil)
            // Nothing was applied, but the page shows the box as the person left it.
            #expect(tester.control("wi-fi")?.value == "off")
            #expect(HTMLDocument(tester.html(showing: error)).element(with: ["id": "field-wi-fi", "role": "switch", "aria-checked": "true", "checked": ""])?.booleanAttributes == ["checked"])
        }
    }

    @Test func aDisabledToggleIsNotPostedAndRefused() {
        struct Disabled: View {
            @State var isOn = true
            var body: some View { Toggle("Locked", isOn: $isOn).disabled(true) }
        }
        let tester = ViewTester { Disabled() }
        let html = tester.html()
        // No hidden "off" either: a browser must post nothing for a control the person could not change.
        #expect(HTMLDocument(html).element("input", with: ["type": "hidden", "name": "locked"]) == nil)
        #expect(HTMLDocument(html).element(with: ["id": "field-locked", "role": "switch", "aria-checked": "true", "checked": "", "disabled": ""])?.booleanAttributes == ["checked", "disabled"])
        #expect(tester.control("locked")?.disabled == true)
        #expect(throws: SubmissionError.self) { try tester.post(["locked": "off"]) }
        #expect(tester.control("locked")?.value == "on")
    }

    // MARK: Mixed sources

    @Test func mixedSourcesShowUncheckedWithANote() throws {
        let tester = ViewTester { AlarmsToggle() }
        let html = tester.html()
        #expect(HTMLDocument(html).element("input", with: ["name": "all-alarms", "value": "mixed"])?.attributes == ["type": "hidden", "name": "all-alarms", "value": "mixed"])
        #expect(HTMLDocument(html).element(with: ["id": "field-all-alarms", "role": "switch", "aria-checked": "false"])?.booleanAttributes == [])
        #expect(HTMLDocument(html).element("label", with: ["for": "field-all-alarms"]) != nil)
        #expect(html.contains("<span class=\"text\">All Alarms</span> <span class=\"mixed-note\">(mixed)</span></label>"))
        #expect(tester.control("all-alarms")?.value == nil)

        // Left alone, the form posts "mixed": nothing changes.
        try tester.submitForm(changing: ["all-alarms": "mixed"])
        #expect(tester.html().contains("Alarms: on,off"))
        // Checked: every source turns on.
        try tester.post([("all-alarms", "mixed"), ("all-alarms", "on")])
        #expect(tester.html().contains("Alarms: on,on"))
        #expect(tester.control("all-alarms")?.value == "on")
        #expect(!tester.html().contains("(mixed)"))
        try tester.post(["all-alarms": "off"])
        #expect(tester.html().contains("Alarms: off,off"))
    }

    @Test func aMixedButtonTurnsEverySourceOn() throws {
        let tester = ViewTester { AlarmsToggle().toggleStyle(.button) }
        #expect(HTMLDocument(tester.html()).element(with: ["name": "all-alarms", "value": "on", "id": "field-all-alarms", "class": "button", "aria-pressed": "mixed"])?.booleanAttributes == [])
        try tester.post(["all-alarms": "on"])
        #expect(tester.html().contains("Alarms: on,on"))
    }

    // MARK: Escaping

    @Test func aHostileLabelIsEscapedEverywhere() throws {
        struct Hostile: View {
            @State var isOn = false
            var body: some View {
                Toggle(hostile, isOn: $isOn)
                Toggle(isOn: $isOn) {
                    Text(hostile)
                    Text(hostile)
                }
                Toggle(hostile, isOn: $isOn).toggleStyle(.button)
                Menu(hostile) { Toggle(hostile, systemImage: hostile, isOn: $isOn) }
            }
        }
        let tester = ViewTester { Hostile() }
        let html = tester.html()
        #expect(!html.contains("<script>"))
        #expect(!html.contains("\"'&"))
        #expect(html.contains("<span class=\"text\">\(hostileEscaped)</span></label>"))
        #expect(html.contains("<span class=\"toggle-subtitle\"><span class=\"text\">\(hostileEscaped)</span></span>"))
        #expect(html.contains("<span class=\"text\">\(hostileEscaped)</span></button>"))
        // Names are slugs, distinct on the page.
        let names = tester.controls.compactMap(\.name)
        #expect(names.count == 4 && Set(names).count == 4)
        #expect(names.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } })
    }
}
