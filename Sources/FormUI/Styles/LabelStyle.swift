/// How labels show: title and icon, icon only (the title still read by screen readers), title only, or a
/// style of your own whose body places the title and the icon.
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// What a label style draws.
public struct LabelStyleConfiguration {
    public typealias Title = StyleConfigurationContent
    public typealias Icon = StyleConfigurationContent
    public let title: Title
    public let icon: Icon
}

public struct DefaultLabelStyle: LabelStyle {
    let kind = LabelStyleKind.automatic
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabel(kind: kind, configuration: configuration) }
}
public struct IconOnlyLabelStyle: LabelStyle {
    let kind = LabelStyleKind.iconOnly
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabel(kind: kind, configuration: configuration) }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    let kind = LabelStyleKind.titleOnly
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabel(kind: kind, configuration: configuration) }
}
public struct TitleAndIconLabelStyle: LabelStyle {
    let kind = LabelStyleKind.titleAndIcon
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabel(kind: kind, configuration: configuration) }
}

enum LabelStyleKind: Sendable { case automatic, iconOnly, titleOnly, titleAndIcon }

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }

/// A built-in style's body: the label drawn in that style.
struct BuiltInLabel: View, PrimitiveView {
    let kind: LabelStyleKind
    let configuration: LabelStyleConfiguration
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        let saved = context.environment
        context.environment.labelStyle = kind
        context.environment.customStyles.label = nil
        Label(configuration)._render(in: context)
        context.environment = saved
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made from a style's configuration.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label {
    func renderCustom<S: LabelStyle>(_ style: S, in context: RenderContext) {
        let configuration = LabelStyleConfiguration(title: .init(title), icon: .init(icon))
        context.renderStyleBody(style.makeBody(configuration: configuration)) { $0.label = nil }
    }
}

extension View {
    /// Sets how labels inside show: `.labelStyle(.iconOnly)`, or a style of your own.
    public consuming func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let kind: LabelStyleKind?
        switch style {
        case is IconOnlyLabelStyle: kind = .iconOnly
        case is TitleOnlyLabelStyle: kind = .titleOnly
        case is TitleAndIconLabelStyle: kind = .titleAndIcon
        case is DefaultLabelStyle: kind = .automatic
        default: kind = nil
        }
        return transformEnvironment { environment in
            if let kind {
                environment.labelStyle = kind
                environment.customStyles.label = nil
            } else {
                environment.customStyles.label = style
            }
        }
    }
}
