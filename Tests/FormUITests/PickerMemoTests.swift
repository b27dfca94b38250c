import FormUI
import FormUITesting
import Testing

// A picker draws its options from what it drew last time when its options, its layout, its selection and
// its enabled state are what they were (PickerMemo). These tests change each of those between renders of
// one session, and what the memo is not keyed by but the options' markup depends on (a text style around
// the picker, a tint), and hold that every render shows the page as it is now.

private enum Scoop: String, CaseIterable, Identifiable {
    case vanilla, lemon, mango
    var id: Self { self }
}

/// One selection shown in three layouts, whose options' words, style and enabled state come from state.
private struct ChangingPickers: View {
    @State var flavor = Scoop.vanilla
    @State var names = ["Vanilla", "Lemon"]
    @State var name = "Vanilla"
    @State var locked = false
    @State var large = false
    @State var emphasised = false
    var body: some View {
        Form {
            Picker("Menu", selection: $flavor) {
                ForEach(Scoop.allCases) { Text(large ? $0.rawValue.uppercased() : $0.rawValue.capitalized) }
            }
            Picker("Radios", selection: $flavor) {
                ForEach(Scoop.allCases) { Text($0.rawValue.capitalized).bold($0 == flavor) }
            }
            .pickerStyle(.radioGroup)
            .font(large ? .title : nil)
            Picker("Buttons", selection: $flavor) {
                ForEach(Scoop.allCases) { Text($0.rawValue.capitalized) }
            }
            .pickerStyle(.segmented)
            .bold(emphasised)
            .disabled(locked)
            Picker("Name", selection: $name) {
                ForEach(names, id: \.self) { Text($0) }
            }
            .pickerStyle(.radioGroup)
            Button("Add mango") { names.append("Mango") }
            Toggle("Locked", isOn: $locked)
            Toggle("Large", isOn: $large)
            Toggle("Emphasised", isOn: $emphasised)
        }
    }
}

/// A picker whose options are given by whoever makes the page: two pages of this one type have a picker
/// of one type and name with different options.
private struct GivenNames: View {
    let names: [String]
    @State var name = ""
    var body: some View {
        Picker("Name", selection: $name) {
            ForEach(names, id: \.self) { Text($0) }
        }
        .pickerStyle(.segmented)
    }
}

/// The part of `html` from the element that holds `name`'s label to the end of that control.
private func control(_ label: String, in html: String) -> Substring {
    guard let start = html.range(of: ">\(label)</") else { return "" }
    let rest = html[start.lowerBound...]
    guard let end = rest.range(of: "</fieldset>") ?? rest.range(of: "</select>") else { return rest }
    return rest[..<end.upperBound]
}

private func count(_ needle: String, in haystack: Substring) -> Int {
    haystack.components(separatedBy: needle).count - 1
}

@Suite("A picker drawn again shows the page as it is now")
struct PickerMemoTests {
    @Test func eachSelectionIsDrawnInEveryLayout() throws {
        let tester = ViewTester { ChangingPickers() }
        for flavor in [Scoop.lemon, .mango, .vanilla, .lemon] {
            try tester.post(["menu": flavor.rawValue])
            // Twice: the second render draws from what the first kept.
            for _ in 0..<2 {
                let html = tester.html()
                let menu = control("Menu", in: html), radios = control("Radios", in: html), buttons = control("Buttons", in: html)
                #expect(count(" selected", in: menu) == 1)
                #expect(menu.contains("value=\"\(flavor.rawValue)\" selected"))
                #expect(count(" checked", in: radios) == 1)
                let firstID = flavor == .vanilla ? " id=\"field-radios\"" : ""
                #expect(radios.contains("value=\"\(flavor.rawValue)\"\(firstID) checked"))
                #expect(count("aria-pressed=\"true\"", in: buttons) == 1)
                #expect(HTMLDocument(String(buttons)).element(with: ["value": "\(flavor.rawValue)", "class": "segment selected", "aria-pressed": "true"]) != nil)
            }
        }
    }

    @Test func optionsThatChangeAreDrawnAsTheyAreNow() throws {
        let tester = ViewTester { ChangingPickers() }
        #expect(!control("Name", in: tester.html()).contains("Mango"))
        #expect(!control("Name", in: tester.html()).contains("Mango"))
        try tester.press("Add mango")
        let names = control("Name", in: tester.html())
        #expect(names.contains("value=\"Mango\""))
        #expect(count("type=\"radio\"", in: names) == 3)

        // The option whose text is bold follows the selection, in the radios.
        try tester.post(["menu": "mango"])
        let radios = control("Radios", in: tester.html())
        #expect(count("text bold", in: radios) == 1)
        #expect(radios.range(of: "text bold")!.lowerBound > radios.range(of: "value=\"lemon\"")!.lowerBound)
    }

    @Test func enabledStateAndTextStyleAroundThePickerReachItsOptions() throws {
        let tester = ViewTester { ChangingPickers() }
        _ = tester.html()
        #expect(!control("Buttons", in: tester.html()).contains(" disabled"))
        try tester.post(["locked": "true"])
        #expect(count(" disabled", in: control("Buttons", in: tester.html())) >= 3)
        try tester.post(["locked": "false"])
        #expect(!control("Buttons", in: tester.html()).contains(" disabled"))

        #expect(!control("Radios", in: tester.html()).contains("font-title"))
        #expect(control("Menu", in: tester.html()).contains(">Lemon</option>"))
        try tester.post(["large": "true"])
        #expect(count("font-title", in: control("Radios", in: tester.html())) >= 3)
        // Same tags, other words.
        #expect(control("Menu", in: tester.html()).contains(">LEMON</option>"))

        let plain = control("Buttons", in: tester.html())
        try tester.post(["emphasised": "true"])
        let emphasised = control("Buttons", in: tester.html())
        #expect(count("text bold", in: emphasised) > count("text bold", in: plain))
    }

    @Test func pickersOfOneTypeAndNameOnTwoPagesDrawTheirOwnOptions() {
        let first = ViewTester { GivenNames(names: ["Ann", "Bob"]) }
        let second = ViewTester { GivenNames(names: ["Cem", "Dee"]) }
        for _ in 0..<2 {
            let one = first.html(), two = second.html()
            #expect(one.contains("value=\"Ann\"") && !one.contains("value=\"Cem\""))
            #expect(two.contains("value=\"Cem\"") && !two.contains("value=\"Ann\""))
        }
    }
}
