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
}
