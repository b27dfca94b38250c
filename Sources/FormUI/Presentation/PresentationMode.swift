/// The older way for a presented view to dismiss itself (`@Environment(\.presentationMode)`), which
/// apps still ship: `presentationMode.wrappedValue.dismiss()` is `dismiss()`.
@available(*, deprecated, message: "use @Environment(\\.dismiss)")
public struct PresentationMode {
    let dismissAction: DismissAction

    /// Whether the view is presented (in a sheet, a pushed page): the older spelling of
    /// `@Environment(\.isPresented)`.
    public var isPresented: Bool { dismissAction.action != nil }

    /// Dismisses the view, as `dismiss()` does.
    public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
    /// The presentation the view is in, as a binding: `presentationMode.wrappedValue.dismiss()`.
    @available(*, deprecated, message: "use dismiss and isPresented")
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
