import FormUI
import FormUITesting
import Testing

// A builder block of two to ten views is a chain of `_ViewList`s and a longer one a `TupleView`. Both must
// give each child its position as identity, in order, and flatten into a picker's options.

/// Field names leave digits out (they change with state), so the notes are named in words.
private let numberWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]

/// A child with state of its own, named by its position.
private struct Note: View {
    let number: Int
    @State private var text = ""
    var body: some View {
        TextField("Note " + numberWords[number - 1], text: $text)
    }
}

private struct TenNotes: View {
    var body: some View {
        VStack {
            Note(number: 1); Note(number: 2); Note(number: 3); Note(number: 4); Note(number: 5)
            Note(number: 6); Note(number: 7); Note(number: 8); Note(number: 9); Note(number: 10)
        }
    }
}

private struct TwelveNotes: View {
    var body: some View {
        VStack {
            Note(number: 1); Note(number: 2); Note(number: 3); Note(number: 4); Note(number: 5); Note(number: 6)
            Note(number: 7); Note(number: 8); Note(number: 9); Note(number: 10); Note(number: 11); Note(number: 12)
        }
    }
}

private struct ElevenOptions: View {
    @State private var hour = 9
    var body: some View {
        Picker("Hour", selection: $hour) {
            Text("8").tag(8); Text("9").tag(9); Text("10").tag(10); Text("11").tag(11); Text("12").tag(12)
            Text("13").tag(13); Text("14").tag(14); Text("15").tag(15); Text("16").tag(16); Text("17").tag(17)
            Text("18").tag(18)
        }
        Text("Hour \(hour)")
    }
}

@Suite("Builder blocks")
struct ViewBuilderTests {
    /// Posts a different text to every note, then checks that each kept its own, in page order.
    private func eachChildKeepsItsOwnState<V: View>(_ count: Int, _ view: @escaping @Sendable () -> V) throws {
        let tester = ViewTester(view)
        let names = tester.controls.compactMap(\.name)
        #expect(names == (1...count).map { "note-" + numberWords[$0 - 1] })
        for number in 1...count {
            try tester.post([("note-" + numberWords[number - 1], "text \(number)")])
        }
        #expect(tester.controls.compactMap(\.value) == (1...count).map { "text \($0)" })
    }

    @Test func aBlockOfTenGivesEachChildItsPlaceAndState() throws {
        try eachChildKeepsItsOwnState(10) { TenNotes() }
    }

    @Test func aBlockOfMoreThanTenDoesTheSame() throws {
        try eachChildKeepsItsOwnState(12) { TwelveNotes() }
    }

    @Test func aBlockOfElevenOptionsIsElevenOptions() throws {
        let tester = ViewTester { ElevenOptions() }
        let hour = try #require(tester.control("hour"))
        #expect(hour.options?.map(\.value) == (8...18).map(String.init))
        #expect(hour.value == "9")
        try tester.post(["hour": "18"])
        #expect(tester.html().contains("Hour 18"))
    }
}
