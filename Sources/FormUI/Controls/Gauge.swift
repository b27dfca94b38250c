import Foundation

/// A view that shows a value within a range.
///
/// Display only: nothing is posted to a gauge. The linear styles are a `<meter>` labelled by the gauge's
/// label, with the current, minimum and maximum value labels beside it when you give them; the circular
/// styles draw an SVG ring for the eye (`aria-hidden`) and keep a visually hidden `<meter>` for screen
/// readers. A value outside the range is drawn at the nearer end, as SwiftUI does.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels?
    let value: Double
    let lowerBound: Double
    let upperBound: Double


    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
        minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?, markedValueLabels: MarkedValueLabels?
    ) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
        self.value = Double(value)
        lowerBound = Double(bounds.lowerBound)
        upperBound = Double(bounds.upperBound)
    }

    /// Creates a gauge showing a value within a range and describes the gauge's purpose and current value,
    /// with labels for the minimum and maximum values and for marked values along its path.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: markedValueLabels()
        )
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range (`0...1` unless given) and describes the gauge's
    /// purpose.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: nil,
            minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil
        )
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's purpose and current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil
        )
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose and current
    /// value, with labels for its minimum and maximum values.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: nil
        )
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's current value and
    /// purpose, with labels for marked values along its path (each a view tagged with its value).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: markedValueLabels()
        )
    }
}

// MARK: Rendering

extension Gauge: Control {
    public func render(in control: ControlContext) {
        if control.renderAppStyle(GaugeStyles.self, configuration: styleConfiguration) { return }
        let label = control.label(self.label)
        let current = currentValueLabel.map { control.label($0, at: "current") }
        let minimum = minimumValueLabel.map { control.label($0, at: "minimum") }
        let maximum = maximumValueLabel.map { control.label($0, at: "maximum") }
        let marks = markedValueLabels.map { control.options($0) } ?? []
        // The name is not a form field (nothing is posted to a gauge); it keeps the element's id unique.
        let name = control.name(label: label.nameSource, fallback: "gauge")
        let fieldID = "field-" + name
        let style = control.environment.styleKinds[GaugeStyles.self]
        let geometry = GaugeGeometry(value: value, lower: lowerBound, upper: upperBound)
        // A label that is only a symbol (the seed's `Image(systemName: "heart.fill")`) draws an image
        // without text; name the meter by the symbol's accessible label so it is not read out nameless.
        let symbolName = label.text.isEmpty ? label.systemImage.map(SymbolLabels.label(for:)) : nil

        control.raw("<div class=\"control gauge gauge-")
        control.raw(style.css)
        control.raw("\" style=\"--fraction:")
        control.attribute(GaugeGeometry.format(geometry.fraction, decimals: 4))
        if let tint = control.environment.tint {
            control.raw(";--tint:")
            control.attribute(tint.css)
        }
        control.raw("\"><label class=\"control-label\" for=\"")
        control.attribute(fieldID)
        control.raw("\">")
        control.write(label)
        control.raw("</label>")

        switch style {
        case .circular, .circularCapacity, .accessoryCircular, .accessoryCircularCapacity:
            writeMeter(id: fieldID, name: symbolName, geometry: geometry, hidden: true, in: control)
            control.raw("<div class=\"gauge-dial\">")
            writeRing(geometry: geometry, style: style, in: control)
            if let current { writeLabel(current, className: "gauge-current-value", in: control) }
            if let minimum { writeLabel(minimum, className: "gauge-minimum", in: control) }
            if let maximum { writeLabel(maximum, className: "gauge-maximum", in: control) }
            control.raw("</div>")
        case .automatic, .linear, .linearCapacity, .accessoryLinear, .accessoryLinearCapacity:
            if let current { writeLabel(current, className: "gauge-current-value", in: control) }
            control.raw("<div class=\"gauge-bar\">")
            if let minimum { writeLabel(minimum, className: "gauge-minimum", in: control) }
            writeMeter(id: fieldID, name: symbolName, geometry: geometry, hidden: false, in: control)
            if let maximum { writeLabel(maximum, className: "gauge-maximum", in: control) }
            control.raw("</div>")
        }
        writeMarks(marks, geometry: geometry, in: control)
        control.raw("</div>")

        var description = ControlDescription(kind: "gauge", label: symbolName ?? label.text, value: GaugeGeometry.format(geometry.clampedValue), style: style.rawValue)
        description.minimum = GaugeGeometry.format(lowerBound)
        description.maximum = GaugeGeometry.format(upperBound)
        control.register(description, actions: [])
    }

    /// `<meter min max value>`: what assistive technology reads, whatever the drawing.
    private func writeMeter(id: String, name: String?, geometry: GaugeGeometry, hidden: Bool, in html: ControlContext) {
        html.raw("<meter")
        if hidden { html.raw(" class=\"visually-hidden\"") }
        html.attribute("id", id)
        if let name { html.attribute("aria-label", name) }
        if geometry.lower.isFinite { html.attribute("min", GaugeGeometry.format(geometry.lower)) }
        if geometry.upper.isFinite { html.attribute("max", GaugeGeometry.format(geometry.upper)) }
        html.attribute("value", GaugeGeometry.format(geometry.clampedValue))
        html.raw(">")
        // Shown only by a browser without `<meter>`.
        html.text(GaugeGeometry.format(geometry.clampedValue))
        html.raw("</meter>")
    }

    private func writeLabel(_ label: ControlLabel, className: StaticString, in html: ControlContext) {
        html.raw("<span class=\"")
        html.raw(className)
        html.raw("\">")
        html.write(label)
        html.raw("</span>")
    }

    /// The ring of the circular styles, in a 40×40 box; `pathLength="100"` makes the dash lengths
    /// percentages of the circle. Open rings leave the bottom quarter out, as a dial does.
    private func writeRing(geometry: GaugeGeometry, style: GaugeStyleKind, in html: ControlContext) {
        let closed = style == .accessoryCircularCapacity || style == .circularCapacity
        let arc = closed ? 100.0 : 75.0
        let rotation: StaticString = closed ? "rotate(-90 20 20)" : "rotate(135 20 20)"
        html.raw("<svg class=\"gauge-ring\" viewBox=\"0 0 40 40\" width=\"80\" height=\"80\" aria-hidden=\"true\" focusable=\"false\">")
        html.raw("<circle class=\"gauge-track\" cx=\"20\" cy=\"20\" r=\"16\" pathLength=\"100\" fill=\"none\" stroke=\"currentColor\" stroke-opacity=\"0.2\" stroke-width=\"4\" stroke-linecap=\"round\"")
        if !closed { html.raw(" stroke-dasharray=\"75 100\"") }
        html.raw(" transform=\"")
        html.raw(rotation)
        html.raw("\"/>")
        if style == .accessoryCircular {
            // A marker at the value on the open ring.
            let angle = (135 + 270 * geometry.fraction) * Double.pi / 180
            html.raw("<circle class=\"gauge-marker\" r=\"3\" fill=\"currentColor\" cx=\"")
            html.attribute(GaugeGeometry.format(20 + 16 * cos(angle), decimals: 2))
            html.raw("\" cy=\"")
            html.attribute(GaugeGeometry.format(20 + 16 * sin(angle), decimals: 2))
            html.raw("\"/>")
        } else {
            html.raw("<circle class=\"gauge-fill\" cx=\"20\" cy=\"20\" r=\"16\" pathLength=\"100\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"4\" stroke-linecap=\"round\" stroke-dasharray=\"")
            html.attribute(GaugeGeometry.format(arc * geometry.fraction, decimals: 2))
            html.raw(" 100\" transform=\"")
            html.raw(rotation)
            html.raw("\"/>")
        }
        html.raw("</svg>")
    }

    /// Marked value labels, each placed at its value along the gauge (`--position`, a percentage).
    private func writeMarks(_ marks: [ControlOption], geometry: GaugeGeometry, in html: ControlContext) {
        let placed = marks.compactMap { mark in mark.tag.flatMap(GaugeGeometry.position(of:)).map { (mark, $0) } }
        guard !placed.isEmpty else { return }
        html.raw("<ul class=\"gauge-marks\">")
        for (mark, position) in placed {
            html.raw("<li style=\"--position:")
            html.attribute(GaugeGeometry.format(100 * geometry.fraction(of: position), decimals: 2))
            html.raw("%\">")
            html.write(mark)
            html.raw("</li>")
        }
        html.raw("</ul>")
    }
}

/// A value placed within bounds, for drawing.
struct GaugeGeometry {
    let value: Double
    let lower: Double
    let upper: Double

    /// The value drawn: clamped into the bounds (a NaN is drawn at the start).
    var clampedValue: Double {
        if value.isNaN { return lower }
        return Swift.min(Swift.max(value, lower), upper)
    }

    /// How far along the gauge the value is, from 0 to 1.
    var fraction: Double { fraction(of: value) }

    func fraction(of position: Double) -> Double {
        let span = upper - lower
        guard span > 0, span.isFinite, !position.isNaN else { return 0 }
        return Swift.min(Swift.max((position - lower) / span, 0), 1)
    }

    /// Where a marked value label's tag sits: a number of any floating-point type (the gauge's own, as a
    /// rule); other tags are not positions and are left out.
    static func position(of tag: any Hashable) -> Double? {
        func double<T: BinaryFloatingPoint>(_ value: T) -> Double { Double(value) }
        guard let value = tag as? any BinaryFloatingPoint else { return nil }
        return double(value)
    }

    /// A number as HTML and JSON want it: `67`, `0.4`, rounded to `decimals` places when given.
    static func format(_ number: Double, decimals: Int? = nil) -> String {
        var number = number
        if let decimals {
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            number = (number * scale).rounded() / scale
        }
        if number == 0 { return "0" }  // not "-0"
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(describing: number)
    }
}

extension GaugeStyleKind {
    /// The class suffix the page's CSS draws the style with.
    var css: StaticString {
        switch self {
        case .automatic: "automatic"
        case .linear: "linear"
        case .circular: "circular"
        case .linearCapacity: "linear-capacity"
        case .circularCapacity: "circular-capacity"
        case .accessoryCircular: "accessory-circular"
        case .accessoryCircularCapacity: "accessory-circular-capacity"
        case .accessoryLinear: "accessory-linear"
        case .accessoryLinearCapacity: "accessory-linear-capacity"
        }
    }
}
