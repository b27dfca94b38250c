/// Views in rows and columns: a `Grid` of `GridRow`s is drawn as a CSS table, each view of a row in a
/// cell. A view in a grid that is not in a row (a `Divider`) spans the grid.
public struct Grid<Content: View>: View {
    let content: Content
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    public var body: Never { primitiveBodyFailure() }

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}

extension Grid: PrimitiveView {
    public func _render(in context: RenderContext) {
        context.html.raw("<div class=\"grid\"")
        if horizontalSpacing != nil || verticalSpacing != nil {
            context.html.raw(" style=\"border-spacing:")
            context.html.number(Self.points(horizontalSpacing ?? 8))
            context.html.raw("px ")
            context.html.number(Self.points(verticalSpacing ?? 8))
            context.html.raw("px\"")
        }
        context.html.raw(">")
        context.render(content, at: "grid")
        context.html.raw("</div>")
    }
}

/// A row of a ``Grid``: each of its views is a cell.
public struct GridRow<Content: View>: View {
    let content: Content
    public var body: Never { primitiveBodyFailure() }
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension GridRow: PrimitiveView {
    public func _render(in context: RenderContext) {
        context.html.raw("<div class=\"grid-row\">")
        context.forEachRow(content, at: "row") { cell in
            context.html.raw("<div class=\"grid-cell\">")
            context.html.append(html: cell)
            context.html.raw("</div>")
        }
        context.html.raw("</div>")
    }
}

extension View {
    /// Accepted for source compatibility: a cell is one column wide on a page.
    public consuming func gridCellColumns(_ count: Int) -> some View { self }
    /// Accepted for source compatibility.
    public consuming func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
    /// Accepted for source compatibility.
    public consuming func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}
