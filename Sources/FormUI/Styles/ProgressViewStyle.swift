/// How a progress view is drawn: a `<progress>` bar (linear and circular alike), or a style of your own
/// drawn from the fraction completed.
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view style draws.
public struct ProgressViewStyleConfiguration {
    public typealias Label = StyleConfigurationContent
    public typealias CurrentValueLabel = StyleConfigurationContent
    /// The fraction done, from 0 to 1; nil when indeterminate.
    public let fractionCompleted: Double?
    public let label: Label?
    public let currentValueLabel: CurrentValueLabel?
}

/// Progress view styles, as the style mechanism sees them: linear and circular are one bar.
enum ProgressViewStyles: StyleFamilyWithBody {
    typealias Kind = SingleKind
    static func control(_ configuration: ProgressViewStyleConfiguration) -> some View { ProgressView(configuration) }
}

public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<ProgressViewStyles>(kind: Self.kind, configuration: configuration) }
}
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<ProgressViewStyles>(kind: Self.kind, configuration: configuration) }
}
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<ProgressViewStyles>(kind: Self.kind, configuration: configuration) }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: Self { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: Self { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: Self { .init() } }

extension ProgressView where Label == ProgressViewStyleConfiguration.Label?, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel? {
    /// A progress view made from a style's configuration: the built-in bar.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(label: configuration.label, currentValueLabel: configuration.currentValueLabel, value: configuration.fractionCompleted, total: 1)
    }
}

extension View {
    /// Sets the style of the progress views inside.
    public consuming func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        self.style(style, of: ProgressViewStyles.self) { style.makeBody(configuration: $0) }
    }
}

extension ProgressView {
    /// What a style draws this progress view from: the fraction done, and the labels it has.
    var styleConfiguration: ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label is EmptyView ? nil : .init(label),
            currentValueLabel: currentValueLabel is EmptyView ? nil : .init(currentValueLabel)
        )
    }
}
