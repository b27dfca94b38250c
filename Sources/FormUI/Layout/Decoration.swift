import Foundation

/// Edges of a view, for padding.
public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

enum CSSLength {
    /// A length in whole CSS pixels; `.infinity` and NaN (SwiftUI's "as much as possible") do not trap.
    static func points(_ length: Double) -> Int {
        length.isFinite ? Int(min(max(length, -100_000), 100_000).rounded()) : 0
    }
}

/// A view drawn inside a box with its own CSS: padding, background.
struct DecoratedView<Content: View>: View {
    let content: Content
    let className: StaticString
    let style: String
    var body: Never { primitiveBodyFailure() }
}

extension DecoratedView: PrimitiveView {
    public func _render(in context: RenderContext) {
        context.html.raw("<div class=\"")
        context.html.raw(className)
        if style.isEmpty {
            context.html.raw("\">")
        } else {
            context.html.raw("\" style=\"")
            context.html.attribute(style)
            context.html.raw("\">")
        }
        context.render(content)
        context.html.raw("</div>")
    }
}

extension View {
    /// A length in whole CSS pixels (see ``CSSLength/points(_:)``).
    static func points(_ length: Double) -> Int { CSSLength.points(length) }

    /// Adds space around the view (16 points when no length is given).
    public consuming func padding(_ length: Double) -> some View {
        padding(.all, length)
    }

    public consuming func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        let value = "\(Self.points(length ?? 16))px"
        func side(_ edge: Edge.Set) -> String { edges.contains(edge) ? value : "0" }
        let css = "padding:" + [side(.top), side(.trailing), side(.bottom), side(.leading)].joined(separator: " ")
        return DecoratedView(content: self, className: "padding", style: css)
    }

    /// Draws a colour or style behind the view.
    public consuming func background<S: ShapeStyle>(_ style: S) -> some View {
        DecoratedView(content: self, className: "background", style: "background:" + AnyShapeStyle(style).css)
    }

    public consuming func background(_ color: Color) -> some View {
        DecoratedView(content: self, className: "background", style: "background:" + color.css)
    }

    /// Sets the view's width and height in points (as a minimum: CSS lays it out).
    public consuming func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        var css = ""
        if let width { css += "min-width:\(Self.points(width))px;" }
        if let height { css += "min-height:\(Self.points(height))px;" }
        return SizedFrame(box: DecoratedView(content: self, className: "frame", style: css), width: width, height: height)
    }
}

/// A `.frame(width:height:)`: its box, and the size it states for a shape inside to draw its path in
/// (one length stated stands for both, a square).
struct SizedFrame<Content: View>: View, PrimitiveView {
    let box: DecoratedView<Content>
    let width: Double?
    let height: Double?
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        guard let side = width ?? height else { return box._render(in: context) }
        let size = CGSize(width: CSSLength.points(width ?? side), height: CSSLength.points(height ?? side))
        let saved = context.statedFrame
        context.statedFrame = size.width > 0 && size.height > 0 ? (size, context.pathBytes.count) : nil
        box._render(in: context)
        context.statedFrame = saved
    }
}
