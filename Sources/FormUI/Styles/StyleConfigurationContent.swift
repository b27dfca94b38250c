/// A part of a control handed to a style of the app's own (a toggle's label, a group box's content), as a
/// view its body places where it wants. Every style configuration's `Label`, `Content`, `Title`, `Icon`
/// is this type.
public struct StyleConfigurationContent: View, TransparentView {
    let content: AnyView
    init<V: View>(_ view: V) { content = AnyView(view) }
    public var body: Never { primitiveBodyFailure() }
    public func _render(in context: RenderContext) { context.render(content) }
}
