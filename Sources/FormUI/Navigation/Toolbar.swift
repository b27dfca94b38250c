/// `.toolbar { … }`: a row of items above the view, `role="toolbar"`. Its buttons are buttons of the
/// page: pressing one posts its action. Every placement is drawn in the one row, in order; placements
/// that only concern a device (the keyboard's bar) are drawn there too.
struct ToolbarView<Content: View, Items: View>: View, PrimitiveView {
    let content: Content
    let items: Items
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        context.html.raw("<div class=\"toolbar\" role=\"toolbar\" aria-label=\"Toolbar\">")
        context.render(items, at: "toolbar")
        context.html.raw("</div>")
        context.render(content)
    }
}

/// Where a toolbar item goes on a device; on a page, its place in the toolbar's row.
public struct ToolbarItemPlacement: Sendable, Equatable {
    let className: StaticString
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.className.description == rhs.className.description }
    public static let automatic = ToolbarItemPlacement(className: "placement-automatic")
    public static let principal = ToolbarItemPlacement(className: "placement-principal")
    public static let navigation = ToolbarItemPlacement(className: "placement-leading")
    public static let primaryAction = ToolbarItemPlacement(className: "placement-trailing")
    public static let secondaryAction = ToolbarItemPlacement(className: "placement-automatic")
    public static let status = ToolbarItemPlacement(className: "placement-principal")
    public static let confirmationAction = ToolbarItemPlacement(className: "placement-trailing")
    public static let cancellationAction = ToolbarItemPlacement(className: "placement-leading")
    public static let destructiveAction = ToolbarItemPlacement(className: "placement-trailing")
    public static let topBarLeading = ToolbarItemPlacement(className: "placement-leading")
    public static let topBarTrailing = ToolbarItemPlacement(className: "placement-trailing")
    public static let navigationBarLeading = ToolbarItemPlacement(className: "placement-leading")
    public static let navigationBarTrailing = ToolbarItemPlacement(className: "placement-trailing")
    public static let bottomBar = ToolbarItemPlacement(className: "placement-automatic")
    public static let keyboard = ToolbarItemPlacement(className: "placement-automatic")
}

/// Bars of a device's screen that `.toolbar(_:for:)` shows or hides; a page has only its own toolbar.
public struct ToolbarPlacement: Sendable {
    public static let automatic = ToolbarPlacement()
    public static let navigationBar = ToolbarPlacement()
    public static let tabBar = ToolbarPlacement()
    public static let bottomBar = ToolbarPlacement()
}

/// An item of a toolbar.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content
    public var body: Never { primitiveBodyFailure() }

    public func _render(in context: RenderContext) {
        context.html.raw("<div class=\"toolbar-item ")
        context.html.raw(placement.className)
        context.html.raw("\">")
        context.render(content, at: "item")
        context.html.raw("</div>")
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items of a toolbar at one placement.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content
    public var body: Never { primitiveBodyFailure() }

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public func _render(in context: RenderContext) {
        context.html.raw("<div class=\"toolbar-item ")
        context.html.raw(placement.className)
        context.html.raw("\">")
        context.render(content, at: "group")
        context.html.raw("</div>")
    }
}

/// What a toolbar holds: views (SwiftUI's `ToolbarContent` items are views here).
public typealias ToolbarContent = View
/// Builds toolbar content: the view builder.
public typealias ToolbarContentBuilder = ViewBuilder

extension View {
    /// Adds a toolbar of these items above the view.
    public consuming func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        ToolbarView(content: self, items: content())
    }

    /// Accepted for source compatibility: a page has no system bars to show or hide.
    public consuming func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Accepted for source compatibility.
    public consuming func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    public consuming func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    public consuming func toolbarRole(_ role: ToolbarRole) -> some View { self }
}

/// What a toolbar is for; accepted and ignored.
public enum ToolbarRole: Sendable { case automatic, navigationStack, browser, editor }
