import Testing
@testable import FormUI
import FormUITesting

// A control's label and the field name made from it, on a page shown again: a label of one plain `Text`
// is written straight into the page, and a name that repeats the last showing's is compared with the
// label's words rather than made again. Both must give what the general path gives.

@Test func aSlugIsRecognizedWithoutBeingMade() {
    let labels = [
        "Flavor", "Sign In…", "  Push   notifications ", "Wi-Fi & Bluetooth", "2-factor", "ÉTÉ", "Café au lait",
        "e\u{301}clair", "Größe", "🍦 Ice cream", "", "…", "!!!", String(repeating: "Long label ", count: 9),
    ]
    for label in labels {
        let made = Slug.make(label)
        let slug = made.isEmpty ? "picker" : made
        #expect(Slug.isSlug(slug, of: label, fallback: "picker"), "\(label) → \(slug)")
        #expect(!Slug.isSlug(slug + "-a1b2", of: label, fallback: "picker"), "\(label) is not \(slug)-a1b2")
        #expect(!Slug.isSlug("x" + slug, of: label, fallback: "picker"), "\(label) is not x\(slug)")
    }
    #expect(!Slug.isSlug("flavor", of: "Flavour", fallback: "picker"))
    #expect(!Slug.isSlug("picker", of: "Flavor", fallback: "picker"))
    #expect(!Slug.isSlug("toggle", of: "…", fallback: "picker"))
}

private enum Unit: String, CaseIterable, Identifiable {
    case metres, feet
    var id: Self { self }
}

private struct RenamedPicker: View {
    @State private var isLength = false
    @State private var unit = Unit.metres
    var body: some View {
        Form {
            Toggle("Length", isOn: $isLength)
            Picker(isLength ? "Length unit" : "Distance unit", selection: $unit) {
                ForEach(Unit.allCases) { Text($0.rawValue) }
            }
        }
    }
}

@Test func aLabelThatChangesRenamesItsControlOnTheNextShowing() throws {
    let tester = ViewTester { RenamedPicker() }
    #expect(tester.html().contains("name=\"distance-unit\""))
    #expect(tester.html().contains("name=\"distance-unit\""))
    try tester.post(["length": "on"])
    let page = tester.html()
    #expect(page.contains("name=\"length-unit\""))
    #expect(!page.contains("distance-unit"))
    try tester.post(["length-unit": "feet"])
    #expect(tester.control("length-unit")?.value == "feet")
}

private struct StyledLabels: View {
    @State private var unit = Unit.metres
    var body: some View {
        Form {
            Picker("Plain unit", selection: $unit) { ForEach(Unit.allCases) { Text($0.rawValue) } }
            Picker(selection: $unit) {
                ForEach(Unit.allCases) { Text($0.rawValue) }
            } label: {
                Text("Bold unit").bold()
            }
            Picker("Headline unit", selection: $unit) { ForEach(Unit.allCases) { Text($0.rawValue) } }
                .font(.headline)
            Picker("Tinted <unit>", selection: $unit) { ForEach(Unit.allCases) { Text($0.rawValue) } }
                .foregroundStyle(.red)
        }
    }
}

@Test func aPlainLabelIsWrittenAsTextAndAStyledOneKeepsItsStyle() {
    let page = ViewTester { StyledLabels() }.html()
    #expect(page.contains("<span class=\"text\">Plain unit</span>"))
    #expect(page.contains("<span class=\"text bold\">Bold unit</span>"))
    #expect(page.contains("<span class=\"text font-headline\">Headline unit</span>"))
    #expect(page.contains("Tinted &lt;unit&gt;</span>"))
    #expect(!page.contains("<span class=\"text\">Tinted"))
    #expect(!page.contains("<unit>"))
}
