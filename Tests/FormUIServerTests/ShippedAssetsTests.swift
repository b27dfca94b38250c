import Foundation
import FormUITesting
@testable import FormUIServer
import Testing

// FormUI's stylesheet, script, icons and layout travel inside the library (the ShippedAssets plugin
// compiles Public/ and Templates/ into FormUIServer), and an app's own folders replace them file by file.
// Each test serves a real app over loopback from folders made for it, never this checkout's.
@Suite("Shipped assets: served from the library, replaced file by file")
struct ShippedAssetsTests {
    /// A fresh directory holding `files` (relative path → text), removed by the caller.
    static func folder(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formui-shipped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (path, text) in files {
            let file = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return directory
    }

    /// The bytes of this checkout's `path` (`Public/formui.css`).
    static func checkoutBytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: packageRoot.appendingPathComponent(path)))
    }

    /// Serves a one-page app (the README's order at `/`) with `publicDirectory` and `templatesDirectory`.
    func servingApp<T>(public publicDirectory: String?, templates: String?, _ body: (HTTPTestClient) throws -> T) throws -> T {
        var configuration = testConfiguration()
        configuration.publicDirectory = publicDirectory
        configuration.templatesDirectory = templates
        let app = try FormApp(configuration)
        app.page("/", title: "Ice cream") { IceCreamOrder() }
        return try serving(app) { try body(HTTPTestClient(port: $0)) }
    }

    @Test("The library carries every file of Public/ and Templates/, byte for byte, and nothing else")
    func shippedFilesAreTheCheckoutsFiles() throws {
        var onDisk: [String] = []
        for folder in ["Public", "Templates"] {
            let root = packageRoot.appendingPathComponent(folder)
            let walk = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]))
            for case let url as URL in walk where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
                onDisk.append(folder + "/" + url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            }
        }
        #expect(onDisk.count > 300, "the checkout's Public/ and Templates/ hold \(onDisk.count) files")
        #expect(ShippedAssets.paths == onDisk.sorted())
        for path in onDisk {
            #expect(ShippedAssets.bytes(at: path) == (try Self.checkoutBytes(path)), "\(path) differs from the checkout's")
        }
    }

    @Test("An app without a Public/ of its own gets FormUI's stylesheet, script and icons, as static files are served")
    func shippedFilesServed() throws {
        try servingApp(public: "/nonexistent-formui-public", templates: nil) { client in
            let css = try client.get("/formui.css")
            #expect(css.status == 200)
            #expect(css.header("Content-Type") == "text/css; charset=utf-8")
            #expect(css.header("Cache-Control") == "public, max-age=3600")
            #expect(css.header("X-Content-Type-Options") == "nosniff")
            #expect(css.body == (try Self.checkoutBytes("Public/formui.css")))
            let etag = try #require(css.header("ETag"))
            #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && etag.count == 18, "a strong tag of the content's hash: \(etag)")

            // The same tag every time; it answers 304, weakly compared as StaticFiles does.
            #expect(try client.get("/formui.css").header("ETag") == etag)
            let revalidated = try client.get("/formui.css", headers: [("If-None-Match", "W/" + etag)])
            #expect(revalidated.status == 304)
            #expect(revalidated.body.isEmpty)
            #expect(revalidated.header("ETag") == etag)

            // Compressed on the way out like any body, its tag weakened.
            let gzipped = try client.get("/formui.css", headers: [("Accept-Encoding", "gzip")])
            #expect(gzipped.status == 200)
            #expect(gzipped.header("Content-Encoding") == "gzip")
            #expect(gzipped.header("ETag") == "W/" + etag)
            #expect(gzipped.body.count < css.body.count / 2)

            let script = try client.get("/formui.js")
            #expect(script.status == 200)
            #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
            #expect(script.body == (try Self.checkoutBytes("Public/formui.js")))
            let icon = try client.get("/icons/star.svg")
            #expect(icon.status == 200)
            #expect(icon.header("Content-Type") == "image/svg+xml")
            #expect(icon.body == (try Self.checkoutBytes("Public/icons/star.svg")))
            let head = try client.request("HEAD", "/formui.js")
            #expect(head.status == 200)
            #expect(head.body.isEmpty)

            // No file outside what the library carries, however the path is spelt; no directory listing.
            for path in ["/icons/../formui.css", "/%2e%2e/Package.swift", "/Templates/layout.mustache", "/icons/", "/icons%2Fstar.svg", "/nothing.css"] {
                #expect(try client.get(path).status == 404, "\(path)")
            }
        }
    }

    @Test("An app's Public/ replaces FormUI's files one by one: its own files are served, the shipped ones fill the rest")
    func publicOverridesFileByFile() throws {
        let own = try Self.folder(["app.css": "main { color: rebeccapurple; }\n"])
        defer { try? FileManager.default.removeItem(at: own) }
        try servingApp(public: own.path, templates: nil) { client in
            let app = try client.get("/app.css")
            #expect(app.status == 200)
            #expect(app.text == "main { color: rebeccapurple; }\n")
            // Only app.css of its own: the stylesheet, script and icons are FormUI's.
            #expect(try client.get("/formui.css").body == (try Self.checkoutBytes("Public/formui.css")))
            #expect(try client.get("/formui.js").body == (try Self.checkoutBytes("Public/formui.js")))
            #expect(try client.get("/icons/star.svg").body == (try Self.checkoutBytes("Public/icons/star.svg")))
        }

        let replacing = try Self.folder(["formui.css": "/* the app's own */\n", "icons/star.svg": "<svg id=\"own\"/>\n"])
        defer { try? FileManager.default.removeItem(at: replacing) }
        try servingApp(public: replacing.path, templates: nil) { client in
            let css = try client.get("/formui.css")
            #expect(css.text == "/* the app's own */\n")
            #expect(css.header("Last-Modified") != nil, "served from the app's folder, as before")
            #expect(try client.get("/icons/star.svg").text == "<svg id=\"own\"/>\n")
            // The icons beside it that the app does not have are still FormUI's.
            #expect(try client.get("/icons/heart.svg").body == (try Self.checkoutBytes("Public/icons/heart.svg")))
            #expect(try client.get("/formui.js").body == (try Self.checkoutBytes("Public/formui.js")))
        }
    }

    @Test("An app's Templates/layout.mustache is its pages' layout; without one, FormUI's shipped layout is")
    func layoutOverride() throws {
        let own = try Self.folder(["layout.mustache": "<!doctype html><title>{{title}}</title><div id=\"own-layout\">{{{body}}}</div>\n"])
        defer { try? FileManager.default.removeItem(at: own) }
        try servingApp(public: nil, templates: own.path) { client in
            let page = HTMLDocument(try client.get("/").text)
            #expect(page.element(id: "own-layout") != nil)
            #expect(page.element(id: "main") == nil)
        }

        // A templates directory without the file, or none at all: the layout the library carries.
        let empty = try Self.folder([:])
        defer { try? FileManager.default.removeItem(at: empty) }
        for templates in [empty.path, nil] {
            try servingApp(public: nil, templates: templates) { client in
                let response = try client.get("/")
                let page = HTMLDocument(response.text)
                #expect(page.element(id: "main") != nil, "FormUI's layout: \(response.text.prefix(400))")
                #expect(page.elements(with: ["class": "skip-link"]).count == 1)
                #expect(page.element(with: ["rel": "stylesheet", "href": "/formui.css"]) != nil)
            }
        }
        #expect(PageLayout.builtInTemplate == String(decoding: try Self.checkoutBytes("Templates/layout.mustache"), as: UTF8.self))
    }

    @Test("The shipped layout's header names the app (appName, escaped), not FormUI; without a name it has none")
    func headerNamesTheApp() throws {
        func header(_ appName: String?) throws -> [String] {
            var configuration = testConfiguration()
            configuration.appName = appName
            let app = try FormApp(configuration)
            app.page("/", title: "Ice cream") { IceCreamOrder() }
            return try serving(app) { port throws in
                HTMLDocument(try HTTPTestClient(port: port).get("/").text).elements(with: ["class": "app-name"]).map(\.text)
            }
        }
        #expect(try header("Scoops & Cones") == ["Scoops & Cones"])
        #expect(try header(nil).isEmpty)
        #expect(try FormApp(serving: HeaderNamedApp.self).configuration.appName == "HeaderNamed")
    }
}

/// An app whose type's name becomes the header's: `HeaderNamedApp` → "HeaderNamed".
private struct HeaderNamedApp: App {
    var body: some Scene {
        WindowGroup { Text("Hello") }
    }
}
