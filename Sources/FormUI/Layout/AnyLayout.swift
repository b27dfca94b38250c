/// Stacks and grids as values, chosen while the view is evaluated: `let layout = compact ?
/// AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`, then `layout { … }`. On a page the layout
/// chosen draws its views as the stack or grid of the same name does. (A layout of an app's own, which
/// places views by measured sizes, is not one a page can have: see `Layout`.)

/// Views side by side, as an ``HStack``.
public struct HStackLayout: Sendable {
    public var alignment: VerticalAlignment
    public var spacing: Double?
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        HStack(alignment: alignment, spacing: spacing) { content() }
    }
}

/// Views one above the other, as a ``VStack``.
public struct VStackLayout: Sendable {
    public var alignment: HorizontalAlignment
    public var spacing: Double?
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        VStack(alignment: alignment, spacing: spacing) { content() }
    }
}

/// Views on top of each other, as a ``ZStack``.
public struct ZStackLayout: Sendable {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        ZStack(alignment: alignment) { content() }
    }
}

/// Views in rows and columns, as a ``Grid``.
public struct GridLayout: Sendable {
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { content() }
    }
}

/// One of the layouts above, whichever the view chose: a stack or a grid that can change from one
/// evaluation to the next while the views inside keep their identity (and their state).
public struct AnyLayout: Sendable {
    enum Kind: Sendable {
        case horizontal(HStackLayout)
        case vertical(VStackLayout)
        case depth(ZStackLayout)
        case grid(GridLayout)
    }

    let kind: Kind

    public init(_ layout: HStackLayout) { kind = .horizontal(layout) }
    public init(_ layout: VStackLayout) { kind = .vertical(layout) }
    public init(_ layout: ZStackLayout) { kind = .depth(layout) }
    public init(_ layout: GridLayout) { kind = .grid(layout) }

    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        ChosenLayout(kind: kind, content: content())
    }
}

/// The views of an ``AnyLayout``, drawn by the layout it holds. The stack's markup changes with the
/// layout; the views' identities are the same in each, so their state stays with them.
struct ChosenLayout<Content: View>: View, PrimitiveView {
    let kind: AnyLayout.Kind
    let content: Content
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        switch kind {
        case .horizontal(let layout): context.render(layout { content })
        case .vertical(let layout): context.render(layout { content })
        case .depth(let layout): context.render(layout { content })
        case .grid(let layout): context.render(layout { content })
        }
    }
}
