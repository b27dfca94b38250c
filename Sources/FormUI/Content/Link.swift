/// A link to a URL: `<a href>`. Only `http`, `https`, `mailto` and `tel` URLs, the visitor's own files
/// (a download of their documents, see `FileManager`), and paths on the same
/// site, become links; any other scheme (`javascript:`, `data:`) is shown as plain text, never as a link.
/// A link to another site opens with `rel="noopener noreferrer"`.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    public var body: Never { primitiveBodyFailure() }

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: PrimitiveView {
    public func _render(in context: RenderContext) {
        // A file of the visitor's own (in their documents): served back to them alone, as a download.
        if destination.isFileURL, let address = VisitorFileLinks.address(of: destination) {
            context.html.raw("<a class=\"link\" href=\"")
            context.html.attribute(context.options.mountPath)
            context.html.attribute(address)
            context.html.raw("\" download>")
            context.renderNamingASymbol(label, at: "label")
            context.html.raw("</a>")
            return
        }
        let scheme = destination.scheme?.lowercased()
        let isExternal = scheme == "http" || scheme == "https"
        guard isExternal || scheme == "mailto" || scheme == "tel" || (scheme == nil && destination.relativeString.hasPrefix("/")) else {
            context.html.raw("<span class=\"link is-disabled\">")
            context.render(label, at: "label")
            context.html.raw("</span>")
            return
        }
        context.html.raw("<a class=\"link\" href=\"")
        context.html.attribute(destination.absoluteString)
        context.html.raw(isExternal ? "\" rel=\"noopener noreferrer\">" : "\">")
        context.renderNamingASymbol(label, at: "label")
        context.html.raw("</a>")
    }
}
