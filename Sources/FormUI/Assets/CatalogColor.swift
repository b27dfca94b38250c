import Foundation

/// A colour set of an app's asset catalogue: its value in the light appearance and, when the set has
/// one, in the dark (`appearances: luminosity dark`). Drawn as `light-dark(light, dark)`, which follows
/// the page's `color-scheme: light dark` as the stylesheet's own colours follow `prefers-color-scheme`.
///
/// Only numbers read from the set reach CSS: each component is parsed into a `Double` and written back,
/// so a set's text cannot add CSS of its own.
struct CatalogColor: Equatable, Sendable {
    /// The set's name, with the names of the namespace folders above it (`Brand/Accent`).
    let name: String
    let light: Value
    let dark: Value?

    /// One appearance's colour.
    enum Value: Equatable, Sendable {
        /// Components from 0 to 1 in a colour space.
        case components(Space, red: Double, green: Double, blue: Double, alpha: Double)
        /// A system colour the set refers to (`"reference": "systemBlueColor"`), as FormUI draws it.
        case system(Color)

        enum Space: Equatable, Sendable { case sRGB, displayP3, linearSRGB }

        var css: String {
            switch self {
            case .system(let color): return color.css
            case .components(.sRGB, let r, let g, let b, let a):
                func channel(_ value: Double) -> Int { Int((value * 255).rounded()) }
                return "rgb(\(channel(r)) \(channel(g)) \(channel(b)) / \(a))"
            case .components(let space, let r, let g, let b, let a):
                let name = space == .displayP3 ? "display-p3" : "srgb-linear"
                return "color(" + name + " " + [r, g, b].map(Self.number).joined(separator: " ") + " / \(a))"
            }
        }

        /// `#rrggbb` of the components (taken as sRGB), as a colour input and `Color.Resolved` read it.
        var hexRGB: String {
            switch self {
            case .system(let color): return color.hexRGB
            case .components(_, let r, let g, let b, _):
                func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
                return Color.hex(byte(r), byte(g), byte(b))
            }
        }

        var opacity: Double {
            switch self {
            case .system(let color): return color.opacityValue
            case .components(_, _, _, _, let alpha): return alpha
            }
        }

        /// A component with at most four decimals, never in exponent notation.
        private static func number(_ value: Double) -> String {
            let scaled = Int((value * 10_000).rounded())
            let whole = String(scaled / 10_000)
            let fraction = scaled % 10_000
            guard fraction != 0 else { return whole }
            var digits = String(fraction)
            digits = String(repeating: "0", count: 4 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            return whole + "." + digits
        }
    }

    var css: String {
        guard let dark, dark != light else { return light.css }
        return "light-dark(" + light.css + ", " + dark.css + ")"
    }

    // MARK: Reading a set

    /// Why a colour set could not be read.
    struct Unreadable: Error {
        let reason: String
    }

    /// The colour of a set's `Contents.json`: the universal (else the first) entry without an appearance
    /// or with `luminosity light`, and the one with `luminosity dark`; high-contrast entries are left out.
    static func read(_ contents: AssetCatalogContents.ColorSet, name: String) throws(Unreadable) -> CatalogColor {
        var light: (rank: Int, value: Value)?
        var dark: (rank: Int, value: Value)?
        for entry in contents.colors ?? [] {
            guard let specification = entry.color else { continue }
            let variant = AppearanceVariant(entry.appearances)
            guard variant != .other else { continue }
            let rank = AppearanceVariant.rank(ofIdiom: entry.idiom) * 2 + (variant == .light ? 0 : 1)
            let value = try self.value(of: specification)
            if variant == .dark {
                if dark == nil || rank < dark!.rank { dark = (rank, value) }
            } else if light == nil || rank < light!.rank {
                light = (rank, value)
            }
        }
        guard let shown = light ?? dark else { throw Unreadable(reason: "it has no colour") }
        return CatalogColor(name: name, light: shown.value, dark: light == nil ? nil : dark?.value)
    }

    private static func value(of specification: AssetCatalogContents.ColorSpecification) throws(Unreadable) -> Value {
        if let reference = specification.reference {
            // `systemBlueColor`, `labelColor`: UIKit's names with "Color" after them.
            let uiKitName = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            guard let color = UIKitSystemColors.color(named: uiKitName) else {
                throw Unreadable(reason: "it refers to a system colour FormUI does not know, “\(reference)”")
            }
            return .system(color)
        }
        guard let components = specification.components else { throw Unreadable(reason: "a colour has no components") }
        let space: Value.Space
        switch specification.colorSpace?.lowercased() ?? "srgb" {
        case "srgb", "extended-srgb", "gray-gamma-22", "extended-gray": space = .sRGB
        case "display-p3": space = .displayP3
        case "extended-linear-srgb": space = .linearSRGB
        case let other: throw Unreadable(reason: "its colour space “\(other)” is not one a browser draws (srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22)")
        }
        let alpha = try components["alpha"].map { component throws(Unreadable) in try number(component, named: "alpha", isAlpha: true) } ?? 1
        if let white = components["white"] {
            let level = try number(white, named: "white", isAlpha: false)
            return .components(space, red: level, green: level, blue: level, alpha: alpha)
        }
        func channel(_ key: String) throws(Unreadable) -> Double {
            guard let component = components[key] else { throw Unreadable(reason: "a colour has no “\(key)” component") }
            return try number(component, named: key, isAlpha: false)
        }
        return .components(space, red: try channel("red"), green: try channel("green"), blue: try channel("blue"), alpha: alpha)
    }

    /// A component from 0 to 1, from the spellings Xcode writes: a floating-point string (`"0.969"`), an
    /// 8-bit integer string (`"247"`), a hexadecimal byte (`"0xF7"`), or a JSON number (8-bit when an
    /// integer above 1). Alpha is a fraction unless written in hexadecimal. Values outside the range are
    /// brought into it (extended colour spaces); anything else is refused.
    static func number(_ component: AssetCatalogContents.Component, named key: String, isAlpha: Bool) throws(Unreadable) -> Double {
        let value: Double?
        switch component {
        case .number(let number):
            value = !isAlpha && number > 1 && number == number.rounded() ? number / 255 : number
        case .text(let raw):
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                value = Int(text.dropFirst(2), radix: 16).flatMap { (0...255).contains($0) ? Double($0) / 255 : nil }
            } else if !isAlpha, text.allSatisfy(\.isASCIIDigit) {
                value = Int(text).flatMap { (0...255).contains($0) ? Double($0) / 255 : nil }
            } else if text.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E" }) {
                value = Double(text)
            } else {
                value = nil
            }
        }
        guard let value, value.isFinite else {
            throw Unreadable(reason: "its “\(key)” component is not a number from 0 to 1, from 0 to 255, or a byte such as 0xF7")
        }
        return min(max(value, 0), 1)
    }
}

/// Which appearance an entry of a set is for: any, light, dark, or another kind (high contrast), which
/// a page does not draw.
enum AppearanceVariant: Equatable {
    case any, light, dark, other

    init(_ appearances: [AssetCatalogContents.Appearance]?) {
        self = .any
        for appearance in appearances ?? [] {
            guard appearance.appearance == "luminosity" else {
                self = .other
                return
            }
            switch appearance.value {
            case "dark": self = .dark
            case "light": self = .light
            case "any": break
            default:
                self = .other
                return
            }
        }
    }

    /// The idioms in the order a page prefers them: universal first, then the phone's.
    static func rank(ofIdiom idiom: String?) -> Int {
        switch idiom ?? "universal" {
        case "universal": 0
        case "iphone": 1
        case "ipad": 2
        case "mac": 3
        default: 4
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
