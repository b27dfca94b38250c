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
    public var systemImage: String? { rendered.systemImage }
    /// Whether the label drew nothing.
    public var isEmpty: Bool { rendered.isEmpty }
}
