/// Views made from a collection, one per element, each identified by the element's id.
///
/// Inside a picker, each element's view is tagged with its id, so that `ForEach(Flavor.allCases)` makes
/// the options of a `Flavor` picker without explicit tags.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, TransparentView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0[keyPath: id] }, content: content)
    }

    /// The initializers below pass a closure rather than `\.id` or `\.self`: forming a key path into a
    /// generic type instantiates it at run time on every evaluation (3% of a page), and applying one is
    /// slower than a call.
    init(_ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = identify
    }

    public var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        let savedTag = context.tag
        let integerIDs = ID.self == Int.self
        for element in data {
            let id = identify(element)
            context.tag = AnyHashable(id)
            context.descend({ path in
                path.append(contentsOf: "id:".utf8)
                if integerIDs {
                    appendDecimal(unsafeBitCast(id, to: Int.self), to: &path)
                } else {
                    path.append(contentsOf: identityComponent(id).utf8)
                }
            }) {
                context.render(content(element))
            }
        }
        context.tag = savedTag
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identify: { $0 }, content: content)
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identify: { $0 }, content: content)
    }
}

/// A view carrying a tag: the value a picker's selection takes when this option is chosen.
struct TaggedView<Content: View>: View, TransparentView {
    let content: Content
    let tag: AnyHashable
    var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        let saved = context.tag
        context.tag = tag
        context.render(content)
        context.tag = saved
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
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        TaggedView(content: self, tag: AnyHashable(tag))
    }

    /// Gives the view an explicit identity; when it changes, the view and its state start afresh.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: String(describing: id))
    }
}

/// `String(describing:)` of an element's id, as the structural path spells it, without the reflection
/// that costs for the most common ids: strings and integers directly, enum cases (`Flavor.allCases`)
/// from a cache, since describing a case reflects on it (about 9,500 instructions each time).
@inline(__always)
func identityComponent<ID>(_ id: ID) -> String {
    if let string = id as? String { return string }
    if let integer = id as? Int { return String(integer) }
    return EnumCaseNames.describe(id)
}

/// Descriptions of enum values, remembered. Only plain enums (no references inside, at most 8 bytes:
/// `Flavor.allCases`): their bytes identify the case and payload, so the cache key is the type and those
/// bytes, cheap to hash — `AnyHashable` keys cost nearly as much as describing again. Bounded, so ids
/// made from data cannot grow it without end; past the bound, values are described afresh.
enum EnumCaseNames {
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let bits: UInt64
    }

    nonisolated(unsafe) private static var names: [Key: String] = [:]
    private static let lock = NSLock()
    private static let limit = 4096

    static func describe<ID>(_ id: ID) -> String {
        guard isEnum(ID.self), _isPOD(ID.self), MemoryLayout<ID>.size <= 8 else { return String(describing: id) }
        var bits: UInt64 = 0
        withUnsafeBytes(of: id) { source in
            withUnsafeMutableBytes(of: &bits) { $0.copyMemory(from: source) }
        }
        let key = Key(type: ObjectIdentifier(ID.self), bits: bits)
        if let name = lock.withLock({ names[key] }) { return name }
        let name = String(describing: id)
        lock.withLock { if names.count < limit { names[key] = name } }
        return name
    }

    /// Whether the type's metadata is an enum's (Swift ABI: metadata kind 0x201; Optional is 0x202).
    private static func isEnum(_ type: Any.Type) -> Bool {
        unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee == 0x201
    }
}
