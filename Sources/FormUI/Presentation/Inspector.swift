/// `.inspector(isPresented:content:)`: while it is presented, a region beside the content (below it on
/// a narrow window), as an iPad shows an inspector's column and a phone a sheet. The app's own button
/// (a toolbar's "Info") toggles the binding, as it does on a device.
struct InspectorView<Content: View, Inspector: View>: View, PrimitiveView {
    let content: Content
    let isPresented: Bool
    let inspector: () -> Inspector
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        guard isPresented else {
            context.render(content, at: "content")
            return
        }
        context.html.raw("<div class=\"inspector-layout\"><div class=\"inspector-content\">")
        context.render(content, at: "content")
        context.html.raw("</div><aside class=\"inspector\" aria-label=\"Inspector\">")
        context.render(inspector(), at: "inspector")
        context.html.raw("</aside></div>")
    }
}

extension View {
    /// Shows `content` in a region beside this view while `isPresented` is true.
    public consuming func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V) -> some View {
        InspectorView(content: self, isPresented: isPresented.wrappedValue, inspector: content)
    }
}
