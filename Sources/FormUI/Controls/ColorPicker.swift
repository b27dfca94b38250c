/// A control for choosing a colour: `<input type="color">` with its label, posting `#rrggbb`.
///
/// Named colours show as their light-mode value; a posted colour that is not `#rrggbb` is refused with a
/// message by the control. A browser's colour input has no opacity: with `supportsOpacity` the colour's
/// opacity is kept as it is.
public struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Binding<Color>

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: Control {
    public func render(in context: ControlContext) {
        if context.post?.areAllAnswered == true { return }
        let label = context.label(self.label)
        let name = context.name(for: label, fallback: "color")
        let enabled = context.isEnabled
        let current = selection.wrappedValue.hexRGB
        let shown = context.keptInput(for: name) ?? current
        context.raw("<div class=\"control color-picker\"><label class=\"control-label\" for=\"field-")
        context.attribute(name)
        context.raw("\">")
        context.write(label)
        context.raw("</label><input type=\"color\" id=\"field-")
        context.attribute(name)
        context.raw("\" name=\"")
        context.attribute(name)
        context.raw("\" value=\"")
        context.attribute(Color.parseHex(shown) != nil ? shown : current)
        context.raw("\"")
        context.flag("disabled", !enabled)
        context.writeInputAttributes(for: name)
        context.raw(">")
        context.writeProblem(for: name)
        context.raw("</div>")

        var description = ControlDescription(kind: "color-picker", label: label.text, name: name, value: current)
        if !enabled { description.disabled = true }
        description.error = context.problem(for: name)
        let selection = self.selection
        context.register(ControlField(
            name: name, description: description,
            accept: { posted in
                guard let (red, green, blue) = Color.parseHex(posted.last ?? "") else {
                    return .invalid("Choose a colour (post it as #rrggbb).")
                }
                let old = selection.wrappedValue
                if old.hexRGB == Color.hex(red, green, blue) { return .unchanged }
                let color = Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: old.opacityValue)
                return .write { selection.wrappedValue = color }
            },
            sameValue: { Color.parseHex($0).map(Color.hex) == Color.parseHex($1).map(Color.hex) }
        ))
    }
}

extension Color {
    /// The light-mode values of the named colours, as the stylesheet defines them.
    private static let namedHex: [String: String] = [
        "black": "#000000", "white": "#ffffff", "red": "#ff3b30", "orange": "#ff9500", "yellow": "#ffcc00",
        "green": "#34c759", "mint": "#00c7be", "teal": "#30b0c7", "cyan": "#32ade6", "blue": "#007aff",
        "indigo": "#5856d6", "purple": "#af52de", "pink": "#ff2d55", "brown": "#a2845e", "gray": "#8e8e93",
        "primary": "#1d1d1f", "secondary": "#6e6e73", "accentColor": "#0062d1", "clear": "#000000",
    ]

    /// `#rrggbb`, as a colour input shows it.
    var hexRGB: String {
        switch storage {
        case .named(let name), .faded(let name, _): return Self.namedHex[name] ?? ColorKey.hexRGB(name) ?? "#000000"
        case .rgba(let r, let g, let b, _):
            func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
            return Self.hex(byte(r), byte(g), byte(b))
        }
    }

    var opacityValue: Double {
        switch storage {
        case .named(let name): ColorKey.isKey(name) ? ColorKey.opacity(name) ?? 1 : 1
        case .faded(let name, let opacity): opacity * (ColorKey.isKey(name) ? ColorKey.opacity(name) ?? 1 : 1)
        case .rgba(_, _, _, let opacity): opacity
        }
    }

    static func hex(_ red: Int, _ green: Int, _ blue: Int) -> String {
        "#" + [red, green, blue].map { value in
            let hex = String(value, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }

    /// Reads `#rrggbb` (any case); nil for anything else.
    static func parseHex(_ text: String) -> (Int, Int, Int)? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 7, utf8[0] == UInt8(ascii: "#"), let value = Int(String(decoding: utf8[1...], as: UTF8.self), radix: 16) else { return nil }
        return ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
    }
}
