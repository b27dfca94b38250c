// `.safeAreaInset` and `.safeAreaPadding`: a page has no safe area of its own, so an inset is a box
// placed before or after the content, and padding for the safe area is padding.

extension View {
    /// A view placed beside the content, outside its scrolling area, as a phone's bottom bar of totals or a
    /// composer pinned under a list: `.safeAreaInset(edge: .bottom) { Text("3 open") }`.
    ///
    /// On a page the inset is a box before the content (`.top`) or after it (`.bottom`), in the same column;
    /// `alignment` aligns it in that box and `spacing` is the gap between the two. A page has no safe area,
    /// so nothing else moves.
    public consuming func safeAreaInset<V: View>(
        edge: VerticalEdge,
        alignment: HorizontalAlignment = .center,
        spacing: Double? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetView(content: self, inset: content(), isBefore: edge == .top, isRow: false,
                          alignment: alignment.cssValue, spacing: spacing)
    }

    /// A view placed beside the content on its leading or trailing side: on a page, a box before
    /// (`.leading`) or after (`.trailing`) the content in one row, `spacing` apart.
    public consuming func safeAreaInset<V: View>(
        edge: HorizontalEdge,
        alignment: VerticalAlignment = .center,
        spacing: Double? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetView(content: self, inset: content(), isBefore: edge == .leading, isRow: true,
                          alignment: alignment.cssValue, spacing: spacing)
    }

    /// Padding a phone adds to the safe area, so that content scrolls under it with room at its edges: a
    /// page has no safe area of its own, so it is the padding (16 points unless told), as `.padding`.
    public consuming func safeAreaPadding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        padding(edges, length)
    }

    /// Padding of `length` on every edge of the safe area: on a page, padding.
    public consuming func safeAreaPadding(_ length: Double) -> some View { padding(.all, length) }

    /// Padding of each edge's inset for the safe area: on a page, padding.
    public consuming func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
}

extension HorizontalAlignment {
    fileprivate var cssValue: String {
        switch self {
        case .leading: "start"
        case .center: "center"
        case .trailing: "end"
        }
    }
}

extension VerticalAlignment {
    fileprivate var cssValue: String {
        switch self {
        case .top: "start"
        case .center: "center"
        case .bottom: "end"
        case .firstTextBaseline, .lastTextBaseline: "baseline"
        }
    }
}

/// The content and its inset, in one flex box: a column (top, bottom) or a row (leading, trailing).
struct SafeAreaInsetView<Content: View, Inset: View>: View, PrimitiveView {
    let content: Content
    let inset: Inset
    let isBefore: Bool
    let isRow: Bool
    let alignment: String
    let spacing: Double?
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        context.html.raw("<div class=\"safe-area-inset\" style=\"")
        context.html.attribute(
            "display:flex;flex-direction:" + (isRow ? "row" : "column") + ";gap:\(CSSLength.points(spacing ?? 8))px"
        )
        context.html.raw("\">")
        if isBefore { writeInset(in: context) }
        context.html.raw("<div class=\"safe-area-content\" style=\"flex:1 1 auto\">")
        context.render(content, at: "content")
        context.html.raw("</div>")
        if !isBefore { writeInset(in: context) }
        context.html.raw("</div>")
    }

    private func writeInset(in context: RenderContext) {
        context.html.raw("<div class=\"safe-area-bar\" style=\"")
        context.html.attribute("align-self:" + alignment)
        context.html.raw("\">")
        context.render(inset, at: "inset")
        context.html.raw("</div>")
    }
}
