/// A control that presents actions and pickers when opened: a `<details>` element whose `<summary>` is
/// the label, so it opens and closes without JavaScript.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: Never { primitiveBodyFailure() }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension Menu where Label == FormUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { FormUI.Label(titleKey, systemImage: systemImage) })
    }
}

extension Menu: PrimitiveView {
    public func _render(in context: RenderContext) {
        if context.renderAppStyle(MenuStyles.self, configuration: styleConfiguration) { return }
        context.html.raw("<details class=\"menu\"><summary>")
        context.renderNamingASymbol(label, at: "label")
        context.html.raw("</summary><div class=\"menu-items\">")
        let saved = context.environment.container
        context.environment.container = .menu
        context.render(content, at: "content")
        context.environment.container = saved
        context.html.raw("</div></details>")
    }
}

/// A view followed by a menu of related actions (`.contextMenu { … }`): without a secondary click on the
/// web, the menu is a small "More" disclosure next to the view.
struct ContextMenuView<Content: View, MenuItems: View>: View {
    let content: Content
    let menuItems: MenuItems
    var body: Never { primitiveBodyFailure() }
}

extension ContextMenuView: PrimitiveView {
    public func _render(in context: RenderContext) {
        context.html.raw("<div class=\"has-context-menu\">")
        let label = context.renderLabel(content, at: "content")
        label.write(to: &context.html)
        context.html.raw("<details class=\"menu context-menu\"><summary><span aria-hidden=\"true\">⋯</span><span class=\"visually-hidden\">Actions")
        if !label.text.isEmpty {
            context.html.raw(" for ")
            context.html.text(label.text)
        }
        context.html.raw("</span></summary><div class=\"menu-items\">")
        let saved = context.environment.container
        context.environment.container = .menu
        context.render(menuItems, at: "menu")
        context.environment.container = saved
        context.html.raw("</div></details></div>")
    }
}

extension View {
    /// Adds a menu of actions for this view.
    public consuming func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuView(content: self, menuItems: menuItems())
    }

    /// A menu of actions with a preview a device shows above it: the menu, as `.contextMenu(menuItems:)`
    /// draws it; the view itself is its preview on a page.
    public consuming func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview) -> some View {
        ContextMenuView(content: self, menuItems: menuItems())
    }

    /// A menu of actions for the rows of the list this modifies: each row whose identity is an
    /// `ItemID` gets the menu `menu` makes for it alone (the rows a secondary click would select on a
    /// device), beside the row. `primaryAction` is a device's double click on selected rows, which a
    /// page's rows do not have.
    public consuming func contextMenu<ItemID: Hashable, MenuItems: View>(
        forSelectionType itemType: ItemID.Type = ItemID.self, @ViewBuilder menu: @escaping (Set<ItemID>) -> MenuItems,
        primaryAction: ((Set<ItemID>) -> Void)? = nil
    ) -> some View {
        let rowMenu = RowContextMenu { id, row, context in
            guard let id = id as? ItemID else { return false }
            context.render(ContextMenuView(content: row, menuItems: menu([id])))
            return true
        }
        return transformEnvironment { $0.rowContextMenu = rowMenu }
    }
}

/// The menu `.contextMenu(forSelectionType:menu:)` gives each row of a list's `ForEach`: it draws the
/// row with its menu, when the row's identity is of the menu's type.
struct RowContextMenu {
    let render: (Any, AnyView, RenderContext) -> Bool
}

private struct RowContextMenuKey: EnvironmentKey {
    static var defaultValue: RowContextMenu? { nil }
}

extension EnvironmentValues {
    var rowContextMenu: RowContextMenu? {
        get { custom.isEmpty ? nil : self[RowContextMenuKey.self] }
        set { self[RowContextMenuKey.self] = newValue }
    }
}
