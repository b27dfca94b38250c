/// A form field of a control: its name, how the JSON view describes it, and how a post is decoded.
public struct ControlField {
    public var name: String
    public var description: ControlDescription
    /// Whether a browser without JavaScript needs the page's Apply button to send this field (a select,
    /// a checkbox); false for fields that submit themselves (buttons).
    public var needsApply: Bool
    /// A secret field's input is never kept or shown again (a password).
    public var isSecret: Bool
    /// Decodes every value posted under the field's name, in order.
    public var accept: ([String]) -> FieldDecoding
    /// Whether two posted strings mean the same value (`"50"` and `"50.0"`), for telling what changed.
    public var sameValue: (String, String) -> Bool
    /// Whether a post may carry several values under the name (a set of checkboxes, a JSON array). When
    /// false, as for every built-in control, the name posted twice is refused (422) before `accept` runs,
    /// so `accept` is given exactly one value.
    public var takesSeveralValues = false
    /// What a hidden input of the control posts under the same name just before its visible one, as a
    /// checkbox's hidden partner posts `off` (DESIGN §5): such a value followed by exactly one more is
    /// that one value, and not a repeat.
    public var hiddenValues: [String] = []

    public init(
        name: String, description: ControlDescription, needsApply: Bool = true, isSecret: Bool = false,
        accept: @escaping ([String]) -> FieldDecoding,
        sameValue: @escaping (String, String) -> Bool = { $0 == $1 }
    ) {
        self.name = name
        self.description = description
        self.needsApply = needsApply
        self.isSecret = isSecret
        self.accept = accept
        self.sameValue = sameValue
    }
}

/// What a posted value does to a field.
public enum FieldDecoding {
    /// Apply by running the closure (after every field of the post was decoded without a problem).
    case write(() -> Void)
    /// Nothing to do: the posted value is the current one.
    case unchanged
    /// Reject the whole post (422) with this message by the control; nothing is written.
    case invalid(String)
}
