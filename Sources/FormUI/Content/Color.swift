/// A way to fill text or a shape: a ``Color``, or a hierarchical style such as `.secondary`.
public protocol ShapeStyle: Sendable {}

/// What FormUI needs of a style: its CSS value.
protocol CSSStyle {
    var css: String { get }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, Equatable {
    let css: String
    public init<S: ShapeStyle>(_ style: S) {
        css = (style as? any CSSStyle)?.css ?? "currentColor"
    }

    /// Whether the style is a gradient (it fills an area; text shows it through its letters).
    var isGradient: Bool { css.contains("gradient(") }
}

/// A colour. The named colours follow the system palette through CSS variables in the stylesheet, so
/// they adapt to dark mode; `description` prints as SwiftUI does (`red`, `#FF0000FF`).
public struct Color: ShapeStyle, Hashable, CustomStringConvertible, CSSStyle {
    enum Storage: Hashable, Sendable {
        case named(String)
        case rgba(Double, Double, Double, Double)
        /// A named colour at an opacity: `Color.blue.opacity(0.2)`.
        case faded(String, Double)
    }

    let storage: Storage

    init(named name: String) { storage = .named(name) }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .rgba(red, green, blue, opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        storage = .rgba(white, white, white, opacity)
    }

    public static let black = Color(named: "black")
    public static let blue = Color(named: "blue")
    public static let brown = Color(named: "brown")
    public static let clear = Color(named: "clear")
    public static let cyan = Color(named: "cyan")
    public static let gray = Color(named: "gray")
    public static let green = Color(named: "green")
    public static let indigo = Color(named: "indigo")
    public static let mint = Color(named: "mint")
    public static let orange = Color(named: "orange")
    public static let pink = Color(named: "pink")
    public static let purple = Color(named: "purple")
    public static let red = Color(named: "red")
    public static let teal = Color(named: "teal")
    public static let white = Color(named: "white")
    public static let yellow = Color(named: "yellow")
    public static let primary = Color(named: "primary")
    public static let secondary = Color(named: "secondary")
    public static let accentColor = Color(named: "accentColor")

    public func opacity(_ opacity: Double) -> Color {
        let opacity = min(max(opacity.isFinite ? opacity : 1, 0), 1)
        switch storage {
        case .rgba(let r, let g, let b, let a): return Color(red: r, green: g, blue: b, opacity: a * opacity)
        case .named(let name): return Color(storage: .faded(name, opacity))
        case .faded(let name, let a): return Color(storage: .faded(name, a * opacity))
        }
    }

    private init(storage: Storage) { self.storage = storage }

    /// A colour from hue, saturation and brightness, each from 0 to 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// The colour spaces SwiftUI names; a browser draws in sRGB.
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    public var description: String {
        switch storage {
        case .named(let name): return ColorKey.isKey(name) ? ColorKey.displayName(name) : name
        case .faded(let name, let opacity):
            return (ColorKey.isKey(name) ? ColorKey.displayName(name) : name) + " " + String(Int((opacity * 100).rounded())) + "%"
        case .rgba(let r, let g, let b, let a):
            return "#" + [r, g, b, a].map { component in
                let byte = Int((min(max(component, 0), 1) * 255).rounded())
                let hex = String(byte, radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
        }
    }

    var css: String {
        switch storage {
        case .named("clear"): return "transparent"
        case .named("accentColor"): return "var(--accent)"
        // A colour of the app's asset catalogues, or one of UIKit's outside the palette (`ColorKey`).
        case .named(let name) where ColorKey.isKey(name): return ColorKey.css(name)
        case .named(let name): return "var(--" + name + ")"
        case .faded(let name, let opacity):
            return Self.fadedCSS(Color(named: name).css, opacity: opacity)
        case .rgba(let r, let g, let b, let a):
            func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
            return "rgb(\(channel(r)) \(channel(g)) \(channel(b)) / \(min(max(a, 0), 1)))"
        }
    }
}

extension Color {
    /// A colour (any CSS colour) at an opacity from 0 to 1: mixed with transparency.
    static func fadedCSS(_ base: String, opacity: Double) -> String {
        "color-mix(in srgb, " + base + " " + String(Int((opacity * 100).rounded())) + "%, transparent)"
    }
}

extension Color: View {
    public var body: Never { preconditionFailure("Color is rendered by FormUI and has no body") }
}

extension Color: PrimitiveView {
    public func _render(in context: RenderContext) {
        context.html.raw("<span class=\"swatch\" style=\"background:")
        context.html.attribute(css)
        context.html.raw("\" role=\"img\" aria-label=\"")
        context.html.attribute(description)
        context.html.raw("\"></span>")
    }
}

/// The levels of emphasis text is drawn with: `.secondary` for less important text.
public struct HierarchicalShapeStyle: ShapeStyle, CSSStyle {
    let css: String
}

/// The accent colour of the view's environment, as a style: `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle, CSSStyle {
    public init() {}
    var css: String { "var(--accent)" }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The accent colour (the page's; a `.tint(_:)` around the view sets it for the controls inside).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(css: "var(--primary)") }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(css: "var(--secondary)") }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(css: "var(--tertiary)") }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(css: "var(--quaternary)") }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var blue: Color { Color.blue }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
    public static var cyan: Color { Color.cyan }
    public static var gray: Color { Color.gray }
    public static var green: Color { Color.green }
    public static var indigo: Color { Color.indigo }
    public static var mint: Color { Color.mint }
    public static var orange: Color { Color.orange }
    public static var pink: Color { Color.pink }
    public static var purple: Color { Color.purple }
    public static var red: Color { Color.red }
    public static var teal: Color { Color.teal }
    public static var white: Color { Color.white }
    public static var yellow: Color { Color.yellow }
    public static var accentColor: Color { Color.accentColor }
}
