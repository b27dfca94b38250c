// SwiftUI re-exports Foundation, so code written for it uses `Date`, `Calendar` and `.capitalized` with
// `import SwiftUI` alone; FormUI does the same, so that code compiles with `import FormUI` alone.
@_exported import Foundation
// SwiftUI re-exports Observation too, so `@Observable` works with `import FormUI` alone.
@_exported import Observation
// Combine's part that SwiftUI re-exports (`ObservableObject`, `@Published`, `AnyCancellable`…): FormUI's subset.
@_exported import FormUICombine
import Locking

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

    /// Evaluates the view in an evaluation in progress. FormUI's own views write themselves; every other
    /// view gets the default, which connects its `@State` to the session and evaluates its `body`.
    ///
    /// Do not implement or call this: it is public only because a protocol requirement must be. It is a
    /// requirement (rather than a cast to an internal protocol on every view) so that evaluation reaches
    /// each view through its witness table, without copying the view into an existential box.
    func _render(in context: RenderContext)

    /// Lists the view's options straight into the picker being evaluated, when the view is picker content
    /// FormUI can read without evaluating it as views (a `ForEach` of `Text`s, tagged `Text`s, a block of
    /// these); false otherwise, and the picker evaluates its content as views. Do not implement or call
    /// this either.
    func _listOptions(in context: RenderContext) -> Bool

    /// Whether no view of this type can hold an `.onChange` anywhere inside, as far as the type says
    /// (``skipsRestOfPost``): for FormUI's views that are listed, whether every child type says so too;
    /// for an app's own view, whether its `Body` type says so; false for every other view. Do not
    /// implement or call this either.
    static var _holdsNoChangeWatchers: Bool { get }
}

extension View {
    public func _render(in context: RenderContext) {
        // A post past its last control skips a view whose body's type holds no `.onChange`: its `@Query`
        // is not fetched and its body not built.
        if context.skipsRestOfPost, Self._holdsNoChangeWatchers { return }
        DynamicPropertyInstaller.install(on: self, in: context)
        context.render(body)
    }

    public func _listOptions(in context: RenderContext) -> Bool { false }

    public static var _holdsNoChangeWatchers: Bool { AppViewWatchers.holdNone(Self.self) }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { preconditionFailure("Never has no body") }
    /// The body of every FormUI view that renders itself: one not listed holds what its type cannot say.
    public static var _holdsNoChangeWatchers: Bool { false }
}

/// A view FormUI renders itself (its `_render(in:)`): text, controls, stacks, modifiers. User views are
/// composed from these; their `body` is never asked for.
protocol PrimitiveView {}

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

/// Whether a view type becomes one option of a picker (or one row of a list) whose content it is in:
/// a primitive that is not transparent, or a control (built in or the app's own). Found with casts once per type, and asked only inside a picker's
/// content.
enum OptionLeaf {
    /// A program has finitely many view types, so the cache is bounded by the program.
    private static let cache = LockedCache<ObjectIdentifier, Bool>()

    static func check<V: View>(_ type: V.Type) -> Bool {
        cache.value(for: ObjectIdentifier(type)) { _ in
            (type is any PrimitiveView.Type && !(type is any TransparentView.Type)) || type is any Control.Type
        }
    }
}

extension RenderContext {
    /// Evaluates one view: a primitive renders itself; a composite view gets its `@State` and
    /// `@Environment` properties connected to this session, then its body is evaluated in its place.
    /// Inside a picker's content, each leaf is collected as an option instead.
    func render<V: View>(_ view: V) {
        if let collector = capture.options, collector.isLeaf(V.self) {
            collector.collect(in: self) { view._render(in: $0) }
        } else {
            view._render(in: self)
        }
    }

    /// Evaluates a child at a structural position below the current one.
    func render<V: View>(_ view: V, at component: String) {
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
