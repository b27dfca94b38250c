/// Text fields for values with a format: `TextField("Age", value: $age, format: .number)`.
///
/// The field shows the value formatted; a post is parsed with the format's parse strategy (or the
/// formatter). Text that is not a value is refused with a 422 naming the field, and nothing changes. An
/// empty field is nil for an optional value.
extension TextField where Label == Text {
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(titleKey), formatted: FormattedValue(value: value, format: format), prompt: prompt)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(title), formatted: FormattedValue(value: value, format: format), prompt: prompt)
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(titleKey), formatted: FormattedValue(optional: value, format: format), prompt: prompt)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(label: Text(title), formatted: FormattedValue(optional: value, format: format), prompt: prompt)
    }

    /// A value shown and read with a `Formatter` (a `NumberFormatter`, a `DateFormatter`).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(label: Text(titleKey), formatted: FormattedValue(value: value, formatter: formatter), prompt: prompt)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(label: Text(title), formatted: FormattedValue(value: value, formatter: formatter), prompt: prompt)
    }

    init(label: Text, formatted: FormattedValue, prompt: Text?) {
        self.init(label: label, text: formatted.text, prompt: prompt, axis: .horizontal, validate: formatted.validate)
    }
}

extension TextField {
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        let formatted = FormattedValue(value: value, format: format)
        self.init(label: label(), text: formatted.text, prompt: prompt, axis: .horizontal, validate: formatted.validate)
    }
}

/// A value seen through a format: the text a field shows and how posted text is read back.
struct FormattedValue {
    let text: Binding<String>
    let validate: (String) -> String?

    static let message = "This is not a value this field understands. Check what you typed and try again."

    init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        // In the page's locale, taken now: a post is decoded after the evaluation that made the field.
        let format = FormatLocale.apply(format)
        func parse(_ text: String) -> F.FormatInput? {
            try? format.parseStrategy.parse(text.trimmingCharacters(in: .whitespaces))
        }
        text = Binding(
            get: { format.format(value.wrappedValue) },
            set: { if let parsed = parse($0) { value.wrappedValue = parsed } }
        )
        validate = { parse($0) == nil ? Self.message : nil }
    }

    init<F: ParseableFormatStyle>(optional value: Binding<F.FormatInput?>, format: F) where F.FormatOutput == String {
        let format = FormatLocale.apply(format)
        func parse(_ text: String) -> F.FormatInput?? {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { return .some(nil) }
            return (try? format.parseStrategy.parse(trimmed)).map { .some($0) }
        }
        text = Binding(
            get: { value.wrappedValue.map(format.format) ?? "" },
            set: { if let parsed = parse($0) { value.wrappedValue = parsed } }
        )
        validate = { parse($0) == nil ? Self.message : nil }
    }

    init<V>(value: Binding<V>, formatter: Formatter) {
        // Foundation on Linux reads text back only through the concrete formatters.
        func parse(_ text: String) -> V? {
            let text = text.trimmingCharacters(in: .whitespaces)
            if let dates = formatter as? DateFormatter { return dates.date(from: text) as? V }
            guard let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) else { return nil }
            switch V.self {
            case is Int.Type: return number.intValue as? V
            case is Double.Type: return number.doubleValue as? V
            case is Float.Type: return number.floatValue as? V
            case is Decimal.Type: return number.decimalValue as? V
            default: return nil
            }
        }
        text = Binding(
            get: { formatter.string(for: value.wrappedValue) ?? "" },
            set: { if let parsed = parse($0) { value.wrappedValue = parsed } }
        )
        validate = { parse($0) == nil ? Self.message : nil }
    }
}
