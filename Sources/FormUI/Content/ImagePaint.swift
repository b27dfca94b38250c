import Foundation

/// An image as a style, repeated over what it fills: a CSS `background` of the image's file, tiled
/// from the box's top leading corner at the image's own size (a server does not know the file's size,
/// which `sourceRect` and `scale` are fractions and multiples of).
public struct ImagePaint: ShapeStyle, CSSStyle {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    var css: String {
        guard let address = image.paintAddress else { return "transparent" }
        // Inside CSS's quotes: a quote or backslash of the address percent-encoded.
        let quoted = address.replacingOccurrences(of: "\\", with: "%5C").replacingOccurrences(of: "\"", with: "%22")
        return "url(\"" + quoted + "\") repeat"
    }
}

extension ShapeStyle where Self == ImagePaint {
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

extension Image {
    /// The address of the image's file, as its `<img>` has it; nil for a symbol (drawn as a mask of the
    /// stylesheet, not a file to repeat).
    var paintAddress: String? {
        switch source {
        case .system: return nil
        case .named(let name):
            if let image = AssetCatalogs.image(named: name, inBundleAt: catalogBundle), let shown = AssetCatalogs.shown(image) {
                return shown.address
            }
            return "/images/" + (Slug.make(name).isEmpty ? "image" : name) + ".png"
        case .inline(let address, _, _): return address
        case .remote(let url): return url.absoluteString
        }
    }
}
