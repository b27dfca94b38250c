/// Shapes: drawn as boxes with CSS (`border-radius` gives the corners), and used by `.clipShape`,
/// `.background(_:in:)` and `.contentShape` for their corners. Custom shapes drawn with paths are not
/// part of FormUI.
public protocol Shape: View, Sendable {
    /// The CSS `border-radius` of the shape.
    var _cornerRadiusCSS: String { get }
}

/// A shape whose outline can be inset; accepted where SwiftUI asks for one.
public protocol InsettableShape: Shape {}

public struct Rectangle: InsettableShape {
    public init() {}
    public var _cornerRadiusCSS: String { "0" }
}

public struct RoundedRectangle: InsettableShape {
    let cornerRadius: Double
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { cornerRadius = Double(cornerSize.width) }
    public var _cornerRadiusCSS: String { String(Int(cornerRadius.rounded())) + "px" }
}

public struct Circle: InsettableShape {
    public init() {}
    public var _cornerRadiusCSS: String { "50%" }
}

public struct Ellipse: InsettableShape {
    public init() {}
    public var _cornerRadiusCSS: String { "50%" }
}

public struct Capsule: InsettableShape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public var _cornerRadiusCSS: String { "9999px" }
}

/// How rounded corners are drawn; a browser draws them one way.
public enum RoundedCornerStyle: Sendable { case circular, continuous }

// The shorthands where a shape is expected (`.clipShape(.rect(cornerRadius: 8))`, `.background(.blue,
// in: .capsule)`), as SwiftUI has them.
extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners.
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rectangle with rounded corners of a size.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == Capsule {
    /// A capsule: a rectangle whose shorter sides are half circles.
    public static var capsule: Capsule { Capsule() }
    /// A capsule whose ends are drawn in `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape {
    public var body: Never { preconditionFailure("\(Self.self) is drawn by FormUI and has no body") }

    public func _render(in context: RenderContext) {
        ShapeView(radius: _cornerRadiusCSS, fill: nil, stroke: nil)._render(in: context)
    }

    /// Fills the shape with a colour, gradient or style.
    public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> some View {
        ShapeView(radius: _cornerRadiusCSS, fill: AnyShapeStyle(content), stroke: nil)
    }

    /// Draws the shape's outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> some View {
        ShapeView(radius: _cornerRadiusCSS, fill: nil, stroke: (AnyShapeStyle(content), lineWidth))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> some View {
        stroke(content, lineWidth: lineWidth)
    }
}

/// How a shape is filled; accepted where SwiftUI takes one.
public struct FillStyle: Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// A shape as drawn: a decorative box (`aria-hidden`), filled with the foreground style unless given one.
struct ShapeView: View, PrimitiveView {
    let radius: String
    let fill: AnyShapeStyle?
    let stroke: (AnyShapeStyle, Double)?
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        var css = "border-radius:" + radius + ";"
        if let (style, width) = stroke {
            css += "border:" + String(Self.points(width)) + "px solid " + style.css + ";"
        } else {
            let fill = fill ?? context.environment.foreground ?? AnyShapeStyle(Color.primary)
            css += "background:" + fill.css + ";"
        }
        context.html.raw("<span class=\"shape\" aria-hidden=\"true\" style=\"")
        context.html.attribute(css)
        context.html.raw("\"></span>")
    }
}

/// A material behind content (`.ultraThinMaterial`): a translucent fill, each thickness a variable of
/// the stylesheet (light enough that text and buttons on it stay legible).
public struct Material: ShapeStyle, CSSStyle {
    let css: String
    public static let ultraThinMaterial = Material(css: "var(--material-ultra-thin)")
    public static let thinMaterial = Material(css: "var(--material-thin)")
    public static let regularMaterial = Material(css: "var(--material-regular)")
    public static let thickMaterial = Material(css: "var(--material-thick)")
    public static let ultraThickMaterial = Material(css: "var(--bg-elevated)")
    public static let bar = Material(css: "var(--bg-elevated)")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

extension Color {
    /// The colour as a soft top-to-bottom gradient, as SwiftUI's `Color.gradient` draws it.
    public var gradient: LinearGradient {
        LinearGradient(colors: [self.opacity(0.75), self], startPoint: .top, endPoint: .bottom)
    }
}
