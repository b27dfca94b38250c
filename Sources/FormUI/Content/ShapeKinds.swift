import Foundation

// The shapes made of other shapes or of a container's corners: a rectangle with corners of their own,
// the container's shape, a type-erased shape.

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners are rounded each with its own radius: a box with CSS `border-radius` per
/// corner (leading is left: a page is drawn left to right).
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
        return path
    }

    /// CSS's order: top left, top right, bottom right, bottom left.
    public var _form: _ShapeForm {
        let corners = [cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading]
        return _ShapeForm(cornerRadius: corners.map { String(CSSLength.points(Double($0))) + "px" }.joined(separator: " "))
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with corners of their own radii.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

/// The shape of the container the view is in (`.containerShape(_:)` around it): a box with the
/// container's corners, which the container's box states as the CSS variable `--container-radius`
/// (square corners where no container says). Its path is the rectangle: a server does not know the container.
public struct ContainerRelativeShape: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public var _form: _ShapeForm { _ShapeForm(cornerRadius: "var(--container-radius,0)") }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension View {
    /// Sets the shape `ContainerRelativeShape` takes inside this view: its corners (a box shape's; a
    /// shape drawn as a path leaves them square).
    public consuming func containerShape<S: InsettableShape>(_ shape: S) -> some View {
        styled("container-shape", "--container-radius:" + (shape.cornerRadiusCSS ?? "0") + ";")
    }
}

/// A shape of any type, drawn as the shape it holds.
public struct AnyShape: Shape {
    private let outline: @Sendable (CGRect) -> Path
    private let form: _ShapeForm

    public init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
        form = shape._form
    }

    public func path(in rect: CGRect) -> Path { outline(rect) }
    public var _form: _ShapeForm { form }
}

extension Path: Shape {
    /// A path is drawn in its own coordinates, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }

    public var _form: _ShapeForm {
        var form = _ShapeForm()
        form.drawsInOwnCoordinates = true
        return form
    }
}

// MARK: Shapes changed: trimmed, inset, turned, moved, scaled

extension Shape {
    /// Only the part of the outline from `from` to `to` (fractions of its length): a stroke draws that
    /// part, as an SVG dash over an outline measured as 1. A fill fills the whole shape.
    public func trim(from: Double = 0, to: Double = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: from, to: to)
    }

    /// The shape turned by `angle` about `anchor`: a box shape's box turned with CSS, any other's path turned.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        let radians = angle.radians.isFinite ? angle.radians : 0
        return _TransformedShape(base: self, anchor: anchor, css: "rotate(" + SVGNumber.compact(radians * 180 / .pi) + "deg)") {
            CGAffineTransform(rotationAngle: CGFloat(radians))
        }
    }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> _TransformedShape<Self> {
        let (dx, dy) = (Self.finite(Double(offset.width), 0), Self.finite(Double(offset.height), 0))
        return _TransformedShape(base: self, anchor: .center, css: "translate(" + SVGNumber.compact(dx) + "px," + SVGNumber.compact(dy) + "px)") {
            CGAffineTransform(translationX: CGFloat(dx), y: CGFloat(dy))
        }
    }

    public func offset(x: Double = 0, y: Double = 0) -> _TransformedShape<Self> { offset(CGSize(width: x, height: y)) }

    /// The shape scaled about `anchor`.
    public func scale(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        let (sx, sy) = (Self.finite(Double(x), 1), Self.finite(Double(y), 1))
        return _TransformedShape(base: self, anchor: anchor, css: "scale(" + SVGNumber.compact(sx, digits: 4) + "," + SVGNumber.compact(sy, digits: 4) + ")") {
            CGAffineTransform(scaleX: CGFloat(sx), y: CGFloat(sy))
        }
    }

    public func scale(_ scale: Double, anchor: UnitPoint = .center) -> _TransformedShape<Self> { self.scale(x: scale, y: scale, anchor: anchor) }

    /// The shape's path moved by `transform` (from the rectangle's top leading corner, as Core Graphics does).
    public func transform(_ transform: CGAffineTransform) -> _TransformedShape<Self> {
        _TransformedShape(base: self, anchor: .topLeading, css: nil) { transform }
    }

    private static func finite(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? value : fallback }
}

/// A shape whose stroke draws part of its outline (`.trim(from:to:)`).
public struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: Double
    let to: Double

    init(base: Base, from: Double, to: Double) {
        self.base = base
        self.from = min(max(from.isFinite ? from : 0, 0), 1)
        self.to = min(max(to.isFinite ? to : 1, 0), 1)
    }

    /// The whole outline: the part drawn is the stroke's (``_ShapeForm/trim``).
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    /// Drawn as SVG (a box's border cannot be cut); a trim of a trim is the part of the part.
    public var _form: _ShapeForm {
        var form = base._form
        form.cornerRadius = nil
        form.boxTransform = nil
        let outer = form.trim ?? (0, 1)
        let length = outer.to - outer.from
        form.trim = (outer.from + from * length, outer.from + to * length)
        return form
    }
}

/// A shape with its outline moved inwards (`.inset(by:)`), drawn as SVG.
public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: Double

    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: amount, dy: amount)
        return inset.width >= 0 && inset.height >= 0 ? base.path(in: inset) : Path()
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + Double(amount)) }

    public var _form: _ShapeForm {
        var form = base._form
        form.cornerRadius = nil
        form.boxTransform = nil
        form.basicShape = nil
        return form
    }
}

/// A shape turned, moved or scaled about an anchor of its rectangle. A box shape stays a box, with a
/// CSS `transform` (its origin the box's middle: an anchor elsewhere is a move there and back, in
/// percentages of the box); any other has its path moved.
public struct _TransformedShape<Base: Shape>: Shape {
    let base: Base
    let anchor: UnitPoint
    /// The CSS transform function; nil when only the path can show it.
    let css: String?
    let transform: @Sendable () -> CGAffineTransform

    public func path(in rect: CGRect) -> Path {
        let origin = CGPoint(x: rect.minX + CGFloat(anchor.x) * rect.width, y: rect.minY + CGFloat(anchor.y) * rect.height)
        let moved = CGAffineTransform(translationX: -origin.x, y: -origin.y)
            .concatenating(transform())
            .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
        return base.path(in: rect).applying(moved)
    }

    public var _form: _ShapeForm {
        var form = base._form
        form.basicShape = nil
        guard form.cornerRadius != nil, let css else {
            form.cornerRadius = nil
            form.boxTransform = nil
            return form
        }
        var function = css
        if anchor != .center {
            let x = SVGNumber.compact((anchor.x - 0.5) * 100) + "%", y = SVGNumber.compact((anchor.y - 0.5) * 100) + "%"
            function = "translate(" + x + "," + y + ") " + css + " translate(-" + x + ",-" + y + ")"
            function = function.replacingOccurrences(of: "--", with: "")
        }
        // A later change is applied after the earlier ones: CSS applies the rightmost function first.
        form.boxTransform = form.boxTransform.map { function + " " + $0 } ?? function
        return form
    }
}
