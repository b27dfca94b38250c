import Foundation

// Core Graphics' transforms, which SwiftUI's `.transformEffect`, `.projectionEffect` and `Path.applying`
// take. Foundation on Linux has no Core Graphics, so FormUI declares them with Core Graphics' names and
// meaning: a point (x, y) becomes (a·x + c·y + tx, b·x + d·y + ty), as CSS `matrix(a, b, c, d, tx, ty)` does.
#if !canImport(CoreGraphics)
/// An affine transform of the plane: scaling, rotating, skewing and moving.
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    public static let identity = CGAffineTransform()

    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians; with y growing downwards, as on a screen, a positive angle turns clockwise.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle))), sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// This transform, then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A move, then this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one (this one itself when it cannot be undone, as Core Graphics does).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}
#endif

/// A projective transform of the plane (a 3×3 matrix), as `.projectionEffect` takes. A page draws its
/// affine part (CSS `matrix`); the perspective terms `m13`, `m23` are kept but a 2D CSS matrix cannot show them.
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ transform: CGAffineTransform) {
        m11 = transform.a
        m12 = transform.b
        m21 = transform.c
        m22 = transform.d
        m31 = transform.tx
        m32 = transform.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The CSS `transform` that draws it: `matrix3d` (column-major) keeps the perspective terms.
    var css: String {
        if isAffine {
            return CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32).css
        }
        let values = [m11, m12, 0, m13, m21, m22, 0, m23, 0, 0, 1, 0, m31, m32, 0, m33]
        return "matrix3d(" + values.map { SVGNumber.compact(Double($0), digits: 4) }.joined(separator: ",") + ")"
    }
}

extension CGAffineTransform {
    /// The CSS `transform` that draws it; the moves in CSS pixels.
    var css: String {
        "matrix(" + [a, b, c, d].map { SVGNumber.compact(Double($0), digits: 4) }.joined(separator: ",") + ","
            + SVGNumber.compact(Double(tx)) + "," + SVGNumber.compact(Double(ty)) + ")"
    }
}
