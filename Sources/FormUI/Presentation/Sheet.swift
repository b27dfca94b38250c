/// `.sheet`, `.fullScreenCover` and `.popover`: a view shown over the page while its binding says so,
/// in a region at the top of the form (`role="dialog"`) with a Close button. Inside it,
/// `@Environment(\.dismiss)` dismisses it, and so does each of its buttons' `dismiss()`; dismissing
/// writes the binding back and then runs `onDismiss`.
struct SheetView<Content: View, Sheet: View>: View, PrimitiveView {
    let content: Content
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let sheet: () -> Sheet?
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        context.render(content)
        guard isPresented.wrappedValue, let sheet = sheet() else { return }
        let isPresented = self.isPresented
        let onDismiss = self.onDismiss
        let dismiss = {
            isPresented.wrappedValue = false
            onDismiss?()
        }
        context.present(dismiss: dismiss) { context in
            let id = "sheet-" + String(Slug.shortHash(context.path))
            // The region is named by the sheet's own title, if it sets one; evaluated first into a
            // buffer so that the title is known before the region's opening tag.
            context.reports.navigationTitle = nil
            let saved = context.html
            context.html = context.makeBuffer(capacity: 1024)
            context.render(sheet, at: "sheet")
            let body = context.html
            context.html = saved
            let title = context.reports.navigationTitle ?? "Sheet"
            context.html.raw("<section class=\"presentation sheet\" role=\"dialog\" aria-labelledby=\"")
            context.html.attribute(id + "-title")
            context.html.raw("\"><div class=\"sheet-header\"><h2 class=\"presentation-title\" id=\"")
            context.html.attribute(id + "-title")
            context.html.raw("\">")
            context.html.text(title)
            context.html.raw("</h2>")
            // Close: a button of the page like any other, which dismisses.
            context.environment.isPresentationAction = true
            context.render(Button("Close", role: .close) {}, at: "close")
            context.environment.isPresentationAction = false
            context.html.raw("</div><div class=\"sheet-content\">")
            context.html.append(html: body)
            context.html.raw("</div></section>")
        }
    }
}

/// A sheet's detents on a device; a page shows a sheet at its full height.
public struct PresentationDetent: Hashable, Sendable {
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent() }
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent() }
}

extension View {
    /// Shows `content` while `isPresented` is true.
    public consuming func sheet<C: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> C) -> some View {
        SheetView(content: self, isPresented: isPresented, onDismiss: onDismiss, sheet: { content() })
    }

    /// Shows the view `content` makes for `item` while it is not nil; dismissing sets it to nil.
    public consuming func sheet<Item: Identifiable, C: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> C) -> some View {
        let presented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return SheetView(content: self, isPresented: presented, onDismiss: onDismiss, sheet: { item.wrappedValue.map(content) })
    }

    /// A full-screen cover is a sheet on a page.
    public consuming func fullScreenCover<C: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> C) -> some View {
        sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    public consuming func fullScreenCover<Item: Identifiable, C: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> C) -> some View {
        sheet(item: item, onDismiss: onDismiss, content: content)
    }

    /// A popover is a sheet on a page.
    public consuming func popover<C: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> C) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// A popover for `item` while it is not nil: a sheet on a page; dismissing sets it to nil.
    public consuming func popover<Item: Identifiable, C: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> C) -> some View {
        sheet(item: item, content: content)
    }

    /// Accepted for source compatibility: a page shows a sheet at its full height.
    public consuming func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    public consuming func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    public consuming func presentationCornerRadius(_ cornerRadius: Double?) -> some View { self }
    public consuming func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

    /// Accepted for source compatibility: a sheet on a page is always dismissed by its Close button.
    public consuming func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// Where a popover points; a page shows popovers as sheets.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor)
    case point(UnitPoint)
    public enum Anchor: Sendable { case bounds }
}
