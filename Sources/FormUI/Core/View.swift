// SwiftUI re-exports Foundation, so code written for it uses `Date`, `Calendar` and `.capitalized` with
// `import SwiftUI` alone; FormUI does the same, so that code compiles with `import FormUI` alone.
@_exported import Foundation

/// A piece of user interface, described as a value.
///
/// As in SwiftUI, you write a `View` by giving it a `body` made of other views. FormUI evaluates that
/// description on the server for one session's state, and renders it to HTML or decodes a form post
/// against it: the same evaluation serves both, so what is shown and what is accepted cannot drift apart.
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behaviour of the view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { preconditionFailure("Never has no body") }
}

/// A view FormUI knows how to render itself: text, controls, stacks, modifiers.
///
/// User views are composed from these; their `body` is never asked for.
protocol PrimitiveView {
    func render(in context: RenderContext)
}

/// A primitive that only groups or annotates its children (tuples, `ForEach`, `if`, `.tag`, environment
/// writers). Inside a picker's content such views are looked through, so each of their leaves becomes an
/// option, as SwiftUI flattens a picker's content into rows.
protocol TransparentView: PrimitiveView {}

extension PrimitiveView {
    /// Primitive views have no body; evaluation asks them to render instead.
    func primitiveBodyFailure() -> Never {
        preconditionFailure("\(Self.self) is rendered by FormUI and has no body")
    }
}

extension PrimitiveView {
    /// Renders `view`, whose type is `Self` (checked by ``ViewDispatch``), without boxing it in an
    /// existential: `as? any PrimitiveView` copies a large view into a heap box on every evaluation.
    static func render<V>(_ view: V, in context: RenderContext) {
        withUnsafePointer(to: view) { pointer in
            pointer.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee.render(in: context) }
        }
    }
}

/// What evaluation needs to know about a view type — is it a primitive, is it transparent — found with
/// dynamic casts once per type instead of on every view of every page (the casts were ~6% of a render).
struct ViewDispatch {
    /// The type as a primitive, to call its `render` through; nil for a composite view.
    let primitive: (any PrimitiveView.Type)?
    let isTransparent: Bool

    nonisolated(unsafe) private static var cache: [ObjectIdentifier: ViewDispatch] = [:]
    private static let lock = NSLock()

    static func of<V: View>(_ type: V.Type) -> ViewDispatch {
        let key = ObjectIdentifier(type)
        if let known = lock.withLock({ cache[key] }) { return known }
        // A program has finitely many view types, so the cache is bounded by the program.
        let dispatch = ViewDispatch(
            primitive: type as? any PrimitiveView.Type,
            isTransparent: type is any TransparentView.Type
        )
        lock.withLock { cache[key] = dispatch }
        return dispatch
    }
}

extension RenderContext {
    /// Evaluates one view: a primitive renders itself; a composite view gets its `@State` and
    /// `@Environment` properties connected to this session, then its body is evaluated in its place.
    func render<V: View>(_ view: V) {
        let dispatch = ViewDispatch.of(V.self)
        if let primitive = dispatch.primitive {
            if let collector = optionCollector, !dispatch.isTransparent {
                collector.collect(in: self) { primitive.render(view, in: $0) }
            } else {
                primitive.render(view, in: self)
            }
            return
        }
        DynamicPropertyInstaller.install(on: view, in: self)
        render(view.body)
    }

    /// Evaluates a child at a structural position below the current one.
    func render<V: View>(_ view: V, at component: some StringProtocol) {
        descend({ $0.append(contentsOf: component.utf8) }) { render(view) }
    }

    func render<V: View>(_ view: V, index: Int) {
        descend({ appendDecimal(index, to: &$0) }) { render(view) }
    }
}

/// Appends `value` in decimal, without making a `String` for the common small values.
@inline(__always)
func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    if value >= 0 && value < 10 {
        bytes.append(UInt8(ascii: "0") + UInt8(value))
    } else {
        bytes.append(contentsOf: String(value).utf8)
    }
}
