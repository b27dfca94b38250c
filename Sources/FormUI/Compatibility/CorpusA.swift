// SwiftUI that the corpus apps of Tests/CompatibilityTests/Apps (first ten) use and FormUI lacked: small,
// self-contained spellings, each mapped to what a page already draws.

// MARK: Safe area insets

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

    /// Padding a phone adds to the safe area (iOS 17); a page has no safe area: accepted without effect.
    public consuming func safeAreaPadding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View { self }

    /// Padding a phone adds to the safe area; a page has no safe area: accepted without effect.
    public consuming func safeAreaPadding(_ length: Double) -> some View { self }
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

// MARK: Index view style

/// How a phone draws the dots of a paged `TabView` (`.indexViewStyle(.page(backgroundDisplayMode:))`).
/// A page shows its tabs as links, so the style is accepted without effect.
public protocol IndexViewStyle: Sendable {}

/// The dots of a paged `TabView`, with or without a backing behind them; a page draws links instead.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When a phone draws a backing behind the dots.
    public enum BackgroundDisplayMode: Sendable { case automatic, interactive, always, never }

    public init() {}
    public init(backgroundDisplayMode: BackgroundDisplayMode) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Accepted without effect: a page's `TabView` is a row of links, not dots.
    public consuming func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}

// MARK: Faded styles

/// A style drawn at an opacity: `.tint.opacity(0.15)`, `.secondary.opacity(0.5)`. On a page, CSS
/// `color-mix` of the style's colour with transparency, as `Color.opacity(_:)` is.
public struct OpacityShapeStyle: ShapeStyle, CSSStyle {
    let css: String

    init(base: String, opacity: Double) {
        let opacity = min(max(opacity.isFinite ? opacity : 1, 0), 1)
        css = "color-mix(in srgb, " + base + " " + String(Int((opacity * 100).rounded())) + "%, transparent)"
    }

    /// The style at a further opacity.
    public func opacity(_ opacity: Double) -> OpacityShapeStyle { OpacityShapeStyle(base: css, opacity: opacity) }
}

extension TintShapeStyle {
    /// The accent colour at an opacity (`.background(.tint.opacity(0.15), in: .capsule)`).
    public func opacity(_ opacity: Double) -> OpacityShapeStyle { OpacityShapeStyle(base: css, opacity: opacity) }
}

extension HierarchicalShapeStyle {
    /// The level of emphasis at an opacity (`.secondary.opacity(0.3)`).
    public func opacity(_ opacity: Double) -> OpacityShapeStyle { OpacityShapeStyle(base: css, opacity: opacity) }
}
