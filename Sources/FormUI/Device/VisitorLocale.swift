import Foundation

// Numbers an app's own code formats (`total.formatted(.currency(code: "USD"))`, `count.formatted()`),
// written in the page's locale.
//
// On a phone, `.formatted()` writes numbers and currencies as the phone's owner reads them. On a
// server, Foundation formats in the process's locale, which on Linux is `en_001` whatever the
// environment says: "US$12.50". While a visitor's page is evaluated or one of its actions runs, these
// format in the page's locale instead (the server's `--locale`, or `.environment(\.locale, …)` above);
// outside a visitor's request, in Foundation's. They are declared on the number types themselves,
// which Swift prefers to Foundation's declarations on the number protocols, so an app's calls reach
// them whether its file imports SwiftUI or Foundation first.
//
// Dates and the current locale cannot be reached from here: Foundation declares `Date.formatted`,
// `Locale.current` and `Calendar.current` on those types themselves, and a copy in FormUI would be
// ambiguous. A declaration in the app's own module is found before any imported one, so the VisitorDevice
// plugin declares them there, calling ``PageFormats``; it also makes `NumberFormatter` and
// `DateFormatter` the page's (``PageNumberFormatter``, ``PageDateFormatter``).

extension Int {
    /// The value in `format`, in the page's locale unless the format names one of its own.
    public func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Int {
        FormatLocale.apply(format).format(self)
    }

    /// The value as a number, in the page's locale.
    public func formatted() -> String { formatted(IntegerFormatStyle<Int>()) }
}

extension Double {
    /// The value in `format`, in the page's locale unless the format names one of its own.
    public func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Double {
        FormatLocale.apply(format).format(self)
    }

    /// The value as a number, in the page's locale.
    public func formatted() -> String { formatted(FloatingPointFormatStyle<Double>()) }
}

extension Float {
    /// The value in `format`, in the page's locale unless the format names one of its own.
    public func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Float {
        FormatLocale.apply(format).format(self)
    }

    /// The value as a number, in the page's locale.
    public func formatted() -> String { formatted(FloatingPointFormatStyle<Float>()) }
}

/// `NumberFormatter` in an app's module (the VisitorDevice plugin's alias): Foundation's, made in the
/// page's locale when it is made while a visitor's page is evaluated.
open class PageNumberFormatter: Foundation.NumberFormatter, @unchecked Sendable {
    public override init() {
        super.init()
        if let locale = EvaluationClock.pageLocale { self.locale = locale }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// `DateFormatter` in an app's module (the VisitorDevice plugin's alias): Foundation's, made in the
/// page's locale and time zone when it is made while a visitor's page is evaluated.
open class PageDateFormatter: Foundation.DateFormatter, @unchecked Sendable {
    public override init() {
        super.init()
        if let locale = EvaluationClock.pageLocale {
            self.locale = locale
            timeZone = EvaluationClock.timeZone
        }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// What `Locale.current`, `Calendar.current` and `Date.formatted` are in an app's module (the VisitorDevice
/// plugin declares them there, calling these): the page's locale while a visitor's page is evaluated or
/// one of its actions runs, Foundation's outside a visitor's request.
public enum PageFormats {
    /// The page's locale (the server's `--locale`, or `.environment(\.locale, …)` above the view), or
    /// Foundation's `Locale.current` outside a visitor's request.
    public static var locale: Locale { EvaluationClock.pageLocale ?? Foundation.Locale.current }

    /// Foundation's `Calendar.current` (the process's time zone, which is the server's `--time-zone`) in
    /// the page's locale: its first weekday is the visitor's.
    public static var calendar: Calendar {
        var calendar = Foundation.Calendar.current
        if let locale = EvaluationClock.pageLocale { calendar.locale = locale }
        return calendar
    }

    /// `date.formatted(date:time:)` in the page's locale.
    public static func format(_ date: Date, date dateStyle: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
        date.formatted(Date.FormatStyle(date: dateStyle, time: time, locale: locale, calendar: calendar))
    }

    /// `date.formatted(format)`: in the page's locale unless the format names one of its own.
    public static func format<F: Foundation.FormatStyle>(_ date: Date, _ format: F) -> F.FormatOutput where F.FormatInput == Date {
        FormatLocale.apply(format).format(date)
    }
}
