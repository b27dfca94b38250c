@_spi(Engine) import FormUI
@_spi(Engine) import FormUITesting
import Foundation
import Testing
import FormUITesting

/// An instant given by its wall-clock reading in `zone` (UTC unless said).
private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0, in zone: String = "UTC") -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone)!
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
}

/// Holds a date outside the session, so a test can read exactly what was written.
private final class DateBox: @unchecked Sendable {
    var value: Date
    var writes = 0
    init(_ value: Date) { self.value = value }
    var binding: Binding<Date> { Binding(get: { self.value }, set: { self.value = $0; self.writes += 1 }) }
}

private let start = date(2021, 5, 3, 10, 20, 30)
private let year2021: ClosedRange<Date> = date(2021, 1, 1)...date(2021, 12, 31, 23, 59, 59)

/// The seed's first example, with a fixed date instead of `Date()`.
private struct StartDatePicker: View {
    @State private var date = start
    var body: some View {
        DatePicker(
            "Start Date",
            selection: $date,
            displayedComponents: [.date]
        )
    }
}

/// The seed's range example (2021, date and time).
private struct RangedStartDatePicker: View {
    @State private var date = start
    let dateRange: ClosedRange<Date> = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let startComponents = DateComponents(year: 2021, month: 1, day: 1)
        let endComponents = DateComponents(year: 2021, month: 12, day: 31, hour: 23, minute: 59, second: 59)
        return calendar.date(from: startComponents)!
            ...
            calendar.date(from: endComponents)!
    }()

    var body: some View {
        DatePicker(
            "Start Date",
             selection: $date,
             in: dateRange,
             displayedComponents: [.date, .hourAndMinute]
        )
    }
}

/// The seed's graphical example.
private struct GraphicalStartDatePicker: View {
    @State private var date = start
    var body: some View {
        DatePicker(
            "Start Date",
            selection: $date,
            displayedComponents: [.date]
        )
        .datePickerStyle(.graphical)
    }
}

/// The seed's subtitle example.
private struct SubtitledDatePicker: View {
    @State private var date = start
    var body: some View {
        DatePicker(selection: $date) {
            Text("Start Date")
            Text("Select the starting date for the event")
        }
    }
}

@Suite struct DatePickerTests {
    // MARK: Rendering

    @Test func dateOnlyIsADateInputInTheZone() {
        let tester = ViewTester { StartDatePicker() }
        let html = tester.html()
        #expect(html.containsMarkup("<div class=\"control date-picker date-picker-automatic\"><label class=\"control-label\" for=\"field-start-date\"><span class=\"text\">Start Date</span></label><input type=\"date\" id=\"field-start-date\" name=\"start-date\" value=\"2021-05-03\" aria-describedby=\"zone-start-date\"><p class=\"time-zone-note\" id=\"zone-start-date\">Dates are in UTC</p></div>"))
        #expect(html.contains("value=\"_apply\""))
        let control = tester.control("start-date")
        #expect(control?.kind == "date-picker")
        #expect(control?.value == "2021-05-03")
        #expect(control?.style == "automatic")
    }

    @Test func defaultComponentsAreDateAndTime() {
        let tester = ViewTester { SubtitledDatePicker() }
        let html = tester.html()
        #expect(HTMLDocument(html).element("input", with: ["id": "field-start-date"])?.attributes == ["type": "datetime-local", "id": "field-start-date", "name": "start-date", "value": "2021-05-03T10:20", "aria-describedby": "zone-start-date"])
        #expect(html.contains(">Times are in UTC</p>"))
        #expect(html.contains("Select the starting date for the event"))
        #expect(tester.control("start-date")?.label == "Start Date Select the starting date for the event")
    }

    @Test func timeInputsWithAndWithoutSeconds() {
        let box = DateBox(start)
        let tester = ViewTester {
            VStack {
                DatePicker("Alarm", selection: box.binding, displayedComponents: .hourAndMinute)
                DatePicker("Lap", selection: box.binding, displayedComponents: .hourMinuteAndSecond)
            }
        }
        let html = tester.html()
        #expect(HTMLDocument(html).element("input", with: ["id": "field-alarm"])?.attributes == ["type": "time", "id": "field-alarm", "name": "alarm", "value": "10:20", "aria-describedby": "zone-alarm"])
        #expect(HTMLDocument(html).element("input", with: ["id": "field-lap"])?.attributes == ["type": "time", "id": "field-lap", "name": "lap", "value": "10:20:30", "step": "1", "aria-describedby": "zone-lap"])
    }

    @Test func rangeBecomesMinAndMax() {
        let tester = ViewTester { RangedStartDatePicker() }
        #expect(HTMLDocument(tester.html()).element(with: ["name": "start-date", "value": "2021-05-03T10:20", "min": "2021-01-01T00:00", "max": "2021-12-31T23:59"]) != nil)
        #expect(tester.control("start-date")?.minimum == "2021-01-01T00:00")
        #expect(tester.control("start-date")?.maximum == "2021-12-31T23:59")
    }

    @Test func partialRangesGiveOneBound() {
        let box = DateBox(start)
        let tester = ViewTester {
            VStack {
                DatePicker("From", selection: box.binding, in: date(2021, 5, 1)..., displayedComponents: .date)
                DatePicker("Through", selection: box.binding, in: ...date(2021, 5, 31), displayedComponents: .date)
            }
        }
        let html = tester.html()
        let from = HTMLDocument(html).element(with: ["name": "from", "value": "2021-05-03", "min": "2021-05-01"])
        #expect(from?["max"] == nil && from?["aria-describedby"] != nil)
        let through = HTMLDocument(html).element(with: ["name": "through", "value": "2021-05-03", "max": "2021-05-31"])
        #expect(through?["min"] == nil && through?["aria-describedby"] != nil)
    }

    @Test func aValueOutsideTheRangeShowsClampedButIsNotWritten() {
        let box = DateBox(date(2026, 1, 1, 12))
        let tester = ViewTester { DatePicker("D", selection: box.binding, in: year2021, displayedComponents: .date) }
        #expect(tester.html().contains("value=\"2021-12-31\""))
        #expect(box.writes == 0)
    }

    @Test func timeInputBoundsApplyOnlyOnTheirDay() {
        let box = DateBox(date(2021, 5, 3, 10))
        let tester = ViewTester {
            DatePicker("T", selection: box.binding, in: date(2021, 5, 3, 9)...date(2021, 5, 4, 17), displayedComponents: .hourAndMinute)
        }
        let alarm = HTMLDocument(tester.html()).element(with: ["value": "10:00", "min": "09:00"])
        #expect(alarm?["max"] == nil && alarm?["aria-describedby"] != nil)
    }

    @Test func otherTimeZoneIsShownAndNamed() throws {
        let box = DateBox(date(2021, 5, 3, 0, 0))
        let tester = ViewTester(timeZone: TimeZone(identifier: "Asia/Tokyo")!) {
            DatePicker("Meeting", selection: box.binding)
        }
        let html = tester.html()
        #expect(html.contains("value=\"2021-05-03T09:00\""))
        #expect(html.contains(">Times are in Asia/Tokyo</p>"))
        try tester.post(["meeting": "2021-05-04T08:30"])
        #expect(box.value == date(2021, 5, 3, 23, 30))
    }

    @Test func stylesOtherThanGraphicalAreInputs() {
        let tester = ViewTester {
            VStack {
                DatePicker("A", selection: .constant(start), displayedComponents: .date).datePickerStyle(.compact)
                DatePicker("B", selection: .constant(start), displayedComponents: .date).datePickerStyle(.wheel)
                DatePicker("C", selection: .constant(start), displayedComponents: .date).datePickerStyle(.field)
                DatePicker("D", selection: .constant(start), displayedComponents: .date).datePickerStyle(.stepperField)
                DatePicker("E", selection: .constant(start), displayedComponents: .date).datePickerStyle(.automatic)
            }
        }
        let html = tester.html()
        for css in ["compact", "wheel", "field", "stepper-field", "automatic"] {
            #expect(html.contains("<div class=\"control date-picker date-picker-" + css + "\"><label"))
        }
        #expect(tester.controls.map { $0.style ?? "" } == ["compact", "wheel", "field", "stepper-field", "automatic"])
        #expect(html.components(separatedBy: "<input type=\"date\"").count == 6)
    }

    // MARK: Decoding

    @Test func aDateKeepsTheTimeOfDay() throws {
        let box = DateBox(start)
        let tester = ViewTester { DatePicker("Day", selection: box.binding, displayedComponents: .date) }
        let result = try tester.post(["day": "2021-06-15"])
        #expect(result.changedFields == ["day"])
        #expect(box.value == date(2021, 6, 15, 10, 20, 30))
        // The same date again is no change.
        let again = try tester.post(["day": "2021-06-15"])
        #expect(again.changedFields.isEmpty)
        #expect(box.writes == 1)
    }

    @Test func aTimeKeepsTheDateAndUnshownSeconds() throws {
        let box = DateBox(start.addingTimeInterval(0.25))
        let tester = ViewTester { DatePicker("Alarm", selection: box.binding, displayedComponents: .hourAndMinute) }
        // The time shown, posted back without a revision, is no change: the seconds and their fraction stay.
        #expect(try tester.post(["alarm": "10:20"]).changedFields.isEmpty)
        try tester.post(["alarm": "14:05"])
        #expect(box.value == date(2021, 5, 3, 14, 5, 30).addingTimeInterval(0.25))
    }

    @Test func secondsPickerReadsMissingSecondsAsZero() throws {
        let box = DateBox(start)
        let tester = ViewTester { DatePicker("Lap", selection: box.binding, displayedComponents: .hourMinuteAndSecond) }
        try tester.post(["lap": "14:05"])
        #expect(box.value == date(2021, 5, 3, 14, 5, 0))
        try tester.post(["lap": "14:05:07"])
        #expect(box.value == date(2021, 5, 3, 14, 5, 7))
        try tester.post(["lap": "14:06:08.250"])
        #expect(box.value == date(2021, 5, 3, 14, 6, 8))
    }

    @Test func dateAndTimeAcceptsWhatBrowsersPost() throws {
        let box = DateBox(start)
        let tester = ViewTester { DatePicker("When", selection: box.binding) }
        try tester.post(["when": "2021-06-15T08:09"])
        #expect(box.value == date(2021, 6, 15, 8, 9, 30))
        try tester.post(["when": "2021-06-16 07:08"])
        #expect(box.value == date(2021, 6, 16, 7, 8, 30))
        try tester.post(["when": "2021-06-17T06:07:05"])
        #expect(box.value == date(2021, 6, 17, 6, 7, 5))
        try tester.post(["when": "12021-06-17T06:07:05"])
        #expect(box.value == date(12021, 6, 17, 6, 7, 5))
    }

    @Test func aTrailingZMeansUTC() throws {
        let box = DateBox(start)
        let tester = ViewTester(timeZone: TimeZone(identifier: "Europe/Paris")!) { DatePicker("When", selection: box.binding) }
        try tester.post(["when": "2021-06-15T08:09:00Z"])
        #expect(box.value == date(2021, 6, 15, 8, 9, 0))
        #expect(tester.control("when")?.value == "2021-06-15T10:09")
    }

    @Test func leapDays() throws {
        let box = DateBox(start)
        let tester = ViewTester { DatePicker("Day", selection: box.binding, displayedComponents: .date) }
        try tester.post(["day": "2024-02-29"])
        #expect(box.value == date(2024, 2, 29, 10, 20, 30))
        try tester.post(["day": "2000-02-29"])
        #expect(box.value == date(2000, 2, 29, 10, 20, 30))
        #expect(throws: SubmissionError.self) { try tester.post(["day": "2100-02-29"]) }
        #expect(throws: SubmissionError.self) { try tester.post(["day": "2023-02-29"]) }
    }

    @Test(arguments: [
        "2021-5-3", "2021-05-3", "21-05-03", "2021-02-30", "2021-04-31", "2021-13-01", "2021-00-10", "2021-05-00",
        "0000-01-01", "1234567-01-01", "2021/05/03", "03.05.2021", "2021-05-03T10:00", "2021-05-03Z", " 2021-05-03",
        "2021-05-03 ", "２０２１-05-03", "abc", "", "2021-05-03\u{0}", "-2021-05-03", "+2021-05-03",
    ])
    func malformedDatesAreRefusedAndNothingChanges(value: String) throws {
        let tester = ViewTester { StartDatePicker() }
        let revision = tester.revision
        let error = #expect(throws: SubmissionError.self) { try tester.post(["start-date": value]) }
        #expect(error?.kind == .invalidInput)
        #expect(error?.message(for: "start-date") == "Enter a date like 2021-05-03.")
        #expect(tester.control("start-date")?.value == "2021-05-03")
        #expect(tester.revision == revision)
        #expect(tester.state.storedValueCount == 0)
    }

    @Test(arguments: ["24:00", "23:60", "7:30", "07:3", "07:30:60", "07:30:5", "07:30:05.", "07:30:05.1234", "07:30Z", "2021-05-03T07:30", "07h30", "07:30 PM"])
    func malformedTimesAreRefused(value: String) throws {
        let box = DateBox(start)
        let tester = ViewTester { DatePicker("Alarm", selection: box.binding, displayedComponents: .hourAndMinute) }
        let error = #expect(throws: SubmissionError.self) { try tester.post(["alarm": value]) }
        #expect(error?.message(for: "alarm") == "Enter a time like 14:30 (hours 00–23).")
        #expect(box.value == start)
        #expect(box.writes == 0)
    }

    @Test(arguments: ["2021-05-03", "2021-05-03T", "2021-05-03T10", "2021-05-03t10:00", "2021-05-03T10:00+02:00", "2021-05-03T10:00ZZ", "2021-05-03T10:00:00.000Z ", "10:00"])
    func malformedDateTimesAreRefused(value: String) throws {
        let box = DateBox(start)
        let tester = ViewTester { DatePicker("When", selection: box.binding) }
        let error = #expect(throws: SubmissionError.self) { try tester.post(["when": value]) }
        #expect(error?.message(for: "when") == "Enter a date and time like 2021-05-03T14:30.")
        #expect(box.writes == 0)
    }

    @Test func outOfRangeIsClampedToTheRange() throws {
        let tester = ViewTester { RangedStartDatePicker() }
        try tester.post(["start-date": "2020-06-01T12:00"])
        #expect(tester.control("start-date")?.value == "2021-01-01T00:00")
        try tester.post(["start-date": "2023-06-01T12:00"])
        #expect(tester.control("start-date")?.value == "2021-12-31T23:59")

        let box = DateBox(start)
        let from = ViewTester { DatePicker("From", selection: box.binding, in: date(2021, 5, 1, 8)..., displayedComponents: .date) }
        try from.post(["from": "2021-04-01"])  // 1 April 10:20:30 is before the range: its start
        #expect(box.value == date(2021, 5, 1, 8))
        box.value = start
        try from.post(["from": "2021-05-01"])  // the first day, and the time of day (10:20:30) is kept: in range
        #expect(box.value == date(2021, 5, 1, 10, 20, 30))
        box.value = date(2021, 5, 3, 6)
        try from.post(["from": "2021-05-01"])  // 06:00 on the first day is before 08:00: clamped
        #expect(box.value == date(2021, 5, 1, 8))
    }

    @Test func keptInputAndMessageAfterARejectedPost() throws {
        let tester = ViewTester { StartDatePicker() }
        let error = #expect(throws: SubmissionError.self) { try tester.post(["start-date": "<script>\"'&"]) }
        let page = tester.html(showing: error!)
        #expect(!page.contains("<script>"))
        #expect(HTMLDocument(page).element(with: ["name": "start-date", "value": "<script>\"'&", "aria-invalid": "true", "aria-describedby": "error-start-date zone-start-date"])?.booleanAttributes == [])
        #expect(page.contains("value=\"&lt;script&gt;&quot;&#39;&amp;\""), "escaped as written")
        #expect(page.containsMarkup("<p class=\"field-error\" id=\"error-start-date\"><span class=\"visually-hidden\">Error:</span> Enter a date like 2021-05-03.</p>"))
        #expect(page.contains("<a href=\"#field-start-date\">Start Date: Enter a date like 2021-05-03.</a>"))
    }

    @Test func aDatePickerAndATimePickerOnOneDateBothApply() throws {
        let box = DateBox(start)
        let tester = ViewTester {
            VStack {
                DatePicker("Day", selection: box.binding, displayedComponents: .date)
                DatePicker("Time", selection: box.binding, displayedComponents: .hourAndMinute)
            }
        }
        try tester.submitForm(changing: ["day": "2021-07-04", "time": "18:45"])
        #expect(box.value == date(2021, 7, 4, 18, 45, 30))
    }

    @Test func disabledPickerRendersDisabledAndRefusesPosts() {
        let box = DateBox(start)
        let tester = ViewTester { DatePicker("Day", selection: box.binding, displayedComponents: .date).disabled(true) }
        #expect(tester.html().contains("value=\"2021-05-03\" disabled aria-describedby"))
        #expect(throws: SubmissionError.self) { try tester.post(["day": "2021-06-01"]) }
        #expect(box.writes == 0)
    }

    @Test func escapesTheLabel() {
        let tester = ViewTester { DatePicker("<script>\"'&", selection: .constant(start)) }
        let html = tester.html()
        #expect(!html.contains("<script>"))
        #expect(html.contains("<span class=\"text\">&lt;script&gt;&quot;&#39;&amp;</span></label>"))
        let graphical = ViewTester { DatePicker("<script>\"'&", selection: .constant(start)).datePickerStyle(.graphical) }.html()
        #expect(!graphical.contains("<script>"))
        #expect(graphical.contains("<legend class=\"control-label\"><span class=\"text\">&lt;script&gt;&quot;&#39;&amp;</span></legend>"))
    }

    // MARK: Graphical

    @Test func graphicalIsAMonthOfDayButtons() {
        let tester = ViewTester { GraphicalStartDatePicker() }
        let html = tester.html()
        #expect(html.containsMarkup(opening: "<fieldset class=\"control date-picker date-picker-graphical\" id=\"field-start-date\" aria-describedby=\"zone-start-date\"><legend class=\"control-label\"><span class=\"text\">Start Date</span></legend>"))
        #expect(html.containsMarkup("<span class=\"month-title\" id=\"month-start-date\">May 2021</span>"))
        #expect(html.containsMarkup(opening: "<table class=\"month-grid\" aria-labelledby=\"month-start-date\"><thead><tr><th scope=\"col\"><abbr title=\"Sunday\">Su</abbr></th><th scope=\"col\"><abbr title=\"Monday\">Mo</abbr></th>"))
        // 1 May 2021 is a Saturday: six empty cells before it.
        #expect(html.containsMarkup(opening: "<tbody><tr><td></td><td></td><td></td><td></td><td></td><td></td><td><button type=\"submit\" name=\"start-date\" value=\"2021-05-01\" class=\"day\" aria-pressed=\"false\" aria-label=\"1 May 2021\">1</button></td></tr><tr>"))
        #expect(html.containsMarkup("<button type=\"submit\" name=\"start-date\" value=\"2021-05-03\" class=\"day selected\" aria-pressed=\"true\" aria-label=\"3 May 2021\">3</button>"))
        #expect(html.contains("value=\"2021-05-31\""))
        #expect(!html.contains("value=\"2021-06-01\""))
        #expect(html.components(separatedBy: "aria-pressed=\"true\"").count == 2)
        #expect(html.containsMarkup("<button type=\"submit\" name=\"_action\" value=\"start-date.previous-month\" class=\"month-step\"><span aria-hidden=\"true\">‹</span><span class=\"visually-hidden\">Previous month</span></button>"))
        #expect(html.contains("value=\"start-date.next-month\""))
        #expect(html.contains(">Dates are in UTC</p>"))
        // Day buttons post themselves: no Apply button for this page.
        #expect(!html.contains("value=\"_apply\""))
        let control = tester.control("start-date")
        #expect(control?.style == "graphical")
        #expect(control?.actions?.map(\.value) == ["start-date.previous-month", "start-date.next-month"])
    }

    @Test func graphicalDayButtonsPostTheDate() throws {
        let tester = ViewTester { GraphicalStartDatePicker() }
        try tester.post(["start-date": "2021-05-20"])
        #expect(tester.control("start-date")?.value == "2021-05-20")
        #expect(HTMLDocument(tester.html()).element(with: ["value": "2021-05-20", "class": "day selected", "aria-pressed": "true"]) != nil)
        #expect(throws: SubmissionError.self) { try tester.post(["start-date": "2021-05-32"]) }
    }

    @Test func graphicalMonthNavigationIsPageState() throws {
        let tester = ViewTester { GraphicalStartDatePicker() }
        try tester.press("Next month")
        #expect(tester.html().contains(">June 2021</span>"))
        #expect(tester.html().contains("value=\"2021-06-30\""))
        // Moving the month does not change the selection.
        #expect(tester.control("start-date")?.value == "2021-05-03")
        #expect(!tester.html().contains("aria-pressed=\"true\""))
        try tester.perform(action: "start-date.previous-month")
        try tester.perform(action: "start-date.previous-month")
        #expect(tester.html().contains(">April 2021</span>"))
        // Choosing a day there selects it, and the calendar stays on its month.
        try tester.post(["start-date": "2021-04-12"])
        #expect(tester.control("start-date")?.value == "2021-04-12")
        #expect(tester.html().contains(">April 2021</span>"))
        // Across a year boundary.
        for _ in 0..<4 { try tester.press("Previous month") }
        #expect(tester.html().contains(">December 2020</span>"))
        for _ in 0..<2 { try tester.press("Next month") }
        #expect(tester.html().contains(">February 2021</span>"))
        #expect(tester.html().contains("value=\"2021-02-28\""))
        #expect(!tester.html().contains("value=\"2021-02-29\""))
    }

    @Test func graphicalFollowsASelectionChangedElsewhere() throws {
        let tester = ViewTester {
            GraphicalAndField()
        }
        try tester.press("Next month")
        #expect(tester.html().contains(">June 2021</span>"))
        try tester.post(["typed": "2021-09-09"])
        #expect(tester.html().contains(">September 2021</span>"))
    }

    @Test func graphicalRangeDisablesDaysAndMonthButtons() throws {
        let box = DateBox(date(2021, 1, 10, 12))
        let tester = ViewTester {
            DatePicker("Day", selection: box.binding, in: date(2021, 1, 5, 12)...date(2021, 2, 20), displayedComponents: .date)
                .datePickerStyle(.graphical)
        }
        let html = tester.html()
        #expect(HTMLDocument(html).element(with: ["value": "2021-01-04", "class": "day", "aria-pressed": "false", "aria-label": "4 January 2021", "disabled": ""])?.booleanAttributes == ["disabled"])
        // The 5th starts before the range but ends inside it: it can be chosen (and is clamped).
        #expect(HTMLDocument(html).element(with: ["value": "2021-01-05", "class": "day", "aria-pressed": "false", "aria-label": "5 January 2021"])?.booleanAttributes == [])
        #expect(HTMLDocument(html).element(with: ["value": "day.previous-month", "class": "month-step", "disabled": ""])?.booleanAttributes == ["disabled"])
        #expect(tester.control("day")?.actions?.first?.disabled == true)
        let error = #expect(throws: SubmissionError.self) { try tester.press("Previous month") }
        #expect(error?.kind == .staleAction)

        box.value = date(2021, 1, 10, 6)
        try tester.post(["day": "2021-01-05"])
        #expect(box.value == date(2021, 1, 5, 12))

        try tester.press("Next month")
        let february = tester.html()
        #expect(february.contains(">February 2021</span>"))
        #expect(HTMLDocument(february).element(with: ["value": "2021-02-20", "class": "day", "aria-pressed": "false", "aria-label": "20 February 2021"])?.booleanAttributes == [])
        #expect(february.contains("aria-label=\"21 February 2021\" disabled>"))
        #expect(HTMLDocument(february).element(with: ["value": "day.next-month", "class": "month-step", "disabled": ""])?.booleanAttributes == ["disabled"])
    }

    @Test func graphicalWithTimeAddsATimeInput() throws {
        let box = DateBox(start)
        let tester = ViewTester { DatePicker("Start Date", selection: box.binding).datePickerStyle(.graphical) }
        let html = tester.html()
        #expect(html.containsMarkup("<div class=\"date-picker-time\"><label class=\"control-label\" for=\"field-start-date-time\">Time</label><input type=\"time\" id=\"field-start-date-time\" name=\"start-date-time\" value=\"10:20\" aria-describedby=\"zone-start-date\"></div><p class=\"time-zone-note\" id=\"zone-start-date\">Times are in UTC</p>"))
        #expect(html.contains("value=\"_apply\""))
        #expect(tester.control("start-date-time")?.label == "Start Date (time)")
        try tester.submitForm(changing: ["start-date-time": "07:15"])
        #expect(box.value == date(2021, 5, 3, 7, 15, 30))
        try tester.post(["start-date": "2021-05-04"])
        #expect(box.value == date(2021, 5, 4, 7, 15, 30))
        let error = #expect(throws: SubmissionError.self) { try tester.post(["start-date-time": "7pm"]) }
        #expect(HTMLDocument(tester.html(showing: error!)).element("p", with: ["id": "error-start-date-time"])?.attributes == ["class": "field-error", "id": "error-start-date-time"])
    }

    @Test func graphicalInAnotherZoneSplitsDaysThere() {
        // 2021-05-31 22:00 UTC is already 1 June in Tokyo.
        let box = DateBox(date(2021, 5, 31, 22))
        let tester = ViewTester(timeZone: TimeZone(identifier: "Asia/Tokyo")!) {
            DatePicker("Day", selection: box.binding, displayedComponents: .date).datePickerStyle(.graphical)
        }
        let html = tester.html()
        #expect(html.contains(">June 2021</span>"))
        #expect(HTMLDocument(html).element(with: ["value": "2021-06-01", "class": "day selected", "aria-pressed": "true"]) != nil)
        #expect(html.contains(">Dates are in Asia/Tokyo</p>"))
    }

    // MARK: API

    @Test func everyInitializerCompiles() {
        let box = DateBox(start)
        let tester = ViewTester {
            VStack {
                DatePicker("A", selection: box.binding)
                DatePicker(String("B"), selection: box.binding, displayedComponents: .date)
                DatePicker(selection: box.binding, displayedComponents: DatePicker<Text>.Components.hourAndMinute) { Text("C") }
                DatePicker("D", selection: box.binding, in: year2021)
                DatePicker(String("E"), selection: box.binding, in: year2021, displayedComponents: [.date])
                DatePicker("F", selection: box.binding, in: start...)
                DatePicker(String("G"), selection: box.binding, in: start..., displayedComponents: .date)
                DatePicker("H", selection: box.binding, in: ...start)
                DatePicker(String("I"), selection: box.binding, in: ...start, displayedComponents: .date)
                DatePicker(selection: box.binding, in: year2021) { Text("J") }
                DatePicker(selection: box.binding, in: start..., displayedComponents: .date) { Text("K") }
                DatePicker(selection: box.binding, in: ...start, displayedComponents: .date) { Text("L") }
            }
        }
        #expect(tester.controls.compactMap(\.name) == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"])
    }
}

private struct GraphicalAndField: View {
    @State private var date = start
    var body: some View {
        VStack {
            DatePicker("Start Date", selection: $date, displayedComponents: .date).datePickerStyle(.graphical)
            DatePicker("Typed", selection: $date, displayedComponents: .date)
        }
    }
}

/// The seed's range example verbatim: `Date()` and `Calendar.current`.
private struct VerbatimRangedSeed: View {
    @State private var date = Date()
    let dateRange: ClosedRange<Date> = {
        let calendar = Calendar.current
        let startComponents = DateComponents(year: 2021, month: 1, day: 1)
        let endComponents = DateComponents(year: 2021, month: 12, day: 31, hour: 23, minute: 59, second: 59)
        return calendar.date(from:startComponents)!
            ...
            calendar.date(from:endComponents)!
    }()

    var body: some View {
        DatePicker(
            "Start Date",
             selection: $date,
             in: dateRange,
             displayedComponents: [.date, .hourAndMinute]
        )
    }
}

@Test func verbatimReferenceExampleWithTodaysDateShowsTheClampedEnd() {
    // Today is after 2021: the picker shows the end of the range, as SwiftUI's does.
    let tester = ViewTester { VerbatimRangedSeed() }
    let control = tester.control("start-date")
    #expect(control?.value == control?.maximum)
    #expect(control?.value?.hasPrefix("2021-12-31T") == true || control?.value?.hasPrefix("2022-01-01T") == true)
    #expect(HTMLDocument(tester.html()).element("input", with: ["type": "datetime-local", "id": "field-start-date"]) != nil)
}
