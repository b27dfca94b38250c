/// UIKit's named colours, as a page draws them: the ones `UIColor.systemBlue`, `Color(.label)`,
/// `Color(.systemBackground)` and a colour set's `"reference": "systemBlueColor"` name.
///
/// - The system palette (`systemRed` … `systemGray`) is the page's palette, `Color.red` … `Color.gray`,
///   which follows light and dark mode.
/// - The label colours, `link`, `tintColor` and `separator` are the page's own text, accent and line
///   colours (`--primary`, `--secondary`, `--accent`…), which read on its surfaces in both modes.
/// - The backgrounds are the page's two surfaces: `systemBackground`, `tertiarySystemBackground` and
///   `secondarySystemGroupedBackground` the card (white, or near-black in dark mode), the others the
///   page behind it (light gray, or black). A page has two levels where UIKit has three.
/// - `systemGray2` … `systemGray6`, the fills and `opaqueSeparator` are UIKit's values in each appearance,
///   drawn with `light-dark()`.
/// - The fixed colours (`red`, `magenta`, `darkGray`…) are UIKit's fixed components: `UIColor.red` is
///   pure red, where `Color.red` is the system's.
enum UIKitSystemColors {
    /// How a colour outside the palette is drawn: its CSS, and its light value for a colour input.
    struct Entry: Sendable {
        let css: String
        let lightHex: String
        let opacity: Double
    }

    /// The colour UIKit's `name` stands for (`systemBlue`, `label`, `systemGray2`, `red`); nil for a name
    /// UIKit does not give a colour.
    static func color(named name: String) -> Color? {
        if let color = palette[name] ?? fixed[name] { return color }
        return entries[name] != nil ? Color(named: ColorKey.uiKitPrefix + name) : nil
    }

    static func entry(_ name: Substring) -> Entry? { entries[String(name)] }

    /// UIKit's system palette: the page's.
    static let palette: [String: Color] = [
        "systemRed": .red, "systemOrange": .orange, "systemYellow": .yellow, "systemGreen": .green, "systemMint": .mint,
        "systemTeal": .teal, "systemCyan": .cyan, "systemBlue": .blue, "systemIndigo": .indigo, "systemPurple": .purple,
        "systemPink": .pink, "systemBrown": .brown, "systemGray": .gray,
    ]

    /// UIKit's fixed colours, by their components.
    static let fixed: [String: Color] = [
        "black": .black, "white": .white, "clear": .clear,
        "darkGray": Color(white: 1.0 / 3), "lightGray": Color(white: 2.0 / 3), "gray": Color(white: 0.5),
        "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 1, blue: 0), "blue": Color(red: 0, green: 0, blue: 1),
        "cyan": Color(red: 0, green: 1, blue: 1), "yellow": Color(red: 1, green: 1, blue: 0), "magenta": Color(red: 1, green: 0, blue: 1),
        "orange": Color(red: 1, green: 0.5, blue: 0), "purple": Color(red: 0.5, green: 0, blue: 0.5), "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        "darkText": .black, "lightText": Color(white: 1, opacity: 0.6),
    ]

    /// The semantic colours, drawn with the page's variables or UIKit's values in each appearance.
    static let entries: [String: Entry] = [
        "label": Entry(css: "var(--primary)", lightHex: "#1d1d1f", opacity: 1),
        "secondaryLabel": Entry(css: "var(--secondary)", lightHex: "#3c3c43", opacity: 0.8),
        "tertiaryLabel": Entry(css: "var(--tertiary)", lightHex: "#3c3c43", opacity: 0.45),
        "quaternaryLabel": Entry(css: "var(--quaternary)", lightHex: "#3c3c43", opacity: 0.22),
        "placeholderText": Entry(css: "var(--tertiary)", lightHex: "#3c3c43", opacity: 0.45),
        "link": Entry(css: "var(--accent)", lightHex: "#0058bc", opacity: 1),
        "tintColor": Entry(css: "var(--accent)", lightHex: "#0058bc", opacity: 1),
        "separator": Entry(css: "var(--separator)", lightHex: "#3c3c43", opacity: 0.2),
        "opaqueSeparator": Entry(css: "light-dark(#c6c6c8, #38383a)", lightHex: "#c6c6c8", opacity: 1),
        "systemBackground": Entry(css: "var(--bg-elevated)", lightHex: "#ffffff", opacity: 1),
        "secondarySystemBackground": Entry(css: "var(--bg)", lightHex: "#f2f2f7", opacity: 1),
        "tertiarySystemBackground": Entry(css: "var(--bg-elevated)", lightHex: "#ffffff", opacity: 1),
        "systemGroupedBackground": Entry(css: "var(--bg)", lightHex: "#f2f2f7", opacity: 1),
        "secondarySystemGroupedBackground": Entry(css: "var(--bg-elevated)", lightHex: "#ffffff", opacity: 1),
        "tertiarySystemGroupedBackground": Entry(css: "var(--bg)", lightHex: "#f2f2f7", opacity: 1),
        "systemGray2": Entry(css: "light-dark(#aeaeb2, #636366)", lightHex: "#aeaeb2", opacity: 1),
        "systemGray3": Entry(css: "light-dark(#c7c7cc, #48484a)", lightHex: "#c7c7cc", opacity: 1),
        "systemGray4": Entry(css: "light-dark(#d1d1d6, #3a3a3c)", lightHex: "#d1d1d6", opacity: 1),
        "systemGray5": Entry(css: "light-dark(#e5e5ea, #2c2c2e)", lightHex: "#e5e5ea", opacity: 1),
        "systemGray6": Entry(css: "light-dark(#f2f2f7, #1c1c1e)", lightHex: "#f2f2f7", opacity: 1),
        "systemFill": Entry(css: "light-dark(rgb(120 120 128 / 0.2), rgb(120 120 128 / 0.36))", lightHex: "#787880", opacity: 0.2),
        "secondarySystemFill": Entry(css: "light-dark(rgb(120 120 128 / 0.16), rgb(120 120 128 / 0.32))", lightHex: "#787880", opacity: 0.16),
        "tertiarySystemFill": Entry(css: "light-dark(rgb(118 118 128 / 0.12), rgb(118 118 128 / 0.24))", lightHex: "#767680", opacity: 0.12),
        "quaternarySystemFill": Entry(css: "light-dark(rgb(116 116 128 / 0.08), rgb(116 116 128 / 0.18))", lightHex: "#747480", opacity: 0.08),
    ]
}
