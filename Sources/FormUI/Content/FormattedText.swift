/// Text made from a value and a format, or from a date in a style.
extension Text {
    /// The value formatted: `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: FormatLocale.apply(format).format(input))
    }

    /// How `Text(_:style:)` shows a date.
    public enum DateStyle: Sendable, Equatable {
        /// The date: "November 23, 2026".
        case date
        /// The time: "3:05 PM".
        case time
        /// How long ago or from now: "2 hours ago".
        case relative
        /// The difference from now as an offset: "+2 hours".
        case offset
        /// The time since or until the date as a timer: "2:05:00".
        case timer
    }

    /// A date shown in a style, in the page's time zone, as of the moment the page is evaluated (a page
    /// does not tick without JavaScript).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Self.format(date, style: style, timeZone: EvaluationClock.timeZone, locale: EvaluationClock.locale, now: Date()))
    }

    /// A range of dates: "10:00 AM – 11:30 AM".
    public init(_ dates: ClosedRange<Date>) {
        let formatter = DateIntervalFormatter()
        formatter.timeZone = EvaluationClock.timeZone
        formatter.locale = EvaluationClock.locale
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        self.init(verbatim: formatter.string(from: dates.lowerBound, to: dates.upperBound))
    }

    static func format(_ date: Date, style: DateStyle, timeZone: TimeZone, locale: Locale = PageLocale.standard, now: Date) -> String {
        switch style {
        case .date, .time:
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.dateStyle = style == .date ? .long : .none
            formatter.timeStyle = style == .time ? .short : .none
            return formatter.string(from: date)
        case .relative:
            // The largest whole unit, as "in 2 hours" or "3 days ago" (Foundation on Linux has no
            // RelativeDateTimeFormatter).
            let seconds = Int(date.timeIntervalSince(now).rounded())
            let magnitude = abs(seconds)
            let units: [(Int, String)] = [(86_400 * 365, "year"), (86_400 * 30, "month"), (86_400 * 7, "week"), (86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
            guard magnitude > 0, let (size, unit) = units.first(where: { magnitude >= $0.0 }) else { return "now" }
            let count = magnitude / size
            let amount = String(count) + " " + unit + (count == 1 ? "" : "s")
            return seconds < 0 ? amount + " ago" : "in " + amount
        case .offset, .timer:
            let seconds = Int(date.timeIntervalSince(now).rounded())
            let magnitude = abs(seconds)
            let hours = magnitude / 3600, minutes = (magnitude % 3600) / 60, rest = magnitude % 60
            if style == .timer {
                let clock = hours > 0
                    ? String(hours) + ":" + Self.twoDigits(minutes) + ":" + Self.twoDigits(rest)
                    : String(minutes) + ":" + Self.twoDigits(rest)
                return clock
            }
            let sign = seconds < 0 ? "-" : "+"
            if hours > 0 { return sign + String(hours) + (hours == 1 ? " hour" : " hours") }
            if minutes > 0 { return sign + String(minutes) + (minutes == 1 ? " minute" : " minutes") }
            return sign + String(rest) + (rest == 1 ? " second" : " seconds")
        }
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }
}

/// The time zone of the evaluation under way on this thread, for texts made from dates while a view's
/// body is built (before the environment reaches them). UTC outside an evaluation.
///
/// Kept in a POSIX thread-local slot: one evaluation runs on one thread, and setting the slot is a
/// few instructions where Foundation's thread dictionary is a dictionary look-up and more.
enum EvaluationClock {
    private final class Settings {
        let timeZone: TimeZone
        let locale: Locale?
        init(_ timeZone: TimeZone, _ locale: Locale?) {
            self.timeZone = timeZone
            self.locale = locale
        }
    }

    private static let slot = ThreadBound<Settings>()

    private static var current: Settings? { slot.current }

    static var timeZone: TimeZone { current?.timeZone ?? TimeZone.gmt }

    /// The page's locale, for formats (``RenderOptions/locale``); `en_US` outside an evaluation.
    static var locale: Locale { current?.locale ?? PageLocale.standard }

    /// The page's locale during an evaluation (`en_US` unless set), nil outside one.
    static var pageLocale: Locale? {
        guard let current else { return nil }
        return current.locale ?? PageLocale.standard
    }

    /// Runs `body` with `zone` and `locale` (nil: `en_US`) as the evaluation's time zone and locale on
    /// this thread.
    static func with<T>(_ zone: TimeZone, locale: Locale?, _ body: () -> T) -> T {
        slot.bind(Settings(zone, locale), during: body)
    }
}

/// The locale pages are formatted in unless the app sets one.
enum PageLocale {
    /// `en_US`, made on first use: making a `Locale` opens ICU's locale data, which stays resident
    /// (Benchmarks/RESULTS.md, figures behind choices), and most pages format nothing with a locale.
    static let standard = Locale(identifier: "en_US")
}
