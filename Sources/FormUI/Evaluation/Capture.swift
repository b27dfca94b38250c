/// What the subtree being evaluated is gathered into besides the page: a control's label (its words and
/// icon), a picker's options (each tagged leaf an option), a list's rows. These flow down: a control
/// sets them around its label or content and puts the saved ones back after.
struct Capture {
    /// While a control evaluates its label, the text and icon it shows are noted here as well.
    var label: LabelCapture?

    /// While a picker evaluates its content, the leaves are collected here as options instead of rendered.
    var options: OptionCollector?

    /// While a picker lists its options directly (``RenderContext/listOptions(_:of:keepingLabels:deferring:memo:)``),
    /// or a list its rows, the list.
    var list: DirectOptionList?

    /// The tag the current view carries for a picker: from `.tag(_:)`, or a `ForEach` element's id.
    /// An existential rather than an `AnyHashable`: making an `AnyHashable` looks up a protocol
    /// conformance every time, for every option of every picker; a picker casts the tag to its
    /// selection's type once, and only falls back to `AnyHashable` for tags it cannot read directly.
    var tag: (any Hashable)?

    /// Whether the view being evaluated is a `Label`'s icon: a symbol without an icon file then draws
    /// nothing, since the label's title names it.
    var isLabelIcon = false
}
