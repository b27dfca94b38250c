import Foundation

/// UIKit's colour, as SwiftUI code reaches it through `import SwiftUI`: a ``Color`` by another name.
///
/// `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`, `UIColor(hue:saturation:brightness:alpha:)`,
/// `UIColor(named:)` (a colour set of the app's asset catalogue; nil when none has it, as on a device),
/// `UIColor(Color)`, and the named colours: the system palette (`.systemBlue`) is the page's, the
/// semantic colours (`.label`, `.systemBackground`, `.separator`) are the page's text, surfaces and lines,
/// which follow dark mode (`UIKitSystemColors` in FormUI's sources lists each). Show one with `Color(uiColor:)` or
/// `Color(_:)`. What only a device's drawing has (`cgColor`, trait collections) is not here.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour FormUI draws.
    let color: Color

    init(color: Color) { self.color = color }

    /// A colour from sRGB components, each from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A gray from 0 (black) to 1 (white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(color: Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A colour from hue, saturation and brightness, each from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(color: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// A colour from Display P3 components: drawn as sRGB, as `Color(.displayP3, …)` is.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// SwiftUI's colour as UIKit's.
    public convenience init(_ color: Color) {
        self.init(color: color)
    }

    /// The colour set `name` of the app's asset catalogues; nil when none has it, as on a device.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name`, looked up in `bundle`'s catalogues first; nil when none has it. The trait
    /// collection is ignored: the page follows the browser's light or dark mode by itself.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
        let bundlePath = bundle.flatMap(AssetCatalogs.bundlePath)
        guard AssetCatalogs.color(named: name, inBundleAt: bundlePath) != nil else { return nil }
        self.init(color: Color(named: ColorKey.asset(name, bundlePath: bundlePath)))
    }

    /// The colour at `alpha` times its opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color: color.opacity(Double(alpha)))
    }

    /// The colour's sRGB components from 0 to 1 (a named colour's light value); always true.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let resolved = color.resolve(in: EnvironmentValues())
        red?.pointee = CGFloat(resolved.red)
        green?.pointee = CGFloat(resolved.green)
        blue?.pointee = CGFloat(resolved.blue)
        alpha?.pointee = CGFloat(resolved.opacity)
        return true
    }

    /// The colour's gray level and opacity from 0 to 1 (the mean of its components); always true.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = color.resolve(in: EnvironmentValues())
        white?.pointee = CGFloat((resolved.red + resolved.green + resolved.blue) / 3)
        alpha?.pointee = CGFloat(resolved.opacity)
        return true
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    public var description: String { "UIColor(" + color.description + ")" }

    private static func system(_ name: String) -> UIColor {
        UIColor(color: UIKitSystemColors.color(named: name) ?? .gray)
    }

    // UIKit's fixed colours.
    public static var black: UIColor { system("black") }
    public static var darkGray: UIColor { system("darkGray") }
    public static var lightGray: UIColor { system("lightGray") }
    public static var white: UIColor { system("white") }
    public static var gray: UIColor { system("gray") }
    public static var red: UIColor { system("red") }
    public static var green: UIColor { system("green") }
    public static var blue: UIColor { system("blue") }
    public static var cyan: UIColor { system("cyan") }
    public static var yellow: UIColor { system("yellow") }
    public static var magenta: UIColor { system("magenta") }
    public static var orange: UIColor { system("orange") }
    public static var purple: UIColor { system("purple") }
    public static var brown: UIColor { system("brown") }
    public static var clear: UIColor { system("clear") }
    public static var darkText: UIColor { system("darkText") }
    public static var lightText: UIColor { system("lightText") }

    // The system palette: the page's.
    public static var systemRed: UIColor { system("systemRed") }
    public static var systemOrange: UIColor { system("systemOrange") }
    public static var systemYellow: UIColor { system("systemYellow") }
    public static var systemGreen: UIColor { system("systemGreen") }
    public static var systemMint: UIColor { system("systemMint") }
    public static var systemTeal: UIColor { system("systemTeal") }
    public static var systemCyan: UIColor { system("systemCyan") }
    public static var systemBlue: UIColor { system("systemBlue") }
    public static var systemIndigo: UIColor { system("systemIndigo") }
    public static var systemPurple: UIColor { system("systemPurple") }
    public static var systemPink: UIColor { system("systemPink") }
    public static var systemBrown: UIColor { system("systemBrown") }
    public static var systemGray: UIColor { system("systemGray") }
    public static var systemGray2: UIColor { system("systemGray2") }
    public static var systemGray3: UIColor { system("systemGray3") }
    public static var systemGray4: UIColor { system("systemGray4") }
    public static var systemGray5: UIColor { system("systemGray5") }
    public static var systemGray6: UIColor { system("systemGray6") }

    // Text, lines and fills: the page's.
    public static var label: UIColor { system("label") }
    public static var secondaryLabel: UIColor { system("secondaryLabel") }
    public static var tertiaryLabel: UIColor { system("tertiaryLabel") }
    public static var quaternaryLabel: UIColor { system("quaternaryLabel") }
    public static var placeholderText: UIColor { system("placeholderText") }
    public static var link: UIColor { system("link") }
    public static var tintColor: UIColor { system("tintColor") }
    public static var separator: UIColor { system("separator") }
    public static var opaqueSeparator: UIColor { system("opaqueSeparator") }
    public static var systemFill: UIColor { system("systemFill") }
    public static var secondarySystemFill: UIColor { system("secondarySystemFill") }
    public static var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
    public static var quaternarySystemFill: UIColor { system("quaternarySystemFill") }

    // Backgrounds: the page's two surfaces.
    public static var systemBackground: UIColor { system("systemBackground") }
    public static var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
    public static var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
    public static var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
    public static var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground") }
    public static var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground") }

    /// A Core Graphics colour, which the server does not have.
    @available(*, unavailable, message: "cgColor is a Core Graphics colour, which the server does not have; a page's colours are CSS. Use Color(uiColor:) to show the colour")
    public var cgColor: Any { fatalError() }

    /// A colour made for each trait collection, which a page does not have.
    @available(*, unavailable, message: "UIColor(dynamicProvider:) asks for a colour per trait collection, which a page does not have. Put the colour in the asset catalogue with a dark appearance (Color(\"Name\") draws light-dark()), or use a system colour that follows dark mode (.label, .systemBackground)")
    public convenience init(dynamicProvider: @escaping (Any) -> UIColor) { fatalError() }
}

extension Color {
    /// UIKit's colour, shown (`Color(uiColor: .systemBlue)`).
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// UIKit's colour, shown (`Color(.systemBackground)`, `Color(.label)`).
    public init(_ color: UIColor) {
        self = color.color
    }
}
