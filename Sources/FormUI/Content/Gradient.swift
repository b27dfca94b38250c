/// Gradients, as CSS gradients: `LinearGradient` → `linear-gradient(…)`, `RadialGradient` →
/// `radial-gradient(…)`, `AngularGradient` → `conic-gradient(…)`. Text filled with one shows the
/// gradient through its letters.

/// A point in a view's unit square: `.top` is (0.5, 0).
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An angle, for angular gradients and rotations.
public struct Angle: Hashable, Sendable {
    public var degrees: Double
    public var radians: Double { degrees * .pi / 180 }
    public init(degrees: Double) { self.degrees = degrees }
    public init(radians: Double) { degrees = radians * 180 / .pi }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static let zero = Angle(degrees: 0)
}

/// Colours along a line, at locations from 0 to 1.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Evenly spaced colours.
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    /// The stops as CSS: `var(--red) 0%, var(--blue) 100%`.
    var cssStops: String {
        stops.map { $0.color.css + " " + String(Int(($0.location * 100).rounded())) + "%" }.joined(separator: ", ")
    }
}

/// A gradient along a line from `startPoint` to `endPoint`.
public struct LinearGradient: ShapeStyle, CSSStyle, View {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    var css: String {
        // CSS angles run clockwise from "to top"; SwiftUI's unit square has y growing downwards.
        let degrees = atan2(endPoint.x - startPoint.x, startPoint.y - endPoint.y) * 180 / .pi
        return "linear-gradient(" + String(Int(degrees.rounded())) + "deg, " + gradient.cssStops + ")"
    }

    public var body: Never { primitiveBodyFailure() }
}

/// A gradient in circles around `center`.
public struct RadialGradient: ShapeStyle, CSSStyle, View {
    let gradient: Gradient
    let endRadius: Double

    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    var css: String { "radial-gradient(circle, " + gradient.cssStops + ")" }

    public var body: Never { primitiveBodyFailure() }
}

/// A gradient around `center`, as on a circular gauge.
public struct AngularGradient: ShapeStyle, CSSStyle, View {
    let gradient: Gradient
    let startAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.startAngle = startAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle)
    }

    public init(colors: [Color], center: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), center: center)
    }

    // SwiftUI starts at the trailing edge (3 o'clock); CSS conic gradients start at the top.
    var css: String { "conic-gradient(from " + String(Int((startAngle.degrees + 90).rounded())) + "deg, " + gradient.cssStops + ")" }

    public var body: Never { primitiveBodyFailure() }
}

/// A gradient in ellipses around `center`, shaped like the box it fills: CSS `radial-gradient(ellipse …)`
/// whose radii are fractions of the box's width and height.
public struct EllipticalGradient: ShapeStyle, CSSStyle, View {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: Double
    let endRadiusFraction: Double

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction.isFinite ? max(startRadiusFraction, 0) : 0
        self.endRadiusFraction = endRadiusFraction.isFinite ? max(endRadiusFraction, 0) : 0.5
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// The ellipse's radii are the end fraction of the box's sides; a stop's place runs from the start
    /// fraction to the end one, as a percentage of those radii.
    var css: String {
        let end = max(endRadiusFraction, 0.0001)
        func percent(_ value: Double) -> String { SVGNumber.compact(value * 100) + "%" }
        let stops = gradient.stops.map {
            $0.color.css + " " + percent((startRadiusFraction + $0.location * (endRadiusFraction - startRadiusFraction)) / end)
        }
        return "radial-gradient(ellipse " + percent(endRadiusFraction) + " " + percent(endRadiusFraction) + " at "
            + percent(center.x) + " " + percent(center.y) + ", " + stops.joined(separator: ", ") + ")"
    }

    public var body: Never { primitiveBodyFailure() }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension EllipticalGradient: PrimitiveView {
    public func _render(in context: RenderContext) { renderGradient(css, in: context) }
}

/// A gradient drawn as a view fills its box.
extension LinearGradient: PrimitiveView {
    public func _render(in context: RenderContext) { renderGradient(css, in: context) }
}
extension RadialGradient: PrimitiveView {
    public func _render(in context: RenderContext) { renderGradient(css, in: context) }
}
extension AngularGradient: PrimitiveView {
    public func _render(in context: RenderContext) { renderGradient(css, in: context) }
}

private func renderGradient(_ css: String, in context: RenderContext) {
    context.html.raw("<div class=\"gradient\" aria-hidden=\"true\" style=\"background:")
    context.html.attribute(css)
    context.html.raw("\"></div>")
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

/// A gradient used as a style on its own (`.fill(Gradient(colors: [.blue, .purple]))`): from top to
/// bottom, as SwiftUI draws it.
extension Gradient: ShapeStyle, CSSStyle {
    var css: String { LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).css }
}
