/// A control of your own: a view drawn as HTML with form fields (or actions) of its own, decoded from
/// posts by your code. The built-in controls are written on this same seam.
///
/// ```swift
/// struct RatingControl: Control {
///     let title: String
///     @Binding var stars: Int
///
///     func render(in context: ControlContext) {
///         let label = context.label(Text(title))
///         let name = context.name(for: label, fallback: "rating")
///         context.raw("<fieldset class=\"control rating\"><legend>")
///         context.write(label)
///         context.raw("</legend>")
///         for value in 1...5 {
///             context.raw("<button type=\"submit\" name=\"")
///             context.attribute(name)
///             context.raw("\" value=\"")
///             context.attribute(String(value))
///             context.raw(value == stars ? "\" aria-pressed=\"true\">" : "\" aria-pressed=\"false\">")
///             context.text(String(repeating: "★", count: value))
///             context.raw("</button>")
///         }
///         context.raw("</fieldset>")
///         let binding = $stars
///         context.register(ControlField(
///             name: name,
///             description: ControlDescription(kind: "rating", label: label.text, name: name, value: String(stars))
///         ) { posted in
///             guard let value = Int(posted.last ?? ""), (1...5).contains(value) else { return .invalid("Choose from 1 to 5 stars.") }
///             return value == binding.wrappedValue ? .unchanged : .write { binding.wrappedValue = value }
///         })
///     }
/// }
/// ```
///
/// What the seam guarantees: a name from `name(for:fallback:)` is readable, unique on the page and
/// stable (DESIGN §3); every string written with `text` or `attribute` is escaped; a field registered
/// with `register(_:)` is decoded in the same evaluation that drew it, so what is shown and what is
/// accepted agree; an `.invalid` answer rejects the whole post with a 422 and the message by the control,
/// and nothing is written.
public protocol Control: View where Body == Never {
    /// Draws the control into the page and registers its fields and actions.
    func render(in context: ControlContext)
}

extension Control {
    public var body: Never { preconditionFailure("\(Self.self) is a control: FormUI renders it and asks for no body") }

    public func _render(in context: RenderContext) {
        render(in: ControlContext(context))
    }
}
