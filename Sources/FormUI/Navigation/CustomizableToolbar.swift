/// Toolbars a person can customize on a device (`.toolbar(id:content:)`), and a title's menu
/// (`.toolbarTitleMenu`). A page has no toolbar editor: a customizable toolbar is drawn with its items
/// in the order written (those a customization hides by default included), and the title menu is a
/// menu at the principal place of the toolbar's row.

/// What a customizable toolbar holds: views, as ``ToolbarContent`` is.
public typealias CustomizableToolbarContent = View

/// Which customizations a toolbar item allows; a page has no toolbar editor.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

/// How an item takes part in customization; a page has no toolbar editor.
public struct ToolbarCustomizationBehavior: Sendable {
    public static let `default` = ToolbarCustomizationBehavior()
    public static let reorderable = ToolbarCustomizationBehavior()
    public static let disabled = ToolbarCustomizationBehavior()
}

extension View {
    /// A toolbar a person could customize on a device: on a page, its items in the order written.
    public consuming func toolbar<Items: View>(id: String, @ViewBuilder content: () -> Items) -> some View {
        ToolbarView(content: self, items: content())
    }

    /// A menu for the page's title, with the actions that concern the whole document (rename,
    /// duplicate): a menu at the principal place of the toolbar's row.
    public consuming func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        ToolbarView(content: self, items: ToolbarItem(placement: .principal) {
            Menu(content: content) { Label("Title menu", systemImage: "chevron.down") }
        })
    }

    /// Accepted: whether an item starts shown in a customizable toolbar; a page shows every item.
    public consuming func defaultCustomization(_ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []) -> some View { self }

    /// Accepted: how an item takes part in customization; a page has no toolbar editor.
    public consuming func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some View { self }
}
