/// A control that toggles between on and off states.
///
/// The style decides the HTML (DESIGN §5):
/// - `.checkbox`: a checkbox and its `<label>`, preceded by a hidden field posting `off` under the same
///   name, so that an unchecked box still says "off" (a browser posts nothing for it) and a checked one
///   says "off", then "on" — the last value posted wins.
/// - `.switch`: the same checkbox with `role="switch"`, drawn as a switch.
/// - `.automatic`: a switch, as on iOS (the web has no platform convention to follow, and a switch reads
///   as "applies a setting", which is what a toggle does); inside a `Menu`, a menu item that submits itself.
/// - `.button`: a submit button with `aria-pressed`, posting the opposite of the current state; it applies
///   at once, with no Apply button needed.
///
/// Decoding accepts `on`/`off` and also `true`/`false`/`1`/`0`, so `curl -d wifi=true` works; anything else
/// is rejected with a message by the control. A toggle bound to several `sources` that disagree shows
/// "(mixed)", unchecked; checking it turns every source on.
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: BoundValues<Bool>

    init(label: Label, isOn: BoundValues<Bool>) {
        self.label = label
        self.isOn = isOn
    }

    // MARK: Creating a toggle

    /// Creates a toggle that displays a custom label.
    ///
    /// A label made of two `Text` views shows the first as the title and the second as a subtitle.
    ///
    /// - Parameters:
    ///   - isOn: A binding to a property that determines whether the toggle is on or off.
    ///   - label: A view that describes the purpose of the toggle.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), isOn: BoundValues(isOn))
    }

    /// Creates a toggle representing a collection of values with a custom label.
    ///
    /// The toggle is on when every source is on, off when every one is off, and mixed otherwise; setting it
    /// sets them all.
    ///
    /// - Parameters:
    ///   - sources: A collection of values used as the source for rendering the toggle's state.
    ///   - isOn: The key path of the values that determines whether the toggle is on, mixed or off.
    ///   - label: A view that describes the purpose of the toggle.
    public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), isOn: BoundValues(sources: sources, keyPath: isOn))
    }
}

// MARK: Text labels

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(label: Text(titleKey), isOn: BoundValues(isOn))
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(label: Text(title), isOn: BoundValues(isOn))
    }

    /// Creates a toggle representing a collection of values that generates its label from a localized
    /// string key.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(label: Text(titleKey), isOn: BoundValues(sources: sources, keyPath: isOn))
    }

    /// Creates a toggle representing a collection of values that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(label: Text(title), isOn: BoundValues(sources: sources, keyPath: isOn))
    }
}

// MARK: Labels with an image

extension Toggle where Label == FormUI.Label<Text, Image> {
    /// Creates a toggle that generates its label from a localized string key and system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(label: FormUI.Label(titleKey, systemImage: systemImage), isOn: BoundValues(isOn))
    }

    /// Creates a toggle that generates its label from a string and system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(label: FormUI.Label(title, systemImage: systemImage), isOn: BoundValues(isOn))
    }

    /// Creates a toggle that generates its label from a localized string key and image resource.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(label: FormUI.Label(titleKey, image: image), isOn: BoundValues(isOn))
    }

    /// Creates a toggle that generates its label from a string and image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(label: FormUI.Label(title, image: image), isOn: BoundValues(isOn))
    }

    /// Creates a toggle representing a collection of values that generates its label from a localized
    /// string key and system image.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(label: FormUI.Label(titleKey, systemImage: systemImage), isOn: BoundValues(sources: sources, keyPath: isOn))
    }

    /// Creates a toggle representing a collection of values that generates its label from a string and
    /// system image.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(label: FormUI.Label(title, systemImage: systemImage), isOn: BoundValues(sources: sources, keyPath: isOn))
    }

    /// Creates a toggle representing a collection of values that generates its label from a localized
    /// string key and image resource.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(label: FormUI.Label(titleKey, image: image), isOn: BoundValues(sources: sources, keyPath: isOn))
    }

    /// Creates a toggle representing a collection of values that generates its label from a string and
    /// image resource.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(label: FormUI.Label(title, image: image), isOn: BoundValues(sources: sources, keyPath: isOn))
    }
}

// MARK: Rendering and decoding

extension Toggle: Control {
    public func render(in control: ControlContext) {
        if control.renderAppStyle(ToggleStyles.self, configuration: styleConfiguration) { return }
        if control.post?.areAllAnswered == true { return }
        // A label of several views is a title and subtitles (drawn by the layouts below).
        let lines = ToggleLabelLines(control.labelLines(label))
        let name = control.name(label: lines.nameSource, fallback: "toggle")
        let enabled = control.isEnabled
        let inMenu = control.isInMenu

        let values = isOn.read()
        let isMixed = values.contains(true) && values.contains(false)
        var shown: ToggleState = isMixed ? .mixed : (values.first ?? false) ? .on : .off
        // After a rejected post, show what the person chose rather than undo it under their eyes.
        if let kept = control.keptInput(for: name) {
            if let value = ToggleValue.parse(kept) { shown = value ? .on : .off }
            else if kept == ToggleValue.mixed { shown = .mixed }
        }

        var style = control.environment.styleKinds[ToggleStyles.self]
        if style == .automatic { style = inMenu ? .button : .switchStyle }
        let layout = ToggleLayout(name: name, lines: lines, state: shown, isEnabled: enabled)
        switch style {
        case .button: layout.renderButton(in: control, asMenuItem: inMenu)
        case .checkbox: layout.renderCheckbox(in: control, asSwitch: false)
        case .switchStyle, .automatic: layout.renderCheckbox(in: control, asSwitch: true)
        }

        var description = ControlDescription(
            kind: "toggle", label: lines.text, name: name,
            value: isMixed ? nil : ToggleValue.text(values.first ?? false),
            style: inMenu && style == .button ? "menu-item" : style.rawValue
        )
        if !enabled { description.disabled = true }
        description.error = control.problem(for: name)

        let isOn = self.isOn
        var field = ControlField(
            name: name, description: description, needsApply: style != .button,
            accept: { posted in
                let text = posted.last ?? ""
                // What the page posts for a mixed toggle left alone: keep every source as it is.
                if text == ToggleValue.mixed { return .unchanged }
                guard let newValue = ToggleValue.parse(text) else {
                    return .invalid("Choose on or off (post “on” or “off”).")
                }
                let current = isOn.read()
                if !current.isEmpty, current.allSatisfy({ $0 == newValue }) { return .unchanged }
                return .write { isOn.write(newValue) }
            }
        )
        field.hiddenValues = [ToggleValue.text(false), ToggleValue.mixed]
        field.sameValue = { lhs, rhs in
            if let left = ToggleValue.parse(lhs), let right = ToggleValue.parse(rhs) { return left == right }
            return lhs == rhs
        }
        control.register(field)
    }
}

/// The words a toggle accepts and posts.
enum ToggleValue {
    static let mixed = "mixed"

    static func text(_ value: Bool) -> String { value ? "on" : "off" }

    /// `on`/`off`, and the spellings programs use: `true`/`false`, `1`/`0` (any case, spaces trimmed).
    static func parse(_ text: String) -> Bool? {
        switch NumberText.trimmed(text).lowercased() {
        case "on", "true", "1": true
        case "off", "false", "0": false
        default: nil
        }
    }
}

enum ToggleState { case on, off, mixed }

/// A toggle's label, split into its title and subtitle lines when it is made of several views
/// (`Text("Vibrate on Ring")` and `Text("Enable vibration when the phone rings")` one after the other in the
/// label's builder; `Text + Text` is one `Text`, one line).
struct ToggleLabelLines {
    var lines: [ControlLabel]

    init(_ lines: [ControlLabel]) { self.lines = lines }

    /// Whether the lines are a title and subtitles: several views, each with words (an image next to a
    /// text is one line).
    var hasSubtitles: Bool { lines.count > 1 && lines.allSatisfy { !$0.text.isEmpty } }
    var title: String { lines.first(where: { !$0.title.isEmpty })?.title ?? "" }
    var nameSource: String { lines.first(where: { !$0.title.isEmpty })?.nameSource ?? "" }
    var text: String { lines.map(\.text).filter { !$0.isEmpty }.joined(separator: " ") }
}

/// A label made of several views, each of which is a line of its own.
protocol MultilineLabel {
    func renderLines(in context: RenderContext) -> [RenderedLabel]
}

extension TupleView: MultilineLabel {
    func renderLines(in context: RenderContext) -> [RenderedLabel] {
        var lines: [RenderedLabel] = []
        var index = 0
        // The same structural positions as rendering the tuple as one label would give its children.
        for child in repeat each value {
            lines.append(context.renderLabel(child, at: "label." + String(index)))
            index += 1
        }
        return lines
    }
}

extension _ViewList: MultilineLabel {
    func renderLines(in context: RenderContext) -> [RenderedLabel] {
        var lines: [RenderedLabel] = []
        appendLines(to: &lines, in: context, from: 0)
        return lines
    }
}

/// The children of a ``_ViewList``, each rendered as a line (as ``TupleView`` does with its children).
private protocol LabelLineList {
    func appendLines(to lines: inout [RenderedLabel], in context: RenderContext, from index: Int)
}

extension _ViewList: LabelLineList {
    func appendLines(to lines: inout [RenderedLabel], in context: RenderContext, from index: Int) {
        lines.append(context.renderLabel(head, at: "label." + String(index)))
        (tail as? any LabelLineList)?.appendLines(to: &lines, in: context, from: index + 1)
    }
}

/// What every toggle style needs to draw itself.
private struct ToggleLayout {
    let name: String
    let lines: ToggleLabelLines
    let state: ToggleState
    let isEnabled: Bool

    var fieldID: String { "field-" + name }

    /// Hidden `off` + checkbox `on` + `<label for>`: `.checkbox`, and `.switch` with `role="switch"`.
    func renderCheckbox(in html: ControlContext, asSwitch: Bool) {
        html.raw(asSwitch ? "<div class=\"control toggle toggle-switch\">" : "<div class=\"control toggle toggle-checkbox\">")
        // A disabled checkbox is not posted by the browser; its hidden partner must not be either, or
        // the page would post "off" for a control the person could not change.
        if isEnabled {
            html.raw("<input type=\"hidden\" name=\"")
            html.attribute(name)
            html.raw(state == .mixed ? "\" value=\"mixed\">" : "\" value=\"off\">")
        }
        html.raw("<input type=\"checkbox\" name=\"")
        html.attribute(name)
        html.raw("\" value=\"on\" id=\"")
        html.attribute(fieldID)
        html.raw("\"")
        if asSwitch { html.raw(state == .on ? " role=\"switch\" aria-checked=\"true\"" : " role=\"switch\" aria-checked=\"false\"") }
        html.flag("checked", state == .on)
        html.flag("disabled", !isEnabled)
        html.writeInputAttributes(for: name)
        html.raw("><label class=\"control-label\" for=\"")
        html.attribute(fieldID)
        html.raw("\">")
        writeLines(in: html)
        writeMixedNote(in: html)
        html.raw("</label>")
        html.writeProblem(for: name)
        html.raw("</div>")
    }

    /// A submit button posting the opposite state, `aria-pressed` saying the current one: `.button`, and
    /// toggles inside a menu (with a check mark when on).
    func renderButton(in html: ControlContext, asMenuItem: Bool) {
        html.raw(asMenuItem ? "<div class=\"control toggle toggle-menu-item\">" : "<div class=\"control toggle toggle-button\">")
        html.raw("<button type=\"submit\" name=\"")
        html.attribute(name)
        // Pressing a mixed toggle turns every source on, as SwiftUI does.
        html.raw(state == .on ? "\" value=\"off\" id=\"" : "\" value=\"on\" id=\"")
        html.attribute(fieldID)
        html.raw(asMenuItem ? "\" class=\"menu-item" : "\" class=\"button")
        if state == .on { html.raw(" is-on") }
        html.raw("\" aria-pressed=\"")
        switch state {
        case .on: html.raw("true")
        case .off: html.raw("false")
        case .mixed: html.raw("mixed")
        }
        html.raw("\"")
        html.flag("disabled", !isEnabled)
        html.writeInputAttributes(for: name)
        html.raw(">")
        if asMenuItem {
            html.raw("<span class=\"checkmark\" aria-hidden=\"true\">")
            if state == .on { html.raw("✓") }
            html.raw("</span>")
        }
        // "This behavior does not apply to button": a button's label is one line.
        for line in lines.lines { html.write(line) }
        writeMixedNote(in: html)
        html.raw("</button>")
        html.writeProblem(for: name)
        html.raw("</div>")
    }

    /// The title, then each further line as a subtitle; all inside the `<label>`, so all of it names the
    /// checkbox.
    private func writeLines(in html: ControlContext) {
        guard lines.hasSubtitles else {
            for line in lines.lines { html.write(line) }
            return
        }
        for (index, line) in lines.lines.enumerated() {
            html.raw(index == 0 ? "<span class=\"toggle-title\">" : "<span class=\"toggle-subtitle\">")
            html.write(line)
            html.raw("</span>")
        }
    }

    private func writeMixedNote(in html: ControlContext) {
        if state == .mixed { html.raw(" <span class=\"mixed-note\">(mixed)</span>") }
    }
}
