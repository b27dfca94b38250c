import Foundation

/// A control for selecting an absolute date.
///
/// Rendered as the browser's own date and time inputs, chosen by `displayedComponents`:
/// `<input type="date">` (`2021-05-03`), `"time"` (`14:30`, or `14:30:15` with seconds) or
/// `"datetime-local"` (`2021-05-03T14:30`), with `min`/`max` from the range. The `.graphical` style draws
/// a month of day buttons instead, with buttons for the previous and next month.
///
/// A `Date` is an instant, and a browser does not send its time zone without JavaScript: the page reads
/// and shows dates in one configured zone (``EnvironmentValues/timeZone``, UTC unless the server says
/// otherwise) and says which next to the control.
///
/// Decoding replaces only the components the picker shows — a time picker keeps the day of the current
/// value, a date picker its time of day — as SwiftUI's pickers do. A malformed date is refused with a
/// message; a date outside the range is clamped into it, as SwiftUI does.
public struct DatePicker<Label: View>: View {
    /// The components a date picker shows: `.date`, `.hourAndMinute`, `.hourMinuteAndSecond`.
    public typealias Components = DatePickerComponents

    let label: Label
    let selection: Binding<Date>
    let lowerBound: Date?
    let upperBound: Date?
    let components: DatePickerComponents


    init(label: Label, selection: Binding<Date>, lowerBound: Date?, upperBound: Date?, components: DatePickerComponents) {
        self.label = label
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.components = components
    }

    // MARK: Creating a date picker for any date

    /// Creates an instance that selects a `Date` with an unbounded range.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, lowerBound: nil, upperBound: nil, components: displayedComponents)
    }

    // MARK: Creating a date picker for specific dates

    /// Creates an instance that selects a `Date` in a closed range.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound, components: displayedComponents)
    }

    /// Creates an instance that selects a `Date` on or after some start date.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, lowerBound: range.lowerBound, upperBound: nil, components: displayedComponents)
    }

    /// Creates an instance that selects a `Date` on or before some end date.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, lowerBound: nil, upperBound: range.upperBound, components: displayedComponents)
    }
}

extension DatePicker where Label == Text {
    /// Creates an instance that selects a `Date` with an unbounded range, labelled from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(label: Text(titleKey), selection: selection, lowerBound: nil, upperBound: nil, components: displayedComponents)
    }

    /// Creates an instance that selects a `Date` with an unbounded range, labelled from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(label: Text(title), selection: selection, lowerBound: nil, upperBound: nil, components: displayedComponents)
    }

    /// Creates an instance that selects a `Date` in a closed range.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(label: Text(titleKey), selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound, components: displayedComponents)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(label: Text(title), selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound, components: displayedComponents)
    }

    /// Creates an instance that selects a `Date` on or after some start date.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(label: Text(titleKey), selection: selection, lowerBound: range.lowerBound, upperBound: nil, components: displayedComponents)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(label: Text(title), selection: selection, lowerBound: range.lowerBound, upperBound: nil, components: displayedComponents)
    }

    /// Creates an instance that selects a `Date` on or before some end date.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(label: Text(titleKey), selection: selection, lowerBound: nil, upperBound: range.upperBound, components: displayedComponents)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(label: Text(title), selection: selection, lowerBound: nil, upperBound: range.upperBound, components: displayedComponents)
    }
}

/// The components of a date a ``DatePicker`` shows and lets people change.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Hour and minute: `<input type="time">`.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 2)
    /// Day, month and year: `<input type="date">`.
    public static let date = DatePickerComponents(rawValue: 1 << 4)
    /// Hour, minute and second: `<input type="time" step="1">`.
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 7)
}

// MARK: Styles

/// How date pickers inside a view are drawn. Apply with `.datePickerStyle(_:)`.
public protocol DatePickerStyle: Sendable {}

/// Date picker styles, as the style mechanism sees them.
enum DatePickerStyles: StyleFamily {
    typealias Kind = DatePickerStyleKind
    static var slot: StyleKinds.Slot? { .datePicker }
}

/// The built-in date picker styles.
enum DatePickerStyleKind: String, Sendable { case automatic, compact, graphical, wheel, field, stepperField = "stepper-field" }

public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInStyle { static let kind = DatePickerStyleKind.automatic; public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle, BuiltInStyle { static let kind = DatePickerStyleKind.compact; public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInStyle { static let kind = DatePickerStyleKind.graphical; public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle, BuiltInStyle { static let kind = DatePickerStyleKind.wheel; public init() {} }
public struct FieldDatePickerStyle: DatePickerStyle, BuiltInStyle { static let kind = DatePickerStyleKind.field; public init() {} }
public struct StepperFieldDatePickerStyle: DatePickerStyle, BuiltInStyle { static let kind = DatePickerStyleKind.stepperField; public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The browser's date and time inputs.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The browser's date and time inputs, which open a calendar when clicked.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month of day buttons with previous/next month buttons, and a time input when time is shown.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// The browser's date and time inputs (a browser has no wheels).
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// The browser's date and time inputs, as editable fields.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// The browser's date and time inputs, whose parts step with the arrow keys.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension View {
    /// Sets the style for date pickers within this view.
    public consuming func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        self.style(style, of: DatePickerStyles.self)
    }
}

// MARK: Rendering and decoding

extension DatePicker: Control {
    public func render(in control: ControlContext) {
        if control.post?.areAllAnswered == true { return }
        let label = control.label(self.label)
        let name = control.name(for: label, fallback: "date")
        let picker = DatePickerLayout(
            name: name, label: label, selection: selection,
            range: DateRange(lower: lowerBound, upper: upperBound),
            format: DateFieldFormat(components), calendar: control.environment.calendar,
            style: control.environment.styleKinds[DatePickerStyles.self], isEnabled: control.isEnabled
        )
        control.base.controls.noteDatesOrTimes()
        if picker.style == .graphical, picker.format.hasDate {
            picker.renderGraphical(in: control)
        } else {
            picker.renderInput(in: control)
        }
    }
}

/// The bounds a date is clamped to.
struct DateRange {
    var lower: Date?
    var upper: Date?

    func clamp(_ date: Date) -> Date {
        var date = date
        if let lower, date < lower { date = lower }
        if let upper, date > upper { date = upper }
        return date
    }

    /// Whether any instant in `start..<end` lies in the range.
    func overlaps(start: Date, end: Date) -> Bool {
        if let lower, end <= lower { return false }
        if let upper, start > upper { return false }
        return true
    }
}

/// The wire format of one kind of date input, in the page's calendar and zone.
struct DateFieldFormat: Equatable {
    var hasDate: Bool
    var hasTime: Bool
    var hasSeconds: Bool

    init(_ components: DatePickerComponents) {
        hasDate = components.contains(.date)
        hasSeconds = components.contains(.hourMinuteAndSecond)
        hasTime = hasSeconds || components.contains(.hourAndMinute)
        if !hasDate && !hasTime { hasDate = true }  // nothing asked for: a date is the least surprising
    }

    init(hasDate: Bool, hasTime: Bool, hasSeconds: Bool) {
        self.hasDate = hasDate
        self.hasTime = hasTime
        self.hasSeconds = hasSeconds
    }

    static let dateOnly = DateFieldFormat(hasDate: true, hasTime: false, hasSeconds: false)
    var timeOnly: DateFieldFormat { DateFieldFormat(hasDate: false, hasTime: true, hasSeconds: hasSeconds) }

    /// The `type` of the `<input>`.
    var inputType: StaticString {
        hasDate ? (hasTime ? "datetime-local" : "date") : "time"
    }

    /// What to write by a rejected value.
    var example: String {
        switch (hasDate, hasTime, hasSeconds) {
        case (true, false, _): "Enter a date like 2021-05-03."
        case (false, _, false): "Enter a time like 14:30 (hours 00–23)."
        case (false, _, true): "Enter a time like 14:30:15 (hours 00–23)."
        case (true, true, false): "Enter a date and time like 2021-05-03T14:30."
        case (true, true, true): "Enter a date and time like 2021-05-03T14:30:15."
        }
    }

    private static let allComponents: Set<Calendar.Component> = [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond]

    /// `2021-05-03`, `14:30`, `14:30:15`, `2021-05-03T14:30` as the browser shows and posts them.
    func string(from date: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents(Self.allComponents, from: date)
        var result = ""
        if hasDate {
            result += Self.pad(parts.year ?? 1, 4) + "-" + Self.pad(parts.month ?? 1, 2) + "-" + Self.pad(parts.day ?? 1, 2)
        }
        if hasTime {
            if hasDate { result += "T" }
            result += Self.pad(parts.hour ?? 0, 2) + ":" + Self.pad(parts.minute ?? 0, 2)
            if hasSeconds { result += ":" + Self.pad(parts.second ?? 0, 2) }
        }
        return result
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// A posted value, checked field by field: the parts it sets.
    struct Parsed: Equatable {
        var year: Int?
        var month: Int?
        var day: Int?
        var hour: Int?
        var minute: Int?
        var second: Int?
        /// A trailing `Z`: the date and time are in UTC, whatever the page's zone.
        var isUTC = false
    }

    /// Parses exactly the formats a browser posts for this input: `YYYY-MM-DD`; `HH:MM` with optional
    /// `:SS` and fraction (Chrome leaves out zero seconds); both joined by `T` (or a space, which the
    /// HTML parser allows), optionally ending in `Z` for UTC. Anything else is nil.
    func parse(_ string: String) -> Parsed? {
        var scanner = DigitScanner(Array(string.utf8))
        var parsed = Parsed()
        if hasDate {
            guard let year = scanner.number(minDigits: 4, maxDigits: 6), year >= 1, scanner.skip("-"),
                  let month = scanner.number(minDigits: 2, maxDigits: 2), (1...12).contains(month), scanner.skip("-"),
                  let day = scanner.number(minDigits: 2, maxDigits: 2), day >= 1, day <= Self.daysIn(month: month, year: year)
            else { return nil }
            parsed.year = year
            parsed.month = month
            parsed.day = day
            if hasTime, !(scanner.skip("T") || scanner.skip(" ")) { return nil }
        }
        if hasTime {
            guard let hour = scanner.number(minDigits: 2, maxDigits: 2), hour <= 23, scanner.skip(":"),
                  let minute = scanner.number(minDigits: 2, maxDigits: 2), minute <= 59
            else { return nil }
            parsed.hour = hour
            parsed.minute = minute
            if scanner.skip(":") {
                guard let second = scanner.number(minDigits: 2, maxDigits: 2), second <= 59 else { return nil }
                parsed.second = second
                if scanner.skip(".") {
                    // Milliseconds, from a browser whose step allows them; the picker shows whole seconds.
                    guard scanner.number(minDigits: 1, maxDigits: 3) != nil else { return nil }
                }
            }
            if hasDate, scanner.skip("Z") { parsed.isUTC = true }
        }
        return scanner.isAtEnd ? parsed : nil
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `current` with the parts `parsed` sets replaced, in `calendar` (or UTC for a `Z`). Parts the picker
    /// does not show keep their value; seconds a minute picker leaves out are kept too, while a picker that
    /// shows seconds reads missing ones as zero (a browser leaves out `:00`).
    func apply(_ parsed: Parsed, to current: Date, calendar: Calendar) -> Date? {
        var calendar = calendar
        if parsed.isUTC { calendar.timeZone = TimeZone.gmt }
        // Whole seconds through the calendar, the fraction added back: a round trip through
        // `.nanosecond` is not exact, and an unchanged value must come back equal.
        let interval = current.timeIntervalSinceReferenceDate
        var fraction = interval - interval.rounded(.down)
        var parts = calendar.dateComponents(Self.wholeSecondComponents, from: current)
        if let year = parsed.year {
            parts.era = 1
            parts.year = year
            parts.month = parsed.month
            parts.day = parsed.day
        }
        if let hour = parsed.hour {
            parts.hour = hour
            parts.minute = parsed.minute
            if let second = parsed.second {
                parts.second = second
                fraction = 0
            } else if hasSeconds {
                parts.second = 0
                fraction = 0
            }
        }
        return calendar.date(from: parts)?.addingTimeInterval(fraction)
    }

    private static let wholeSecondComponents: Set<Calendar.Component> = [.era, .year, .month, .day, .hour, .minute, .second]
}

/// Reads ASCII digits and separators from posted bytes.
struct DigitScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    mutating func number(minDigits: Int, maxDigits: Int) -> Int? {
        var value = 0
        var count = 0
        while index < bytes.count, count < maxDigits, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
            count += 1
        }
        if count < minDigits { return nil }
        // More digits than allowed is malformed, not a number to cut short.
        if index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { return nil }
        return value
    }
}

/// A month shown by a graphical picker, counted from year 0 (`year * 12 + month - 1`), and the month of
/// the selection when someone moved to it: when the selection moves to another month (another control,
/// another tab), the calendar follows it again.
struct DisplayedMonth: Equatable, Codable {
    var month: Int
    var selectionMonth: Int
}

/// What rendering and decoding need, for both kinds of date picker.
struct DatePickerLayout {
    let name: String
    let label: ControlLabel
    let selection: Binding<Date>
    let range: DateRange
    let format: DateFieldFormat
    let calendar: Calendar
    let style: DatePickerStyleKind
    let isEnabled: Bool

    var fieldID: String { "field-" + name }
    var zoneID: String { "zone-" + name }

    // MARK: Inputs

    /// `<label for>` + `<input type="date|time|datetime-local">` with `min`/`max`, and the zone note.
    func renderInput(in html: ControlContext) {
        let shown = range.clamp(selection.wrappedValue)
        html.raw("<div class=\"control date-picker date-picker-")
        html.raw(style.css)
        html.raw("\"><label class=\"control-label\" for=\"")
        html.attribute(fieldID)
        html.raw("\">")
        html.write(label)
        html.raw("</label>")
        writeInput(name: name, format: format, shown: shown, in: html)
        writeZoneNote(in: html)
        html.writeProblem(for: name)
        html.raw("</div>")
        register(name: name, format: format, shown: shown, isPartOfGraphical: false, actions: nil, in: html)
    }

    /// One `<input>`: the value (or the input kept after a rejected post), the bounds, the zone note and
    /// the message linked from it.
    private func writeInput(name: String, format: DateFieldFormat, shown: Date, in html: ControlContext) {
        html.raw("<input type=\"")
        html.raw(format.inputType)
        html.raw("\"")
        html.attribute("id", "field-" + name)
        html.attribute("name", name)
        html.attribute("value", html.keptInput(for: name) ?? format.string(from: shown, calendar: calendar))
        if let min = bound(range.lower, format: format, shown: shown) { html.attribute("min", min) }
        if let max = bound(range.upper, format: format, shown: shown) { html.attribute("max", max) }
        if format.hasSeconds { html.raw(" step=\"1\"") }
        html.flag("disabled", !isEnabled)
        writeDescribedBy(name: name, in: html)
        html.raw(">")
    }

    /// The `min`/`max` attribute for a bound. A time input's bound is a time of day, which only means the
    /// range's bound on the day shown; on other days the time is free, and clamping still applies.
    private func bound(_ date: Date?, format: DateFieldFormat, shown: Date) -> String? {
        guard let date else { return nil }
        if !format.hasDate, !calendar.isDate(date, inSameDayAs: shown) { return nil }
        return format.string(from: date, calendar: calendar)
    }

    /// `aria-describedby` naming the zone note, and the message after a rejected post.
    private func writeDescribedBy(name: String, in html: ControlContext) {
        if html.problem(for: name) != nil {
            html.raw(" aria-invalid=\"true\"")
            html.attribute("aria-describedby", "error-" + name + " " + zoneID)
        } else {
            html.attribute("aria-describedby", zoneID)
        }
    }

    /// "Times are in UTC": a browser shows what the server sends, so people should know which zone it is.
    private func writeZoneNote(in html: ControlContext) {
        html.raw("<p class=\"time-zone-note\" id=\"")
        html.attribute(zoneID)
        html.raw("\">")
        html.raw(format.hasTime ? "Times are in " : "Dates are in ")
        html.text(Self.zoneName(calendar.timeZone))
        html.raw("</p>")
    }

    static func zoneName(_ zone: TimeZone) -> String {
        switch zone.identifier {
        case "UTC", "GMT", "Etc/UTC", "Etc/GMT", "Universal", "Zulu", "Etc/Universal", "Etc/Zulu": "UTC"
        default: zone.identifier
        }
    }

    /// Registers the control under `name`: decoding a posted value in `format` against the selection.
    private func register(
        name: String, format: DateFieldFormat, shown: Date, isPartOfGraphical: Bool,
        actions: [ControlDescription.Action]?, in html: ControlContext
    ) {
        var description = ControlDescription(
            kind: "date-picker", label: isPartOfGraphical && !format.hasDate ? label.text + " (time)" : label.text,
            name: name, value: format.string(from: shown, calendar: calendar), style: style.rawValue
        )
        description.minimum = range.lower.map { format.string(from: $0, calendar: calendar) }
        description.maximum = range.upper.map { format.string(from: $0, calendar: calendar) }
        description.actions = actions
        if !isEnabled { description.disabled = true }
        description.error = html.problem(for: name)

        let selection = self.selection
        let range = self.range
        let zoneCalendar = self.calendar
        html.register(ControlField(
            name: name, description: description,
            // Day buttons post themselves; inputs need the Apply button without JavaScript.
            needsApply: !(isPartOfGraphical && format.hasDate),
            accept: { posted in
                let value = posted.last ?? ""
                guard let parsed = format.parse(value) else { return .invalid(format.example) }
                let current = selection.wrappedValue
                guard let chosen = format.apply(parsed, to: current, calendar: zoneCalendar) else { return .invalid(format.example) }
                if range.clamp(chosen) == current { return .unchanged }
                // Computed again when written: another picker bound to the same date (a date picker and a
                // time picker side by side) may write its part first, and both parts must survive.
                return .write {
                    let now = selection.wrappedValue
                    selection.wrappedValue = range.clamp(format.apply(parsed, to: now, calendar: zoneCalendar) ?? now)
                }
            }
        ))
    }

    // MARK: Graphical

    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// A month of day buttons (`name=NAME value=YYYY-MM-DD`, the selected one `aria-pressed="true"`, days
    /// outside the range disabled), previous/next month buttons posted as actions, and a time input
    /// when the picker shows the time.
    func renderGraphical(in html: ControlContext) {
        let current = selection.wrappedValue
        let shown = range.clamp(current)
        let selectionMonth = monthIndex(of: shown)

        // The month on screen is the control's own state, kept in the session under its identity.
        let displayed = html.state("displayed-month", initial: DisplayedMonth?.none)
        var month = selectionMonth
        if let stored = displayed.wrappedValue, stored.selectionMonth == selectionMonth {
            month = stored.month
        }
        guard let monthStart = startOfMonth(month), let nextMonthStart = startOfMonth(month + 1) else {
            renderInput(in: html)
            return
        }
        let previousAllowed = isEnabled && startOfMonth(month - 1) != nil && range.overlaps(start: startOfMonth(month - 1)!, end: monthStart)
        let nextAllowed = isEnabled && startOfMonth(month + 2) != nil && range.overlaps(start: nextMonthStart, end: startOfMonth(month + 2)!)

        let previousID = name + ".previous-month"
        let nextID = name + ".next-month"
        func move(by offset: Int) -> () -> Void {
            { displayed.wrappedValue = DisplayedMonth(month: month + offset, selectionMonth: selectionMonth) }
        }
        html.register(ControlAction(id: previousID, label: "Previous month", isEnabled: previousAllowed, perform: move(by: -1)))
        html.register(ControlAction(id: nextID, label: "Next month", isEnabled: nextAllowed, perform: move(by: 1)))

        let title = Self.monthNames[month % 12] + " " + String(month / 12)
        let titleID = "month-" + name

        html.raw("<fieldset class=\"control date-picker date-picker-graphical\"")
        html.attribute("id", fieldID)
        html.flag("disabled", !isEnabled)
        html.attribute("aria-describedby", html.problem(for: name) != nil ? "error-" + name + " " + zoneID : zoneID)
        html.raw("><legend class=\"control-label\">")
        html.write(label)
        html.raw("</legend><div class=\"month-navigation\">")
        writeMonthButton(id: previousID, text: "Previous month", symbol: "‹", enabled: previousAllowed, in: html)
        html.raw("<span class=\"month-title\"")
        html.attribute("id", titleID)
        html.raw(">")
        html.text(title)
        html.raw("</span>")
        writeMonthButton(id: nextID, text: "Next month", symbol: "›", enabled: nextAllowed, in: html)
        html.raw("</div><table class=\"month-grid\"")
        html.attribute("aria-labelledby", titleID)
        html.raw("><thead><tr>")
        let firstWeekday = calendar.firstWeekday  // 1 = Sunday
        for column in 0..<7 {
            let weekday = Self.weekdayNames[(firstWeekday - 1 + column) % 7]
            html.raw("<th scope=\"col\"><abbr title=\"")
            html.attribute(weekday)
            html.raw("\">")
            html.text(String(weekday.prefix(2)))
            html.raw("</abbr></th>")
        }
        html.raw("</tr></thead><tbody><tr>")

        let dayFormat = DateFieldFormat.dateOnly
        let selectedDay = dayFormat.string(from: shown, calendar: calendar)
        let leading = (calendar.component(.weekday, from: monthStart) - firstWeekday + 7) % 7
        for _ in 0..<leading { html.raw("<td></td>") }
        var column = leading
        var dayStart = monthStart
        var dayNumber = 1
        while dayStart < nextMonthStart {
            guard let dayEnd = calendar.date(byAdding: .day, value: 1, to: dayStart) else { break }
            if column == 7 {
                html.raw("</tr><tr>")
                column = 0
            }
            let value = dayFormat.string(from: dayStart, calendar: calendar)
            let isSelected = value == selectedDay
            html.raw("<td><button type=\"submit\"")
            html.attribute("name", name)
            html.attribute("value", value)
            html.raw(isSelected ? " class=\"day selected\" aria-pressed=\"true\"" : " class=\"day\" aria-pressed=\"false\"")
            html.attribute("aria-label", String(dayNumber) + " " + title)
            html.flag("disabled", !isEnabled || !range.overlaps(start: dayStart, end: dayEnd))
            html.raw(">")
            html.number(dayNumber)
            html.raw("</button></td>")
            dayStart = dayEnd
            dayNumber += 1
            column += 1
        }
        for _ in column..<7 { html.raw("<td></td>") }
        html.raw("</tr></tbody></table>")

        var timeName: String?
        if format.hasTime {
            let name = html.name(label: label.nameSource + " time", fallback: "time", at: "time")
            timeName = name
            html.raw("<div class=\"date-picker-time\"><label class=\"control-label\" for=\"field-")
            html.attribute(name)
            html.raw("\">Time</label>")
            writeInput(name: name, format: format.timeOnly, shown: shown, in: html)
            html.raw("</div>")
        }
        writeZoneNote(in: html)
        html.writeProblem(for: name)
        if let timeName { html.writeProblem(for: timeName) }
        html.raw("</fieldset>")

        register(name: name, format: dayFormat, shown: shown, isPartOfGraphical: true, actions: [
            .init(value: previousID, label: "Previous month", disabled: previousAllowed ? nil : true),
            .init(value: nextID, label: "Next month", disabled: nextAllowed ? nil : true),
        ], in: html)
        if let timeName {
            register(name: timeName, format: format.timeOnly, shown: shown, isPartOfGraphical: true, actions: nil, in: html)
        }
    }

    private func writeMonthButton(id: String, text: StaticString, symbol: StaticString, enabled: Bool, in html: ControlContext) {
        html.raw(ReservedField.actionButtonOpening)
        html.attribute(id)
        html.raw("\" class=\"month-step\"")
        html.flag("disabled", !enabled)
        html.raw("><span aria-hidden=\"true\">")
        html.raw(symbol)
        html.raw("</span><span class=\"visually-hidden\">")
        html.raw(text)
        html.raw("</span></button>")
    }

    private func monthIndex(of date: Date) -> Int {
        let parts = calendar.dateComponents([.year, .month], from: date)
        return (parts.year ?? 1) * 12 + (parts.month ?? 1) - 1
    }

    /// The first instant of a month in the page's zone; nil before year 1 or past what inputs can show.
    private func startOfMonth(_ index: Int) -> Date? {
        guard index >= 12, index < 275_761 * 12 else { return nil }
        return calendar.date(from: DateComponents(era: 1, year: index / 12, month: index % 12 + 1, day: 1))
    }
}

extension DatePickerStyleKind {
    /// The class suffix the page's CSS draws the style with.
    var css: StaticString {
        switch self {
        case .automatic: "automatic"
        case .compact: "compact"
        case .graphical: "graphical"
        case .wheel: "wheel"
        case .field: "field"
        case .stepperField: "stepper-field"
        }
    }
}
