import Foundation

/// Shapes, as SwiftUI has them: an outline for a rectangle (``path(in:)``), drawn filled with the
/// foreground style unless told otherwise. The built-in shapes a box can be (rectangles, rounded
/// rectangles, circles, ellipses, capsules) are drawn as boxes with CSS (`border-radius` gives the
/// corners); every other shape — an app's own, a `Path`, a trimmed or inset one — as an inline SVG
/// path. `.clipShape` and `.background(_:in:)` take the corners of a box shape and
/// the outline of any other; `.containerShape` takes a box shape's corners.
public protocol Shape: Animatable, View, Sendable {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path

    /// FormUI's own: how a page draws the shape (``_ShapeForm``). An app's shape leaves the default:
    /// its path as SVG.
    var _form: _ShapeForm { get }
}

/// How a page draws a shape: as a box with CSS corners when it is one, else as SVG of its path; how
/// much of its outline a stroke draws (`.trim`). Public only as the type of ``Shape/_form``.
public struct _ShapeForm: Sendable {
    /// The CSS `border-radius` of the box the shape is drawn as; nil for a shape drawn as SVG.
    var cornerRadius: String?
    /// The CSS `transform` of the box (a box shape turned, moved or scaled), with its origin.
    var boxTransform: String?
    /// Whether the SVG keeps the outline's proportions in a box of other proportions (a circle stays
    /// round, as SwiftUI draws it in the middle of its frame) rather than stretching it to the box.
    var keepsProportions = false
    /// Whether the outline is in its own coordinates whatever the rectangle (a `Path`): with no frame
    /// stating a size, it is drawn at its own size.
    var drawsInOwnCoordinates = false
    /// SVG's element for a built-in shape drawn as SVG (a trimmed circle is a `<circle>`): drawn in the
    /// box's pixels, not scaled from a nominal rectangle.
    var basicShape: SVGBasicShape?
    /// The part of the outline a stroke draws, from 0 to 1 (`.trim(from:to:)`).
    var trim: (from: Double, to: Double)?

    init(cornerRadius: String? = nil, keepsProportions: Bool = false, basicShape: SVGBasicShape? = nil) {
        self.cornerRadius = cornerRadius
        self.keepsProportions = keepsProportions
        self.basicShape = basicShape
    }
}

extension Shape {
    public var _form: _ShapeForm { _ShapeForm() }
}

/// A shape whose outline can be inset: `strokeBorder` draws inside it.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape with its outline moved inwards by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(base: self, amount: Double(amount)) }
}

public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public var _form: _ShapeForm { _ShapeForm(cornerRadius: "0", basicShape: .rect(cornerRadius: 0)) }
}

public struct RoundedRectangle: InsettableShape {
    let cornerRadius: Double
    public let cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        cornerRadius = Double(cornerSize.width)
        self.cornerSize = cornerSize
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public var _form: _ShapeForm {
        _ShapeForm(cornerRadius: String(Int(cornerRadius.rounded())) + "px", basicShape: .rect(cornerRadius: cornerRadius))
    }
}

public struct Circle: InsettableShape {
    public init() {}
    /// The largest circle in the middle of `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public var _form: _ShapeForm { _ShapeForm(cornerRadius: "50%", keepsProportions: true, basicShape: .circle) }
}

public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public var _form: _ShapeForm { _ShapeForm(cornerRadius: "50%", basicShape: .ellipse) }
}

public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// A rectangle whose shorter sides are half circles.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
    public var _form: _ShapeForm { _ShapeForm(cornerRadius: "9999px") }
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
        ShapeDrawing(shape: self, paint: .fill(nil))._render(in: context)
    }

    /// Fills the shape with a colour, gradient or style.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        ShapeDrawing(shape: self, paint: .fill(AnyShapeStyle(content)), evenOdd: style.isEOFilled)
    }

    /// Fills the shape with the foreground style (`.foregroundStyle` around it, else the primary colour).
    public func fill(style: FillStyle = FillStyle()) -> some View {
        ShapeDrawing(shape: self, paint: .fill(nil), evenOdd: style.isEOFilled)
    }

    /// Draws the shape's outline, centred on it.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> some View {
        ShapeDrawing(shape: self, paint: .stroke(AnyShapeStyle(content), StrokeStyle(lineWidth: lineWidth), isBorder: false))
    }

    /// Draws the shape's outline in the foreground style.
    public func stroke(lineWidth: Double = 1) -> some View {
        ShapeDrawing(shape: self, paint: .stroke(nil, StrokeStyle(lineWidth: lineWidth), isBorder: false))
    }

    /// Draws the shape's outline with a line of `style`: its width, ends, joins and dashes.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        ShapeDrawing(shape: self, paint: .stroke(AnyShapeStyle(content), style, isBorder: false))
    }

    public func stroke(style: StrokeStyle) -> some View {
        ShapeDrawing(shape: self, paint: .stroke(nil, style, isBorder: false))
    }

    /// Draws the outline inside the shape.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> some View {
        ShapeDrawing(shape: self, paint: .stroke(AnyShapeStyle(content), StrokeStyle(lineWidth: lineWidth), isBorder: true))
    }

    public func strokeBorder(lineWidth: Double = 1) -> some View {
        ShapeDrawing(shape: self, paint: .stroke(nil, StrokeStyle(lineWidth: lineWidth), isBorder: true))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        ShapeDrawing(shape: self, paint: .stroke(AnyShapeStyle(content), style, isBorder: true))
    }

    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        ShapeDrawing(shape: self, paint: .stroke(nil, style, isBorder: true))
    }

    /// The CSS `border-radius` for `.clipShape` and `.background(_:in:)`: the box shape's corners, none
    /// for a shape drawn as a path (those modifiers draw its outline themselves).
    var cornerRadiusCSS: String? { _form.cornerRadius }
}

/// How a shape is filled: `eoFill` fills by the even-odd rule (a star's middle stays open).
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape as a box: a decorative box (`aria-hidden`), filled with the foreground style unless given one.
struct ShapeView: View, PrimitiveView {
    let radius: String
    let fill: AnyShapeStyle?
    let stroke: (AnyShapeStyle, Double)?
    /// `dashed` or `dotted` for a dashed stroke.
    var borderStyle: StaticString = "solid"
    /// The box's CSS `transform` (a turned, moved or scaled shape).
    var transform: String? = nil
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        var css = "border-radius:" + radius + ";"
        if let (style, width) = stroke {
            css += "border:" + String(Self.points(width)) + "px " + borderStyle.description + " " + style.css + ";"
        } else {
            let fill = fill ?? context.environment.foreground ?? AnyShapeStyle(Color.primary)
            css += "background:" + fill.css + ";"
        }
        if let transform { css += "transform:" + transform + ";" }
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
