/// Ticks along a slider: `Slider(value:in:…ticks: { SliderTick(0.5) })`, and `tick:` for a stepped
/// slider.
///
/// Ticks are a `<datalist>` the range input points at (a browser draws them as marks and may snap to
/// them while dragging), and their labels are shown under the track. A slider with `ticks:` and no step
/// takes only tick values: a posted number snaps to the nearest tick (within `enabledBounds`), as
/// UIKit's slider does by default with tick marks. A stepped slider with `tick:` snaps to its step; its
/// ticks mark the steps.

/// A mark on a slider at a value, with an optional label.
public struct SliderTick<V: BinaryFloatingPoint>: Identifiable {
    let value: V
    let label: AnyView?
    let text: String?

    /// A tick at `value`, without a label.
    public init(_ value: V) {
        self.value = value
        label = nil
        text = nil
    }

    /// A tick at `value` with a label view.
    public init<L: View>(_ value: V, @ViewBuilder label: () -> L) {
        self.value = value
        self.label = AnyView(label())
        text = nil
    }

    /// A tick at `value` labelled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, _ value: V) {
        self.value = value
        label = AnyView(Text(titleKey))
        text = titleKey.key
    }

    /// The identity of a tick: its value.
    public struct ID: Hashable {
        let value: Double
    }

    public var id: ID { ID(value: Double(value)) }
}

/// What a ``SliderTickBuilder`` builds from: ticks, `if`s, and ``SliderTickContentForEach``.
public protocol SliderTickContent<Value> {
    associatedtype Value: BinaryFloatingPoint
    /// The ticks, in order.
    var _ticks: [SliderTick<Value>] { get }
}

extension SliderTick: SliderTickContent {
    public var _ticks: [SliderTick<V>] { [self] }
}

/// Ticks made from a collection.
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable, Content: SliderTickContent>: SliderTickContent {
    public let _ticks: [SliderTick<Content.Value>]

    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
        where V == Data.Element, Data.Element == Content.Value {
        _ticks = data.flatMap { content($0)._ticks }
    }

    public init<V>(_ data: Data, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
        where ID == V.ID, V: Identifiable, V == Data.Element, Data.Element == Content.Value {
        _ticks = data.flatMap { content($0)._ticks }
    }
}

/// Ticks gathered by a ``SliderTickBuilder``.
public struct TupleSliderTickContent<V: BinaryFloatingPoint, T>: SliderTickContent {
    public let value: T
    public let _ticks: [SliderTick<V>]
}

/// Builds the ticks of a slider.
@resultBuilder
public struct SliderTickBuilder<V: BinaryFloatingPoint> {
    public static func buildExpression<C: SliderTickContent>(_ content: C) -> [SliderTick<V>] where C.Value == V { content._ticks }
    public static func buildBlock(_ parts: [SliderTick<V>]...) -> [SliderTick<V>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [SliderTick<V>]?) -> [SliderTick<V>] { part ?? [] }
    public static func buildEither(first: [SliderTick<V>]) -> [SliderTick<V>] { first }
    public static func buildEither(second: [SliderTick<V>]) -> [SliderTick<V>] { second }
    public static func buildArray(_ parts: [[SliderTick<V>]]) -> [SliderTick<V>] { parts.flatMap { $0 } }
    public static func buildFinalResult(_ ticks: [SliderTick<V>]) -> TupleSliderTickContent<V, [SliderTick<V>]> {
        TupleSliderTickContent(value: ticks, _ticks: ticks)
    }
}

/// A tick as the slider draws it.
struct SliderTickMark {
    let value: Double
    let valueText: String
    let label: AnyView?
    let text: String?

    init<V: BinaryFloatingPoint>(_ tick: SliderTick<V>) {
        value = Double(tick.value)
        valueText = NumberText.string(tick.value)
        label = tick.label
        text = tick.text
    }

    /// The `<datalist>` and the labels under the track (hidden from screen readers, which read the
    /// value; each option says its label).
    static func render(_ ticks: [SliderTickMark], name: String, in html: ControlContext) {
        html.raw("<datalist id=\"ticks-")
        html.attribute(name)
        html.raw("\">")
        var labels: [(SliderTickMark, ControlLabel)] = []
        for (index, tick) in ticks.enumerated() {
            html.raw("<option value=\"")
            html.attribute(tick.valueText)
            html.raw("\"")
            if let label = tick.label {
                let rendered = html.label(label, at: "tick." + String(index))
                if !rendered.text.isEmpty { html.attribute("label", rendered.text) }
                labels.append((tick, rendered))
            }
            html.raw("></option>")
        }
        html.raw("</datalist>")
        guard !labels.isEmpty else { return }
        html.raw("<ul class=\"slider-tick-labels\" aria-hidden=\"true\">")
        for (_, rendered) in labels {
            html.raw("<li>")
            html.write(rendered)
            html.raw("</li>")
        }
        html.raw("</ul>")
    }
}

extension Slider {
    /// A slider with ticks: a posted value snaps to the nearest tick.
    public init<V: BinaryFloatingPoint, C: View, T: SliderTickContent>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> C = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        @SliderTickBuilder<V> ticks: () -> T,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint, T.Value == V {
        var sliderValue = SliderValue(value, in: bounds, step: nil, onEditingChanged: onEditingChanged)
        let marks = ticks()._ticks.map { SliderTickMark($0) }
        sliderValue.snapPoints = marks.map(\.value)
        sliderValue.enabledBounds = enabledBounds.map { Double($0.lowerBound)...Double($0.upperBound) }
        self.init(label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), value: sliderValue)
        let current = currentValueLabel()
        if !(current is EmptyView) { self.currentValueLabel = AnyView(current) }
        self.ticks = marks
    }

    /// A stepped slider whose steps are marked by `tick` (nil: no mark at that step).
    public init<V: BinaryFloatingPoint, C: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> C = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        tick: (V) -> SliderTick<V>? = { _ in nil },
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        var sliderValue = SliderValue(value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        sliderValue.enabledBounds = enabledBounds.map { Double($0.lowerBound)...Double($0.upperBound) }
        self.init(label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), value: sliderValue)
        let current = currentValueLabel()
        if !(current is EmptyView) { self.currentValueLabel = AnyView(current) }
        ticks = Self.steps(of: bounds, step: step).compactMap(tick).map { SliderTickMark($0) }
    }

    /// The values of a stepped range, at most 1,000 of them.
    static func steps<V: BinaryFloatingPoint>(of bounds: ClosedRange<V>, step: V.Stride) -> [V] where V.Stride: BinaryFloatingPoint {
        guard step > 0, step.isFinite else { return [] }
        return Array(stride(from: bounds.lowerBound, through: bounds.upperBound, by: step).prefix(1000))
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with ticks and no value labels at its ends.
    public init<V: BinaryFloatingPoint, C: View, T: SliderTickContent>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> C = { EmptyView() },
        @SliderTickBuilder<V> ticks: () -> T,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint, T.Value == V {
        self.init(value: value, in: bounds, neutralValue: neutralValue, enabledBounds: enabledBounds, label: label,
                  currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  ticks: ticks, onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with marked steps and no value labels at its ends.
    public init<V: BinaryFloatingPoint, C: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> C = { EmptyView() },
        tick: (V) -> SliderTick<V>?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, neutralValue: neutralValue, enabledBounds: enabledBounds, label: label,
                  currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  tick: tick, onEditingChanged: onEditingChanged)
    }
}
