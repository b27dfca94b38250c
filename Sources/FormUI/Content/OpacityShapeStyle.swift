/// A style drawn at an opacity: `.tint.opacity(0.15)`, `.secondary.opacity(0.5)`. On a page, CSS
/// `color-mix` of the style's colour with transparency, as `Color.opacity(_:)` is.
public struct OpacityShapeStyle: ShapeStyle, CSSStyle {
    let css: String

    init(base: String, opacity: Double) {
        css = Color.fadedCSS(base, opacity: min(max(opacity.isFinite ? opacity : 1, 0), 1))
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
