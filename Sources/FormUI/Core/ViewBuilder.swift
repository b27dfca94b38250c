import Locking

/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder` does: any number of
/// children, `if`/`else`, `if let`, `switch`, and availability checks.
@resultBuilder
public enum ViewBuilder {
    @inlinable
    public static func buildBlock() -> EmptyView { EmptyView() }

    @inlinable
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    // Blocks of two to ten views (nearly all of them) are a chain of `_ViewList`s rather than a
    // `TupleView`: evaluation reaches each child of a chain where it is stored, while walking a tuple's
    // parameter pack copies the tuple and every child in it, and with each child everything below it
    // (a view copy goes through the value witnesses of a type FormUI does not see, so it is not cheap).
    // The parameters are `consuming`, so children are moved into the chain, not copied.

    @inlinable
    public static func buildBlock<C0: View, C1: View>(_ c0: consuming C0, _ c1: consuming C1) -> _ViewList<C0, _ViewList<C1, _ViewListEnd>> {
        _ViewList(c0, _ViewList(c1, _ViewListEnd()))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2) -> _ViewList<C0, _ViewList<C1, _ViewList<C2, _ViewListEnd>>> {
        _ViewList(c0, _ViewList(c1, _ViewList(c2, _ViewListEnd())))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3) -> _ViewList<C0, _ViewList<C1, _ViewList<C2, _ViewList<C3, _ViewListEnd>>>> {
        _ViewList(c0, _ViewList(c1, _ViewList(c2, _ViewList(c3, _ViewListEnd()))))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4) -> _ViewList<C0, _ViewList<C1, _ViewList<C2, _ViewList<C3, _ViewList<C4, _ViewListEnd>>>>> {
        _ViewList(c0, _ViewList(c1, _ViewList(c2, _ViewList(c3, _ViewList(c4, _ViewListEnd())))))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5) -> _ViewList<C0, _ViewList<C1, _ViewList<C2, _ViewList<C3, _ViewList<C4, _ViewList<C5, _ViewListEnd>>>>>> {
        _ViewList(c0, _ViewList(c1, _ViewList(c2, _ViewList(c3, _ViewList(c4, _ViewList(c5, _ViewListEnd()))))))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6) -> _ViewList<C0, _ViewList<C1, _ViewList<C2, _ViewList<C3, _ViewList<C4, _ViewList<C5, _ViewList<C6, _ViewListEnd>>>>>>> {
        _ViewList(c0, _ViewList(c1, _ViewList(c2, _ViewList(c3, _ViewList(c4, _ViewList(c5, _ViewList(c6, _ViewListEnd())))))))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7) -> _ViewList<C0, _ViewList<C1, _ViewList<C2, _ViewList<C3, _ViewList<C4, _ViewList<C5, _ViewList<C6, _ViewList<C7, _ViewListEnd>>>>>>>> {
        _ViewList(c0, _ViewList(c1, _ViewList(c2, _ViewList(c3, _ViewList(c4, _ViewList(c5, _ViewList(c6, _ViewList(c7, _ViewListEnd()))))))))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8) -> _ViewList<C0, _ViewList<C1, _ViewList<C2, _ViewList<C3, _ViewList<C4, _ViewList<C5, _ViewList<C6, _ViewList<C7, _ViewList<C8, _ViewListEnd>>>>>>>>> {
        _ViewList(c0, _ViewList(c1, _ViewList(c2, _ViewList(c3, _ViewList(c4, _ViewList(c5, _ViewList(c6, _ViewList(c7, _ViewList(c8, _ViewListEnd())))))))))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8, _ c9: consuming C9) -> _ViewList<C0, _ViewList<C1, _ViewList<C2, _ViewList<C3, _ViewList<C4, _ViewList<C5, _ViewList<C6, _ViewList<C7, _ViewList<C8, _ViewList<C9, _ViewListEnd>>>>>>>>>> {
        _ViewList(c0, _ViewList(c1, _ViewList(c2, _ViewList(c3, _ViewList(c4, _ViewList(c5, _ViewList(c6, _ViewList(c7, _ViewList(c8, _ViewList(c9, _ViewListEnd()))))))))))
    }

    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    @inlinable
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    @inlinable
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    @inlinable
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    @inlinable
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

/// Two or more views in a row, as a builder block of up to ten makes them: the first, and the others after
/// it. Each child's position in the block is its identity, as in a ``TupleView``.
public struct _ViewList<Head: View, Tail: _ViewListTail>: View, TransparentView {
    @usableFromInline let head: Head
    @usableFromInline let tail: Tail

    // Inlinable, with the builder, so that a block is put together in the app's module for its concrete
    // types: compiled here, each level of the chain asked the run time for its generic metadata.
    @inlinable
    init(_ head: consuming Head, _ tail: consuming Tail) {
        self.head = head
        self.tail = tail
    }

    public var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        _renderChildren(in: context, from: 0)
    }

    public func _listOptions(in context: RenderContext) -> Bool {
        head._listOptions(in: context) && tail._listChildOptions(in: context)
    }
}

/// What follows a child in a ``_ViewList``: more children, or the end.
public protocol _ViewListTail {
    /// Evaluates the children, the first at position `index`. Not for apps (see `View._render(in:)`).
    func _renderChildren(in context: RenderContext, from index: Int)
    /// Whether none of the children can hold an `.onChange` (see ``View/_holdsNoChangeWatchers``).
    static var _holdsNoChangeWatchers: Bool { get }
    /// Lists the children's options (see ``View/_listOptions(in:)``). Not for apps either.
    func _listChildOptions(in context: RenderContext) -> Bool
}

extension _ViewList: _ViewListTail {
    public func _renderChildren(in context: RenderContext, from index: Int) {
        if context.skipsRestOfPost, Self._holdsNoChangeWatchers { return }
        context.render(head, index: index)
        tail._renderChildren(in: context, from: index + 1)
    }

    public func _listChildOptions(in context: RenderContext) -> Bool {
        head._listOptions(in: context) && tail._listChildOptions(in: context)
    }

    public static var _holdsNoChangeWatchers: Bool { Head._holdsNoChangeWatchers && Tail._holdsNoChangeWatchers }
}

/// The end of a ``_ViewList``.
public struct _ViewListEnd: _ViewListTail {
    @inlinable init() {}
    public static var _holdsNoChangeWatchers: Bool { true }
    public func _renderChildren(in context: RenderContext, from index: Int) {}
    public func _listChildOptions(in context: RenderContext) -> Bool { true }
}

/// The result of an `if`/`else` or `switch` in a builder; each branch has its own identity, so state
/// in one branch is not mistaken for state in the other.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, TransparentView {
    @usableFromInline
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline let storage: Storage

    @inlinable
    init(storage: consuming Storage) { self.storage = storage }
    public var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        switch storage {
        case .trueContent(let content): context.render(content, at: "t")
        case .falseContent(let content): context.render(content, at: "f")
        }
    }

    public static var _holdsNoChangeWatchers: Bool { TrueContent._holdsNoChangeWatchers && FalseContent._holdsNoChangeWatchers }
}

extension Optional: View where Wrapped: View {
    public var body: Never { preconditionFailure("Optional is rendered by FormUI and has no body") }
}

extension Optional: PrimitiveView, TransparentView where Wrapped: View {
    public func _render(in context: RenderContext) {
        if case .some(let content) = self { context.render(content, at: "some") }
    }

    public static var _holdsNoChangeWatchers: Bool { Wrapped._holdsNoChangeWatchers }
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

    /// Takes `view` (`consuming`): the closure's box holds the value the caller made, where a borrowed
    /// one would be copied into it (a retain per reference the view holds: one per `@State`) and then destroyed.
    public init<V: View>(_ view: consuming V) {
        if V.self == AnyView.self {
            self = unsafeBitCast(view, to: AnyView.self)
            return
        }
        renderContent = { $0.render(view) }
        typeName = Self.name(of: V.self)
    }

    /// Type names, remembered: describing a type walks its metadata and builds a string, and a page
    /// wrapped in an `AnyView` is erased on every evaluation. A program has finitely many view types.
    private static let names = LockedCache<ObjectIdentifier, String>()

    private static func name(of type: Any.Type) -> String {
        names.value(for: ObjectIdentifier(type)) { _ in String(describing: type) }
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
