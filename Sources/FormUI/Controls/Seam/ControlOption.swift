/// An option of a control, found in its content by its tag: its tag, its label (written
/// with `ControlContext.write(_:)`) and its words.
public struct ControlOption {
    /// The option's tag: what choosing it selects.
    public internal(set) var tag: (any Hashable)?
    /// Where the option's rendered label sits in the labels of its collection.
    let labels: OptionLabels
    let labelRange: Range<Int>
    /// The option's label, as HTML.
    var label: ArraySlice<UInt8> { labels.html.withBytes { ArraySlice($0[labelRange]) } }
    /// The label's words.
    public internal(set) var text: String
    /// The SF Symbol the label shows, if any.
    public internal(set) var systemImage: String?
    /// The label's `.tint`, if any.
    var tint: AnyShapeStyle?
    /// Whether the option can be chosen (not `.disabled`); a control may turn off options it cannot
    /// select.
    public var isEnabled: Bool
    /// The titled `Section` of the picker's content the option sits in, if any: a `<select>` groups
    /// such options in an `<optgroup>`, radios and buttons in a `<fieldset>` of their own.
    var section: OptionSection? = nil
}

/// A titled `Section` of a picker's content. Two sections with one title are two groups: each has
/// its own `index`, counted in the order the content lists them.
struct OptionSection: Equatable {
    let index: Int
    let title: String
}
