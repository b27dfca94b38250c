/// SwiftUI's older confirmation dialog (deprecated, still in apps): a title, a message and a list of
/// buttons, each dismissing it. On a page it is a confirmation dialog.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public typealias Button = Alert.Button

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension View {
    /// Shows the action sheet `content` makes while `isPresented` is true, as a confirmation dialog.
    public consuming func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return AlertView(
            content: self, title: sheet.title, isPresented: isPresented, actions: AlertButtons(buttons: sheet.buttons),
            message: sheet.message, kind: "confirmation", showsTitle: true)
    }

    /// Shows the action sheet `content` makes for `item` while it is not nil; a button sets it to nil.
    public consuming func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        let presented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        let sheet = item.wrappedValue.map(content)
        return AlertView(
            content: self, title: sheet?.title ?? Text(verbatim: ""), isPresented: presented,
            actions: sheet.map { AlertButtons(buttons: $0.buttons) }, message: sheet?.message, kind: "confirmation", showsTitle: true)
    }
}
