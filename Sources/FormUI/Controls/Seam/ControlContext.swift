/// What a control draws with: an HTML writer, names, the environment, what a rejected post left, and
/// the registration of fields and actions. Made by FormUI for each control it evaluates.
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
    public func write(_ label: ControlLabel) { label.rendered.write(to: &base.html) }

    /// A readable, stable field name, unique on the page, made from the label's words (its
    /// interpolated values left out), or `fallback` when it has none.
    public func name(for label: ControlLabel, fallback: String) -> String {
        base.controls.allocateName(label: label.nameSource, fallback: fallback, at: base.pathBytes)
    }

    /// A field name made from a string of words.
    public func name(label: String, fallback: String) -> String {
        base.controls.allocateName(label: label, fallback: fallback, at: base.pathBytes)
    }

    /// A field name for a second field of the control (a date picker's time beside its day), made from a
    /// string of words and unique on the page; `component` tells it from the control's first field.
    public func name(label: String, fallback: String, at component: String) -> String {
        base.controls.allocateName(label: label, fallback: fallback, path: base.path + "." + component)
    }

    /// A string that identifies this control's position on the page, for element ids of its own.
    public var identity: String { Slug.shortHash(base.path) }

    /// Evaluates a label made of several views as one line each: `Text("Vibrate on Ring")` +
    /// `Text("Enable vibration when the phone rings")` is a title and a subtitle. A label of one view is
    /// one line. Each line has the structural position it has in the label as a whole.
    public func labelLines<V: View>(_ view: V) -> [ControlLabel] {
        guard let multiline = view as? any MultilineLabel else { return [label(view)] }
        let lines = multiline.renderLines(in: base)
        return lines.isEmpty ? [label(EmptyView())] : lines.map(ControlLabel.init)
    }

    // MARK: Options

    /// The options in `content`: each view that carries a tag (`.tag(_:)`, or a `ForEach` element's id)
    /// is one option, its label evaluated but not written, as a picker's content is. With `withLabels`
    /// false only the options' words are kept (a `<select>` shows no markup), which costs less.
    public func options<V: View>(_ content: V, withLabels: Bool = true) -> [ControlOption] {
        base.collectOptions(content, keepingLabels: withLabels)
    }

    /// Writes an option's label HTML.
    public func write(_ option: ControlOption) { base.html.append(html: option.labels.html, range: option.labelRange) }

    /// Writes the icon of an SF Symbol, decorative (`aria-hidden`); a name the server has no icon for is
    /// written as its words.
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
    public func state<Value: Codable>(_ key: String, initial: Value) -> Binding<Value> {
        let prefix = base.path + "#"
        base.noteStateInUse(prefix)
        let stateKey = prefix + key
        let state = base.state
        return Binding(
            get: { (state.values[stateKey] as? Value) ?? initial },
            set: { state.write($0, for: stateKey) }
        )
    }

    // MARK: Environment

    public var environment: EnvironmentValues { base.environment }
    /// Whether the control can be used (no `.disabled(true)` above it).
    public var isEnabled: Bool { base.environment.isEnabled }

    /// Evaluates a child view at a position below the control's (content a control shows).
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
    public func keptInput(for name: String) -> String? { base.keptInput(for: name) }
    /// The message to show by the control `name` after a rejected post.
    public func problem(for name: String) -> String? { base.problem(for: name) }
    /// Writes `aria-invalid`/`aria-describedby` after a rejected post, and what modifiers around the
    /// control ask of its input element (`.accessibilityLabel`, `.focused`), on the input being written.
    public func writeInputAttributes(for name: String) { base.writeInputAttributes(for: name) }
    /// Writes what modifiers around a text-entry control ask of its input (`.keyboardType` → `inputmode`,
    /// `.textContentType` → `autocomplete`, `.submitLabel` → `enterkeyhint`); `isSecret` for a password.
    public func writeTextEntryAttributes(isSecret: Bool) { base.writeTextInputHints(isSecure: isSecret) }
    /// Writes the message by the control after a rejected post (linked from the error summary).
    public func writeProblem(for name: String) { base.writeProblem(for: name) }

    // MARK: Registration

    /// Registers a form field: its name, its JSON description, and how a post to it is decoded. In a
    /// pass that shows the page, only its name, the value it shows and whether it needs the Apply button
    /// are kept.
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
    public func register(_ action: ControlAction) { base.controls.register(action) }

    /// Registers what pressing Enter in the field `name` runs (`.onSubmit`), after the post's writes.
    public func register(onSubmitOf name: String, perform action: @escaping () -> Void) {
        base.controls.registerSubmit(field: name, perform: action)
    }

    /// Registers a control that only has actions (posted as `_action=ID`), such as a button.
    public func register(_ description: ControlDescription, actions: [ControlAction]) {
        base.controls.register(description, actions: actions)
    }
}
