import Foundation

/// A control for choosing several dates (a booking's nights, a rota's days off).
///
/// A phone shows a calendar whose days toggle; a page without JavaScript shows what that calendar
/// holds: a group, named by the label, listing the dates chosen, each with a Remove button, then a date
/// input and an Add button for another. Each is a control of the page, posted like any other; the
/// selection is the day's `DateComponents` (calendar, era, year, month, day) in the page's calendar,
/// as SwiftUI gives them. Dates outside `bounds` are not offered (the input's `min` and `max`).
public struct MultiDatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Set<DateComponents>>
    let lowerBound: Date?
    let upperBound: Date?
    @State private var nextDate = Date()
    @Environment(\.calendar) private var calendar

    init(label: Label, selection: Binding<Set<DateComponents>>, lowerBound: Date?, upperBound: Date?) {
        self.label = label
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, lowerBound: nil, upperBound: nil)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound.addingTimeInterval(-1))
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, lowerBound: bounds.lowerBound, upperBound: nil)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, lowerBound: nil, upperBound: bounds.upperBound.addingTimeInterval(-1))
    }

    public var body: some View {
        GroupBox {
            let chosen = chosenDays()
            if chosen.isEmpty {
                Text("No dates chosen").foregroundStyle(.secondary)
            }
            ForEach(chosen, id: \.self) { day in
                HStack {
                    Text(day.date, format: .dateTime.year().month(.abbreviated).day())
                    Spacer()
                    Button("Remove", role: .destructive) { selection.wrappedValue.remove(day.components) }
                        .accessibilityLabel(Text("Remove \(day.date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: EvaluationClock.locale, timeZone: calendar.timeZone)))"))
                }
            }
            HStack {
                dateInput
                Button("Add date") { selection.wrappedValue.insert(components(of: nextDate)) }
            }
        } label: {
            label
        }
    }

    @ViewBuilder private var dateInput: some View {
        switch (lowerBound, upperBound) {
        case let (lower?, upper?) where lower <= upper:
            DatePicker("Date to add", selection: $nextDate, in: lower...upper, displayedComponents: .date)
        case let (lower?, nil):
            DatePicker("Date to add", selection: $nextDate, in: lower..., displayedComponents: .date)
        case let (nil, upper?):
            DatePicker("Date to add", selection: $nextDate, in: ...upper, displayedComponents: .date)
        default:
            DatePicker("Date to add", selection: $nextDate, displayedComponents: .date)
        }
    }

    /// A chosen day: its components as the selection holds them, and its date for showing it.
    struct Day: Hashable {
        let components: DateComponents
        let date: Date
    }

    /// The chosen days in order, those whose components name no date left out.
    private func chosenDays() -> [Day] {
        selection.wrappedValue
            .compactMap { components in (components.calendar ?? calendar).date(from: components).map { Day(components: components, date: $0) } }
            .sorted { $0.date < $1.date }
    }

    /// The day `date` falls on in the page's calendar, as a device's multi-date picker gives it.
    private func components(of date: Date) -> DateComponents {
        calendar.dateComponents([.calendar, .era, .year, .month, .day], from: date)
    }
}

extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(label: Text(titleKey), selection: selection, lowerBound: nil, upperBound: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(label: Text(title), selection: selection, lowerBound: nil, upperBound: nil)
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(label: Text(titleKey), selection: selection, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound.addingTimeInterval(-1))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(label: Text(titleKey), selection: selection, lowerBound: bounds.lowerBound, upperBound: nil)
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(label: Text(titleKey), selection: selection, lowerBound: nil, upperBound: bounds.upperBound.addingTimeInterval(-1))
    }
}
