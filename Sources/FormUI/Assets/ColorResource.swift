import Foundation

/// A colour set of the app's asset catalogue, as Xcode's generated asset symbols name one
/// (`ColorResource(name: "Accent", bundle: .module)`; `Color(.accent)` in SwiftUI).
public struct ColorResource: Hashable, Sendable {
    /// The set's name in its catalogue (`Accent`, `Brand/Accent` in a namespace folder).
    public let name: String
    /// The path of the bundle to look in first; nil for the main bundle.
    let bundlePath: String?

    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = AssetCatalogs.bundlePath(of: bundle)
    }
}

extension Color {
    /// The colour set `name` of the app's asset catalogue (`Assets.xcassets`, declared in the target's
    /// resources): its light value, and its dark one in dark mode (`light-dark()`).
    ///
    /// The name is looked up when the colour is drawn, in `bundle`'s catalogues first when one is given,
    /// then in every catalogue beside the executable. A name no catalogue has is drawn
    /// in gray, and said once in the server's log.
    ///
    /// - Parameters:
    ///   - name: The colour set's name, with its namespace folders' names before it (`Brand/Accent`).
    ///   - bundle: The bundle whose catalogues to look in first (`.module`); nil for the main bundle.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(named: ColorKey.asset(name, bundlePath: bundle.flatMap(AssetCatalogs.bundlePath)))
    }

    /// The colour set a generated asset symbol names (`Color(.accent)`).
    public init(_ resource: ColorResource) {
        self.init(named: ColorKey.asset(resource.name, bundlePath: resource.bundlePath))
    }
}
