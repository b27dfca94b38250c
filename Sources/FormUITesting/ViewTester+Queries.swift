/// Finding elements of the rendered page, the way a person or a screen reader would. Each query
/// renders the page as it is now (as ``ViewTester/html()`` does) and reads it with ``HTMLDocument``.
///
/// ```swift
/// let tester = ViewTester { VolumeSlider() }
/// #expect(tester.element(role: "slider", name: "Volume")?["value"] == "50")
/// #expect(tester.element(id: "field-volume")?.attributes["step"] == "1")
/// ```
extension ViewTester {
    /// Renders the page and reads it into elements.
    ///
    /// - Returns: The page as an ``HTMLDocument``, to run several queries on one render.
    public func document() -> HTMLDocument { HTMLDocument(html()) }

    /// Renders the page and finds the element with this `id`.
    ///
    /// - Parameters:
    ///   - id: The `id` attribute's value (`"field-volume"`).
    /// - Returns: The element, or nil when the page has none.
    public func element(id: String) -> HTMLElement? { document().element(id: id) }

    /// Renders the page and finds the elements with this role, explicit or implied by the tag.
    ///
    /// - Parameters:
    ///   - role: An ARIA role (`"button"`, `"checkbox"`, `"switch"`, `"slider"`, `"combobox"`, …).
    /// - Returns: The elements in document order.
    public func elements(role: String) -> [HTMLElement] { document().elements(role: role) }

    /// Renders the page and finds the element with this role and accessible name.
    ///
    /// - Parameters:
    ///   - role: An ARIA role, explicit or implicit.
    ///   - name: The accessible name (from `label[for]`, `aria-label`, a `<legend>`, a button's text, …).
    /// - Returns: The first such element, or nil.
    public func element(role: String, name: String) -> HTMLElement? { document().element(role: role, name: name) }

    /// Renders the page and finds the first element with these attributes and values.
    ///
    /// - Parameters:
    ///   - attributes: Names and values; `""` for a boolean attribute such as `disabled`.
    /// - Returns: The first such element, or nil.
    public func element(with attributes: [String: String]) -> HTMLElement? { document().element(with: attributes) }
}
