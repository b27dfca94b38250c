/// The styles SwiftUI names for what they are rather than their colour: the page's own surface, text,
/// line and fill colours, the stylesheet's CSS variables (so they follow light and dark mode as the
/// page does), and the foreground colour where the style is used (`currentColor`).

/// The background of the window: the page's surface (as `Color(.systemBackground)` is).
public struct BackgroundStyle: ShapeStyle, CSSStyle {
    public init() {}
    var css: String { "var(--bg-elevated)" }
}

/// The foreground style where the style is drawn: the text colour around it.
public struct ForegroundStyle: ShapeStyle, CSSStyle {
    public init() {}
    var css: String { "currentColor" }
}

/// The colour of lines between rows: the page's separator.
public struct SeparatorShapeStyle: ShapeStyle, CSSStyle {
    public init() {}
    var css: String { "var(--separator)" }
}

/// The colour of a field's placeholder: the page's, for text the stylesheet draws as a placeholder.
public struct PlaceholderTextShapeStyle: ShapeStyle, CSSStyle {
    public init() {}
    var css: String { "var(--secondary)" }
}

/// The fill of a control's background (a gray of low opacity): the page's fill.
public struct FillShapeStyle: ShapeStyle, CSSStyle {
    public init() {}
    var css: String { "var(--fill)" }
}

/// The colour of links: the page's accent, as its links are drawn.
public struct LinkShapeStyle: ShapeStyle, CSSStyle {
    public init() {}
    var css: String { "var(--accent)" }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}
extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
extension ShapeStyle where Self == LinkShapeStyle {
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension BackgroundStyle {
    public func opacity(_ opacity: Double) -> OpacityShapeStyle { OpacityShapeStyle(base: css, opacity: opacity) }
}
extension ForegroundStyle {
    public func opacity(_ opacity: Double) -> OpacityShapeStyle { OpacityShapeStyle(base: css, opacity: opacity) }
}
extension SeparatorShapeStyle {
    public func opacity(_ opacity: Double) -> OpacityShapeStyle { OpacityShapeStyle(base: css, opacity: opacity) }
}
extension FillShapeStyle {
    public func opacity(_ opacity: Double) -> OpacityShapeStyle { OpacityShapeStyle(base: css, opacity: opacity) }
}
