import FormUI

// The DatePicker section of seed 004 (Controls). Its "**Examples:**" block repeats the first two examples.

/// A date picker showing the calendar date only.
///
/// Seed 004 (DatePicker, "Overview"), also in its "**Examples:**".
public struct StartDatePicker: View {
    @State private var date = Date()

    public init() {}

    public var body: some View {
        DatePicker(
            "Start Date",
            selection: $date,
            displayedComponents: [.date]
        )
    }
}

/// A date-and-time picker whose label has a title and a subtitle.
///
/// Seed 004 (DatePicker, "Overview"), also in its "**Examples:**".
public struct StartDatePickerWithSubtitle: View {
    @State private var date = Date()

    public init() {}

    public var body: some View {
        DatePicker(selection: $date) {
            Text("Start Date")
            Text("Select the starting date for the event")
        }
    }
}

/// A date-and-time picker limited to the year 2021.
///
/// Seed 004 (DatePicker, "Overview": the `dateRange` example).
public struct StartDatePickerIn2021: View {
    @State private var date = Date()
    let dateRange: ClosedRange<Date> = {
        let calendar = Calendar.current
        let startComponents = DateComponents(year: 2021, month: 1, day: 1)
        let endComponents = DateComponents(year: 2021, month: 12, day: 31, hour: 23, minute: 59, second: 59)
        return calendar.date(from:startComponents)!
            ...
            calendar.date(from:endComponents)!
    }()

    public init() {}

    public var body: some View {
        DatePicker(
            "Start Date",
             selection: $date,
             in: dateRange,
             displayedComponents: [.date, .hourAndMinute]
        )
    }
}

/// A date picker in the graphical style: a month grid.
///
/// Seed 004 (DatePicker, "Styling date pickers").
public struct GraphicalStartDatePicker: View {
    @State private var date = Date()

    public init() {}

    public var body: some View {
        DatePicker(
            "Start Date",
            selection: $date,
            displayedComponents: [.date]
        )
        .datePickerStyle(.graphical)
    }
}
