/// The styles of your own in effect, by control family: set by `.toggleStyle(_:)`, `.buttonStyle(_:)`
/// and the rest when the style is not a built-in one, read by the controls below. A custom style is never
/// replaced by a built-in one silently: a control either draws the custom style's body or, when none is
/// set, the built-in style of its kind.
struct CustomStyles {
    var toggle: (any ToggleStyle)?
    var button: (any ButtonStyle)?
    var primitiveButton: (any PrimitiveButtonStyle)?
    var label: (any LabelStyle)?
    var groupBox: (any GroupBoxStyle)?
    var labeledContent: (any LabeledContentStyle)?
    var disclosureGroup: (any DisclosureGroupStyle)?
    var progressView: (any ProgressViewStyle)?
    var gauge: (any GaugeStyle)?
    var menu: (any MenuStyle)?
}

/// A part of a control handed to a style of the app's own (a toggle's label, a group box's content), as a
/// view its body places where it wants. Every style configuration's `Label`, `Content`, `Title`, `Icon`
/// is this type.
public struct StyleConfigurationContent: View, TransparentView {
    let content: AnyView
    init<V: View>(_ view: V) { content = AnyView(view) }
    public var body: Never { primitiveBodyFailure() }
    public func _render(in context: RenderContext) { context.render(content) }
}

extension RenderContext {
    /// Evaluates a custom style's body in place of the control, with the style itself cleared inside
    /// (through `clear`), so that a built-in control inside the body draws in the built-in style.
    func renderStyleBody<Body: View>(_ body: Body, clearing clear: (inout CustomStyles) -> Void) {
        let saved = environment.customStyles
        clear(&environment.customStyles)
        render(body, at: "style")
        environment.customStyles = saved
    }
}
