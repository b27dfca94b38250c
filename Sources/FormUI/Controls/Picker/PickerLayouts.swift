/// How a picker is drawn: the choice of layout from its style, and each layout's HTML.

/// How a picker is drawn, from its style and where it sits: decided before its options are evaluated,
/// because a `<select>` and a navigation link show each option's words and not its label's markup, so
/// those options' labels need not be rendered (half a page's options are in a `<select>`).
enum PickerDrawing {
    case select(isWheel: Bool)
    case radios
    case buttons(className: StaticString, compact: Bool)
    case navigationLink

    init(style: PickerStyleKind, inMenu: Bool, presented: Bool) {
        switch style {
        case .automatic where inMenu: self = .buttons(className: "picker-menu-items", compact: false)
        case .automatic, .menu: self = .select(isWheel: false)
        case .wheel: self = .select(isWheel: true)
        case .radioGroup, .inline: self = .radios
        case .segmented: self = .buttons(className: "picker-segmented", compact: false)
        case .palette: self = .buttons(className: inMenu ? "picker-palette in-menu" : "picker-palette", compact: true)
        case .navigationLink:
            self = presented ? .buttons(className: PickerLayout.navigationListClass, compact: false) : .navigationLink
        }
    }

    var showsOptionLabels: Bool {
        switch self {
        case .select, .navigationLink: false
        case .radios, .buttons: true
        }
    }
}

/// What every picker style needs to draw itself.
struct PickerLayout {
    let name: String
    let label: ControlLabel
    let options: [ControlOption]
    let values: [String]
    let selected: [Bool]
    let isEnabled: Bool
    let isOptional: Bool
    let currentValueLabel: ControlLabel?
    /// The picker's type, which with its name says which kept ``PickerOptionMarkup`` is its own.
    let pickerType: ObjectIdentifier
    /// The options' markup as a ``PickerMemo`` kept it for this selection: written in place of the
    /// options (then empty), with what the options' loop would write around them.
    var keptOptions: [UInt8]? = nil

    /// What a picker's element id is made of: this prefix, then its field's name.
    static let fieldIDPrefix: StaticString = "field-"

    /// Writes the field's element id, `field-NAME`, escaped as an attribute's value (the prefix needs
    /// no escaping): no string is made for it.
    func writeFieldID(in html: ControlContext) {
        html.raw(Self.fieldIDPrefix)
        html.attribute(name)
    }

    /// The class of the option list a `.navigationLink` picker shows (``PickerDrawing``).
    static let navigationListClass: StaticString = "picker-navigation-list"

    /// Whether `className` is ``navigationListClass``, compared as bytes.
    private static func isNavigationList(_ className: StaticString) -> Bool {
        className.withUTF8Buffer { name in
            navigationListClass.withUTF8Buffer { list in name.count == list.count && name.elementsEqual(list) }
        }
    }

    /// `<label>` + `<select>`: `.menu`, `.automatic`, and `.wheel` (with `size`, so neighbours show).
    /// Each layout returns where in the page its options' markup is (what a ``PickerMemo`` keeps).
    @discardableResult
    func renderSelect(in html: ControlContext, rows: Int?) -> Range<Int> {
        html.raw("<div class=\"control picker ")
        html.raw(rows == nil ? "picker-menu" : "picker-wheel")
        html.raw("\"><label class=\"control-label\" for=\"")
        writeFieldID(in: html)
        html.raw("\">")
        html.write(label)
        html.raw("</label>")
        if let currentValueLabel {
            html.raw("<span class=\"current-value\">")
            html.write(currentValueLabel)
            html.raw("</span>")
        }
        html.raw("<select id=\"")
        writeFieldID(in: html)
        html.raw("\" name=\"")
        html.attribute(name)
        html.raw("\"")
        if let rows {
            html.raw(" size=\"")
            html.number(rows)
            html.raw("\"")
        }
        html.flag("disabled", !isEnabled)
        html.writeInputAttributes(for: name)
        html.raw(">")
        let optionsStart = html.html.count
        if let keptOptions {
            html.html.append(bytes: keptOptions)
        } else if !selected.contains(true) {
            // Nothing (or several mixed sources) selected: say so, rather than let the browser show the
            // first option as if it were chosen. Posting it back means "none" for an optional selection.
            html.raw("<option value=\"\" selected")
            html.flag("disabled", !isOptional)
            html.raw(">")
            html.raw(isOptional ? "None" : "—")
            html.raw("</option>")
        }
        // An evaluation that writes no HTML makes no runs (its labels are empty).
        let markup = html.html.discards || options.isEmpty ? nil : PickerOptionMarkup.markup(type: pickerType, kind: .select, layout: self)
        for index in options.indices {
            guard let markup else { break }
            html.html.append(run: 2 * index, of: markup)
            html.flag("selected", selected[index])
            html.flag("disabled", !options[index].isEnabled)
            html.html.append(run: 2 * index + 1, of: markup)
        }
        let optionsEnd = html.html.count
        html.raw("</select>")
        html.writeProblem(for: name)
        html.raw("</div>")
        return optionsStart..<optionsEnd
    }

    /// `<fieldset>` + `<legend>` + one radio per option: `.radioGroup`, `.inline`.
    @discardableResult
    func renderRadios(in html: ControlContext, horizontal: Bool) -> Range<Int> {
        html.raw("<fieldset class=\"control picker picker-radio-group")
        if horizontal { html.raw(" horizontal") }
        html.raw("\"")
        html.flag("disabled", !isEnabled)
        html.writeInputAttributes(for: name)
        html.raw("><legend class=\"control-label\">")
        html.write(label)
        html.raw("</legend>")
        let optionsStart = html.html.count
        if let keptOptions { html.html.append(bytes: keptOptions) }
        // An evaluation that writes no HTML makes no runs (its labels are empty).
        let markup = html.html.discards || options.isEmpty ? nil : PickerOptionMarkup.markup(type: pickerType, kind: .radios, layout: self)
        for index in options.indices {
            guard let markup else { break }
            html.html.append(run: 2 * index, of: markup)
            html.flag("checked", selected[index])
            html.flag("disabled", !options[index].isEnabled)
            html.html.append(run: 2 * index + 1, of: markup)
        }
        let optionsEnd = html.html.count
        html.writeProblem(for: name)
        html.raw("</fieldset>")
        return optionsStart..<optionsEnd
    }

    /// A row of submit buttons, one per option, the selected one `aria-pressed="true"`: `.segmented`,
    /// `.palette` (compact: the symbol, with the title for screen readers), menu items, and the option
    /// list of a `.navigationLink` picker.
    @discardableResult
    func renderButtons(in html: ControlContext, className: StaticString, compact: Bool) -> Range<Int> {
        let effect = html.environment.paletteSelectionEffect
        html.raw("<fieldset class=\"control picker ")
        html.raw(className)
        if compact, effect == .custom { html.raw(" custom-selection") }
        html.raw("\"")
        html.flag("disabled", !isEnabled)
        html.raw("><legend class=\"control-label")
        if compact { html.raw(" visually-hidden") }
        html.raw("\">")
        html.write(label)
        html.raw("</legend><div class=\"segments\">")
        let optionsStart = html.html.count
        // Plain buttons (not compact, no tint of their own) are written from kept runs.
        if let keptOptions {
            html.html.append(bytes: keptOptions)
        } else if html.html.discards {
            // Nothing is written, and no runs are made from empty labels.
        } else if !compact, !options.contains(where: { $0.tint != nil }) {
            let markup = PickerOptionMarkup.markup(type: pickerType, kind: .buttons, layout: self)
            for index in options.indices {
                html.html.append(run: 3 * index, of: markup)
                html.raw(selected[index] ? " selected\" aria-pressed=\"true" : "\" aria-pressed=\"false")
                html.html.append(run: 3 * index + 1, of: markup)
                html.flag("disabled", !options[index].isEnabled || !isEnabled)
                html.html.append(run: 3 * index + 2, of: markup)
            }
        } else {
            renderEachButton(in: html, compact: compact, effect: effect)
        }
        let optionsEnd = html.html.count
        html.raw("</div>")
        if Self.isNavigationList(className) {
            html.raw("<a class=\"back-link\" href=\"")
            html.attribute(html.pagePath.isEmpty ? "?" : html.pagePath)
            html.raw("\">Back</a>")
        }
        html.writeProblem(for: name)
        html.raw("</fieldset>")
        return optionsStart..<optionsEnd
    }

    /// Buttons written one part at a time: compact ones (a symbol), tinted ones.
    private func renderEachButton(in html: ControlContext, compact: Bool, effect: PaletteSelectionEffect) {
        for index in options.indices {
            let option = options[index]
            html.html.append(bytes: PickerOptionMarkup.sectionBoundary(before: index, in: options, kind: .buttons))
            html.raw("<button type=\"submit\" name=\"")
            html.attribute(name)
            html.raw("\" value=\"")
            html.attribute(values[index])
            html.raw("\" class=\"segment")
            if selected[index] { html.raw(" selected") }
            html.raw("\" aria-pressed=\"")
            html.raw(selected[index] ? "true" : "false")
            html.raw("\"")
            if index == 0 {
                html.raw(" id=\"")
                writeFieldID(in: html)
                html.raw("\"")
            }
            if let tint = option.tint {
                html.raw(" style=\"--tint:")
                html.attribute(tint.css)
                html.raw("\"")
            }
            html.flag("disabled", !option.isEnabled || !isEnabled)
            html.raw(">")
            if compact, let symbol = option.systemImage {
                var variants = SymbolVariants.none
                if selected[index], case .symbolVariant(let variant) = effect.kind { variants = variant }
                html.writeSymbol(symbol, variants: variants)
                html.raw("<span class=\"visually-hidden\">")
                html.text(option.text.isEmpty ? SymbolLabels.label(for: symbol) : option.text)
                html.raw("</span>")
            } else {
                html.write(option)
            }
            html.raw("</button>")
        }
        html.html.append(bytes: PickerOptionMarkup.sectionBoundary(before: options.count, in: options, kind: .buttons))
    }

    /// A link to the option list, showing the current choice: `.navigationLink`. Disabled, it is inert
    /// (no `href`), as a disabled `NavigationLink` is.
    func renderNavigationLink(in html: ControlContext) {
        if isEnabled {
            html.raw("<div class=\"control picker picker-navigation-link\"><a class=\"navigation-link\" id=\"")
            writeFieldID(in: html)
            html.raw("\" href=\"")
            html.attribute(html.pagePath + "?choose=" + name)
            html.raw("\">")
        } else {
            html.raw("<div class=\"control picker picker-navigation-link\"><span class=\"navigation-link is-disabled\" aria-disabled=\"true\" id=\"")
            writeFieldID(in: html)
            html.raw("\">")
        }
        html.raw("<span class=\"control-label\">")
        html.write(label)
        html.raw("</span><span class=\"current-value\">")
        if let currentValueLabel {
            html.write(currentValueLabel)
        } else if let index = selected.firstIndex(of: true) {
            html.text(options[index].text)
        }
        html.raw("</span><span class=\"chevron\" aria-hidden=\"true\">›</span>")
        html.raw(isEnabled ? "</a>" : "</span>")
        html.writeProblem(for: name)
        html.raw("</div>")
    }
}
