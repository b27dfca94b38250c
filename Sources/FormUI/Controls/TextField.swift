import Foundation

/// A control that displays an editable text interface.
///
/// Rendered as a `<label for>` and an `<input type="text">` (a `<textarea>` for a vertical `axis`). As
/// SwiftUI shows it, the title is the placeholder (the prompt, when there is one) and the label is read
/// by screen readers only. The field's value reaches the server with the page's Apply button, or with
/// Enter, which runs the `onSubmit(of:_:)` actions of the fields that changed.
///
/// Decoding takes the posted text as it is, except that a single-line field drops line breaks (as a
/// browser does for `type="text"`) and anything over ``TextFieldLimits/maximumUTF8Count`` is refused with a
/// message: a session holds what people type, not whatever a client cares to send.
public struct TextField<Label: View>: View {
    let label: Label
    let text: Binding<String>
    let prompt: Text?
    let axis: Axis
    /// Actions from the deprecated `onCommit:` initializers; they run like `onSubmit` actions.
    let commitActions: [() -> Void]
    /// For a field of a value with a format: says why posted text is not a value (nil: it is one).
    var validate: ((String) -> String?)?

    init(label: Label, text: Binding<String>, prompt: Text?, axis: Axis, commitActions: [() -> Void] = [], validate: ((String) -> String?)? = nil) {
        self.label = label
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.commitActions = commitActions
        self.validate = validate
    }

    /// Creates a text field with a prompt generated from a `Text`, and a label from a view.
    ///
    /// The label names the field (`<label for>`); the prompt is its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label(), text: text, prompt: prompt, axis: .horizontal)
    }

    /// Creates a text field that grows along `axis`: vertical makes it a multi-line `<textarea>`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(label: label(), text: text, prompt: prompt, axis: axis)
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(label: Text(titleKey), text: text, prompt: nil, axis: .horizontal)
    }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(label: Text(title), text: text, prompt: nil, axis: .horizontal)
    }

    /// Creates a text field with a prompt generated from a `Text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(titleKey), text: text, prompt: prompt, axis: .horizontal)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(title), text: text, prompt: prompt, axis: .horizontal)
    }

    /// Creates a text field that grows along `axis` (vertical: a `<textarea>`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(label: Text(titleKey), text: text, prompt: nil, axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(label: Text(title), text: text, prompt: nil, axis: axis)
    }

    /// Creates a text field with a prompt that grows along `axis` (vertical: a `<textarea>`).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(label: Text(titleKey), text: text, prompt: prompt, axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(label: Text(title), text: text, prompt: prompt, axis: axis)
    }
}

/// The direction a multi-line text field grows in.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

// MARK: Submitting

/// The kinds of submission an `onSubmit(of:_:)` action answers. Only `.text` exists on a form page:
/// there is no search field to submit.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Pressing Enter (Return) in a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search field. Accepted for source compatibility; nothing triggers it.
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// Adds an action to perform when someone presses Enter in a text field or secure field inside
    /// this view.
    ///
    /// A browser posts Enter as the form's first submit button, `_action=_submit`; the page then runs
    /// the submit actions of the fields whose value changed (every field's, when none did: the browser
    /// does not say which field had focus). Actions of enclosing `onSubmit`s all run, inner first, and
    /// each runs once per submission even when several fields below it changed.
    public consuming func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment { environment in
            guard triggers.contains(.text) else { return }
            // Made afresh each time the page is evaluated, so "once" means once per submission.
            let once = SubmitOnce(action)
            environment.submitActions.insert(once.run, at: 0)
        }
    }

    /// Turns off the browser's autocorrection and spell checking for text fields inside
    /// (`autocorrect="off" spellcheck="false"`): names and codes are not misspelled words.
    public consuming func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        transformEnvironment { $0.autocorrectionDisabled = disable }
    }

    /// Turns off autocorrection; the older spelling of ``autocorrectionDisabled(_:)``.
    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public consuming func disableAutocorrection(_ disable: Bool?) -> some View {
        transformEnvironment { $0.autocorrectionDisabled = disable ?? false }
    }

    /// Sets how the on-screen keyboard capitalizes text in fields inside (`autocapitalize`); nil leaves it
    /// to the browser.
    public consuming func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        transformEnvironment { $0.textInputAutocapitalization = autocapitalization }
    }

    /// The older spelling of ``textInputAutocapitalization(_:)``, with UIKit's capitalization types.
    @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
    public consuming func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        textInputAutocapitalization(style.textInputAutocapitalization)
    }
}

/// UIKit's capitalization types, as `autocapitalization(_:)` takes them.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters

    var textInputAutocapitalization: TextInputAutocapitalization {
        switch self {
        case .none: .never
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .characters
        }
    }
}

/// An `onSubmit` action shared by every field below the modifier, run at most once.
final class SubmitOnce {
    private let action: () -> Void
    private var hasRun = false

    init(_ action: @escaping () -> Void) { self.action = action }

    func run() {
        guard !hasRun else { return }
        hasRun = true
        action()
    }
}

/// How capitalisation is suggested to a text field; sent to the browser as `autocapitalize`.
public struct TextInputAutocapitalization: Sendable, Equatable {
    let html: StaticString
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.html.description == rhs.html.description }
    public static let never = TextInputAutocapitalization(html: "none")
    public static let words = TextInputAutocapitalization(html: "words")
    public static let sentences = TextInputAutocapitalization(html: "sentences")
    public static let characters = TextInputAutocapitalization(html: "characters")
}

// MARK: Styles

/// How text fields and secure fields inside a view are drawn. Apply with `.textFieldStyle(_:)`.
public protocol TextFieldStyle: Sendable {}

/// Text field styles, as the style mechanism sees them.
enum TextFieldStyles: StyleFamily {
    typealias Kind = TextFieldStyleKind
    static var slot: StyleKinds.Slot? { .textField }
}

/// The built-in text field styles.
enum TextFieldStyleKind: String, Sendable { case automatic, roundedBorder = "rounded-border", plain, squareBorder = "square-border" }

public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInStyle { static let kind = TextFieldStyleKind.automatic; public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInStyle { static let kind = TextFieldStyleKind.roundedBorder; public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInStyle { static let kind = TextFieldStyleKind.plain; public init() {} }
public struct SquareBorderTextFieldStyle: TextFieldStyle, BuiltInStyle { static let kind = TextFieldStyleKind.squareBorder; public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The page's usual field.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A field with a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A field without a border or background (still outlined when focused, so people can find it).
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    /// A field with a square border.
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

extension View {
    /// Sets the style for text fields and secure fields within this view.
    public consuming func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        self.style(style, of: TextFieldStyles.self)
    }
}

// MARK: Rendering and decoding

/// How much text one field accepts.
public enum TextFieldLimits {
    /// The most UTF-8 bytes a text or secure field stores: about ten pages of English. More is refused
    /// with a message, so a client cannot park megabytes in a session through a name field.
    public static let maximumUTF8Count = 10_000
}

extension TextField: Control {
    public func render(in context: ControlContext) {
        TextInput(
            kind: axis == .vertical ? .multiline : .text, text: text, prompt: prompt,
            extraSubmitActions: commitActions, validate: validate
        ).render(label: label, in: context)
    }
}

/// What text fields and secure fields share: the label, the input, the limits, Enter.
struct TextInput {
    enum Kind {
        case text, multiline, secure

        var className: StaticString {
            switch self {
            case .text: "text-field"
            case .multiline: "text-field text-field-multiline"
            case .secure: "secure-field"
            }
        }
        var controlKind: String { self == .secure ? "secure-field" : "text-field" }
        var fallbackName: String { self == .secure ? "password" : "text" }
    }

    let kind: Kind
    let text: Binding<String>
    let prompt: Text?
    var extraSubmitActions: [() -> Void] = []
    var validate: ((String) -> String?)? = nil

    func render<Label: View>(label labelView: Label, in context: ControlContext) {
        if context.post?.areAllAnswered == true { return }
        let label = context.label(labelView)
        let name = context.name(for: label, fallback: kind.fallbackName)
        let fieldID = "field-" + name
        let environment = context.environment
        let enabled = environment.isEnabled
        let current = text.wrappedValue

        // What the input shows: after a rejected post the person's own text (cut to the limit, so a
        // refused megabyte is not sent back); a secure field shows nothing, ever.
        let shown: String
        switch kind {
        case .secure: shown = ""
        case .text, .multiline: shown = context.keptInput(for: name).map { Self.prefix($0, maxUTF8: TextFieldLimits.maximumUTF8Count) } ?? current
        }

        let html = context
        html.raw("<div class=\"control ")
        html.raw(kind.className)
        html.raw(" text-field-")
        html.raw(environment.styleKinds[TextFieldStyles.self].css)
        // As SwiftUI shows a text field: its title is the placeholder, and the label is for screen
        // readers (it stays the field's accessible name, and its name in the JSON view).
        html.raw("\"><label class=\"control-label visually-hidden\" for=\"")
        html.attribute(fieldID)
        html.raw("\">")
        context.write(label)
        html.raw("</label>")
        switch kind {
        case .multiline: html.raw("<textarea")
        case .text: html.raw("<input type=\"text\"")
        case .secure:
            // `.textContentType(.newPassword)` tells a password manager to offer a new one.
            html.raw("<input type=\"password\"")
            context.attribute("autocomplete", environment.inputHints.autocomplete ?? "current-password")
        }
        context.attribute("id", fieldID)
        context.attribute("name", name)
        if kind == .text { context.attribute("value", shown) }
        if let placeholder = prompt?.plainText ?? (label.text.isEmpty ? nil : label.text) {
            context.attribute("placeholder", placeholder)
        }
        if kind != .secure {
            if environment.autocorrectionDisabled {
                html.raw(" autocorrect=\"off\" spellcheck=\"false\"")
            }
            if let capitalization = environment.textInputAutocapitalization {
                html.raw(" autocapitalize=\"")
                html.raw(capitalization.html)
                html.raw("\"")
            }
        }
        context.writeTextEntryAttributes(isSecret: kind == .secure)
        context.flag("disabled", !enabled)
        context.writeInputAttributes(for: name)
        html.raw(">")
        if kind == .multiline {
            // A newline right after the start tag is dropped by the HTML parser; write one so that text
            // beginning with a newline keeps it.
            html.raw("\n")
            html.text(shown)
            html.raw("</textarea>")
        }
        context.writeProblem(for: name)
        html.raw("</div>")

        var description = ControlDescription(
            kind: kind.controlKind, label: label.text, name: name,
            value: kind == .secure ? nil : current, style: environment.styleKinds[TextFieldStyles.self].rawValue
        )
        if !enabled { description.disabled = true }
        description.error = context.problem(for: name)

        let kind = self.kind
        let text = self.text
        let validate = self.validate
        context.register(ControlField(
            name: name, description: description, needsApply: true, isSecret: kind == .secure,
            accept: { posted in
                let raw = posted.last ?? ""
                if raw.utf8.count > TextFieldLimits.maximumUTF8Count {
                    return .invalid("This is too long: a field holds at most 10,000 bytes of text (as many plain letters, fewer accented or non-Latin ones). Shorten it and try again.")
                }
                let value = Self.normalize(raw, kind: kind)
                if let message = validate?(value) { return .invalid(message) }
                // A secure field is never shown its value, so an empty post is the empty field the page
                // showed, not a wish to erase the password: it leaves the value as it is.
                if kind == .secure, value.isEmpty { return .unchanged }
                if value == text.wrappedValue { return .unchanged }
                return .write { text.wrappedValue = value }
            },
            sameValue: { Self.normalize($0, kind: kind) == Self.normalize($1, kind: kind) }
        ))

        if enabled {
            for action in environment.submitActions + extraSubmitActions {
                context.register(onSubmitOf: name, perform: action)
            }
        }
    }

    /// The text a browser would hold: a single-line field cannot contain line breaks (a browser strips
    /// them from `type="text"` values); a `<textarea>` posts its breaks as CR LF, stored as LF.
    static func normalize(_ value: String, kind: Kind) -> String {
        switch kind {
        case .text, .secure:
            guard value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" }) else { return value }
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: value.unicodeScalars.lazy.filter { $0 != "\r" && $0 != "\n" })
            return String(scalars)
        case .multiline:
            guard value.unicodeScalars.contains("\r") else { return value }
            return value.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
    }

    /// The longest prefix of `string` that fits in `maxUTF8` bytes, cut between characters.
    static func prefix(_ string: String, maxUTF8: Int) -> String {
        guard string.utf8.count > maxUTF8 else { return string }
        var result = ""
        var count = 0
        for character in string {
            count += character.utf8.count
            if count > maxUTF8 { break }
            result.append(character)
        }
        return result
    }
}

extension TextFieldStyleKind {
    /// The class suffix the page's CSS draws the style with.
    var css: StaticString {
        switch self {
        case .automatic: "automatic"
        case .roundedBorder: "rounded-border"
        case .plain: "plain"
        case .squareBorder: "square-border"
        }
    }
}
