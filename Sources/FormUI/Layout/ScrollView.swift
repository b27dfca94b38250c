/// Content that scrolls: a box with `overflow: auto` along its axes. A page scrolls by itself, so a
/// vertical scroll view is mostly a plain box; a horizontal one scrolls sideways and can be focused, so
/// that a keyboard can scroll it.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    public var body: Never { primitiveBodyFailure() }

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    public func _render(in context: RenderContext) {
        if axes.contains(.horizontal) {
            context.html.raw("<div class=\"scroll-view scroll-horizontal\" tabindex=\"0\">")
        } else {
            context.html.raw("<div class=\"scroll-view\">")
        }
        context.render(content, at: "scroll")
        context.html.raw("</div>")
    }
}

/// A scroll view's proxy; scrolling to a view is not something a server page does. Accepted.
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Accepted for source compatibility: its content is shown, and `scrollTo` does nothing.
public struct ScrollViewReader<Content: View>: View, TransparentView {
    let content: Content
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) { self.content = content(ScrollViewProxy()) }
    public var body: Never { primitiveBodyFailure() }
    public func _render(in context: RenderContext) { context.render(content) }
}
