import Foundation

/// An outline of lines and curves, in a view's coordinates (y grows downwards, as in SwiftUI). Arcs,
/// ellipses and rounded corners are kept as cubic Bézier curves, as Core Graphics keeps them; a page
/// draws the outline as SVG path data.
public struct Path: Equatable, Sendable {
    /// One step of an outline.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    private(set) var elements: [Element] = []
    /// Where the subpath being drawn began: a close returns there.
    private var subpathStart: CGPoint?

    public init() {}

    public init(_ rect: CGRect) { addRect(rect) }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// Whether the path draws nothing.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next line or curve starts; nil before the first move.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case nil: return nil
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
        case .closeSubpath: return subpathStart
        }
    }

    /// Each step of the outline, in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    // MARK: Drawing

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        startSubpathIfClosed()
        elements.append(.line(to: point))
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        startSubpathIfClosed()
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        startSubpathIfClosed()
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// After a close, drawing goes on from the closed subpath's start, as a new subpath.
    private mutating func startSubpathIfClosed() {
        if elements.last == .closeSubpath, let start = subpathStart { elements.append(.move(to: start)) }
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var path = Path()
        path.addLines([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)])
        path.closeSubpath()
        addPath(path, transform: transform)
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// An ellipse inside `rect`, from its trailing point clockwise (on the screen), as SwiftUI draws it.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var path = Path()
        let center = CGPoint(x: r.midX, y: r.midY)
        path.move(to: CGPoint(x: r.maxX, y: r.midY))
        path.appendArc(center: center, radii: CGSize(width: r.width / 2, height: r.height / 2), start: 0, sweep: 2 * .pi)
        path.closeSubpath()
        addPath(path, transform: transform)
    }

    /// A rectangle whose corners are quarter ellipses of `cornerSize` (at most half the rectangle).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let radius = CGSize(width: min(max(cornerSize.width, 0), r.width / 2), height: min(max(cornerSize.height, 0), r.height / 2))
        addRoundedRect(r, radii: [radius, radius, radius, radius], transform: transform)
    }

    /// A rectangle whose corners have radii of their own (each at most half the rectangle).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        func size(_ radius: CGFloat) -> CGSize {
            let side = min(max(radius, 0), r.width / 2, r.height / 2)
            return CGSize(width: side, height: side)
        }
        addRoundedRect(r, radii: [size(cornerRadii.topLeading), size(cornerRadii.topTrailing), size(cornerRadii.bottomTrailing), size(cornerRadii.bottomLeading)], transform: transform)
    }

    /// A rectangle with corners of their own sizes: top leading, top trailing, bottom trailing, bottom leading.
    mutating func addRoundedRect(_ r: CGRect, radii: [CGSize], transform: CGAffineTransform = .identity) {
        var path = Path()
        let (topLeading, topTrailing, bottomTrailing, bottomLeading) = (radii[0], radii[1], radii[2], radii[3])
        path.move(to: CGPoint(x: r.minX + topLeading.width, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - topTrailing.width, y: r.minY))
        path.appendArc(center: CGPoint(x: r.maxX - topTrailing.width, y: r.minY + topTrailing.height), radii: topTrailing, start: -.pi / 2, sweep: .pi / 2)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomTrailing.height))
        path.appendArc(center: CGPoint(x: r.maxX - bottomTrailing.width, y: r.maxY - bottomTrailing.height), radii: bottomTrailing, start: 0, sweep: .pi / 2)
        path.addLine(to: CGPoint(x: r.minX + bottomLeading.width, y: r.maxY))
        path.appendArc(center: CGPoint(x: r.minX + bottomLeading.width, y: r.maxY - bottomLeading.height), radii: bottomLeading, start: .pi / 2, sweep: .pi / 2)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeading.height))
        path.appendArc(center: CGPoint(x: r.minX + topLeading.width, y: r.minY + topLeading.height), radii: topLeading, start: .pi, sweep: .pi / 2)
        path.closeSubpath()
        addPath(path, transform: transform)
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle`. Angles grow from the
    /// trailing side towards the bottom, so on the screen `clockwise: false` turns clockwise and
    /// `clockwise: true` counter-clockwise, as in SwiftUI (whose y axis Core Graphics' is flipped from).
    /// A line joins the current point to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        let full = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        guard sweep.isFinite, radius.isFinite else { return }
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            sweep = max(sweep, -full)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            sweep = min(sweep, full)
        }
        addArc(center: center, radius: radius, start: startAngle.radians, sweep: sweep, transform: transform)
    }

    /// An arc of `delta` from `startAngle` (a positive delta turns clockwise on the screen).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        guard delta.radians.isFinite, radius.isFinite else { return }
        addArc(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    private mutating func addArc(center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform) {
        let begin = CGPoint(x: center.x + radius * CGFloat(cos(start)), y: center.y + radius * CGFloat(sin(start)))
        var arc = Path()
        arc.move(to: begin)
        arc.appendArc(center: center, radii: CGSize(width: radius, height: radius), start: start, sweep: sweep)
        let arcStart = begin.applying(transform)
        if let current = currentPoint {
            if current != arcStart || elements.last == .closeSubpath { addLine(to: arcStart) }
        } else {
            move(to: arcStart)
        }
        append(arc, transform: transform, joining: true)
    }

    /// A corner rounded with `radius` between the lines from the current point to `tangent1End` and on
    /// to `tangent2End`: a line to where the arc touches the first, then the arc.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint?.applying(transform.inverted()) else { return }
        func unit(_ from: CGPoint, _ to: CGPoint) -> (x: Double, y: Double)? {
            let dx = Double(to.x - from.x), dy = Double(to.y - from.y), length = (dx * dx + dy * dy).squareRoot()
            return length > 0 ? (dx / length, dy / length) : nil
        }
        guard let v1 = unit(p1, p0), let v2 = unit(p1, p2), radius > 0 else { return addLine(to: p1.applying(transform)) }
        let cosine = min(max(v1.x * v2.x + v1.y * v2.y, -1), 1)
        let between = acos(cosine)
        guard between > 1e-9, between < .pi - 1e-9 else { return addLine(to: p1.applying(transform)) }
        let r = Double(radius)
        let reach = r / tan(between / 2)
        let touch1 = CGPoint(x: Double(p1.x) + v1.x * reach, y: Double(p1.y) + v1.y * reach)
        let touch2 = CGPoint(x: Double(p1.x) + v2.x * reach, y: Double(p1.y) + v2.y * reach)
        let bisector = (x: v1.x + v2.x, y: v1.y + v2.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let distance = r / sin(between / 2)
        let center = CGPoint(x: Double(p1.x) + bisector.x / bisectorLength * distance, y: Double(p1.y) + bisector.y / bisectorLength * distance)
        let start = atan2(Double(touch1.y - center.y), Double(touch1.x - center.x))
        var sweep = atan2(Double(touch2.y - center.y), Double(touch2.x - center.x)) - start
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: touch1.applying(transform))
        var arc = Path()
        arc.move(to: touch1)
        arc.appendArc(center: center, radii: CGSize(width: r, height: r), start: start, sweep: sweep)
        append(arc, transform: transform, joining: true)
    }

    /// Adds another path's subpaths.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        append(path, transform: transform, joining: false)
    }

    /// `other`'s elements, moved by `transform`; `joining` leaves out its first move (it continues the current subpath).
    private mutating func append(_ other: Path, transform: CGAffineTransform, joining: Bool) {
        for (index, element) in other.elements.enumerated() {
            switch element.applying(transform) {
            case .move(let point): if !(joining && index == 0) { move(to: point) }
            case let element: elements.append(element)
            }
        }
    }

    /// Arcs of an ellipse as cubic Bézier curves of at most a quarter turn each, from the current point.
    mutating func appendArc(center: CGPoint, radii: CGSize, start: Double, sweep: Double) {
        guard sweep != 0, radii.width != 0 || radii.height != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        let rx = Double(radii.width), ry = Double(radii.height)
        func point(_ angle: Double) -> CGPoint { CGPoint(x: Double(center.x) + rx * cos(angle), y: Double(center.y) + ry * sin(angle)) }
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let from = point(angle), to = point(next)
            let control1 = CGPoint(x: Double(from.x) - k * rx * sin(angle), y: Double(from.y) + k * ry * cos(angle))
            let control2 = CGPoint(x: Double(to.x) + k * rx * sin(next), y: Double(to.y) - k * ry * cos(next))
            elements.append(.curve(to: to, control1: control1, control2: control2))
            angle = next
        }
    }

    // MARK: Measuring and changing

    /// The smallest rectangle holding the outline (its curves' extremes, not their control points).
    public var boundingRect: CGRect {
        var bounds = Bounds()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                bounds.add(point)
                current = point
                start = point
            case .line(let point):
                bounds.add(point)
                current = point
            case .quadCurve(let point, let control):
                // The quadratic as the cubic it equals.
                let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                bounds.addCurve(current, c1, c2, point)
                current = point
            case .curve(let point, let control1, let control2):
                bounds.addCurve(current, control1, control2, point)
                current = point
            case .closeSubpath:
                current = start
            }
        }
        return bounds.rect
    }

    /// The path moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard transform != .identity else { return self }
        var moved = Path()
        moved.addPath(self, transform: transform)
        return moved
    }

    /// The path moved by `offset`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The path as SVG path data, in absolute commands with compact numbers: `M50 0L100 100L0 100Z`.
    public var description: String { svgData }

    var svgData: String {
        var data = ""
        func add(_ command: String, _ points: CGPoint...) {
            data += command
            for (index, point) in points.enumerated() {
                if index > 0 { data += " " }
                data += SVGNumber.compact(Double(point.x)) + " " + SVGNumber.compact(Double(point.y))
            }
        }
        for element in elements {
            switch element {
            case .move(let point): add("M", point)
            case .line(let point): add("L", point)
            case .quadCurve(let point, let control): add("Q", control, point)
            case .curve(let point, let control1, let control2): add("C", control1, control2, point)
            case .closeSubpath: data += "Z"
            }
        }
        return data
    }
}

extension Path: CustomStringConvertible {}

extension Path.Element {
    func applying(_ t: CGAffineTransform) -> Path.Element {
        guard t != .identity else { return self }
        switch self {
        case .move(let point): return .move(to: point.applying(t))
        case .line(let point): return .line(to: point.applying(t))
        case .quadCurve(let point, let control): return .quadCurve(to: point.applying(t), control: control.applying(t))
        case .curve(let point, let control1, let control2):
            return .curve(to: point.applying(t), control1: control1.applying(t), control2: control2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}

/// The extremes of points and curves, for ``Path/boundingRect``.
private struct Bounds {
    var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ point: CGPoint) {
        minX = min(minX, point.x)
        minY = min(minY, point.y)
        maxX = max(maxX, point.x)
        maxY = max(maxY, point.y)
    }

    /// A cubic curve's end and the points where it turns (where its derivative is zero in x or in y).
    mutating func addCurve(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        add(p3)
        func value(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ t: Double) -> Double {
            let u = 1 - t
            return u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
        }
        func turns(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
            // The derivative, divided by 3: (b−a)(1−t)² + 2(c−b)(1−t)t + (d−c)t² = A t² + B t + C.
            let qa = (b - a) - 2 * (c - b) + (d - c), qb = 2 * ((c - b) - (b - a)), qc = b - a
            if abs(qa) < 1e-12 { return abs(qb) < 1e-12 ? [] : [-qc / qb] }
            let discriminant = qb * qb - 4 * qa * qc
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            return [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
        }
        let xs = (Double(p0.x), Double(p1.x), Double(p2.x), Double(p3.x))
        let ys = (Double(p0.y), Double(p1.y), Double(p2.y), Double(p3.y))
        for t in turns(xs.0, xs.1, xs.2, xs.3) + turns(ys.0, ys.1, ys.2, ys.3) where t > 0 && t < 1 {
            add(CGPoint(x: value(xs.0, xs.1, xs.2, xs.3, t), y: value(ys.0, ys.1, ys.2, ys.3, t)))
        }
    }

    var rect: CGRect {
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Numbers as SVG and CSS write them compactly: at most two decimals (a hundredth of a point), no
/// trailing zeros, no `-0`: `50`, `12.5`, `-0.33`.
enum SVGNumber {
    static func compact(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (min(max(value, -1e9), 1e9) * scale).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = Int(abs(scaled))
        let whole = magnitude / Int(scale)
        var fraction = magnitude % Int(scale)
        var text = (negative ? "-" : "") + String(whole)
        guard fraction != 0 else { return text }
        var width = digits
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        let decimals = String(fraction)
        text += "." + String(repeating: "0", count: width - decimals.count) + decimals
        return text
    }
}
