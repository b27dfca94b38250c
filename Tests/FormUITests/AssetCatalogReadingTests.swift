import Foundation
import Testing
@testable @_spi(Engine) import FormUI

/// Reading a catalogue's `Contents.json` files: what is taken, what is refused and said, and what can
/// never reach the page (CSS from a colour, a file outside the set).
@Suite struct AssetCatalogReadingTests {
    /// A catalogue in a temporary folder: `files` by path inside it.
    static func catalogue(_ files: [String: [UInt8]]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-" + UUID().uuidString)
        let catalogue = root.appendingPathComponent("Assets.xcassets")
        for (path, bytes) in files {
            let url = catalogue.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return catalogue
    }

    static func json(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// A PNG header of `width` × `height` (enough for its size to be read).
    static func png(_ width: UInt32, _ height: UInt32) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + withUnsafeBytes(of: width.bigEndian, Array.init) + withUnsafeBytes(of: height.bigEndian, Array.init) + [8, 6, 0, 0, 0]
    }

    @Test func componentsAreNumbersInTheSpellingsXcodeWritesAndNothingElse() throws {
        #expect(try CatalogColor.number(.text("0.5"), named: "red", isAlpha: false) == 0.5)
        #expect(try CatalogColor.number(.text("255"), named: "red", isAlpha: false) == 1)
        #expect(try CatalogColor.number(.text(" 0x80 "), named: "red", isAlpha: false) == 128.0 / 255)
        #expect(try CatalogColor.number(.number(51), named: "red", isAlpha: false) == 0.2)
        #expect(try CatalogColor.number(.number(0.25), named: "red", isAlpha: false) == 0.25)
        #expect(try CatalogColor.number(.text("1"), named: "alpha", isAlpha: true) == 1, "alpha is a fraction")
        #expect(try CatalogColor.number(.text("1.2"), named: "red", isAlpha: false) == 1, "extended values are brought into range")
        for bad in ["", "red", "0.5)", "256", "0x1FF", "1;x", "nan", "inf", "0.5 / 1", "calc(1)"] {
            #expect(throws: CatalogColor.Unreadable.self, "“\(bad)”") { try CatalogColor.number(.text(bad), named: "red", isAlpha: false) }
        }
    }

    @Test func aCatalogueIsReadWithNamespacesAndWhatItCannotReadIsSaid() throws {
        let folder = try Self.catalogue([
            "Contents.json": Self.json(#"{"info":{"author":"xcode","version":1}}"#),
            "Tint.colorset/Contents.json": Self.json(#"{"colors":[{"idiom":"iphone","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}},{"idiom":"universal","color":{"color-space":"gray-gamma-22","components":{"white":"0.500","alpha":"0.250"}}}]}"#),
            "Brand/Contents.json": Self.json(#"{"properties":{"provides-namespace":true}}"#),
            "Brand/Sub.folder/Logo.imageset/Contents.json": Self.json(#"{"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"},{"filename":"logo@2x.png","idiom":"universal","scale":"2x"}]}"#),
            "Brand/Sub.folder/Logo.imageset/logo.png": Self.png(10, 10),
            "Brand/Sub.folder/Logo.imageset/logo@2x.png": Self.png(20, 20),
            "Escape.imageset/Contents.json": Self.json(#"{"images":[{"filename":"../Tint.colorset/Contents.json","idiom":"universal"}]}"#),
            "Gone.imageset/Contents.json": Self.json(#"{"images":[{"filename":"gone.png","idiom":"universal"}]}"#),
            "Garbled.colorset/Contents.json": Self.json("{ not json"),
            "Nothing.colorset/Contents.json": Self.json(#"{"colors":[]}"#),
            "Odd.colorset/Contents.json": Self.json(#"{"colors":[{"color":{"color-space":"cmyk","components":{"red":"1","green":"1","blue":"1"}}}]}"#),
            "Icon.appiconset/Contents.json": Self.json(#"{"images":[]}"#),
        ])
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        var problems: [String] = []
        let catalogue = AssetCatalog.load(at: folder) { problems.append($0) }
        #expect(catalogue.colors.keys.sorted() == ["Tint"])
        #expect(catalogue.colors["Tint"]?.css == "rgb(128 128 128 / 0.25)", "the universal entry, a gray by its white level")
        #expect(catalogue.images.keys.sorted() == ["Brand/Logo"], "Brand provides a namespace; Sub.folder is a plain group")
        #expect(catalogue.images["Brand/Logo"]?.light.scale == 2)
        #expect(catalogue.images["Brand/Logo"]?.light.path.hasSuffix("/logo@2x.png") == true)
        #expect(problems.count == 5, "\(problems)")
        for set in ["Escape.imageset", "Gone.imageset", "Garbled.colorset", "Nothing.colorset", "Odd.colorset"] {
            #expect(problems.contains { $0.contains("“\(set)”") }, "\(set) is said: \(problems)")
        }
        #expect(problems.contains { $0.contains("Odd.colorset") && $0.contains("“cmyk”") })
    }

    @Test func imageHeadersGiveTheFormatAndSize() throws {
        #expect(ImageHeader.read(Self.png(640, 480)) == ImageHeader(mediaType: "image/png", pixelSize: (640, 480)))
        #expect(ImageHeader.read(Array("GIF89a".utf8) + [0x2C, 0x01, 0xC8, 0x00]) == ImageHeader(mediaType: "image/gif", pixelSize: (300, 200)))
        // SOI, an APP0 segment of 16 bytes, then SOF0: precision 8, height 0x0102, width 0x0304.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14) + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x02, 0x03, 0x04, 0x03]
        #expect(ImageHeader.read(jpeg) == ImageHeader(mediaType: "image/jpeg", pixelSize: (0x0304, 0x0102)))
        #expect(ImageHeader.read(Array("RIFF....WEBPVP8 ".utf8))?.mediaType == "image/webp")
        #expect(ImageHeader.read(Array("<svg xmlns=…>".utf8)) == nil)
        #expect(ImageHeader.read([]) == nil)
    }

    @Test func anAddressNamesOneFileByItsHashAndNothingElse() throws {
        // Names no catalogue of the tests has: each lookup finds nothing, whatever the path.
        for path in [
            "/_assets/", "/_assets/0123456789abcdef", "/_assets/0123456789abcdef/", "/_assets/xyz/Logo.png",
            "/_assets/0123456789abcdeg/Logo.png", "/_assets/0123456789abcdef/..%2F..%2Fetc%2Fpasswd.png",
            "/_assets/0123456789abcdef/%ZZ.png", "/images/logo.png",
        ] {
            #expect(AssetCatalogs.servedImage(at: path[...]) == nil, "\(path)")
        }
        let file = CatalogImage.File(path: "/x", scale: 1, mediaType: "image/png", fileExtension: "png")
        #expect(CatalogImage.address(of: file, named: "Brand/Logo Blue ü", hash: "0123456789abcdef")
            == "/_assets/0123456789abcdef/Brand/Logo%20Blue%20%C3%BC.png")
    }

    @Test func aBundleNamedInALookupIsReadFromItsFolder() throws {
        let name = "Bundled-" + UUID().uuidString
        let folder = try Self.catalogue([
            "\(name).colorset/Contents.json": Self.json(#"{"colors":[{"color":{"components":{"red":"0x10","green":"0x20","blue":"0x30","alpha":"1"}}}]}"#),
        ])
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let bundle = try #require(Bundle(path: folder.deletingLastPathComponent().path))
        #expect(AssetCatalogs.color(named: name, inBundleAt: nil) == nil, "not beside the executable")
        #expect(Color(name, bundle: bundle).css == "rgb(16 32 48 / 1.0)")
        #expect(Color(ColorResource(name: name, bundle: bundle)).css == "rgb(16 32 48 / 1.0)")
        #expect(Color(name, bundle: bundle).description == name)
        // Added to what every lookup sees: then found without naming the bundle.
        #expect(AssetCatalogs.addCatalogs(inBundleAt: bundle.bundleURL) == 1)
        #expect(AssetCatalogs.addCatalogs(inBundleAt: bundle.bundleURL) == 0, "once")
        #expect(Color(name).css == "rgb(16 32 48 / 1.0)")
    }
}
