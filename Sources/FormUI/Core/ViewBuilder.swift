/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder` does: any number of
/// children, `if`/`else`, `if let`, `switch`, and availability checks.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in a row, as a builder block makes them. Each child's position is its identity.
public struct TupleView<each Content: View>: View, TransparentView {
    public var value: (repeat each Content)

    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        var index = 0
        for child in repeat each value {
            context.render(child, index: index)
            index += 1
        }
    }
}

/// The result of an `if`/`else` or `switch` in a builder; each branch has its own identity, so state
/// in one branch is not mistaken for state in the other.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, TransparentView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
    public var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        switch storage {
        case .trueContent(let content): context.render(content, at: "t")
        case .falseContent(let content): context.render(content, at: "f")
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { preconditionFailure("Optional is rendered by FormUI and has no body") }
}

extension Optional: PrimitiveView, TransparentView where Wrapped: View {
    public func _render(in context: RenderContext) {
        if case .some(let content) = self { context.render(content, at: "some") }
    }
}

/// A view that shows nothing.
public struct EmptyView: View, TransparentView {
    public init() {}
    public var body: Never { primitiveBodyFailure() }
    public func _render(in context: RenderContext) {}
}

/// Several views treated as one, without a container of their own.
public struct Group<Content: View>: View, TransparentView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBodyFailure() }
    public func _render(in context: RenderContext) { context.render(content) }
}

/// A type-erased view.
public struct AnyView: View, TransparentView {
    let renderContent: (RenderContext) -> Void
    let typeName: String

    public init<V: View>(_ view: V) {
        if V.self == AnyView.self {
            self = unsafeBitCast(view, to: AnyView.self)
            return
        }
        renderContent = { $0.render(view) }
        typeName = Self.name(of: V.self)
    }

    /// Type names, remembered: describing a type costs about 20,000 instructions, and a page wrapped in
    /// an `AnyView` is erased on every evaluation. A program has finitely many view types.
    nonisolated(unsafe) private static var names: [ObjectIdentifier: String] = [:]
    private static let namesLock = NSLock()

    private static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = namesLock.withLock({ names[key] }) { return known }
        let name = String(describing: type)
        namesLock.withLock { names[key] = name }
        return name
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    public var body: Never { primitiveBodyFailure() }

    // A different type behind the eraser is a different view: give it its own identity.
    public func _render(in context: RenderContext) {
        context.descend({ $0.append(contentsOf: "any:".utf8); $0.append(contentsOf: typeName.utf8) }) {
            renderContent(context)
        }
    }
}
