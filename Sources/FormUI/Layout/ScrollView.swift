/// Content that scrolls: a box with `overflow: auto` along its axes. A page scrolls by itself, so a
/// vertical scroll view is mostly a plain box; a horizontal one scrolls sideways and can be focused, so
/// that a keyboard can scroll it.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    public var body: Never { primitiveBodyFailure() }

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ScrollView: PrimitiveView {
    public func _render(in context: RenderContext) {
        if axes.contains(.horizontal) {
            context.html.raw("<div class=\"scroll-view scroll-horizontal\" tabindex=\"0\">")
        } else {
            context.html.raw("<div class=\"scroll-view\">")
        }
        context.render(content, at: "scroll")
        context.html.raw("</div>")
    }
}

/// Where content margins apply: the scroll view's content, its scroll bars, or both.
public struct ContentMarginPlacement: Sendable, Equatable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The browser draws the scroll bars at the box's edge: margins placed there change nothing.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension View {
    /// Lets the content of the scroll views inside draw past their edges (`overflow: visible`).
    public consuming func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        disabled ? styled("scroll-clip-disabled", "") : styled("scroll-clip", "")
    }

    /// Adds space inside the scroll views (and lists) inside, around their content, on `edges`.
    public consuming func contentMargins(_ edges: Edge.Set = .all, _ length: Double?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let value = String(Self.points(length ?? 16)) + "px"
        func side(_ edge: Edge.Set) -> String { edges.contains(edge) ? value : "0" }
        return contentMargins(css: [side(.top), side(.trailing), side(.bottom), side(.leading)].joined(separator: " "), for: placement)
    }

    public consuming func contentMargins(_ length: Double, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    public consuming func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        func side(_ edge: Edge.Set, _ length: Double) -> String { edges.contains(edge) ? String(Self.points(length)) + "px" : "0" }
        return contentMargins(css: [side(.top, insets.top), side(.trailing, insets.trailing), side(.bottom, insets.bottom), side(.leading, insets.leading)].joined(separator: " "), for: placement)
    }

    private consuming func contentMargins(css: String, for placement: ContentMarginPlacement) -> DecoratedView<Self> {
        placement == .scrollIndicators ? styled("content-margins", "") : styled("content-margins", "--content-margins:" + css)
    }
}

/// A scroll view's proxy; scrolling to a view is not something a server page does. Accepted.
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Accepted for source compatibility: its content is shown, and `scrollTo` does nothing.
public struct ScrollViewReader<Content: View>: View, TransparentView {
    let content: Content
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) { self.content = content(ScrollViewProxy()) }
    public var body: Never { primitiveBodyFailure() }
    public func _render(in context: RenderContext) { context.render(content) }
}
