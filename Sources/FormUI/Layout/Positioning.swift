import Foundation

// Placing and sizing a view by its container: `.position` puts the view's centre at a point of the
// container (CSS absolute positioning in a box as large as the container), `.containerRelativeFrame`
// sizes it as a share of the container (CSS percentages), and `.onGeometryChange` reads the size a
// `GeometryReader` offers, as the server knows it.

extension View {
    /// Puts the view's centre at `x`, `y` in its container, which it fills, as SwiftUI does.
    public consuming func position(x: Double = 0, y: Double = 0) -> some View {
        PositionedView(content: self, x: CSSLength.points(x), y: CSSLength.points(y))
    }

    /// Puts the view's centre at `position` in its container.
    public consuming func position(_ position: CGPoint) -> some View {
        self.position(x: Double(position.x), y: Double(position.y))
    }

    /// Sizes the view as the whole width or height of its container, on `axes`.
    public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        styled("container-relative", Self.containerShare(axes, count: 1, span: 1, spacing: 0))
    }

    /// Sizes the view as `span` of `count` equal parts of its container, `spacing` apart, on `axes`: a
    /// carousel's card a third as wide as the screen.
    public consuming func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: Double, alignment: Alignment = .center) -> some View {
        styled("container-relative", Self.containerShare(axes, count: count, span: span, spacing: spacing))
    }

    /// Sizes the view by `length`, given the container's length on each axis: the size a page's
    /// `GeometryReader` offers (a phone's screen, ``GeometryProxy``), the result in pixels.
    public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (Double, Axis) -> Double) -> some View {
        var css = ""
        let size = GeometryProxy.nominalSize
        if axes.contains(.horizontal) { css += "width:" + String(CSSLength.points(length(Double(size.width), .horizontal))) + "px;" }
        if axes.contains(.vertical) { css += "height:" + String(CSSLength.points(length(Double(size.height), .vertical))) + "px;" }
        return styled("container-relative", css)
    }

    private static func containerShare(_ axes: Axis.Set, count: Int, span: Int, spacing: Double) -> String {
        let count = max(count, 1)
        let span = min(max(span, 1), count)
        let gap = CSSLength.points(spacing)
        // `span` parts and the `span - 1` gaps between them, of `count` parts and `count - 1` gaps.
        let share = "calc((100% - \(gap * (count - 1))px) * \(span) / \(count) + \(gap * (span - 1))px)"
        var css = ""
        if axes.contains(.horizontal) { css += "width:" + share + ";flex:none;" }
        if axes.contains(.vertical) { css += "height:" + share + ";" }
        return css
    }

    /// Runs `action` with what `transform` reads from the view's geometry when the view appears: the
    /// size a page's `GeometryReader` offers (``GeometryProxy``), which does not change while the
    /// page is shown.
    public consuming func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View {
        onAppear { action(transform(GeometryProxy(size: GeometryProxy.nominalSize))) }
    }

    /// The same, with the old and new values: both are the one value on a page's first showing.
    public consuming func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void) -> some View {
        onAppear {
            let value = transform(GeometryProxy(size: GeometryProxy.nominalSize))
            action(value, value)
        }
    }
}

/// A view placed with `.position`: a box as large as its container (at least tall enough to hold the
/// point), the view's centre at the point inside it.
struct PositionedView<Content: View>: View, PrimitiveView {
    let content: Content
    let x: Int
    let y: Int
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        context.html.raw("<div class=\"positioned\" style=\"min-height:")
        context.html.number(max(y, 0))
        context.html.raw("px\"><div class=\"positioned-view\" style=\"left:")
        context.html.number(x)
        context.html.raw("px;top:")
        context.html.number(y)
        context.html.raw("px\">")
        context.render(content)
        context.html.raw("</div></div>")
    }
}
