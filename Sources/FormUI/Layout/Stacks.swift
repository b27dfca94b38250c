/// The alignment of children across a stack's axis.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
/// Where a view is placed in two dimensions: a horizontal and a vertical alignment.
public struct Alignment: Sendable, Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Children one above the other. (A flex column: FormUI leaves layout to CSS.)
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBodyFailure() }
}

extension VStack: PrimitiveView {
    public func _render(in context: RenderContext) {
        context.html.raw("<div class=\"vstack")
        switch alignment {
        case .leading: context.html.raw(" align-leading")
        case .trailing: context.html.raw(" align-trailing")
        case .center: break
        }
        context.html.raw("\"")
        writeGap(spacing, in: context)
        context.html.raw(">")
        context.render(content, at: "v")
        context.html.raw("</div>")
    }
}

/// Children side by side.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBodyFailure() }
}

extension HStack: PrimitiveView {
    public func _render(in context: RenderContext) {
        context.html.raw("<div class=\"hstack\"")
        writeGap(spacing, in: context)
        context.html.raw(">")
        context.render(content, at: "h")
        context.html.raw("</div>")
    }
}

/// Children on top of one another.
public struct ZStack<Content: View>: View {
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBodyFailure() }
}

extension ZStack: PrimitiveView {
    public func _render(in context: RenderContext) {
        context.html.raw("<div class=\"zstack\">")
        context.render(content, at: "z")
        context.html.raw("</div>")
    }
}

private func writeGap(_ spacing: Double?, in context: RenderContext) {
    guard let spacing else { return }
    context.html.raw(" style=\"gap:")
    context.html.number(Int(spacing.rounded()))
    context.html.raw("px\"")
}

/// Flexible space that pushes its neighbours apart in a stack.
public struct Spacer: View {
    public init(minLength: Double? = nil) {}
    public var body: Never { primitiveBodyFailure() }
}

extension Spacer: PrimitiveView {
    public func _render(in context: RenderContext) { context.html.raw("<span class=\"spacer\"></span>") }
}

/// A thin line between views.
public struct Divider: View {
    public init() {}
    public var body: Never { primitiveBodyFailure() }
}

extension Divider: PrimitiveView {
    public func _render(in context: RenderContext) { context.html.raw("<hr class=\"divider\">") }
}
