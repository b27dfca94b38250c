import Locking

/// A built-in style: it names the look its control draws itself in.
protocol BuiltInStyle {
    associatedtype Kind
    static var kind: Kind { get }
}

extension BuiltInStyle where Kind == SingleKind {
    static var kind: SingleKind { .automatic }
}

extension BuiltInStyle {
    /// The kind as ``StyleKinds`` stores it.
    static var kindByte: UInt8 { StyleKinds.byte(of: kind) }
}

/// The built-in kind of `family` a style stands for, or nil for any other style: for a family whose
/// kind is not kept in the environment (a list's or a form's, drawn as a class).
func builtInKind<Style, Family: StyleFamily>(of style: Style, in family: Family.Type) -> Family.Kind? {
    builtInKindByte(of: style).map { StyleKinds.kind($0, as: Family.Kind.self) }
}

/// The built-in kind a style stands for, as ``StyleKinds`` stores it, or nil for a style of the app's
/// own. Found with a cast once per style type: a cast on every evaluation would look the conformance up
/// each time.
func builtInKindByte<Style>(of style: Style) -> UInt8? {
    let byte = BuiltInKindBytes.cache.value(for: ObjectIdentifier(Style.self)) { _ in
        (Style.self as? any BuiltInStyle.Type)?.kindByte ?? BuiltInKindBytes.notBuiltIn
    }
    return byte == BuiltInKindBytes.notBuiltIn ? nil : byte
}

private enum BuiltInKindBytes {
    /// A program has finitely many style types, so the cache is bounded by the program.
    static let cache = LockedCache<ObjectIdentifier, UInt8>()
    /// Not a kind's byte: a kind has fewer than 255 cases.
    static let notBuiltIn: UInt8 = 0xFF
}

/// A built-in style's body: the control made from the configuration, drawn in the style's kind in
/// place, with any app style of the family out of effect inside.
struct BuiltInStyleBody<Family: StyleFamilyWithBody>: View, PrimitiveView {
    let kind: Family.Kind
    let configuration: Family.Configuration
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        let saved = context.environment
        if let slot = Family.slot {
            var byte = StyleKinds.byte(of: kind)
            context.environment.styleKinds.exchange(&byte, at: slot)
        }
        context.environment.setAppStyle(nil, of: ObjectIdentifier(Family.self))
        Family.control(configuration)._render(in: context)
        context.environment = saved
    }
}
