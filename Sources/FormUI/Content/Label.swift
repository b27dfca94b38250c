/// A title with an icon: `Label("Add Folder", systemImage: "folder.badge.plus")`.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { primitiveBodyFailure() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A title with an image of the app's asset catalogue (else `Public/images/NAME.png`) as its icon.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

extension Label: PrimitiveView {
    public func _render(in context: RenderContext) {
        if context.renderAppStyle(LabelStyles.self, configuration: styleConfiguration) { return }
        let style = context.environment.styleKinds[LabelStyles.self]
        context.html.raw("<span class=\"label\">")
        if style != .titleOnly {
            // The icon is decorative: the title, visible or visually hidden, names it.
            let savedTexts = context.capture.label?.texts
            let savedIcon = context.capture.isLabelIcon
            context.capture.isLabelIcon = true
            context.render(icon, at: "icon")
            context.capture.isLabelIcon = savedIcon
            if let savedTexts { context.capture.label?.texts = savedTexts }
        }
        if style == .iconOnly {
            context.html.raw("<span class=\"title visually-hidden\">")
        } else {
            context.html.raw("<span class=\"title\">")
        }
        context.render(title, at: "title")
        context.html.raw("</span></span>")
    }
}
