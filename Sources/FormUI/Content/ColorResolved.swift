import Foundation

// `Color.Resolved`: a colour's components, as apps read them to keep a colour (a `ColorPicker`'s) as hex.

extension Color {
    /// A colour's concrete components in sRGB, each from 0 to 1, as `Color.resolve(in:)` gives them: what
    /// apps read to keep a colour (`@AppStorage` of a hex string, a `Codable` model).
    ///
    /// On a page a named colour resolves to its light-mode value, the one a `ColorPicker` shows for it: the
    /// server does not know the visitor's appearance.
    public struct Resolved: Hashable, Sendable, Codable, CustomStringConvertible {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        /// A resolved colour from sRGB components, each from 0 to 1.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        /// The components in linear sRGB (the sRGB transfer function removed).
        public var linearRed: Float { Self.linear(red) }
        public var linearGreen: Float { Self.linear(green) }
        public var linearBlue: Float { Self.linear(blue) }

        private static func linear(_ value: Float) -> Float {
            value <= 0.04045 ? value / 12.92 : Float(pow((Double(value) + 0.055) / 1.055, 2.4))
        }

        /// `#RRGGBBAA`, as SwiftUI prints a resolved colour.
        public var description: String {
            "#" + [red, green, blue, opacity].map { component in
                let byte = Int((min(max(Double(component), 0), 1) * 255).rounded())
                let hex = String(byte, radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
        }
    }

    /// The colour's components (`Color.Resolved`) in `environment`. A colour made from components gives
    /// them back as they were; a named one (`.blue`, `.accentColor`) its light-mode value, as a
    /// `ColorPicker` shows it.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        switch storage {
        case .rgba(let r, let g, let b, let a):
            return Resolved(red: Float(r), green: Float(g), blue: Float(b), opacity: Float(a))
        case .named, .faded:
            let (r, g, b) = Color.parseHex(hexRGB) ?? (0, 0, 0)
            return Resolved(red: Float(r) / 255, green: Float(g) / 255, blue: Float(b) / 255, opacity: Float(opacityValue))
        }
    }

    /// The colour of a resolved colour's components.
    public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
    }
}
