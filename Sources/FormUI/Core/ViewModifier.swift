/// A modifier you apply to a view to make a different version of it, as in SwiftUI: its
/// `body(content:)` places the view it modifies (`content`) among views of its own.
///
/// ```swift
/// struct CardStyle: ViewModifier {
///     func body(content: Content) -> some View {
///         content
///             .padding()
///             .background(.background, in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
///
/// Text("Hello").modifier(CardStyle())
/// ```
///
/// The body is evaluated in the modified view's place each time the page is, so a modifier can hold
/// `@State` (kept for the visitor, as a view's is), read the environment, and add controls around the
/// content; the content keeps its own state and controls.
public protocol ViewModifier {
    /// The type of view this modifier's body is.
    associatedtype Body: View
    /// The view being modified, as the body places it.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view: `content`, placed among the modifier's own views.
    ///
    /// - Parameter content: The view the modifier is applied to.
    /// - Returns: The view that takes the modified view's place.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies, as its `body(content:)` receives it: evaluated where the body
/// places it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let evaluate: (RenderContext) -> Void
    public var body: Never { preconditionFailure("a modifier's content is evaluated by FormUI and has no body") }

    public func _render(in context: RenderContext) { evaluate(context) }
}

/// A view with a modifier applied (`view.modifier(m)`), or two modifiers joined (`a.concat(b)`).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { preconditionFailure("a modified view is evaluated by FormUI and has no body") }

    /// The modifier's `@State` is connected at this position, then its body is evaluated here with the
    /// content evaluated where the body places it, one level below (`content`).
    public func _render(in context: RenderContext) {
        DynamicPropertyInstaller.install(on: modifier, in: context)
        let content = self.content
        let placed = _ViewModifier_Content<Modifier> { context in context.render(content, at: "content") }
        context.render(modifier.body(content: placed))
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// The first modifier's body, modified by the second's.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

/// A modifier that changes nothing: the content as it is.
public struct EmptyModifier: ViewModifier, Sendable {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()

    public init() {}

    public func body(content: Content) -> Content { content }
}

extension View {
    /// Applies a modifier to this view.
    ///
    /// - Parameter modifier: The modifier to apply.
    /// - Returns: The view with the modifier applied.
    public consuming func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Joins this modifier and another into one, applied this one first.
    ///
    /// - Parameter modifier: The modifier applied after this one.
    /// - Returns: A modifier that applies both.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
