/// Stacks and grids that a phone builds as they scroll into view. A page sends all of its content at
/// once, so the lazy stacks are the plain ones, and a lazy grid is a CSS grid of its columns or rows.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}

/// Headers and footers a lazy stack keeps in view while scrolling; a page scrolls them with the rest.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column (of `LazyVGrid`) or row (of `LazyHGrid`): a fixed size, a flexible share, or as many
/// adaptive tracks of at least a size as fit.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    public var spacing: Double?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The CSS track: `120px`, `minmax(10px, 1fr)`, `repeat(auto-fill, minmax(80px, 1fr))`.
    var css: String {
        func px(_ length: Double) -> String { String(CSSLength.points(length)) + "px" }
        switch size {
        case .fixed(let length): return px(length)
        case .flexible(let minimum, let maximum):
            return "minmax(" + px(minimum) + ", " + (maximum.isFinite ? px(maximum) : "1fr") + ")"
        case .adaptive(let minimum, let maximum):
            return "repeat(auto-fill, minmax(" + px(minimum) + ", " + (maximum.isFinite ? px(maximum) : "1fr") + "))"
        }
    }
}

/// A grid whose columns are given and whose items fill its rows in order.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let spacing: Double?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        LazyGridLayout.render(content, tracks: columns, property: "grid-template-columns", spacing: spacing, in: context)
    }
}

/// A grid whose rows are given and whose items fill its columns in order.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let spacing: Double?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        LazyGridLayout.render(content, tracks: rows, property: "grid-auto-flow:column;grid-template-rows", spacing: spacing, in: context)
    }
}

enum LazyGridLayout {
    /// A `<div>` with the tracks as CSS grid templates; each leaf of the content is one cell.
    static func render<Content: View>(_ content: Content, tracks: [GridItem], property: StaticString, spacing: Double?, in context: RenderContext) {
        var style = tracks.map(\.css).joined(separator: " ")
        if style.isEmpty { style = "1fr" }
        context.html.raw("<div class=\"lazy-grid\" style=\"display:grid;")
        context.html.raw(property)
        context.html.raw(":")
        context.html.attribute(style)
        if let spacing {
            context.html.raw(";gap:")
            context.html.attribute(String(CSSLength.points(spacing)) + "px")
        }
        context.html.raw("\">")
        context.forEachRow(content, at: "cells") { cell in
            context.html.raw("<div class=\"grid-cell\">")
            context.html.append(html: cell)
            context.html.raw("</div>")
        }
        context.html.raw("</div>")
    }
}
