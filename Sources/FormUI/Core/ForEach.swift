/// Views made from a collection, one per element, each identified by the element's id.
///
/// Inside a picker, each element's view is tagged with its id, so that `ForEach(Flavor.allCases)` makes
/// the options of a `Flavor` picker without explicit tags.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, TransparentView {
    public var data: Data
    public var content: (Data.Element) -> Content {
        didSet { textContent = Self.textFunction(content) }
    }
    @usableFromInline let identify: (Data.Element) -> ID
    /// `content`, when `Content` is `Text`, as a function whose result is a `Text`: made where the types
    /// are known (the app's module inlines the initializers), so listing options gets each `Text` back
    /// directly. Through `content`, unspecialized code would get a value of the generic type, copy it to
    /// read it as a `Text`, and destroy it, each through value witnesses.
    @usableFromInline var textContent: ((Data.Element) -> Text)?

    @inlinable
    static func textFunction(_ content: @escaping (Data.Element) -> Content) -> ((Data.Element) -> Text)? {
        guard Content.self == Text.self else { return nil }
        return { content($0) as! Text }  // the same type here: no cast is made
    }

    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0[keyPath: id] }, content: content)
    }

    /// The initializers below pass a closure rather than `\.id` or `\.self`: forming a key path into a
    /// generic type instantiates it at run time on every evaluation, and applying one is slower than a
    /// call.
    @inlinable
    init(_ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = identify
        textContent = Self.textFunction(content)
    }

    public var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        let savedTag = context.capture.tag
        let namer = IdentityNamer(ID.self)
        // Read the stored properties once: in generic code each read of a property of `self` asks the
        // run time for `ForEach`'s metadata (where the field sits), which would be one call per element.
        let identify = identify
        let content = content
        let rowMenu = context.environment.rowContextMenu
        if rowMenu != nil { context.environment.rowContextMenu = nil }
        forEachElement { element in
            let id = identify(element)
            context.capture.tag = id
            context.descend({ path in
                path.append(contentsOf: "id:".utf8)
                namer.append(id, to: &path)
            }) {
                if let rowMenu {
                    let row = AnyView(content(element))
                    if !rowMenu.render(id, row, context) { context.render(row) }
                    return
                }
                context.render(content(element))
            }
        }
        if rowMenu != nil { context.environment.rowContextMenu = rowMenu }
        context.capture.tag = savedTag
    }

    /// A `ForEach` of `Text`s lists a list's rows, or the options of a picker whose selection is of the
    /// type of its ids, directly.
    public func _listOptions(in context: RenderContext) -> Bool {
        guard let textContent, let rows = context.capture.list else { return false }
        if rows.isRows {
            // Rows of `Text` whose markup is not kept (an evaluation that writes no HTML) have nothing
            // to give: their closure is not called, as SwiftUI calls a list's row closures only for the
            // rows it shows.
            if !rows.keepsLabels { return true }
            forEachElement { element in rows.appendRow(textContent(element), in: context) }
            return true
        }
        guard let list = context.directOptions(of: ID.self) else { return false }
        let identify = identify
        forEachElement { element in
            list.append(tag: identify(element), text: textContent(element), in: context)
        }
        return true
    }

    /// Calls `body` with each element. Integer ranges (`ForEach(0..<5)`, `ForEach(1...8, id: \.self)`)
    /// and contiguous collections (arrays) are walked directly: a `for` loop over an unknown collection
    /// asks the run time for its index and optional types' metadata on every step.
    @inline(__always)
    private func forEachElement(_ body: (Data.Element) -> Void) {
        if Data.self == ClosedRange<Int>.self {
            let range = unsafeBitCast(data, to: ClosedRange<Int>.self)
            for value in range { body(unsafeBitCast(value, to: Data.Element.self)) }
        } else if Data.self == Range<Int>.self {
            let range = unsafeBitCast(data, to: Range<Int>.self)
            for value in range { body(unsafeBitCast(value, to: Data.Element.self)) }
        } else {
            // By index: iterating the buffer asks the run time for its iterator type's metadata.
            let walked: Void? = data.withContiguousStorageIfAvailable { buffer in
                for index in 0..<buffer.count { body(buffer[index]) }
            }
            if walked == nil { forEachElementIterating(body) }
        }
    }

    /// The same for a collection without contiguous storage. A function of its own: the iterator's and
    /// `Optional<Element>`'s metadata it needs would otherwise be looked up on every call of the function
    /// that inlines it, contiguous or not.
    @inline(never)
    private func forEachElementIterating(_ body: (Data.Element) -> Void) {
        for element in data { body(element) }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0.id }, content: content)
    }
}

extension ForEach {
    /// Rows over a binding to a collection, each given a binding to its element, identified by `id`:
    /// `ForEach($names, id: \.self) { $name in TextField("Name", text: $name) }`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C> {
        self.init(data, identify: { $0.wrappedValue[keyPath: id] }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identify: { $0 }, content: content)
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    @inlinable
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identify: { $0 }, content: content)
    }
}

/// A view carrying a tag: the value a picker's selection takes when this option is chosen.
struct TaggedView<Content: View, Tag: Hashable>: View, TransparentView {
    let content: Content
    let tag: Tag
    var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        let saved = context.capture.tag
        context.capture.tag = tag
        context.render(content)
        context.capture.tag = saved
    }

    /// A `Text` tagged with a value of the picker's selection type is one option, listed directly; in a
    /// list, one row.
    public func _listOptions(in context: RenderContext) -> Bool {
        guard Content.self == Text.self else { return false }
        if let rows = context.capture.list, rows.isRows {
            rows.appendRow(unsafeBitCast(content, to: Text.self), in: context)
            return true
        }
        guard let list = context.directOptions(of: Tag.self) else { return false }
        list.append(tag: tag, text: unsafeBitCast(content, to: Text.self), in: context)
        return true
    }
}

/// A view with an explicit identity: a new id is a new view, with fresh state.
struct IdentifiedView<Content: View>: View, TransparentView {
    let content: Content
    let id: String
    var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        context.render(content, at: "id=" + id)
    }
}

extension View {
    /// Sets the value a picker's selection takes when this view's option is chosen.
    ///
    /// A tag of type `T` also matches a selection of type `T?`, as in SwiftUI.
    public consuming func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        TaggedView(content: self, tag: tag)
    }

    /// Gives the view an explicit identity; when it changes, the view and its state start afresh.
    public consuming func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: String(describing: id))
    }
}

/// `String(describing:)` of an element's id, as the structural path spells it, without the reflection
/// that costs for the most common ids: strings and integers directly, and plain values (the cases of
/// `Flavor.allCases`) from a ``SpellingMemo``, since describing a case reflects on it each time.
/// Made once per `ForEach` evaluation, so the kind of id is found once.
struct IdentityNamer<ID> {
    private enum Kind {
        case string, integer, memoized(SpellingMemo), other
    }

    private let kind: Kind

    init(_: ID.Type) {
        if ID.self == String.self {
            kind = .string
        } else if ID.self == Int.self {
            kind = .integer
        } else if let memo = SpellingMemo.memo(for: ID.self, .identity) {
            kind = .memoized(memo)
        } else {
            kind = .other
        }
    }

    @inline(__always)
    func append(_ id: ID, to path: inout [UInt8]) {
        switch kind {
        case .string: path.append(contentsOf: unsafeBitCast(id, to: String.self).utf8)
        case .integer: appendDecimal(unsafeBitCast(id, to: Int.self), to: &path)
        case .memoized(let memo): path.append(contentsOf: memo.spelling(of: id) { String(describing: $0) }!.utf8)
        case .other: path.append(contentsOf: String(describing: id).utf8)
        }
    }
}
