import Foundation

/// The graphic effects, each a box with CSS around the view (``DecoratedView``), as `.brightness` and
/// `.opacity` are: colour filters as CSS `filter`, blending as `mix-blend-mode`, masks as CSS `mask`,
/// transforms as CSS `transform: matrix(…)`. Several effects on one view are boxes inside boxes, so
/// each applies to what the ones inside it drew, in the order SwiftUI applies them.
extension View {
    private static func number(_ value: Double, fallback: Double) -> String {
        SVGNumber.compact(value.isFinite ? value : fallback, digits: 3)
    }

    /// Raises (above 1) or lowers (below 1) the difference between light and dark (CSS `contrast`).
    public consuming func contrast(_ amount: Double) -> some View {
        styled("filter", "filter:contrast(" + Self.number(max(amount, 0), fallback: 1) + ");")
    }

    /// Makes the colours more (above 1) or less (below 1, gray at 0) intense (CSS `saturate`).
    public consuming func saturation(_ amount: Double) -> some View {
        styled("filter", "filter:saturate(" + Self.number(max(amount, 0), fallback: 1) + ");")
    }

    /// Takes the colour out of the view: 1 is entirely gray (CSS `grayscale`).
    public consuming func grayscale(_ amount: Double) -> some View {
        styled("filter", "filter:grayscale(" + Self.number(min(max(amount, 0), 1), fallback: 0) + ");")
    }

    /// Turns every hue round the colour wheel by `angle` (CSS `hue-rotate`).
    public consuming func hueRotation(_ angle: Angle) -> some View {
        styled("filter", "filter:hue-rotate(" + Self.number(angle.degrees, fallback: 0) + "deg);")
    }

    /// Inverts the colours (CSS `invert`).
    public consuming func colorInvert() -> some View {
        styled("filter", "filter:invert(1);")
    }

    /// Blurs the view by `radius` pixels (CSS `blur`); `opaque` keeps the blur inside the view's box.
    public consuming func blur(radius: Double, opaque: Bool = false) -> some View {
        let css = "filter:blur(" + Self.number(max(radius, 0), fallback: 0) + "px);"
        return styled("filter", opaque ? css + "overflow:hidden;" : css)
    }

    /// Multiplies the view's colours by `color`: a layer of the colour over the view, blended by
    /// multiplying, inside a box that keeps the blend to the view (`isolation`).
    public consuming func colorMultiply(_ color: Color) -> some View {
        ColorMultiplied(content: self, color: color)
    }

    /// The view's brightness as its opacity, drawn black (SVG's `luminanceToAlpha`, as a CSS `filter`):
    /// bright parts stay, dark ones vanish; for a mask.
    public consuming func luminanceToAlpha() -> some View {
        LuminanceToAlpha(content: self)
    }

    /// How the view is blended with what is behind it (CSS `mix-blend-mode`).
    public consuming func blendMode(_ mode: BlendMode) -> some View {
        styled("blend", "mix-blend-mode:" + mode.css + ";")
    }

    /// Shows the view only where `mask` is opaque. A shape masks with its outline, a gradient or colour
    /// with its opacity (CSS `mask`). Any other view cannot be a CSS mask; the view is drawn unmasked.
    public consuming func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        styled("mask", MaskCSS.of(mask()))
    }

    /// Masks the view with another (SwiftUI's older form).
    @_disfavoredOverload
    public consuming func mask<Mask: View>(_ mask: Mask) -> some View {
        styled("mask", MaskCSS.of(mask))
    }

    /// Draws the view moved by `transform`, from its top leading corner (CSS `transform: matrix(…)`).
    public consuming func transformEffect(_ transform: CGAffineTransform) -> some View {
        styled("transform", "transform-origin:0 0;transform:" + transform.css + ";")
    }

    /// Draws the view through a projective transform, from its top leading corner (CSS `matrix3d`).
    public consuming func projectionEffect(_ transform: ProjectionTransform) -> some View {
        styled("transform", "transform-origin:0 0;transform:" + transform.css + ";")
    }
}

/// How a view's colours combine with those behind it.
public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The CSS `mix-blend-mode`. The compositing operators (`sourceAtop`, `destinationOver`,
    /// `destinationOut`) have none and blend normally; `plusDarker` darkens.
    var css: String {
        switch self {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: return "normal"
        case .multiply: return "multiply"
        case .screen: return "screen"
        case .overlay: return "overlay"
        case .darken, .plusDarker: return "darken"
        case .lighten: return "lighten"
        case .colorDodge: return "color-dodge"
        case .colorBurn: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        case .difference: return "difference"
        case .exclusion: return "exclusion"
        case .hue: return "hue"
        case .saturation: return "saturation"
        case .color: return "color"
        case .luminosity: return "luminosity"
        case .plusLighter: return "plus-lighter"
        }
    }
}

/// What a view used as a mask is as CSS.
enum MaskCSS {
    static func of<Mask: View>(_ mask: Mask) -> String {
        if let drawing = mask as? any MaskingView { return drawing.maskCSS }
        if let shape = mask as? any Shape { return SVGMask.css(filling: shape) }
        if let style = mask as? any CSSStyle {
            // A colour is an image of one colour; a gradient is an image already.
            let image = AnyShapeStyle(css: style.css).isGradient ? style.css : "linear-gradient(" + style.css + "," + style.css + ")"
            return "-webkit-mask:" + image + ";mask:" + image + ";"
        }
        return ""
    }
}

/// A view that can be a CSS mask: a filled shape masks with its outline.
protocol MaskingView {
    var maskCSS: String { get }
}

extension ShapeDrawing: MaskingView {
    var maskCSS: String {
        guard case .fill = paint else { return "" }
        return SVGMask.css(filling: shape)
    }
}

/// A view with its colours multiplied by a colour (`.colorMultiply`).
struct ColorMultiplied<Content: View>: View, PrimitiveView {
    let content: Content
    let color: Color
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        context.html.raw("<div class=\"color-multiply\" style=\"position:relative;isolation:isolate\">")
        context.render(content)
        context.html.raw("<span aria-hidden=\"true\" style=\"position:absolute;inset:0;pointer-events:none;mix-blend-mode:multiply;background:")
        context.html.attribute(color.css)
        context.html.raw("\"></span></div>")
    }
}

/// A view whose brightness becomes its opacity: an SVG filter of its own (its id from the view's
/// structural position, unique on the page), applied with CSS `filter: url(#…)`.
struct LuminanceToAlpha<Content: View>: View, PrimitiveView {
    let content: Content
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        var id = "luminance-to-alpha-"
        for byte in context.pathBytes {
            let isNameByte = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            id.append(isNameByte ? Character(UnicodeScalar(byte)) : "-")
        }
        context.html.raw("<svg class=\"filter-definition\" width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\" focusable=\"false\"><filter id=\"")
        context.html.attribute(id)
        context.html.raw("\"><feColorMatrix type=\"luminanceToAlpha\"></feColorMatrix></filter></svg><div class=\"filter\" style=\"filter:url(#")
        context.html.attribute(id)
        context.html.raw(")\">")
        context.render(content)
        context.html.raw("</div>")
    }
}
