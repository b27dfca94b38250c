/// `.badge`: a count or word drawn after a list row, or by a tab's link in the tab bar (the `TabView`
/// collecting its tabs reads it from the environment, `EnvironmentValues.badge`).

extension View {
    /// A badge: by a list row, or by a tab's link in the tab bar. A count of 0 shows none, as in SwiftUI.
    public consuming func badge(_ count: Int) -> some View {
        BadgeView(content: self, badge: count == 0 ? nil : String(count))
    }
    public consuming func badge(_ label: Text?) -> some View {
        BadgeView(content: self, badge: label?.plainText)
    }
    @_disfavoredOverload
    public consuming func badge<S: StringProtocol>(_ label: S?) -> some View {
        BadgeView(content: self, badge: label.map { String($0) })
    }
    public consuming func badge(_ key: LocalizedStringKey?) -> some View {
        BadgeView(content: self, badge: key.map { Text($0).plainText })
    }
    /// Accepted: a badge's prominence is its style on a page.
    public consuming func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
}

public struct BadgeProminence: Hashable, Sendable {
    public static let standard = BadgeProminence(), increased = BadgeProminence(), decreased = BadgeProminence()
}

/// `.badge`: drawn after the view, or handed to the tab view collecting it.
struct BadgeView<Content: View>: View, PrimitiveView {
    let content: Content
    let badge: String?
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        guard let badge, !badge.isEmpty else { return context.render(content) }
        if let tabs = context.reports.tabs {
            // A tab's badge: handed to the tab bar while the tabs are collected, and not drawn again
            // with the tab's content (inside which a badge is a row's again, see `TabItemView`).
            guard tabs.isCollecting else { return context.render(content) }
            let saved = context.environment
            context.environment.badge = badge
            context.render(content)
            context.environment = saved
            return
        }
        context.render(content)
        BadgedLabel<EmptyView>.writeBadge(badge, in: context)
    }
}

/// A tab's label with its badge; the badge's text is not part of the tab's name.
struct BadgedLabel<Label: View>: View, PrimitiveView {
    let label: Label
    let badge: String
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        context.render(label)
        Self.writeBadge(badge, in: context)
    }

    static func writeBadge(_ badge: String, in context: RenderContext) {
        context.html.raw("<span class=\"badge\">")
        context.html.text(badge)
        context.html.raw("</span>")
    }
}
