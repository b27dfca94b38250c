/// A view that shows the first of its children that fits the space it has.
///
/// A server does not know how wide the browser's window is, and drawing every child for CSS to choose
/// among would put each child's controls in the form more than once; so a page shows the first child,
/// which apps write as the one for the most room (the wide layout, the long label). Its controls are
/// the page's, posted and named as anywhere else.
public struct ViewThatFits<Content: View>: View {
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBodyFailure() }
}

extension ViewThatFits: PrimitiveView {
    public func _render(in context: RenderContext) {
        if let children = content as? any FirstChildDrawing {
            children.renderFirstChild(in: context)
        } else {
            context.render(content)
        }
    }
}

/// A builder block of several views that can draw its first alone (``ViewThatFits``).
protocol FirstChildDrawing {
    func renderFirstChild(in context: RenderContext)
}

extension _ViewList: FirstChildDrawing {
    func renderFirstChild(in context: RenderContext) {
        context.render(head, index: 0)
    }
}

extension TupleView: FirstChildDrawing {
    func renderFirstChild(in context: RenderContext) {
        for child in repeat each value {
            context.render(child, index: 0)
            return
        }
    }
}
