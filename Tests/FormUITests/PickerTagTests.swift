import FormUI
import FormUITesting
import Testing

// How a picker matches its options' tags with its selection, and spells their values, when tags and
// selection are not simply of one type: the rules of DESIGN §3, held for the typed reading of tags.

private enum Size: String, CaseIterable, Identifiable {
    case small, large
    var id: Self { self }
}

private enum Level: Int, CaseIterable {
    case low = 1, high = 5
}

/// An optional selection whose options are tagged with optionals, one of them "none".
private struct OptionalTags: View {
    @State var size: Size? = .large
    var body: some View {
        Picker("Size", selection: $size) {
            Text("None").tag(Size?.none)
            Text("Small").tag(Optional(Size.small))
            Text("Large").tag(Optional(Size.large))
        }
    }
}

/// A plain selection whose options are tagged with optionals of its type.
private struct OptionalTagsPlainSelection: View {
    @State var size = Size.small
    var body: some View {
        Picker("Size", selection: $size) {
            Text("Small").tag(Optional(Size.small))
            Text("Large").tag(Optional(Size.large))
        }
    }
}

/// Integer raw values, an integer selection, and two options whose spellings collide.
private struct NumbersAndCollisions: View {
    @State var level = Level.high
    @State var count = 3
    @State var label = "a b"
    var body: some View {
        Picker("Level", selection: $level) {
            ForEach(Level.allCases, id: \.self) { Text("Level \($0.rawValue)").tag($0) }
        }
        Picker("Count", selection: $count) {
            ForEach([1, 3, 10], id: \.self) { Text("\($0)") }
        }
        Picker("Label", selection: $label) {
            Text("Line").tag("a\nb")
            Text("Space").tag("a b")
        }
    }
}

/// One picker for several bindings, which may disagree.
private struct Sources: View {
    struct Item { var size: Size }
    @State var items = [Item(size: .small), Item(size: .large)]
    var body: some View {
        Picker("Sizes", sources: $items, selection: \.size) {
            ForEach(Size.allCases) { Text($0.rawValue.capitalized) }
        }
    }
}

@Suite("Picker tags and selections")
struct PickerTagTests {
    @Test func optionalTagsMatchAnOptionalSelectionAndNonePostsEmpty() throws {
        let tester = ViewTester { OptionalTags() }
        let size = try #require(tester.control("size"))
        #expect(size.options?.map(\.value) == ["none", "small", "large"])
        #expect(size.options?.map(\.selected) == [false, false, true])
        #expect(size.value == "large")
        try tester.post(["size": "none"])
        #expect(tester.control("size")?.options?.map(\.selected) == [true, false, false])
        try tester.post(["size": "small"])
        #expect(tester.control("size")?.value == "small")
    }

    @Test func optionalTagsMatchAPlainSelection() throws {
        let tester = ViewTester { OptionalTagsPlainSelection() }
        let size = try #require(tester.control("size"))
        #expect(size.options?.map(\.value) == ["small", "large"])
        #expect(size.options?.map(\.selected) == [true, false])
        try tester.post(["size": "large"])
        #expect(tester.control("size")?.value == "large")
    }

    @Test func integerValuesAndCollidingSpellings() throws {
        let tester = ViewTester { NumbersAndCollisions() }
        #expect(tester.control("level")?.options?.map(\.value) == ["1", "5"])
        #expect(tester.control("level")?.value == "5")
        #expect(tester.control("count")?.options?.map(\.value) == ["1", "3", "10"])
        #expect(tester.control("count")?.value == "3")
        // A tag that spans lines has no readable spelling: every option is posted by its index.
        #expect(tester.control("label")?.options?.map(\.value) == ["0", "1"])
        #expect(tester.control("label")?.value == "1")
        try tester.post(["level": "1", "count": "10", "label": "0"])
        #expect(tester.control("level")?.value == "1")
        #expect(tester.control("count")?.value == "10")
        #expect(tester.control("label")?.value == "0")
    }

    @Test func sourcesThatDisagreeSelectNothingAndAgreeAfterAPost() throws {
        let tester = ViewTester { Sources() }
        let sizes = try #require(tester.control("sizes"))
        #expect(sizes.value == nil)
        try tester.post(["sizes": "large"])
        #expect(tester.control("sizes")?.value == "large")
        #expect(tester.control("sizes")?.options?.map(\.selected) == [false, true])
    }
}

/// An optional `@State` with a value in the code, read before anything is written.
private struct OptionalStateWithDefault: View {
    @State var size: Size? = .large
    var body: some View {
        Text(size.map { "Size: \($0.rawValue)" } ?? "No size")
        Picker("Size", selection: $size) {
            Text("Small").tag(Size.small)
            Text("Large").tag(Size.large)
        }
    }
}

@Test("An optional @State starts at the value the code gives it, not nil")
func optionalStateStartsAtItsDefault() throws {
    let tester = ViewTester { OptionalStateWithDefault() }
    #expect(tester.html().contains("Size: large"))
    #expect(tester.control("size")?.value == "large")
    try tester.post(["size": ""])
    #expect(tester.html().contains("No size"))
    #expect(tester.control("size")?.value == "")
}
