/// A view that assistive technology reads as other views: `.accessibilityRepresentation { Slider(…) }`
/// on a rating drawn with shapes, `.accessibilityChildren { … }` on a chart drawn in one piece.
///
/// The view is drawn for sight and hidden from assistive technology (`aria-hidden`); the
/// representation (or the children) follows it, hidden from sight and read in its place. A
/// representation's controls are the page's own (a `Slider` there is a field the form posts) and show
/// when they have the keyboard's focus, so that a keyboard reaches what a screen reader does. The view
/// drawn should hold no controls of its own: they would stay in the keyboard's order unseen by a screen
/// reader.
struct AccessibilityRepresentationView<Content: View, Representation: View>: View, PrimitiveView {
    let content: Content
    let representation: Representation
    /// Whether the representation stands beside the view as its children, rather than in its place.
    let isChildren: Bool
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        context.html.raw(isChildren ? "<div class=\"accessibility-children\">" : "<div class=\"accessibility-represented\">")
        context.html.raw("<div aria-hidden=\"true\">")
        context.render(content)
        context.html.raw("</div><div class=\"visually-hidden-focusable\">")
        context.render(representation, at: isChildren ? "accessibility-children" : "accessibility-representation")
        context.html.raw("</div></div>")
    }
}

extension View {
    /// Assistive technology reads `representation` in place of the view.
    public consuming func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        AccessibilityRepresentationView(content: self, representation: representation(), isChildren: false)
    }

    /// Assistive technology reads `children` as the elements the view holds.
    public consuming func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        AccessibilityRepresentationView(content: self, representation: children(), isChildren: true)
    }
}
