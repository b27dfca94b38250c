import Foundation

/// A Foundation format style whose locale can be set.
///
/// `Text(price, format: .currency(code: "USD"))` formats in the style's locale, which is the process's
/// unless the code chose one. On a server that is nobody's locale (on Linux, `en_001`: "US$12.50"), so
/// FormUI gives such a style the page's locale (``RenderOptions/locale``): "$12.50" in `en_US`.
protocol LocaleSettableFormat {
    var locale: Locale { get }
    func locale(_ locale: Locale) -> Self
}

extension IntegerFormatStyle: LocaleSettableFormat {}
extension IntegerFormatStyle.Percent: LocaleSettableFormat {}
extension IntegerFormatStyle.Currency: LocaleSettableFormat {}
extension FloatingPointFormatStyle: LocaleSettableFormat {}
extension FloatingPointFormatStyle.Percent: LocaleSettableFormat {}
extension FloatingPointFormatStyle.Currency: LocaleSettableFormat {}
extension Decimal.FormatStyle: LocaleSettableFormat {}
extension Decimal.FormatStyle.Percent: LocaleSettableFormat {}
extension Decimal.FormatStyle.Currency: LocaleSettableFormat {}
extension Date.FormatStyle: LocaleSettableFormat {}

enum FormatLocale {
    /// `format` in the locale of the evaluation under way, unless the code gave it a locale of its own.
    static func apply<F>(_ format: F) -> F {
        guard let settable = format as? any LocaleSettableFormat else { return format }
        return (localized(settable) as? F) ?? format
    }

    private static func localized<S: LocaleSettableFormat>(_ style: S) -> S {
        // A style the code made without a locale carries the process's: replace only that one.
        guard style.locale.identifier == Locale.autoupdatingCurrent.identifier else { return style }
        return style.locale(EvaluationClock.locale)
    }
}
