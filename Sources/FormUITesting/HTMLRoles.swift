/// The roles elements have without a `role` attribute, and how an element's accessible name is found:
/// a small part of HTML-AAM and accname, enough for the controls FormUI writes.
public enum HTMLRoles {
    /// The role an element has from its tag and type alone (HTML-AAM), ignoring any `role` attribute.
    ///
    /// `<button>` and `<input type=submit|button|reset|image>` are `button`; checkboxes `checkbox`
    /// (a `role="switch"` on one overrides it through ``HTMLElement/role``); `radio`; text-like inputs
    /// (`text`, `email`, `tel`, `url`, `password`, and an input with no type) and `<textarea>` are
    /// `textbox`; `search` is `searchbox`; `number` is `spinbutton`; `range` is `slider`; a `<select>`
    /// is `combobox`, or `listbox` with `multiple` or a `size` above 1; `<a href>` is `link`;
    /// `<fieldset>`, `<details>` and `<optgroup>` are `group`. Date, time, colour, file and hidden
    /// inputs have no role of their own, and nor do `<div>`, `<span>` and `<label>`.
    ///
    /// - Parameters:
    ///   - element: The element.
    /// - Returns: The implicit role, or nil when the tag has none.
    public static func implicitRole(of element: HTMLElement) -> String? {
        switch element.tag {
        case "button": return "button"
        case "input":
            switch (element.attributes["type"] ?? "text").lowercased() {
            case "button", "submit", "reset", "image": return "button"
            case "checkbox": return "checkbox"
            case "radio": return "radio"
            case "text", "email", "tel", "url", "password", "": return "textbox"
            case "search": return "searchbox"
            case "number": return "spinbutton"
            case "range": return "slider"
            default: return nil
            }
        case "textarea": return "textbox"
        case "select":
            let size = Int(element.attributes["size"] ?? "") ?? 0
            return element.attributes["multiple"] != nil || size > 1 ? "listbox" : "combobox"
        case "option": return "option"
        case "a", "area": return element.attributes["href"] != nil ? "link" : nil
        case "fieldset", "details", "optgroup": return "group"
        case "form": return "form"
        case "nav": return "navigation"
        case "main": return "main"
        case "aside": return "complementary"
        case "section": return element.attributes["aria-label"] != nil || element.attributes["aria-labelledby"] != nil ? "region" : nil
        case "h1", "h2", "h3", "h4", "h5", "h6": return "heading"
        case "ul", "ol", "menu": return "list"
        case "li": return "listitem"
        case "table": return "table"
        case "thead", "tbody", "tfoot": return "rowgroup"
        case "tr": return "row"
        case "td": return "cell"
        case "th": return element.attributes["scope"] == "row" ? "rowheader" : "columnheader"
        case "progress": return "progressbar"
        case "meter": return "meter"
        case "output": return "status"
        case "img": return element.attributes["alt"] == "" ? "presentation" : "img"
        case "dialog": return "dialog"
        case "hr": return "separator"
        case "p": return "paragraph"
        case "summary": return "button"
        default: return nil
        }
    }

    /// Tags whose name can come from a `<label>` (labelable elements).
    static let labelable: Set<String> = ["input", "select", "textarea", "meter", "progress", "output", "button"]

    /// Roles whose name comes from their content when nothing else names them.
    static let namedFromContent: Set<String> = [
        "button", "link", "checkbox", "radio", "switch", "option", "heading", "cell", "columnheader",
        "rowheader", "tab", "menuitem", "listitem", "row",
    ]

    /// Works out an element's accessible name from the page it is on, in accname's order:
    /// `aria-labelledby`, `aria-label`, a `<label for>` or enclosing `<label>` (labelable elements),
    /// a `<legend>` (fieldsets), a `<caption>` (tables), `alt` (images), its own text (buttons, links and
    /// other roles named from content), and last `title`. Text inside `aria-hidden="true"` is left
    /// out; whitespace is collapsed and trimmed.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - ancestors: Its ancestors, outermost first (to find an enclosing `<label>`).
    ///   - byID: Every element of the page by `id`.
    ///   - labelsByTarget: The text of each `<label for>` of the page, by the `for` id.
    /// - Returns: The name, or nil when nothing names the element.
    static func accessibleName(
        of element: HTMLElement, ancestors: [HTMLElement], byID: [String: HTMLElement], labelsByTarget: [String: [String]]
    ) -> String? {
        func clean(_ text: String) -> String? {
            let words = text.split(whereSeparator: { $0.isWhitespace })
            return words.isEmpty ? nil : words.joined(separator: " ")
        }
        if let ids = element.attributes["aria-labelledby"] {
            let parts = ids.split(separator: " ").compactMap { byID[String($0)].map(visibleText) }
            if let name = clean(parts.joined(separator: " ")) { return name }
        }
        if let label = element.attributes["aria-label"], let name = clean(label) { return name }
        if labelable.contains(element.tag) && element.attributes["type"] != "hidden" {
            var parts: [String] = []
            if let id = element.id { parts += labelsByTarget[id] ?? [] }
            if let label = ancestors.last(where: { $0.tag == "label" }) { parts.append(visibleText(label)) }
            if let name = clean(parts.joined(separator: " ")) { return name }
        }
        switch element.tag {
        case "fieldset":
            if let legend = element.childElements.first(where: { $0.tag == "legend" }), let name = clean(visibleText(legend)) { return name }
        case "table":
            if let caption = element.childElements.first(where: { $0.tag == "caption" }), let name = clean(visibleText(caption)) { return name }
        case "img":
            if let alt = element.attributes["alt"], let name = clean(alt) { return name }
        case "input":
            let type = element.attributes["type"] ?? ""
            if ["submit", "button", "reset"].contains(type), let value = element.value, let name = clean(value) { return name }
        default: break
        }
        if let role = element.role, namedFromContent.contains(role), let name = clean(visibleText(element)) { return name }
        if let title = element.attributes["title"], let name = clean(title) { return name }
        return nil
    }

    /// An element's text as a screen reader reads it: leaving out `aria-hidden="true"` subtrees.
    ///
    /// - Parameters:
    ///   - element: The element.
    /// - Returns: Its text content without hidden parts, not trimmed.
    public static func visibleText(_ element: HTMLElement) -> String {
        if element.attributes["aria-hidden"] == "true" { return "" }
        return element.children.map { child in
            switch child {
            case .text(let text): return text
            case .element(let inner): return inner.attributes["aria-hidden"] == "true" ? "" : visibleText(inner)
            }
        }.joined()
    }
}
