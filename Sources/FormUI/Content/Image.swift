import Foundation

/// An image: an SF Symbol by name, or an image resource of the app.
///
/// Symbols are drawn with the SVG icons shipped in `Public/icons/`; a variant with no icon of its own
/// (`bell.badge.fill`) is drawn with its base's (`bell.badge`), and a symbol with no icon at all is
/// shown by its accessible label in words (`SymbolLabels`), so nothing is lost on the page.
///
/// An image by name is an image set of the app's asset catalogue when one has it (served by the server
/// at an address that changes with the file, drawn at its point size, with its dark variant in dark
/// mode), else the file `Public/images/NAME.png`.
public struct Image: View, Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case system(String)
        case named(String)
        /// An image on the web, loaded by the browser (`AsyncImage`).
        case remote(URL)
        /// An image's bytes in a `data:` address (`Image(uiImage: UIImage(data:))`), and its point size.
        case inline(String, width: Int?, height: Int?)
    }

    let source: Source
    var accessibilityLabel: String?
    /// `.resizable()`: the image fills the box it is given instead of keeping its own size.
    var isResizable = false
    /// The path of the bundle whose asset catalogues a named image is looked up in first (`bundle:`).
    var catalogBundle: String?
    /// `Image(decorative:)`: no accessible name (`alt=""`).
    var isDecorative = false

    public init(systemName: String) { source = .system(systemName) }
    public init(_ name: String) { source = .named(name) }
    public init(_ resource: ImageResource) {
        source = .named(resource.name)
        catalogBundle = resource.bundlePath
    }

    /// The image set `name` of the asset catalogues, in `bundle`'s first (`.module`); else
    /// `Public/images/NAME.png`.
    public init(_ name: String, bundle: Bundle?) {
        source = .named(name)
        catalogBundle = bundle.flatMap(AssetCatalogs.bundlePath)
    }

    /// The named image, named for assistive technology by `label` (its `alt`).
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        accessibilityLabel = label.plainText
    }

    /// The named image, hidden from assistive technology (`alt=""`): for images that only decorate.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }

    init(source: Source) { self.source = source }

    public var body: Never { primitiveBodyFailure() }

    /// Lets the image take the size of the box it is in (`.frame`, `.scaledToFit()`).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// Accepted: a page draws a symbol in its colour, an image as it is.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    /// Accepted: the browser scales images smoothly.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// Accepted: the browser scales images smoothly.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public enum ResizingMode: Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable { case template, original }
    public enum Interpolation: Sendable { case none, low, medium, high }

    /// The symbol's name with the environment's variant applied (`flag` + `.slash` → `flag.slash`).
    static func symbolName(_ name: String, variants: SymbolVariants) -> String {
        variants.suffixes.reduce(name) { name, suffix in name.hasSuffix("." + suffix) ? name : name + "." + suffix }
    }
}

extension Image: PrimitiveView {
    public func _render(in context: RenderContext) {
        switch source {
        case .system(let name):
            context.capture.label?.systemImage = name
            Self.writeSymbol(name, variants: context.environment.symbolVariants, label: accessibilityLabel, in: context)
        case .named(let name):
            if let image = AssetCatalogs.image(named: name, inBundleAt: catalogBundle), let shown = AssetCatalogs.shown(image) {
                writeCatalogImage(image, shown, in: context)
                return
            }
            // An app's own image: served from Public/images/NAME.png by convention.
            context.html.raw(isResizable ? "<img class=\"image resizable\" src=\"" : "<img class=\"image\" src=\"")
            context.html.attribute(context.options.mountPath)
            context.html.raw("/images/")
            context.html.attribute(Slug.make(name).isEmpty ? "image" : name)
            context.html.raw(".png\" alt=\"")
            context.html.attribute(isDecorative ? "" : accessibilityLabel ?? name)
            context.html.raw("\">")
        case .inline(let address, let width, let height):
            context.html.raw(isResizable ? "<img class=\"image resizable\" src=\"" : "<img class=\"image\" src=\"")
            context.html.attribute(address)
            context.html.raw("\" alt=\"")
            context.html.attribute(isDecorative ? "" : accessibilityLabel ?? "")
            context.html.raw("\"")
            Self.writeSize(width, height, in: context)
            context.html.raw(">")
        case .remote(let url):
            context.html.raw(isResizable ? "<img class=\"image resizable\" loading=\"lazy\" src=\"" : "<img class=\"image\" loading=\"lazy\" src=\"")
            context.html.attribute(url.absoluteString)
            context.html.raw("\" alt=\"")
            context.html.attribute(accessibilityLabel ?? "")
            context.html.raw("\">")
        }
    }

    /// An image set of the asset catalogues: its file at its point size, inside a `<picture>` with the
    /// dark variant's file for dark mode when the set has one. Its accessible name is its label, else
    /// its name without the namespace (`Icons/star` → `star`), as a device reads an image's name.
    private func writeCatalogImage(_ image: CatalogImage, _ shown: (address: String, size: (width: Int, height: Int)?, darkAddress: String?), in context: RenderContext) {
        if let dark = shown.darkAddress {
            context.html.raw("<picture><source srcset=\"")
            context.html.attribute(context.options.mountPath)
            context.html.attribute(dark)
            context.html.raw("\" media=\"(prefers-color-scheme: dark)\">")
        }
        context.html.raw(isResizable ? "<img class=\"image resizable\" src=\"" : "<img class=\"image\" src=\"")
        context.html.attribute(context.options.mountPath)
        context.html.attribute(shown.address)
        context.html.raw("\" alt=\"")
        // A label's icon is decorative: the title beside it names it.
        let name = context.capture.isLabelIcon ? "" : image.name.split(separator: "/").last.map(String.init) ?? image.name
        context.html.attribute(isDecorative ? "" : accessibilityLabel ?? name)
        context.html.raw("\"")
        Self.writeSize(shown.size?.width, shown.size?.height, in: context)
        context.html.raw(">")
        if shown.darkAddress != nil { context.html.raw("</picture>") }
    }

    /// `width` and `height` in CSS pixels, when known: the browser keeps the place before the image loads.
    private static func writeSize(_ width: Int?, _ height: Int?, in context: RenderContext) {
        guard let width, let height else { return }
        context.html.raw(" width=\"")
        context.html.attribute(String(width))
        context.html.raw("\" height=\"")
        context.html.attribute(String(height))
        context.html.raw("\"")
    }

    /// Writes a symbol's icon, decorative (`alt=""`) unless it is the only content and labelled.
    static func writeSymbol(_ name: String, variants: SymbolVariants, label: String?, in context: RenderContext) {
        let catalog = context.options.symbols
        let variantName = symbolName(name, variants: variants)
        guard let (shown, dropped) = catalog.icon(for: variantName) else {
            // No icon for this name: say it in words instead of drawing nothing (a button or a row of
            // only a symbol would be empty), unless it is a `Label`'s icon, whose title says it already.
            // The words are the symbol's accessible label, never its dotted name; they are the words of
            // the control the symbol labels, too, which is then named by them.
            if label == nil && !context.capture.isLabelIcon {
                let words = SymbolLabels.label(for: variantName)
                context.capture.label?.texts.append(words)
                context.html.raw("<span class=\"symbol-fallback\">")
                context.html.text(words)
                context.html.raw("</span>")
            }
            return
        }
        context.html.raw("<img class=\"icon")
        // The variants drawn with their base's icon; the stylesheet draws a slash across it.
        for suffix in dropped {
            context.html.raw(" variant-")
            context.html.attribute(suffix)
        }
        context.html.raw("\"")
        if let color = context.environment.foreground {
            // The stylesheet paints icons in the text colour (a CSS mask), so `.foregroundColor(.red)`
            // on an image is the image's own colour.
            context.html.raw(" style=\"color:")
            context.html.attribute(color.css)
            context.html.raw("\"")
        }
        context.html.raw(" src=\"")
        context.html.attribute(catalog.urlPrefix + shown + ".svg")
        context.html.raw("\" alt=\"")
        context.html.attribute(label ?? "")
        context.html.raw("\" width=\"20\" height=\"20\">")
    }
}

/// The SF Symbol names the server has icons for, and where they are served.
@_spi(Engine) public struct SymbolCatalog: Sendable {
    public var urlPrefix: String
    public var names: Set<String>

    public init(urlPrefix: String = "/icons/", names: Set<String>) {
        self.urlPrefix = urlPrefix
        self.names = names
    }

    func contains(_ name: String) -> Bool { names.contains(name) }

    /// The icon a symbol is drawn with: its own, else its base's, dropping variant suffixes from the end
    /// (`xmark.circle.fill` → `xmark.circle` → `xmark`), with the suffixes dropped; nil if none has one.
    func icon(for name: String) -> (name: String, dropped: [String])? {
        if names.contains(name) { return (name, []) }
        var base = Substring(name)
        var dropped: [String] = []
        while let dot = base.lastIndex(of: "."), Self.variantSuffixes.contains(base[base.index(after: dot)...]) {
            dropped.insert(String(base[base.index(after: dot)...]), at: 0)
            base = base[..<dot]
            if names.contains(String(base)) { return (String(base), dropped) }
        }
        return nil
    }

    /// The suffixes of a symbol's variants (`SymbolVariants`), which its base's icon can stand in for.
    static let variantSuffixes: Set<Substring> = ["fill", "circle", "square", "rectangle", "slash"]

    /// The symbols `Public/icons/` ships: the names SwiftUI apps use most, drawn by FormUI or taken from
    /// openly licensed icon sets (Public/icons/LICENSE; scripts/import-symbols.py lists where each comes
    /// from and writes ``shippedNames``).
    public static let shipped = SymbolCatalog(names: Set(shippedNames))
}

/// The variant of a symbol: `.slash`, `.fill`, `.circle`…
public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]
    public static let none = SymbolVariants(suffixes: [])
    public static let circle = SymbolVariants(suffixes: ["circle"])
    public static let square = SymbolVariants(suffixes: ["square"])
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    public static let fill = SymbolVariants(suffixes: ["fill"])
    public static let slash = SymbolVariants(suffixes: ["slash"])
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    public var slash: SymbolVariants { SymbolVariants(suffixes: suffixes + ["slash"]) }
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["circle"]) }
}

extension View {
    public consuming func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment { $0.symbolVariants = variant }
    }
}

/// An image in the app's resources (`ImageResource(name: "rocket", bundle: .main)` in SwiftUI).
public struct ImageResource: Hashable, Sendable {
    public let name: String
    /// The path of the bundle whose asset catalogues are looked in first; nil for the main bundle.
    let bundlePath: String?
    public init(name: String) {
        self.name = name
        bundlePath = nil
    }
    /// The image set `name`, looked up in `bundle`'s asset catalogues first.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = AssetCatalogs.bundlePath(of: bundle)
    }
    @_disfavoredOverload
    public init(name: String, bundle: Any?) {
        self.name = name
        bundlePath = AssetCatalogs.bundlePath(ofAny: bundle)
    }
}

// An image is kept in a session as what it shows (a symbol's name, an image's address or bytes): an
// app keeps a picked photo in `@State var image: Image?`, as it would on a device.
extension Image: Codable {}
extension Image.Source: Codable {}
