extension String {
    /// Whether this HTML holds `markup` as a whole, whatever order attributes are written in: the
    /// structural form of `contains(_:)` for tests. See ``HTMLDocument/contains(markup:)``.
    ///
    /// - Parameters:
    ///   - markup: Complete, well-formed markup (every element it opens is closed).
    /// - Returns: True when this HTML has the same elements, attributes, children and text side by side.
    public func containsMarkup(_ markup: String) -> Bool {
        HTMLDocument(self).contains(markup: markup)
    }

    /// Whether this HTML holds markup beginning as `markup` does (elements it opens may stay open),
    /// whatever order attributes are written in. See ``HTMLDocument/contains(opening:)``.
    ///
    /// - Parameters:
    ///   - markup: The start of a control's markup, cut after a start tag or a child.
    /// - Returns: True when some element's children begin this way.
    public func containsMarkup(opening markup: String) -> Bool {
        HTMLDocument(self).contains(opening: markup)
    }
}
