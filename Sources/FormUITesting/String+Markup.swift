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
}
