/// A named colour that is not one of the stylesheet's palette variables, kept in `Color`'s storage as its
/// name with a prefix, and resolved when it is drawn (as SwiftUI resolves `Color("Accent")` against its
/// bundle when it draws it):
///
/// - `asset:NAME`, or `asset:NAME` U+001F `BUNDLE PATH`: a colour set of the app's asset catalogues
///   (``AssetCatalogs``), looked up in that bundle first when one was named;
/// - `uikit:NAME`: one of UIKit's system colours that the palette does not have (``UIKitSystemColors``).
///
/// A palette name never holds a `:`, so a name with one is a key. Keys are stored in a session as any
/// named colour is, and resolved again when read back.
enum ColorKey {
    static let assetPrefix = "asset:"
    static let uiKitPrefix = "uikit:"
    static let bundleSeparator: Character = "\u{1F}"

    /// The key of the colour set `name`, looked up in the bundle at `bundlePath` first when given.
    static func asset(_ name: String, bundlePath: String?) -> String {
        assetPrefix + name + (bundlePath.map { String(bundleSeparator) + $0 } ?? "")
    }

    static func isKey(_ name: String) -> Bool { name.utf8.contains(UInt8(ascii: ":")) }

    /// The colour set a key names, and the bundle to look in first.
    private static func asset(of key: String) -> (name: String, bundlePath: String?)? {
        guard key.hasPrefix(assetPrefix) else { return nil }
        let rest = key.dropFirst(assetPrefix.count)
        guard let separator = rest.firstIndex(of: bundleSeparator) else { return (String(rest), nil) }
        return (String(rest[..<separator]), String(rest[rest.index(after: separator)...]))
    }

    /// The colour set a key names, if a catalogue has it.
    static func catalogColor(_ key: String) -> CatalogColor? {
        asset(of: key).flatMap { AssetCatalogs.color(named: $0.name, inBundleAt: $0.bundlePath) }
    }

    /// The CSS a key draws: the catalogue's colour, UIKit's, or for a name no catalogue has the palette's
    /// gray, reported once, so that a missing colour is seen on the page and in the log rather than
    /// leaving text or a fill transparent.
    static func css(_ key: String) -> String {
        if key.hasPrefix(uiKitPrefix) { return UIKitSystemColors.entry(key.dropFirst(uiKitPrefix.count))?.css ?? "var(--gray)" }
        if let color = catalogColor(key) { return color.css }
        if let (name, _) = asset(of: key) {
            AssetCatalogs.report(
                "No asset catalogue has a colour named “\(name)”; Color(\"\(name)\") is drawn in gray. "
                    + "Add a colour set \(name).colorset to the app's Assets.xcassets, declared in its target's resources.",
                once: "colour " + name
            )
        }
        return "var(--gray)"
    }

    /// The light appearance's `#rrggbb`; nil for a name no catalogue has.
    static func hexRGB(_ key: String) -> String? {
        if key.hasPrefix(uiKitPrefix) { return UIKitSystemColors.entry(key.dropFirst(uiKitPrefix.count))?.lightHex }
        return catalogColor(key)?.light.hexRGB
    }

    /// The light appearance's opacity; nil for a name no catalogue has.
    static func opacity(_ key: String) -> Double? {
        if key.hasPrefix(uiKitPrefix) { return UIKitSystemColors.entry(key.dropFirst(uiKitPrefix.count))?.opacity }
        return catalogColor(key)?.light.opacity
    }

    /// What the colour is called: the set's or UIKit's name (`Accent`, `systemGray2`).
    static func displayName(_ key: String) -> String {
        if key.hasPrefix(uiKitPrefix) { return String(key.dropFirst(uiKitPrefix.count)) }
        return asset(of: key)?.name ?? key
    }
}
