/// `.backgroundStyle(_:)` and the backgrounds that fill with it: `.background()` and
/// `.background(in:)` draw the style the environment holds, else the page's raised surface.

extension View {
    /// Sets the style `.background()` and `.background(in:)` fill with, for this view and the views inside it.
    public consuming func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let style = AnyShapeStyle(style)
        return transformEnvironment { $0.backgroundStyle = style }
    }

    /// Fills the view's box with the background style.
    public consuming func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        ShapeBackground(content: self, shape: Rectangle(), style: nil)
    }
}

/// A shape filled behind a view (`.background(_:in:)`): a box shape is the view's box with a CSS
/// background and corners; any other is drawn as SVG in a layer behind the view.
struct ShapeBackground<Content: View, S: Shape>: View, PrimitiveView {
    let content: Content
    let shape: S
    /// The style; nil for the environment's background style.
    let style: AnyShapeStyle?
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        let fill = style?.css ?? context.environment.backgroundStyle?.css ?? "var(--bg-elevated)"
        if let radius = shape.cornerRadiusCSS {
            DecoratedView(content: content, className: "background", style: "background:" + fill + ";border-radius:" + radius + ";")
                ._render(in: context)
        } else {
            LayeredView(content: content, layer: shape.fill(AnyShapeStyle(css: fill)), isOverlay: false)._render(in: context)
        }
    }
}

extension AnyShapeStyle {
    /// A style of this CSS value.
    init(css: String) { self.init(CSSValueStyle(css: css)) }
}

/// A style that is a CSS value FormUI already wrote.
private struct CSSValueStyle: ShapeStyle, CSSStyle {
    let css: String
}
