/// A family of styles (toggle styles, button styles, gauge styles, …) as the one style mechanism sees it.
///
/// Every family works the same way:
/// - The family's modifier (`.toggleStyle(_:)`) hands its style to ``View/style(_:of:makeBody:)``. A
///   built-in style names its kind (``BuiltInStyle``); any other style is the app's own, kept
///   type-erased in the environment (``AppStyle``).
/// - A control of the family first offers itself to an app's style
///   (``RenderContext/renderAppStyle(_:configuration:)``): with one in effect, the style's body is drawn
///   from the control's configuration; without, the control draws itself in the kind in effect.
/// - A built-in style's `makeBody` is the control made from the configuration and drawn in that kind
///   (``BuiltInStyleBody``). So a built-in style is a style like any other: an app's style can wrap one,
///   and a `Toggle(configuration)` inside an app's style draws in the built-in kind around it.
///
/// A new family is an enum conforming to this protocol beside its control, its built-in styles
/// conforming to ``BuiltInStyle``, and a modifier that calls ``View/style(_:of:makeBody:)``.
protocol StyleFamily {
    /// The built-in looks, one per built-in style: an enum without payloads whose first case is
    /// `automatic`, so that it is stored in one byte of ``StyleKinds``.
    associatedtype Kind = SingleKind
    /// Where the environment keeps the kind in effect; nil for a family with one built-in look.
    static var slot: StyleKinds.Slot? { get }
}

extension StyleFamily where Kind == SingleKind {
    static var slot: StyleKinds.Slot? { nil }
}

/// A family whose styles draw from a configuration: the app can write its own with `makeBody`.
protocol StyleFamilyWithBody: StyleFamily {
    /// What a style's `makeBody` is given.
    associatedtype Configuration
    /// The control made from a configuration, as a built-in style's body draws it.
    associatedtype Control: View
    static func control(_ configuration: Configuration) -> Control
}

/// The kind of a family with one built-in look.
enum SingleKind { case automatic }
