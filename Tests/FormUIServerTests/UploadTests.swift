import Foundation
@testable import FormUIServer
@testable import gallery
import HTTPServer
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `fileImporter` over HTTP, on the gallery's receipt page (`/apps/receipt`): the file is posted with the
/// form; a type it does not take is a 422 naming the field; a post refused for another field keeps the
/// file, in memory and in a SQLite session across a restart; Remove lets it go.
@Suite("Uploads: a file posted with its form")
struct UploadTests {
    static let pdf = Array("%PDF-1.4 a receipt of our own\n".utf8)

    /// A multipart post of `fields` and, when given, a file in the importer's `file` input.
    func post(_ browser: TestBrowser, _ fields: [(String, String)], file: (name: String, type: String, bytes: [UInt8])? = nil) throws -> HTTPTestClient.Response {
        var body: [UInt8] = []
        let boundary = MultipartPostTests.boundary
        for (name, value) in fields {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        if let file {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(file.name)\"\r\nContent-Type: \(file.type)\r\n\r\n".utf8)
            body += file.bytes + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        return try browser.request("POST", "/apps/receipt", headers: [("Content-Type", "multipart/form-data; boundary=\(boundary)")], body: body)
    }

    /// Opens the importer with the page's "Attach receipt" (or "Replace receipt", once one is attached).
    func openImporter(_ browser: TestBrowser) throws {
        let action = try browser.get("/apps/receipt").text.contains("value=\"replace-receipt\"") ? "replace-receipt" : "attach-receipt"
        #expect(try browser.post("/apps/receipt", form: [("_action", action)]).status == 303)
        #expect(try browser.get("/apps/receipt").text.contains("type=\"file\""))
    }

    func servingReceipt<T>(_ body: (Int) throws -> T) throws -> T {
        let app = try GalleryApp.make(testConfiguration(), examples: GalleryApp.allExamples.filter { $0.path == "/apps/receipt" })
        return try serving(app, body)
    }

    @Test("The page with a file input posts multipart/form-data; its accept attribute lists the types")
    func markup() throws {
        try servingReceipt { port throws in
            let visitor = TestBrowser(port: port)
            try openImporter(visitor)
            let page = try visitor.get("/apps/receipt").text
            #expect(page.contains("enctype=\"multipart/form-data\""))
            #expect(page.contains("accept=\"application/pdf,.pdf,image/*\""))
            #expect(page.contains("<label class=\"control-label\" for=\"field-file\">"))
        }
    }

    @Test("A file the app takes reaches onCompletion as a URL it can read; a type it does not take is a 422 naming the field")
    func deliveredAndRefused() throws {
        try servingReceipt { port throws in
            let visitor = TestBrowser(port: port)
            try openImporter(visitor)
            let refused = try post(visitor, [("_action", "open")], file: ("setup.exe", "application/octet-stream", [0x4D, 0x5A]))
            #expect(refused.status == 422)
            #expect(refused.text.contains("“setup.exe” is not a file this takes (PDF, image)"), "\(refused.text.prefix(400))")
            #expect(!refused.text.contains("kept-files"), "a file of the wrong type is not kept")
            let accepted = try post(visitor, [("_action", "open")], file: ("receipt.pdf", "application/pdf", Self.pdf))
            #expect(accepted.status == 303)
            let page = try visitor.get("/apps/receipt").text
            #expect(page.contains("receipt.pdf, \(Self.pdf.count) bytes"), "the app read the bytes")
            #expect(!page.contains("type=\"file\""), "Open dismissed the importer")
            // A name with a path in it lands in the post's own folder, under its last part.
            try openImporter(visitor)
            #expect(try post(visitor, [("_action", "open")], file: ("../../etc/evil.pdf", "application/pdf", Self.pdf)).status == 303)
            #expect(try visitor.get("/apps/receipt").text.contains("evil.pdf, \(Self.pdf.count) bytes"))
            // A large file, over several of the parser's slices, with CRLFs and dashes across their edges.
            try openImporter(visitor)
            let large = (0..<300_000).map { UInt8(ascii: $0 % 7 == 0 ? "\r" : $0 % 7 == 1 ? "\n" : "-") }
            #expect(try post(visitor, [("_action", "open")], file: ("scan.png", "image/png", large)).status == 303)
            #expect(try visitor.get("/apps/receipt").text.contains("scan.png, 300000 bytes"))
        }
    }

    @Test("The receipt the app kept in the visitor's documents is offered back by its ShareLink: a download, to that visitor alone")
    func servedBackAsADownload() throws {
        try servingReceipt { port throws in
            let visitor = TestBrowser(port: port)
            try openImporter(visitor)
            #expect(try post(visitor, [("_action", "open")], file: ("receipt <1>.pdf", "application/pdf", Self.pdf)).status == 303)
            let address = "/_files/Documents/receipt%20%3C1%3E.pdf"
            #expect(try visitor.get("/apps/receipt").text.contains("href=\"\(address)\""))

            let download = try visitor.get(address)
            #expect(download.status == 200 && download.body == Self.pdf)
            #expect(download.header("Content-Type") == "application/octet-stream")
            #expect(download.header("Content-Disposition") == "attachment; filename=\"receipt <1>.pdf\"; filename*=UTF-8''receipt%20%3C1%3E.pdf")
            #expect(download.header("X-Content-Type-Options") == "nosniff")
            #expect(download.header("Cache-Control") == "private, no-store")
            #expect(download.header("Content-Security-Policy") == "default-src 'none'; sandbox")

            // Another visitor, with a session of their own or none, finds no such file.
            let stranger = TestBrowser(port: port)
            #expect(try stranger.get(address).status == 404)
            try openImporter(stranger)
            #expect(try stranger.get(address).status == 404)
            #expect(try visitor.get("/_files/Documents/other.pdf").status == 404)
            #expect(try visitor.get("/_files/Documents/../Documents/receipt%20%3C1%3E.pdf").status == 404)
            #expect(try visitor.request("POST", address, headers: [], body: []).status == 405)
        }
    }

    @Test("A post refused for another field keeps the file: the page shows it, the next post takes it without choosing it again; Remove lets it go")
    func keptAcrossARejectedPost() throws {
        try servingReceipt { port throws in
            let visitor = TestBrowser(port: port)
            try openImporter(visitor)
            let rejected = try post(visitor, [("amount", "twelve"), ("_action", "open")], file: ("receipt.pdf", "application/pdf", Self.pdf))
            #expect(rejected.status == 422)
            #expect(rejected.text.contains("receipt.pdf, \(Self.pdf.count) bytes"), "kept and shown")
            #expect(rejected.text.contains("value=\"formui:kept\"") && rejected.text.contains(">Replace</label>") && rejected.text.contains("Remove"))
            // Fixed, without the file: the kept one goes on.
            #expect(try post(visitor, [("amount", "12"), ("file", "formui:kept"), ("_action", "open")]).status == 303)
            let page = try visitor.get("/apps/receipt").text
            #expect(page.contains("receipt.pdf, \(Self.pdf.count) bytes") && !page.contains("kept-files"), "the app's line, not the kept file's")

            // Remove: the kept file goes, and Open has nothing to open.
            try openImporter(visitor)
            #expect(try post(visitor, [("amount", "x"), ("_action", "open")], file: ("r2.pdf", "application/pdf", Self.pdf)).status == 422)
            #expect(try post(visitor, [("amount", "12"), ("file", "formui:kept"), ("file", "formui:remove"), ("_action", "open")]).status == 303)
            let after = try visitor.get("/apps/receipt").text
            #expect(!after.contains("r2.pdf") && after.contains("type=\"file\""), "still open, nothing kept")
        }
    }

    @Test("--max-body bounds an upload: past it 413, within it taken; the option is read and checked")
    func maxBody() throws {
        let gallery = try GalleryProcess(sessions: "memory", arguments: ["--max-body", "64k"])
        let visitor = TestBrowser(port: gallery.port)
        try openImporter(visitor)
        #expect(try post(visitor, [("_action", "open")], file: ("big.pdf", "application/pdf", [UInt8](repeating: 0x25, count: 70_000))).status == 413)
        #expect(try post(visitor, [("_action", "open")], file: ("small.pdf", "application/pdf", [UInt8](repeating: 0x25, count: 60_000))).status == 303)
        #expect(try visitor.get("/apps/receipt").text.contains("small.pdf, 60000 bytes"))
        gallery.stop()
        #expect(try AppSettings(arguments: ["--max-body", "8m"]).maxBodyBytes == 8 << 20)
        #expect(AppSettings.parseSize("512k") == 512 << 10 && AppSettings.parseSize("2048") == 2048)
        for bad in ["", "0", "-1", "lots", "2g", "2048m"] { #expect(AppSettings.parseSize(bad) == nil, "\(bad)") }
    }

    @Test("The kept file survives a restart with sessions in SQLite")
    func keptAcrossARestart() throws {
        let directory = try TemporaryDirectory()
        let sessions = "sqlite:" + directory.path("sessions.sqlite")
        let first = try GalleryProcess(sessions: sessions)
        let visitor = TestBrowser(port: first.port)
        try openImporter(visitor)
        #expect(try post(visitor, [("amount", "twelve"), ("_action", "open")], file: ("receipt.pdf", "application/pdf", Self.pdf)).status == 422)
        first.stop(with: SIGKILL)

        let second = try GalleryProcess(sessions: sessions)
        let again = TestBrowser(port: second.port)
        again.cookie = visitor.cookie
        #expect(try again.get("/apps/receipt").text.contains("receipt.pdf, \(Self.pdf.count) bytes"))
        #expect(try post(again, [("amount", "12"), ("file", "formui:kept"), ("_action", "open")]).status == 303)
        #expect(try again.get("/apps/receipt").text.contains("Attached"))
        second.stop()
    }
}
