import FormUITesting
import Testing

/// “Controls and styles of your own”: the modifier, the two styles and the control, as a page shows and
/// a post drives them.
@Suite struct CustomControlsAndStylesTests {
    @Test func theToggleStyleIsAButtonThatFlipsIt() throws {
        let tester = ViewTester { ChoreCard() }
        #expect(tester.control("water-the-plants") == nil, "the style draws a button, not a checkbox")
        let icon = { tester.element(role: "button", name: "Water the plants")?.descendants.first { $0.tag == "img" }?["src"] }
        #expect(icon() == "/icons/square.svg")
        try tester.press("Water the plants")
        #expect(icon() == "/icons/checkmark.square.svg")
        #expect(tester.element(with: ["class": "background", "style": "background:var(--material-thin);border-radius:12px;"]) != nil, "the card's modifier")
    }

    @Test func theControlReadsWhatPeopleWrite() throws {
        let tester = ViewTester { ChoreCard() }
        #expect(tester.control("time-spent")?.value == "45m")
        try tester.post(["time-spent": "1h 30m"])
        #expect(tester.control("time-spent")?.value == "1h 30m")
        try tester.press("Log it")
        #expect(tester.document().text.contains("Logged so far: 1h 30m"))
    }

    @Test func theControlRefusesWhatItCannotRead() throws {
        let tester = ViewTester { ChoreCard() }
        let error = try #require(throws: SubmissionError.self) { try tester.post(["time-spent": "soon"]) }
        #expect(error.message(for: "time-spent") == "Write a duration such as 1h 30m, 45m or 90.")
        let page = HTMLDocument(tester.html(showing: error))
        #expect(page.element(with: ["name": "time-spent"])?.value == "soon", "the person's input is kept to correct")
        #expect(tester.control("time-spent")?.value == "45m")
    }

    @Test func durationsAreReadAndWritten() {
        #expect(DurationField.minutes(in: "90") == 90)
        #expect(DurationField.minutes(in: "2h") == 120)
        #expect(DurationField.minutes(in: "1H 5M") == 65)
        #expect(DurationField.minutes(in: "1h 2h 3m") == nil)
        #expect(DurationField.minutes(in: "") == nil)
        #expect(DurationField.format(125) == "2h 5m")
    }
}
