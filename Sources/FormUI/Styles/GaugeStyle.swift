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

public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(kind: .automatic, configuration: configuration) }
}
public struct LinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(kind: .linear, configuration: configuration) }
}
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(kind: .linearCapacity, configuration: configuration) }
}
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(kind: .accessoryLinear, configuration: configuration) }
}
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(kind: .accessoryLinearCapacity, configuration: configuration) }
}
public struct CircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(kind: .circular, configuration: configuration) }
}
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(kind: .accessoryCircular, configuration: configuration) }
}
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(kind: .accessoryCircularCapacity, configuration: configuration) }
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

/// A built-in style's body: the gauge drawn in that style, from the configuration's fraction.
struct BuiltInGauge: View, PrimitiveView {
    let kind: GaugeStyleKind
    let configuration: GaugeStyleConfiguration
    var body: Never { primitiveBodyFailure() }

    func _render(in context: RenderContext) {
        let saved = context.environment
        context.environment.gaugeStyle = kind
        context.environment.customStyles.gauge = nil
        Gauge(
            value: configuration.value, bounds: 0...1, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel, minimumValueLabel: configuration.minimumValueLabel,
            maximumValueLabel: configuration.maximumValueLabel, markedValueLabels: configuration.markedValueLabels
        )._render(in: context)
        context.environment = saved
    }
}

extension Gauge {
    func renderCustom<S: GaugeStyle>(_ style: S, in context: RenderContext) {
        let geometry = GaugeGeometry(value: value, lower: lowerBound, upper: upperBound)
        let configuration = GaugeStyleConfiguration(
            value: geometry.fraction, label: .init(label),
            currentValueLabel: currentValueLabel.map { .init($0) },
            minimumValueLabel: minimumValueLabel.map { .init($0) },
            maximumValueLabel: maximumValueLabel.map { .init($0) },
            markedValueLabels: markedValueLabels.map { .init($0) }
        )
        context.renderStyleBody(style.makeBody(configuration: configuration)) { $0.gauge = nil }
    }
}

extension View {
    /// Sets the style for gauges within this view: a built-in one, or your own.
    public consuming func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let kind: GaugeStyleKind?
        switch style {
        case is LinearGaugeStyle: kind = .linear
        case is LinearCapacityGaugeStyle: kind = .linearCapacity
        case is AccessoryLinearGaugeStyle: kind = .accessoryLinear
        case is AccessoryLinearCapacityGaugeStyle: kind = .accessoryLinearCapacity
        case is CircularGaugeStyle: kind = .circular
        case is AccessoryCircularGaugeStyle: kind = .accessoryCircular
        case is AccessoryCircularCapacityGaugeStyle: kind = .accessoryCircularCapacity
        case is DefaultGaugeStyle: kind = .automatic
        default: kind = nil
        }
        return transformEnvironment { environment in
            if let kind {
                environment.gaugeStyle = kind
                environment.customStyles.gauge = nil
            } else {
                environment.customStyles.gauge = style
            }
        }
    }
}
