/// What a control draws with: an HTML writer, names, the environment, what a rejected post left, and
/// the registration of fields and actions. Made by FormUI for each control it evaluates.
///
/// The writing methods write into the page at the control's place. In a pass that keeps no HTML
/// (``EvaluationPass/writesHTML`` is false) what they write is dropped, so a control draws the same way
/// in every pass.
public struct ControlContext {
    let base: RenderContext

    init(_ base: RenderContext) { self.base = base }

    // MARK: HTML

    /// The page's HTML buffer, for FormUI's own controls that write parts rendered apart (options,
    /// memoised markup); a control of an app's writes through the methods below.
    var html: HTMLBuffer {
        get { base.html }
        nonmutating _modify { yield &base.html }
    }

    /// Writes markup from your source code (a `StaticString`, so runtime text cannot reach it).
    ///
    /// - Parameter markup: The markup, written as it is, without escaping: `"<fieldset class=\"control\">"`.
    public func raw(_ markup: StaticString) { base.html.raw(markup) }

    /// Writes text, escaped: `&`, `<`, `>`, `"` and `'` become character references.
    ///
    /// - Parameter string: The text to show; any string, such as a value the person typed.
    public func text(_ string: String) { base.html.text(string) }

    /// Writes an attribute value (between double quotes you wrote), escaped as ``text(_:)`` escapes.
    ///
    /// - Parameter value: The attribute's value; any string.
    public func attribute(_ value: String) { base.html.attribute(value) }

    /// Writes ` name="value"`, the value escaped.
    ///
    /// - Parameters:
    ///   - name: The attribute's name, from your source code: `"aria-label"`.
    ///   - value: The attribute's value; any string, escaped as ``text(_:)`` escapes.
    public func attribute(_ name: StaticString, _ value: String) { base.html.attribute(name, value) }

    /// Writes ` name` when `condition` holds (`checked`, `disabled`).
    ///
    /// - Parameters:
    ///   - name: The boolean attribute's name, from your source code: `"checked"`.
    ///   - condition: Whether to write it; when false, nothing is written.
    public func flag(_ name: StaticString, _ condition: Bool) { base.html.flag(name, condition) }

    /// Writes a number.
    ///
    /// - Parameter value: The number, written in decimal digits (with `-` when negative); it needs no
    ///   escaping.
    public func number(_ value: Int) { base.html.number(value) }

    // MARK: Labels and names

    /// Evaluates a label view into a buffer of its own: its HTML, its words, and the words a field name
    /// is made from. Nothing is written into the page: `write(_:)` does that, where the control wants it.
    ///
    /// - Parameters:
    ///   - view: The label: a `Text`, a `Label`, or any view.
    ///   - component: The label's structural position below the control's, which keys the `@State` of the
    ///     views inside it: `"label"` unless told. A control that evaluates a second label gives it another.
    /// - Returns: The evaluated label: its HTML, its words (``ControlLabel/text``) and the words a field name
    ///   is made from (``ControlLabel/nameSource``).
    public func label<V: View>(_ view: V, at component: String = "label") -> ControlLabel {
        ControlLabel(base.renderLabel(view, at: component))
    }

    /// Writes a label's HTML.
    ///
    /// - Parameter label: A label from ``label(_:at:)`` or ``labelLines(_:)``.
    public func write(_ label: ControlLabel) { label.rendered.write(to: &base.html) }

    /// A readable, stable field name, unique on the page, made from the label's words.
    ///
    /// Each call takes a name of its own: a control with a second field names it with
    /// ``name(label:fallback:at:)``.
    ///
    /// - Parameters:
    ///   - label: The control's label, from ``label(_:at:)``; its interpolated values are left out of the
    ///     name.
    ///   - fallback: The name's words when the label has none (an image alone), such as `"toggle"`; used as
    ///     given.
    /// - Returns: The field's name: the slug of the label's words (`"Sign In…"` → `sign-in`), or `fallback`.
    ///   When another control on the page has that name, or had it the last time the session saw the page,
    ///   a suffix made from this control's position follows it (`sign-in-3f0a`).
    public func name(for label: ControlLabel, fallback: String) -> String {
        base.controls.allocateName(label: label.nameSource, fallback: fallback, at: base.pathBytes)
    }

    /// A field name made from a string of words, as ``name(for:fallback:)`` makes one from a label.
    ///
    /// - Parameters:
    ///   - label: The words, all of them: a value interpolated into the string becomes part of the name.
    ///   - fallback: The name when `label` has no letter or digit, such as `"toggle"`; used as given.
    /// - Returns: The field's name: the slug of `label`, or `fallback`, with a suffix made from this
    ///   control's position when another control on the page has that name, or had it the last time the
    ///   session saw the page.
    public func name(label: String, fallback: String) -> String {
        base.controls.allocateName(label: label, fallback: fallback, at: base.pathBytes)
    }

    /// A field name for a second field of the control (a date picker's time beside its day), made from a
    /// string of words and unique on the page; `component` tells it from the control's first field.
    ///
    /// - Parameters:
    ///   - label: The words, all of them, as ``name(label:fallback:)`` takes them.
    ///   - fallback: The name when `label` has no letter or digit; used as given.
    ///   - component: The second field's own position below the control's (`"time"`). The name belongs to
    ///     that position, which keeps it stable from one showing of the page to the next.
    /// - Returns: The field's name: the slug of `label`, or `fallback`, with a suffix made from the field's
    ///   position when another control on the page has that name, or had it the last time the session saw
    ///   the page.
    public func name(label: String, fallback: String, at component: String) -> String {
        base.controls.allocateName(label: label, fallback: fallback, path: base.path + "." + component)
    }

    /// A string that identifies this control's position on the page, for element ids of its own.
    public var identity: String { Slug.shortHash(base.path) }

    /// Evaluates a label made of several views as one line each: a label whose `@ViewBuilder` holds
    /// `Text("Vibrate on Ring")` and then `Text("Enable vibration when the phone rings")` is a title and a
    /// subtitle. A label of one view is one line, and so are texts joined with `+`, which make one `Text`.
    /// Each line has the structural position it has in the label as a whole.
    ///
    /// - Parameter view: The label: several views in a `@ViewBuilder`, or one view.
    /// - Returns: One evaluated label for each view, in order; never empty: a label with no views gives one
    ///   empty line.
    public func labelLines<V: View>(_ view: V) -> [ControlLabel] {
        guard let multiline = view as? any MultilineLabel else { return [label(view)] }
        let lines = multiline.renderLines(in: base)
        return lines.isEmpty ? [label(EmptyView())] : lines.map(ControlLabel.init)
    }

    // MARK: Options

    /// The options in `content`, as a picker's content is read: each view FormUI draws itself (a `Text`, an
    /// `Image`…) or control found in it is one option, with the tag it carries (`.tag(_:)`, or a `ForEach`
    /// element's id), its label evaluated but not written.
    ///
    /// - Parameters:
    ///   - content: The control's content: views with `.tag(_:)`, or a `ForEach` over the choices.
    ///   - withLabels: Whether to keep each option's label HTML for `write(_:)` (true unless told). With
    ///     false only the options' words, icons and tags are kept (a `<select>` shows no markup), which costs
    ///     less.
    /// - Returns: The options in the order `content` shows them; an option of a view without a tag has a nil
    ///   ``ControlOption/tag``. Empty when `content` shows nothing.
    public func options<V: View>(_ content: V, withLabels: Bool = true) -> [ControlOption] {
        base.collectOptions(content, keepingLabels: withLabels)
    }

    /// Writes an option's label HTML.
    ///
    /// - Parameter option: An option from ``options(_:withLabels:)``; when it was collected with `withLabels`
    ///   false, nothing is written.
    public func write(_ option: ControlOption) { base.html.append(html: option.labels.html, range: option.labelRange) }

    /// Writes the icon of an SF Symbol, decorative (`alt=""`); a name the server has no icon for is
    /// written as its accessible label in words.
    ///
    /// - Parameters:
    ///   - name: The symbol's name, such as `"star.fill"`. When the server has no icon for it, nor for its
    ///     base (`star` for `star.fill`), its accessible label ("Favorite") is written as text instead,
    ///     never the name, except in a `Label`'s icon, whose title says it already.
    ///   - variants: The variant to show (`.fill`, `.circle`), `.none` unless told: the variant's own icon
    ///     when the server has one, or else `name`'s icon with a class for each variant.
    public func writeSymbol(_ name: String, variants: SymbolVariants = .none) {
        Image.writeSymbol(name, variants: variants, label: nil, in: base)
    }

    // MARK: Where the control is

    /// Whether the control is an item of a `Menu` (a `<details>` of buttons): controls that would need
    /// the Apply button draw themselves as buttons there.
    public var isInMenu: Bool { base.environment.container == .menu }

    /// The path the page is served at, for links of the control's own.
    public var pagePath: String { base.options.pagePath }

    /// Whether the page is showing the list of choices of the control named `name` (`?choose=NAME`, a
    /// picker with the `.navigationLink` style) in place of the control.
    ///
    /// - Parameter name: The control's field name, from ``name(for:fallback:)``.
    /// - Returns: `true` when the page's address asks for that control's list of choices; otherwise `false`.
    public func isChoosing(_ name: String) -> Bool { base.options.presentedPicker == name }

    // MARK: The pass

    /// What this evaluation is for: showing the page, describing it as JSON, decoding a post, watching
    /// `.onChange` values or finding a sub-page (``EvaluationPass``). A control draws and registers the
    /// same way in every pass; it may skip what the pass does not need (``EvaluationPass/writesHTML``,
    /// ``EvaluationPass/describesControls``, ``post``).
    public var pass: EvaluationPass { base.pass }

    /// The post being decoded, when the pass decodes one: which names it sends (``PostedNames/include(_:)``)
    /// and whether every one of them was given to a control above this one
    /// (``PostedNames/areAllAnswered``). nil in a pass that decodes no post.
    public var post: PostedNames? { base.controls.post }

    // MARK: State of the control's own

    /// A value the control keeps for itself in the session, as a view keeps `@State` (a graphical date
    /// picker's month on screen): read while drawing, written by its actions. It lives while the
    /// control is on the page and starts from `initial`.
    ///
    /// - Parameters:
    ///   - key: The value's name among the control's own (`"month"`). The key is the control's: the same
    ///     key in another control, or at another position, is another value.
    ///   - initial: The value until one is written, and again after the control has left the page.
    /// - Returns: A binding that reads the value kept in the session's state for the page (`initial` when
    ///   none is kept, or the kept one is not a `Value`) and writes it there.
    public func state<Value: Codable>(_ key: String, initial: Value) -> Binding<Value> {
        let prefix = base.path + "#"
        base.noteStateInUse(prefix)
        let stateKey = prefix + key
        let state = base.state
        return Binding(
            // A session loaded from a store keeps the value encoded until it is read with its type.
            get: { state.value(for: stateKey, as: Value.self) ?? initial },
            set: { state.write($0, for: stateKey) }
        )
    }

    // MARK: Environment

    /// The environment values in effect where the control is, as the modifiers around it set them.
    public var environment: EnvironmentValues { base.environment }
    /// Whether the control can be used (no `.disabled(true)` above it).
    public var isEnabled: Bool { base.environment.isEnabled }

    /// Evaluates a child view at a position below the control's (content a control shows), writing it
    /// into the page at the point reached.
    ///
    /// - Parameters:
    ///   - view: The child view, such as the content a control shows beside its field.
    ///   - component: The child's position below the control's (`"content"`), which keys the `@State` of
    ///     the views inside it: each child of a control needs its own.
    public func render<V: View>(_ view: V, at component: String) { base.render(view, at: component) }

    /// Draws the app's own style of the control's family in its place, when one is in effect (see
    /// ``StyleFamily``); returns whether it did.
    func renderAppStyle<Family: StyleFamilyWithBody>(
        _ family: Family.Type, configuration: @autoclosure () -> Family.Configuration, notingWords: Bool = true
    ) -> Bool {
        base.renderAppStyle(family, configuration: configuration(), notingWords: notingWords)
    }

    // MARK: A rejected post

    /// What the person posted for `name` in a post that was rejected: show it again instead of the state.
    ///
    /// - Parameter name: The field's name.
    /// - Returns: The last value posted under `name`; nil when the page is not answering a rejected post,
    ///   or the post kept nothing for the field (a secret field's input is never kept).
    public func keptInput(for name: String) -> String? { base.keptInput(for: name) }

    /// The message to show by the control `name` after a rejected post.
    ///
    /// - Parameter name: The field's name.
    /// - Returns: The message of the first problem the rejected post has with the field; nil when the page
    ///   is not answering a rejected post, or the field has no problem.
    public func problem(for name: String) -> String? { base.problem(for: name) }

    /// Writes `aria-invalid`/`aria-describedby` after a rejected post, and what modifiers around the
    /// control ask of its input element (`.accessibilityLabel`, `.focused`), on the input being written.
    /// What a modifier asks goes to the first control inside it that calls this.
    ///
    /// - Parameter name: The field's name; `aria-describedby` points at the message ``writeProblem(for:)``
    ///   writes for it, and nothing of a rejected post is written when the field has no problem.
    public func writeInputAttributes(for name: String) { base.writeInputAttributes(for: name) }

    /// Writes what modifiers around a text-entry control ask of its input (`.keyboardType` → `inputmode`,
    /// `.textContentType` → `autocomplete`, `.submitLabel` → `enterkeyhint`); `isSecret` for a password.
    ///
    /// - Parameter isSecret: Whether the input is a password's. Then `autocomplete` is left out, for the
    ///   control to write its own (`current-password` unless `.textContentType` names another).
    public func writeTextEntryAttributes(isSecret: Bool) { base.writeTextInputHints(isSecure: isSecret) }

    /// Writes the message by the control after a rejected post (linked from the error summary).
    ///
    /// - Parameter name: The field's name. The message's element id is `error-` and the name; nothing is
    ///   written when the page is not answering a rejected post or the field has no problem.
    public func writeProblem(for name: String) { base.writeProblem(for: name) }

    // MARK: Registration

    /// Registers a form field: its name, its JSON description, and how a post to it is decoded. In a
    /// pass that shows the page, only its name, the value it shows and whether it needs the Apply button
    /// are kept.
    ///
    /// - Parameter field: The field, named with ``name(for:fallback:)``; its ``ControlField/accept``
    ///   decodes what a post sends under that name.
    public func register(_ field: ControlField) { base.controls.register(field) }

    /// Registers the form field `name`, which shows `value`, making its ``ControlField`` only in a pass
    /// that describes controls: a control whose field is costly to build (a picker's options, a decoder
    /// generic over its value) registers this way.
    ///
    /// - Parameters:
    ///   - name: The field's name, from ``name(for:fallback:)``.
    ///   - value: The value the field shows, as a post would send it; nil when it shows none.
    ///   - needsApply: Whether a browser without JavaScript needs the page's Apply button to send it.
    ///   - field: Makes the field; called at most once, and only when ``EvaluationPass/describesControls``.
    public func register(_ name: String, showing value: String?, needsApply: Bool, field: () -> ControlField) {
        if base.pass.describesControls {
            base.controls.register(field())
        } else {
            base.controls.registerShown(name: name, value: value, needsApply: needsApply)
        }
    }

    /// Registers an action of a control that also has a field (a stepper's Increase beside its value).
    /// Only a pass that describes controls keeps it (``EvaluationPass/describesControls``).
    ///
    /// - Parameter action: The action. Its ``ControlAction/id`` is what a post sends as `_action` to press
    ///   it: a name the control took, or its field's name, `.` and a word (`quantity.increment`), so that
    ///   decoding the post knows the post reaches this control.
    public func register(_ action: ControlAction) { base.controls.register(action) }

    /// Registers what pressing Enter in the field `name` runs (`.onSubmit`), after the post's writes.
    ///
    /// - Parameters:
    ///   - name: The text field's name.
    ///   - action: Runs after the writes of a post that presses Enter (`_action=_submit`): when that post
    ///     changed `name`, or when it changed no field that has such an action (the browser does not say
    ///     which field had the focus).
    public func register(onSubmitOf name: String, perform action: @escaping () -> Void) {
        base.controls.registerSubmit(field: name, perform: action)
    }

    /// Registers a control that only has actions (posted as `_action=ID`), such as a button. Only a pass
    /// that describes controls keeps it (``EvaluationPass/describesControls``).
    ///
    /// - Parameters:
    ///   - description: How the page's JSON view lists the control.
    ///   - actions: The control's actions, each pressed by a post that sends its ``ControlAction/id`` as
    ///     `_action`.
    public func register(_ description: ControlDescription, actions: [ControlAction]) {
        base.controls.register(description, actions: actions)
    }
}
