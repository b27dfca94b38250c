extension View {
    /// Puts a style of a family with bodies in effect for the views inside: a built-in style's kind, or
    /// the app's own style, drawn through `makeBody`. Every `.…Style(_:)` modifier of such a family is
    /// this call.
    consuming func style<Style, Family: StyleFamilyWithBody, Body: View>(
        _ style: Style, of family: Family.Type, makeBody: @escaping (Family.Configuration) -> Body
    ) -> StyleWriter<Self, LooksWithBodies> {
        let kind = builtInKindByte(of: style)
        let appStyle = kind == nil ? AppStyle<Family>(makeBody: makeBody) : nil
        return StyleWriter(content: self, family: ObjectIdentifier(family), slot: Family.slot, kind: kind, appStyle: appStyle)
    }

    /// Puts a built-in style of a family without bodies (pickers, text fields, date pickers) in effect;
    /// a style that is not one of the family's built-in ones stands for its automatic kind.
    consuming func style<Style, Family: StyleFamily>(_ style: Style, of family: Family.Type) -> StyleWriter<Self, BuiltInLooks> {
        StyleWriter(content: self, family: ObjectIdentifier(family), slot: Family.slot, kind: builtInKindByte(of: style) ?? 0, appStyle: nil)
    }

    /// Takes the app's own style of a family out of effect for the views inside, leaving its kind.
    consuming func clearingAppStyle<Family: StyleFamily>(of family: Family.Type) -> StyleWriter<Self, BuiltInLooks> {
        StyleWriter(content: self, family: ObjectIdentifier(family), slot: Family.slot, kind: nil, appStyle: nil)
    }
}

/// A style family's modifier: sets the built-in kind, or the app's own style, for the views inside.
///
/// Generic over the content alone, holding the family by its identity and the kind by its byte
/// (``StyleKinds``): a view generic over the family too would have the runtime look up its type's
/// metadata at each evaluation. A built-in style sets one byte of the environment, and puts back only
/// that byte afterwards when no style of the app's own is in effect around it: pages set styles on many
/// controls, and saving and restoring the whole environment (``EnvironmentWriter``) would retain and
/// release every reference it holds, at each.
///
/// `Looks` says, for the types alone, whether the style may be the app's own (``LooksWithBodies``: a
/// family whose styles have bodies) or is a built-in kind (``BuiltInLooks``).
struct StyleWriter<Content: View, Looks>: View, TransparentView {
    let content: Content
    /// The family (its type's identity), under which its app style is kept.
    let family: ObjectIdentifier
    /// Where the family keeps its kind; nil for a family with one built-in look.
    let slot: StyleKinds.Slot?
    /// A built-in style's kind, as ``StyleKinds`` stores it; nil for the app's own style.
    let kind: UInt8?
    /// The app's own style (an ``AppStyle`` of the family); nil for a built-in one.
    let appStyle: AnyAppStyle?
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        guard appStyle != nil || context.environment.hasAppStyles else {
            guard var kind, let slot else { return context.render(content) }
            context.environment.styleKinds.exchange(&kind, at: slot)
            context.render(content)
            context.environment.styleKinds.exchange(&kind, at: slot)
            return
        }
        let saved = context.environment
        if var kind, let slot { context.environment.styleKinds.exchange(&kind, at: slot) }
        context.environment.setAppStyle(appStyle, of: family)
        context.render(content)
        context.environment = saved
    }
}

/// A ``StyleWriter`` of a family without bodies, or one taking the app's style out of effect: only
/// built-in looks.
enum BuiltInLooks {}

/// A ``StyleWriter`` of a family whose styles have bodies: the style may be the app's own.
enum LooksWithBodies {}
