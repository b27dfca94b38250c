/// How gauges inside a view are drawn: the built-in bars and rings, or a style of your own drawn from the
/// gauge's fraction and labels. Apply with `.gaugeStyle(_:)`.
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a gauge style draws.
public struct GaugeStyleConfiguration {
    public typealias Label = StyleConfigurationContent
    public typealias CurrentValueLabel = StyleConfigurationContent
    public typealias MinimumValueLabel = StyleConfigurationContent
    public typealias MaximumValueLabel = StyleConfigurationContent
    public typealias MarkedValueLabels = StyleConfigurationContent

    /// How far along the range the value is, from 0 to 1.
    public let value: Double
    public let label: Label
    public let currentValueLabel: CurrentValueLabel?
    public let minimumValueLabel: MinimumValueLabel?
    public let maximumValueLabel: MaximumValueLabel?
    public let markedValueLabels: MarkedValueLabels?
}

/// Gauge styles, as the style mechanism sees them.
enum GaugeStyles: StyleFamilyWithBody {
    typealias Kind = GaugeStyleKind
    static var slot: StyleKinds.Slot? { .gauge }
    static func control(_ configuration: GaugeStyleConfiguration) -> some View {
        Gauge(
            value: configuration.value, bounds: 0...1, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel, minimumValueLabel: configuration.minimumValueLabel,
            maximumValueLabel: configuration.maximumValueLabel, markedValueLabels: configuration.markedValueLabels
        )
    }
}

/// The built-in gauge styles.
enum GaugeStyleKind: String, Sendable {
    case automatic, linear, circular, linearCapacity = "linear-capacity", circularCapacity = "circular-capacity"
    case accessoryCircular = "accessory-circular", accessoryCircularCapacity = "accessory-circular-capacity"
    case accessoryLinear = "accessory-linear", accessoryLinearCapacity = "accessory-linear-capacity"
}

public struct DefaultGaugeStyle: GaugeStyle, BuiltInStyle {
    static let kind = GaugeStyleKind.automatic
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<GaugeStyles>(kind: Self.kind, configuration: configuration) }
}
public struct LinearGaugeStyle: GaugeStyle, BuiltInStyle {
    static let kind = GaugeStyleKind.linear
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<GaugeStyles>(kind: Self.kind, configuration: configuration) }
}
public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    static let kind = GaugeStyleKind.linearCapacity
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<GaugeStyles>(kind: Self.kind, configuration: configuration) }
}
public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInStyle {
    static let kind = GaugeStyleKind.accessoryLinear
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<GaugeStyles>(kind: Self.kind, configuration: configuration) }
}
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    static let kind = GaugeStyleKind.accessoryLinearCapacity
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<GaugeStyles>(kind: Self.kind, configuration: configuration) }
}
public struct CircularGaugeStyle: GaugeStyle, BuiltInStyle {
    static let kind = GaugeStyleKind.circular
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<GaugeStyles>(kind: Self.kind, configuration: configuration) }
}
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInStyle {
    static let kind = GaugeStyleKind.accessoryCircular
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<GaugeStyles>(kind: Self.kind, configuration: configuration) }
}
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInStyle {
    static let kind = GaugeStyleKind.accessoryCircularCapacity
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInStyleBody<GaugeStyles>(kind: Self.kind, configuration: configuration) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// A linear bar with the labels around it.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearGaugeStyle {
    /// A linear bar with the labels around it.
    public static var linear: LinearGaugeStyle { LinearGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled from the start to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A compact bar with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A compact bar filled from the start to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == CircularGaugeStyle {
    /// An open ring filled to the value, the current value inside.
    public static var circular: CircularGaugeStyle { CircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the value, the current value inside.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring filled to the value, the current value inside.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension Gauge {
    /// What a style draws this gauge from: the fraction of the range, and the labels.
    var styleConfiguration: GaugeStyleConfiguration {
        let geometry = GaugeGeometry(value: value, lower: lowerBound, upper: upperBound)
        return GaugeStyleConfiguration(
            value: geometry.fraction, label: .init(label),
            currentValueLabel: currentValueLabel.map { .init($0) },
            minimumValueLabel: minimumValueLabel.map { .init($0) },
            maximumValueLabel: maximumValueLabel.map { .init($0) },
            markedValueLabels: markedValueLabels.map { .init($0) }
        )
    }
}

extension View {
    /// Sets the style for gauges within this view: a built-in one, or your own.
    public consuming func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        self.style(style, of: GaugeStyles.self) { style.makeBody(configuration: $0) }
    }
}
