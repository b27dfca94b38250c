import Foundation

/// UIKit's image, as SwiftUI code reaches it through `import SwiftUI`: what an ``Image`` shows.
///
/// - `UIImage(named:)`: an image set of the app's asset catalogues; nil when none has it, as on a device.
/// - `UIImage(systemName:)`: a symbol, drawn as `Image(systemName:)` is (an icon of `Public/icons/`, else
///   its label in words); nil only for an empty name.
/// - `UIImage(data:)`, `UIImage(contentsOfFile:)`: bytes of a PNG, JPEG, GIF, WebP, AVIF, BMP or ICO image,
///   shown in the page itself as a `data:` address (the page grows by a third more than the bytes); nil
///   for bytes a browser does not show, as UIKit gives nil for bytes it cannot decode.
///
/// Show one with `Image(uiImage:)`. What needs the pixels (drawing, resizing, `pngData()`) is not here:
/// the server never decodes an image.
public final class UIImage: Equatable, Sendable {
    /// The image an `Image` shows.
    let image: Image
    /// The image's size in points, when known (a catalogue image's or bytes' size, read from their header).
    public let size: CGSize
    /// How many pixels make a point: a catalogue image's scale, else 1.
    public let scale: CGFloat

    private init(image: Image, size: CGSize = .zero, scale: CGFloat = 1) {
        self.image = image
        self.size = size
        self.scale = scale
    }

    /// The image set `name` of the app's asset catalogues; nil when none has it.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, with: nil)
    }

    /// The image set `name`, looked up in `bundle`'s catalogues first; nil when none has it. The
    /// configuration is ignored: a page shows the set's file for the browser's appearance.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any?) {
        let bundlePath = bundle.flatMap(AssetCatalogs.bundlePath)
        guard let set = AssetCatalogs.image(named: name, inBundleAt: bundlePath) else { return nil }
        var image = Image(name)
        image.catalogBundle = bundlePath
        let size = AssetCatalogs.shown(set)?.size.map { CGSize(width: $0.width, height: $0.height) } ?? .zero
        self.init(image: image, size: size, scale: CGFloat(set.light.scale))
    }

    /// The same, in the older spelling with a trait collection (ignored).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
        self.init(named: name, in: bundle, with: nil)
    }

    /// A symbol, drawn as `Image(systemName:)` draws it; nil for an empty name.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(image: Image(systemName: name))
    }

    /// A symbol; the configuration (size, weight) is ignored: the symbol takes the text's size.
    public convenience init?(systemName name: String, withConfiguration configuration: Any?) {
        self.init(systemName: name)
    }

    /// An image from its bytes, shown in the page as a `data:` address; nil for bytes a browser does not
    /// show as an image.
    public convenience init?(data: Data) {
        guard let header = ImageHeader.read(data) else { return nil }
        let address = "data:" + header.mediaType + ";base64," + data.base64EncodedString()
        let size = header.pixelSize
        self.init(image: Image(source: .inline(address, width: size?.width, height: size?.height)),
                  size: size.map { CGSize(width: $0.width, height: $0.height) } ?? .zero)
    }

    /// An image from a file on the server's disk, as ``init(data:)``; nil when it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The same image: a page draws a symbol in the text colour and an image as it is.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    /// How UIKit draws an image: accepted, as `Image.renderingMode(_:)` is.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    public static func == (a: UIImage, b: UIImage) -> Bool { a.image == b.image }

    /// The image's PNG bytes, which would need the server to decode and encode pixels.
    @available(*, unavailable, message: "pngData() encodes the image's pixels, which the server never decodes; keep the bytes you made the UIImage from (UIImage(data:)), or serve the file from Public/")
    public func pngData() -> Data? { fatalError() }

    /// The image's JPEG bytes, which would need the server to decode and encode pixels.
    @available(*, unavailable, message: "jpegData(compressionQuality:) encodes the image's pixels, which the server never decodes; keep the bytes you made the UIImage from (UIImage(data:)), or serve the file from Public/")
    public func jpegData(compressionQuality: CGFloat) -> Data? { fatalError() }
}

// Kept in a session as its image and size, as ``Image`` is.
extension UIImage: Codable {
    private enum CodingKeys: String, CodingKey { case image, width, height, scale }

    public convenience init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let size = CGSize(width: try container.decode(Double.self, forKey: .width), height: try container.decode(Double.self, forKey: .height))
        self.init(image: try container.decode(Image.self, forKey: .image), size: size, scale: CGFloat(try container.decode(Double.self, forKey: .scale)))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(image, forKey: .image)
        try container.encode(Double(size.width), forKey: .width)
        try container.encode(Double(size.height), forKey: .height)
        try container.encode(Double(scale), forKey: .scale)
    }
}

extension Image {
    /// UIKit's image, shown: a catalogue image, a symbol, or bytes in the page (see ``UIImage``).
    public init(uiImage: UIImage) {
        self = uiImage.image
    }
}
