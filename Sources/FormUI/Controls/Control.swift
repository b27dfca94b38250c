/// A control of your own: a view drawn as HTML with form fields (or actions) of its own, decoded from
/// posts by your code. The built-in controls are written on this same seam.
///
/// ```swift
/// struct RatingControl: Control {
///     let title: String
///     @Binding var stars: Int
///
///     func render(in context: ControlContext) {
///         let label = context.label(Text(title))
///         let name = context.name(for: label, fallback: "rating")
///         context.raw("<fieldset class=\"control rating\"><legend>")
///         context.write(label)
///         context.raw("</legend>")
///         for value in 1...5 {
///             context.raw("<button type=\"submit\" name=\"")
///             context.attribute(name)
///             context.raw("\" value=\"")
///             context.attribute(String(value))
///             context.raw(value == stars ? "\" aria-pressed=\"true\">" : "\" aria-pressed=\"false\">")
///             context.text(String(repeating: "★", count: value))
///             context.raw("</button>")
///         }
///         context.raw("</fieldset>")
///         let binding = $stars
///         context.register(ControlField(
///             name: name,
///             description: ControlDescription(kind: "rating", label: label.text, name: name, value: String(stars))
///         ) { posted in
///             guard let value = Int(posted.last ?? ""), (1...5).contains(value) else { return .invalid("Choose from 1 to 5 stars.") }
///             return value == binding.wrappedValue ? .unchanged : .write { binding.wrappedValue = value }
///         })
///     }
/// }
/// ```
///
/// What the seam guarantees: a name from `name(for:fallback:)` is readable, unique on the page and
/// stable (DESIGN §3); every string written with `text` or `attribute` is escaped; a field registered
/// with `register(_:)` is decoded in the same evaluation that drew it, so what is shown and what is
/// accepted agree; an `.invalid` answer rejects the whole post with a 422 and the message by the control,
/// and nothing is written.
public protocol Control: View where Body == Never {
    /// Draws the control into the page and registers its fields and actions.
    func render(in context: ControlContext)
}

extension Control {
    public var body: Never { preconditionFailure("\(Self.self) is a control: FormUI renders it and asks for no body") }

    public func _render(in context: RenderContext) {
        render(in: ControlContext(context))
    }
}

/// What a control draws with: an HTML writer, names, the environment, what a rejected post left, and
/// the registration of fields and actions. Made by FormUI for each control it evaluates.
public struct ControlContext {
    let base: RenderContext

    init(_ base: RenderContext) { self.base = base }

    // MARK: HTML

    /// The page's HTML buffer, for writing markup directly.
    public var html: HTMLBuffer {
        get { base.html }
        nonmutating _modify { yield &base.html }
    }

    /// Writes markup from your source code (a `StaticString`, so runtime text cannot reach it).
    public func raw(_ markup: StaticString) { base.html.raw(markup) }
    /// Writes text, escaped.
    public func text(_ string: String) { base.html.text(string) }
    /// Writes an attribute value (between double quotes you wrote), escaped.
    public func attribute(_ value: String) { base.html.attribute(value) }
    /// Writes ` name="value"`, the value escaped.
    public func attribute(_ name: StaticString, _ value: String) { base.html.attribute(name, value) }
    /// Writes ` name` when `condition` holds (`checked`, `disabled`).
    public func flag(_ name: StaticString, _ condition: Bool) { base.html.flag(name, condition) }
    /// Writes a number.
    public func number(_ value: Int) { base.html.number(value) }

    // MARK: Labels and names

    /// Evaluates a label view into a buffer of its own: its HTML, its words, and the words a field name
    /// is made from.
    public func label<V: View>(_ view: V, at component: String = "label") -> ControlLabel {
        ControlLabel(base.renderLabel(view, at: component))
    }

    /// Writes a label's HTML.
    public func write(_ label: ControlLabel) { base.html.append(html: label.rendered.html) }

    /// A readable, stable field name, unique on the page, made from the label's words (its
    /// interpolated values left out), or `fallback` when it has none.
    public func name(for label: ControlLabel, fallback: String) -> String {
        base.controls.allocateName(label: label.nameSource, fallback: fallback, path: base.path)
    }

    /// A field name made from a string of words.
    public func name(label: String, fallback: String) -> String {
        base.controls.allocateName(label: label, fallback: fallback, path: base.path)
    }

    /// A string that identifies this control's position on the page, for element ids of its own.
    public var identity: String { Slug.shortHash(base.path) }

    // MARK: Environment

    public var environment: EnvironmentValues { base.environment }
    /// Whether the control can be used (no `.disabled(true)` above it).
    public var isEnabled: Bool { base.environment.isEnabled }
    /// Whether the evaluation describes and decodes controls (a post, the JSON view) rather than only
    /// drawing them (a GET). A control may skip building what only decoding needs when false.
    public var describesControls: Bool { base.collectsDescriptions }

    /// Evaluates a child view at a position below the control's (content a control shows).
    public func render<V: View>(_ view: V, at component: String) { base.render(view, at: component) }

    // MARK: A rejected post

    /// What the person posted for `name` in a post that was rejected: show it again instead of the state.
    public func keptInput(for name: String) -> String? { base.keptInput(for: name) }
    /// The message to show by the control `name` after a rejected post.
    public func problem(for name: String) -> String? { base.problem(for: name) }
    /// Writes `aria-invalid`/`aria-describedby` after a rejected post, and what modifiers around the
    /// control ask of its input element (`.accessibilityLabel`, `.focused`), on the input being written.
    public func writeInputAttributes(for name: String) { base.writeInputAttributes(for: name) }
    /// Writes the message by the control after a rejected post (linked from the error summary).
    public func writeProblem(for name: String) { base.writeProblem(for: name) }

    // MARK: Registration

    /// Registers a form field: its name, its JSON description, and how a post to it is decoded.
    public func register(_ field: ControlField) { base.controls.register(field) }

    /// Registers an action of a control that also has a field (a stepper's Increase beside its value).
    public func register(_ action: ControlAction) { base.controls.register(action) }

    /// Registers a control that only has actions (posted as `_action=ID`), such as a button.
    public func register(_ description: ControlDescription, actions: [ControlAction]) {
        base.controls.register(description, actions: actions)
    }
}

/// A control's label, evaluated: its HTML and its words.
public struct ControlLabel {
    let rendered: RenderedLabel
    init(_ rendered: RenderedLabel) { self.rendered = rendered }

    /// All the words, for accessible names and the JSON view.
    public var text: String { rendered.text }
    /// The first line of words: the title.
    public var title: String { rendered.title }
    /// The words a field name is made from (the title without the parts that change with state).
    public var nameSource: String { rendered.nameSource }
    /// The SF Symbol the label shows, if any.
    public var systemImage: String? { rendered.capture.systemImage }
    /// Whether the label drew nothing.
    public var isEmpty: Bool { rendered.html.bytes.isEmpty }
}

/// A form field of a control: its name, how the JSON view describes it, and how a post is decoded.
public struct ControlField {
    public var name: String
    public var description: ControlDescription
    /// Whether a browser without JavaScript needs the page's Apply button to send this field (a select,
    /// a checkbox); false for fields that submit themselves (buttons).
    public var needsApply: Bool
    /// A secret field's input is never kept or shown again (a password).
    public var isSecret: Bool
    /// Decodes every value posted under the field's name, in order.
    public var accept: ([String]) -> FieldDecoding
    /// Whether two posted strings mean the same value (`"50"` and `"50.0"`), for telling what changed.
    public var sameValue: (String, String) -> Bool
    /// Whether a post may carry several values under the name (a set of checkboxes, a JSON array). When
    /// false, as for every built-in control, the name posted twice is refused (422) before `accept` runs,
    /// so `accept` is given exactly one value.
    public var takesSeveralValues = false
    /// What a hidden input of the control posts under the same name just before its visible one, as a
    /// checkbox's hidden partner posts `off` (DESIGN §5): such a value followed by exactly one more is
    /// that one value, and not a repeat.
    public var hiddenValues: [String] = []

    public init(
        name: String, description: ControlDescription, needsApply: Bool = true, isSecret: Bool = false,
        accept: @escaping ([String]) -> FieldDecoding,
        sameValue: @escaping (String, String) -> Bool = { $0 == $1 }
    ) {
        self.name = name
        self.description = description
        self.needsApply = needsApply
        self.isSecret = isSecret
        self.accept = accept
        self.sameValue = sameValue
    }
}

/// What a posted value does to a field.
public enum FieldDecoding {
    /// Apply by running the closure (after every field of the post was decoded without a problem).
    case write(() -> Void)
    /// Nothing to do: the posted value is the current one.
    case unchanged
    /// Reject the whole post (422) with this message by the control; nothing is written.
    case invalid(String)
}

/// An action of a control, posted as `_action=ID` (a button, a stepper's Increase).
public struct ControlAction {
    public var id: String
    public var label: String
    public var isEnabled: Bool
    public var perform: () -> Void

    public init(id: String, label: String, isEnabled: Bool = true, perform: @escaping () -> Void) {
        self.id = id
        self.label = label
        self.isEnabled = isEnabled
        self.perform = perform
    }
}
