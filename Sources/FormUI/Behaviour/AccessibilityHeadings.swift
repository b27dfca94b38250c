/// What assistive technology is told about a view beyond its label: that it is a heading, and the
/// details VoiceOver reads on request (`.accessibilityCustomContent`).
///
/// A heading is a real `<h1>`…`<h6>` when the view is a `Text` (phrasing content, which a heading
/// element may hold), drawn in the text's own font; any other view is a box with `role="heading"` and
/// `aria-level`. `.unspecified` is level 2, the level ARIA gives a heading without one. Custom content
/// is visually hidden text after the view ("Age: 36"), read with it in page order.
struct AccessibilityHeadingView<Content: View>: View, PrimitiveView {
    let content: Content
    let level: AccessibilityHeadingLevel
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        if Content.self == Text.self {
            context.html.raw(level.opening)
            context.render(content)
            context.html.raw(level.closing)
            return
        }
        context.html.raw("<div class=\"accessibility-heading\" role=\"heading\" aria-level=\"")
        context.html.number(level.number)
        context.html.raw("\">")
        context.render(content)
        context.html.raw("</div>")
    }
}

/// The level of a heading, from 1 (the page's title) to 6.
public enum AccessibilityHeadingLevel: UInt, Sendable, Hashable {
    case unspecified, h1, h2, h3, h4, h5, h6

    var number: Int { self == .unspecified ? 2 : Int(rawValue) }

    var opening: StaticString {
        switch self {
        case .h1: "<h1 class=\"accessibility-heading\">"
        case .unspecified, .h2: "<h2 class=\"accessibility-heading\">"
        case .h3: "<h3 class=\"accessibility-heading\">"
        case .h4: "<h4 class=\"accessibility-heading\">"
        case .h5: "<h5 class=\"accessibility-heading\">"
        case .h6: "<h6 class=\"accessibility-heading\">"
        }
    }

    var closing: StaticString {
        switch self {
        case .h1: "</h1>"
        case .unspecified, .h2: "</h2>"
        case .h3: "</h3>"
        case .h4: "</h4>"
        case .h5: "</h5>"
        case .h6: "</h6>"
        }
    }
}

/// A view and details read after it (see ``AccessibilityHeadingView``).
struct AccessibilityCustomContentView<Content: View>: View, PrimitiveView {
    let content: Content
    let label: String
    let value: String
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        context.render(content)
        // A nil value (`Text?`) takes the content away.
        if !value.isEmpty { context.writeVisuallyHidden(label + ": " + value) }
    }
}

/// How much custom content matters: VoiceOver reads `.high` content at once and `.default` content on
/// request. A page reads both with the view.
public enum AccessibilityCustomContentImportance: Sendable, Hashable {
    case `default`, high
}

/// The name of a piece of custom content, which a view can give once.
public struct AccessibilityCustomContentKey: Sendable, Equatable {
    let label: String
    public init(_ label: Text, id: String) { self.label = label.plainText }
    public init(_ labelKey: LocalizedStringKey, id: String) { label = labelKey.key }
    public init(_ labelKey: LocalizedStringKey) { label = labelKey.key }
}

extension View {
    /// Tells assistive technology the view is a heading of this level.
    public consuming func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        AccessibilityHeadingView(content: self, level: level)
    }

    /// Details of the view a screen reader reads with it: a label and a value ("Age", "36").
    public consuming func accessibilityCustomContent(_ label: LocalizedStringKey, _ value: Text, importance: AccessibilityCustomContentImportance = .default) -> some View {
        AccessibilityCustomContentView(content: self, label: label.key, value: value.plainText)
    }

    public consuming func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AccessibilityCustomContentImportance = .default) -> some View {
        AccessibilityCustomContentView(content: self, label: label.plainText, value: value.plainText)
    }

    public consuming func accessibilityCustomContent(_ label: LocalizedStringKey, _ value: LocalizedStringKey, importance: AccessibilityCustomContentImportance = .default) -> some View {
        AccessibilityCustomContentView(content: self, label: label.key, value: value.key)
    }

    @_disfavoredOverload
    public consuming func accessibilityCustomContent<V: StringProtocol>(_ label: LocalizedStringKey, _ value: V, importance: AccessibilityCustomContentImportance = .default) -> some View {
        AccessibilityCustomContentView(content: self, label: label.key, value: String(value))
    }

    public consuming func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AccessibilityCustomContentImportance = .default) -> some View {
        AccessibilityCustomContentView(content: self, label: key.label, value: value?.plainText ?? "")
    }

    public consuming func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: LocalizedStringKey, importance: AccessibilityCustomContentImportance = .default) -> some View {
        AccessibilityCustomContentView(content: self, label: key.label, value: value.key)
    }

    @_disfavoredOverload
    public consuming func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V, importance: AccessibilityCustomContentImportance = .default) -> some View {
        AccessibilityCustomContentView(content: self, label: key.label, value: String(value))
    }
}
