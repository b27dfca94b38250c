import Foundation
import Testing
import FormUITesting
import ReferenceExamples

// The DatePicker examples of seed 004 (Controls — DatePicker) held to what the page says.

@Suite("Reference page examples: DatePicker")
struct ReferenceDatePickerExampleTests {
    @Test("DatePicker with [.date] (004 Overview): a date input, today by default; a chosen date is kept")
    func dateOnly() throws {
        let tester = ViewTester { StartDatePicker() }
        let picker = try #require(tester.control("start-date"))
        #expect(picker.kind == "date-picker")
        #expect(picker.label == "Start Date")
        // Today, as a date only (no time): the page shows the calendar date.
        #expect(picker.value?.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil)
        let input = try #require(element(in: tester.html(), containing: "id=\"field-start-date\"", from: "<input", to: ">"))
        #expect(input.contains("type=\"date\""))
        #expect(tester.html().contains("Dates are in UTC"))

        try tester.post(["start-date": "2024-02-29"])
        #expect(tester.control("start-date")?.value == "2024-02-29")
        #expect(throws: SubmissionError.self) { try tester.post(["start-date": "2024-02-30"]) }
        #expect(tester.control("start-date")?.value == "2024-02-29")
    }

    @Test("DatePicker with a subtitle (004 Overview): date and time, title and subtitle in the label")
    func subtitle() throws {
        let tester = ViewTester { StartDatePickerWithSubtitle() }
        let picker = try #require(tester.control("start-date"))
        #expect(picker.label.hasPrefix("Start Date"))
        let label = try #require(element(in: tester.html(), containing: "for=\"field-start-date\"", from: "<label", to: "</label>"))
        #expect(label.contains(">Start Date<"))
        #expect(label.contains(">Select the starting date for the event<"))
        let input = try #require(element(in: tester.html(), containing: "id=\"field-start-date\"", from: "<input", to: ">"))
        #expect(input.contains("type=\"datetime-local\""))

        try tester.post(["start-date": "2024-05-06T07:08"])
        #expect(tester.control("start-date")?.value == "2024-05-06T07:08")
    }

    @Test("DatePicker in 2021 (004 Overview): bounded to 2021 (UTC); dates outside are brought into the year")
    func range2021() throws {
        let tester = ViewTester { StartDatePickerIn2021() }
        let picker = try #require(tester.control("start-date"))
        #expect(picker.minimum == "2021-01-01T00:00")
        #expect(picker.maximum == "2021-12-31T23:59")
        let input = try #require(element(in: tester.html(), containing: "id=\"field-start-date\"", from: "<input", to: ">"))
        #expect(input.contains("type=\"datetime-local\""))
        #expect(input.contains("min=\"2021-01-01T00:00\""))
        #expect(input.contains("max=\"2021-12-31T23:59\""))
        // Today is after 2021: the picker shows the last moment it allows.
        #expect(picker.value == "2021-12-31T23:59")

        try tester.post(["start-date": "2021-06-15T12:30"])
        #expect(tester.control("start-date")?.value == "2021-06-15T12:30")
        try tester.post(["start-date": "2020-03-01T09:00"])
        #expect(tester.control("start-date")?.value == "2021-01-01T00:00")
    }

    @Test(".datePickerStyle(.graphical) (004 Styling): a month of day buttons; pressing one chooses it")
    func graphical() throws {
        let tester = ViewTester { GraphicalStartDatePicker() }
        let picker = try #require(tester.control("start-date"))
        #expect(picker.style == "graphical")
        let html = tester.html()
        #expect(html.contains("<legend class=\"control-label\"><span class=\"text\">Start Date</span></legend>"))
        #expect(html.contains("<table class=\"month-grid\""))
        // Today's day is the pressed one.
        let today = try #require(picker.value)
        #expect(segment(html, name: "start-date", value: today)?.contains("aria-pressed=\"true\"") == true)

        // Press the first day of the month shown.
        let firstDay = String(today.prefix(8)) + "01"
        try tester.post(["start-date": firstDay])
        #expect(tester.control("start-date")?.value == firstDay)
        #expect(segment(tester.html(), name: "start-date", value: firstDay)?.contains("aria-pressed=\"true\"") == true)

        let monthTitle = element(in: tester.html(), containing: "class=\"month-title\"", from: "<span", to: "</span>")
        try tester.press("Next month")
        #expect(element(in: tester.html(), containing: "class=\"month-title\"", from: "<span", to: "</span>") != monthTitle)
    }
}
