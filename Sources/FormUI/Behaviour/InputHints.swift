/// Hints for text input, and focus: what a device's keyboard would use, a browser uses too.
/// - `.keyboardType` → `inputmode` (the on-screen keyboard: digits, email, URL…);
/// - `.textContentType` → `autocomplete` (what the browser may fill in: a name, an email, a new password);
/// - `.submitLabel` → `enterkeyhint` (the label of the on-screen Enter key);
/// - `@FocusState` with `.focused` → `autofocus` on the field whose focus value is set, so a page shown
///   after an action that moved focus starts there.

/// The on-screen keyboard a text field asks for.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

    var inputMode: StaticString? {
        switch self {
        case .default, .asciiCapable, .namePhonePad, .twitter: nil
        case .numbersAndPunctuation: "text"
        case .URL: "url"
        case .numberPad, .asciiCapableNumberPad: "numeric"
        case .phonePad: "tel"
        case .emailAddress: "email"
        case .decimalPad: "decimal"
        case .webSearch: "search"
        }
    }
}

/// What a text field holds, for the browser's autofill: `autocomplete="email"`.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let middleName = UITextContentType(rawValue: "additional-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nameSuffix = UITextContentType(rawValue: "honorific-suffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let location = UITextContentType(rawValue: "address-level2")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let addressState = UITextContentType(rawValue: "address-level1")
    public static let addressCityAndState = UITextContentType(rawValue: "address-level2")
    public static let sublocality = UITextContentType(rawValue: "address-level3")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let URL = UITextContentType(rawValue: "url")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "current-password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let birthdate = UITextContentType(rawValue: "bday")
}

/// The label of the Enter key while a field is being edited.
public struct SubmitLabel: Sendable, Equatable {
    let hint: StaticString
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.hint.description == rhs.hint.description }
    public static let done = SubmitLabel(hint: "done")
    public static let go = SubmitLabel(hint: "go")
    public static let send = SubmitLabel(hint: "send")
    public static let join = SubmitLabel(hint: "go")
    public static let route = SubmitLabel(hint: "go")
    public static let search = SubmitLabel(hint: "search")
    public static let `return` = SubmitLabel(hint: "enter")
    public static let next = SubmitLabel(hint: "next")
    public static let `continue` = SubmitLabel(hint: "next")
}

extension View {
    /// Asks for an on-screen keyboard: `inputmode` on the text fields inside.
    public consuming func keyboardType(_ type: UIKeyboardType) -> some View {
        transformEnvironment { $0.inputHints.inputMode = type.inputMode }
    }

    /// Says what the text fields inside hold, for autofill: `autocomplete`.
    public consuming func textContentType(_ type: UITextContentType?) -> some View {
        transformEnvironment { $0.inputHints.autocomplete = type?.rawValue }
    }

    /// Labels the on-screen Enter key of the text fields inside: `enterkeyhint`.
    public consuming func submitLabel(_ label: SubmitLabel) -> some View {
        transformEnvironment { $0.inputHints.enterKeyHint = label.hint }
    }

    /// Focuses the control inside when `condition` is true: `autofocus`.
    public consuming func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let focused = condition.wrappedValue
        return transformEnvironment { if focused || $0.defaultFocus(is: true, unfocused: !focused) { $0.inputHints.autofocus = true } }
    }

    /// Focuses the control inside when the focus state equals `value`: `autofocus`.
    public consuming func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let current = binding.wrappedValue
        let focused = current == value
        let unfocused = (current as? any UnfocusedValue)?.meansNoFocus ?? false
        return transformEnvironment { if focused || $0.defaultFocus(is: value, unfocused: unfocused) { $0.inputHints.autofocus = true } }
    }
}

/// Input hints from the environment for the next control's input element.
struct InputHints {
    var inputMode: StaticString?
    var autocomplete: String?
    var enterKeyHint: StaticString?
    var autofocus = false
}

/// Which control has focus, kept per session like `@State`: set it in an action, and the page shown next
/// starts with that control focused (`autofocus`).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>

    public init() where Value == Bool { state = State(wrappedValue: false) }
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding { Binding(binding: state.projectedValue) }

    /// The focus state as `.focused` takes it: `$isFocused`.
    @propertyWrapper
    public struct Binding {
        let binding: FormUI.Binding<Value>
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

extension FocusState: InstallableProperty {
    func install(key: String, in context: RenderContext) {
        state.install(key: key, in: context)
    }
}

extension RenderContext {
    /// Writes the attributes of a control's input element that come from around it: `aria-invalid`
    /// after a rejected post, accessibility modifiers, `autofocus`. The accessibility and focus of a
    /// modifier apply to the first control inside it, which takes them.
    func writeInputAttributes(for name: String) {
        writeInvalidAttributes(for: name)
        if environment.inputHints.autofocus {
            html.raw(" autofocus")
            environment.inputHints.autofocus = false
        }
        writeAccessibilityAttributes()
    }

    /// The hints only a text input has: `inputmode`, `autocomplete`, `enterkeyhint`.
    func writeTextInputHints(isSecure: Bool) {
        let hints = environment.inputHints
        if let inputMode = hints.inputMode {
            html.raw(" inputmode=\"")
            html.raw(inputMode)
            html.raw("\"")
        }
        if let autocomplete = hints.autocomplete, !isSecure {
            html.attribute("autocomplete", autocomplete)
        }
        if let enterKeyHint = hints.enterKeyHint {
            html.raw(" enterkeyhint=\"")
            html.raw(enterKeyHint)
            html.raw("\"")
        }
    }
}
