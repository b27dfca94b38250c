import Foundation
import FormUITesting
import Testing
@testable @_spi(Engine) import FormUIServer

/// A page showing a catalogue's image and colour by the names it is given.
struct CatalogueShowcase: View {
    let image: String
    let colour: String

    var body: some View {
        VStack {
            Image(image)
            Text("Tinted").foregroundStyle(Color(colour))
        }
    }
}

/// The images of an app's asset catalogue over HTTP, from a real server on loopback.
@Suite("Asset catalogue images")
struct CatalogImageServingTests {
    /// A catalogue in a bundle of its own in a temporary folder, with an image set and a colour set named
    /// for this test alone. The PNG is a header (its size, 64 × 32 at 2x) and bytes after it.
    static func bundle(image: String, colour: String) throws -> (bundle: Bundle, png: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("served-" + UUID().uuidString)
        let set = root.appendingPathComponent("Assets.xcassets/\(image).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images":[{"filename":"art@2x.png","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        let png = set.appendingPathComponent("art@2x.png")
        try Data(pngBytes(fill: 1)).write(to: png)
        let colours = root.appendingPathComponent("Assets.xcassets/\(colour).colorset")
        try FileManager.default.createDirectory(at: colours, withIntermediateDirectories: true)
        try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.000","green":"0.500","blue":"1.000","alpha":"1.000"}}},{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000"}}}]}"#.utf8)
            .write(to: colours.appendingPathComponent("Contents.json"))
        return (try #require(Bundle(path: root.path)), png)
    }

    static func pngBytes(fill: UInt8) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 64, 0, 0, 0, 32, 8, 6, 0, 0, 0]
            + Array(repeating: fill, count: 100)
    }

    @Test("An image set is served at the address its page shows, cached for good, and 304 for its tag")
    func servedWithItsTypeAndCaching() throws {
        let image = "Logo-" + UUID().uuidString.prefix(8)
        let colour = "Tint-" + UUID().uuidString.prefix(8)
        let (bundle, png) = try Self.bundle(image: String(image), colour: String(colour))
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let app = try FormApp(testConfiguration()).assets(in: bundle)
        app.page("/", title: "Showcase") { CatalogueShowcase(image: String(image), colour: String(colour)) }
        try serving(app) { port in
            let client = HTTPTestClient(port: port)
            let page = try client.get("/")
            #expect(page.status == 200)
            let document = HTMLDocument(page.text)
            let img = try #require(document.elements { $0.tag == "img" && $0.attributes["alt"] == String(image) }.first)
            let src = try #require(img.attributes["src"])
            #expect(src.hasPrefix("/_assets/") && src.hasSuffix("/" + image + ".png"), "\(src)")
            #expect(img.attributes["width"] == "32" && img.attributes["height"] == "16", "64 × 32 pixels at 2x")
            let tinted = document.elements { $0.text == "Tinted" && $0.attributes["style"] != nil }.first
            #expect(tinted?.attributes["style"] == "color:light-dark(rgb(0 128 255 / 1.0), rgb(255 255 255 / 1.0))")

            let served = try client.get(src)
            #expect(served.status == 200)
            #expect(served.header("Content-Type") == "image/png")
            #expect(served.body == Array(try Data(contentsOf: png)))
            #expect(served.header("Cache-Control") == "public, max-age=31536000, immutable")
            #expect(served.header("X-Content-Type-Options") == "nosniff")
            #expect(served.header("Content-Security-Policy")?.contains("sandbox") == true)
            let etag = try #require(served.header("ETag"))
            #expect(src.contains(etag.trimmingCharacters(in: CharacterSet(charactersIn: "\""))), "the tag is the address's hash")

            let again = try client.get(src, headers: [("If-None-Match", etag)])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)

            let head = try client.request("HEAD", src)
            #expect(head.status == 200)
            #expect(head.header("Content-Type") == "image/png")

            #expect(try client.post(src, form: []).status == 405)
            let otherHash = "/_assets/0000000000000000/" + image + ".png"
            #expect(try client.get(otherHash).status == 404, "a hash the file does not have")
            #expect(try client.get(src.replacingOccurrences(of: ".png", with: ".gif")).status == 404)
            #expect(try client.get("/_assets/" + String(src.dropFirst(9).prefix(16)) + "/Nobody.png").status == 404)
        }
    }

    @Test("When the file changes, its old address is gone and the page shows the new one")
    func aChangedFileHasANewAddress() throws {
        let image = "Changing-" + UUID().uuidString.prefix(8)
        let colour = "Unchanging-" + UUID().uuidString.prefix(8)
        let (bundle, png) = try Self.bundle(image: String(image), colour: String(colour))
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let app = try FormApp(testConfiguration()).assets(in: bundle)
        app.page("/", title: "Showcase") { CatalogueShowcase(image: String(image), colour: String(colour)) }
        try serving(app) { port in
            let client = HTTPTestClient(port: port)
            func shownAddress() throws -> String {
                let page = try client.get("/")
                return try #require(HTMLDocument(page.text).elements { $0.tag == "img" && $0.attributes["alt"] == String(image) }.first?.attributes["src"])
            }
            let first = try shownAddress()
            #expect(try client.get(first).status == 200)
            try Data(Self.pngBytes(fill: 2)).write(to: png)
            #expect(try client.get(first).status == 404, "the old address named the old bytes")
            let second = try shownAddress()
            #expect(second != first)
            let served = try client.get(second)
            #expect(served.status == 200)
            #expect(served.body == Self.pngBytes(fill: 2))
        }
    }
}
