import Foundation
import HTTPTypes
import Testing

@testable import HTTPServer

/// A temporary directory laid out as `base/Public/...` with a secret beside `Public/`.
final class StaticFixture {
    let base: String
    let publicDir: String
    static let secret = "TOP-SECRET-CONTENT"

    init() throws {
        base = NSTemporaryDirectory() + "httpserver-static-\(UUID().uuidString)"
        publicDir = base + "/Public"
        let fm = FileManager.default
        try fm.createDirectory(atPath: publicDir + "/css", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: publicDir + "/docs", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: publicDir + "/.well-known", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: publicDir + "/a dir/été", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
        try write("<!doctype html><title>Home</title>\n", to: publicDir + "/index.html")
        try write(String(decoding: bigText(5000), as: UTF8.self), to: publicDir + "/css/site.css")
        try write("<h1>Docs</h1>\n", to: publicDir + "/docs/index.html")
        try write("{\"a\":1}", to: publicDir + "/data.JSON")
        try write("binary?", to: publicDir + "/blob.unknownext")
        try write("hidden", to: publicDir + "/.env")
        try write("ok", to: publicDir + "/.well-known/security.txt")
        try write("a file with a space", to: publicDir + "/with space.txt")
        try write(Self.secret, to: base + "/secret.txt")
        try write(Self.secret, to: base + "/outside/secret.txt")
        try write(Self.secret, to: base + "/Public-sibling.txt")
        try fm.createSymbolicLink(atPath: publicDir + "/link-out", withDestinationPath: base + "/outside")
        try fm.createSymbolicLink(atPath: publicDir + "/secret-link.txt", withDestinationPath: base + "/secret.txt")
        try fm.createSymbolicLink(atPath: publicDir + "/inside-link.css", withDestinationPath: publicDir + "/css/site.css")
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    deinit {
        try? FileManager.default.removeItem(atPath: base)
    }
}

/// Serves static files, falling back to a marker response so tests can tell "not mine" (nil) apart.
struct StaticResponder: HTTPResponder {
    let files: StaticFiles
    func respond(to request: HTTPServerRequest) -> HTTPServerResponse {
        files.respond(to: request)
            ?? HTTPServerResponse(status: .ok, headerFields: [HTTPField.Name("X-Fallback")!: "yes"], body: Array("fallback\n".utf8))
    }
}

@Suite struct StaticFilesTests {
    @Test func servesAFileWithTypeValidatorsAndCaching() throws {
        let fixture = try StaticFixture()
        try withServer(responder: StaticResponder(files: StaticFiles(root: fixture.publicDir))) { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("GET /index.html HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(response.status == 200)
            #expect(response.bodyText == "<!doctype html><title>Home</title>\n")
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            #expect(response.header("Cache-Control") == "public, max-age=3600")
            #expect(response.header("X-Content-Type-Options") == "nosniff")
            let etag = try #require(response.header("ETag"))
            #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))
            let lastModified = try #require(response.header("Last-Modified"))
            #expect(HTTPDate.parse(lastModified) != nil)

            let json = try client.request("GET /data.JSON HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(json.header("Content-Type") == "application/json")
            let unknown = try client.request("GET /blob.unknownext HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(unknown.header("Content-Type") == "application/octet-stream")
            let spaced = try client.request("GET /with%20space.txt?v=2 HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(spaced.bodyText == "a file with a space")
            let wellKnown = try client.request("GET /.well-known/security.txt HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(wellKnown.status == 200)
        }
    }

    @Test func conditionalRequestsGet304() throws {
        let fixture = try StaticFixture()
        try withServer(responder: StaticResponder(files: StaticFiles(root: fixture.publicDir))) { server in
            let client = try TestConnection(port: server.localPort)
            let first = try client.request("GET /index.html HTTP/1.1\r\nHost: x\r\n\r\n")
            let etag = try #require(first.header("ETag"))
            let lastModified = try #require(first.header("Last-Modified"))

            let strong = try client.request("GET /index.html HTTP/1.1\r\nHost: x\r\nIf-None-Match: \(etag)\r\n\r\n")
            #expect(strong.status == 304)
            #expect(strong.body.isEmpty)
            #expect(strong.header("ETag") == etag)
            #expect(strong.header("Content-Length") == nil)

            let weakInList = try client.request("GET /index.html HTTP/1.1\r\nHost: x\r\nIf-None-Match: \"other\", W/\(etag)\r\n\r\n")
            #expect(weakInList.status == 304)
            let star = try client.request("GET /index.html HTTP/1.1\r\nHost: x\r\nIf-None-Match: *\r\n\r\n")
            #expect(star.status == 304)
            let other = try client.request("GET /index.html HTTP/1.1\r\nHost: x\r\nIf-None-Match: \"nope\"\r\n\r\n")
            #expect(other.status == 200)

            let since = try client.request("GET /index.html HTTP/1.1\r\nHost: x\r\nIf-Modified-Since: \(lastModified)\r\n\r\n")
            #expect(since.status == 304)
            let old = try client.request("GET /index.html HTTP/1.1\r\nHost: x\r\nIf-Modified-Since: Sun, 06 Nov 1994 08:49:37 GMT\r\n\r\n")
            #expect(old.status == 200)
            // If-None-Match wins over If-Modified-Since.
            let both = try client.request(
                "GET /index.html HTTP/1.1\r\nHost: x\r\nIf-None-Match: \"nope\"\r\nIf-Modified-Since: \(lastModified)\r\n\r\n")
            #expect(both.status == 200)
        }
    }

    /// Files are kept in memory once read; a file changed on disk (same size or not) is read afresh,
    /// and one removed is gone.
    @Test func aChangedFileIsServedFresh() throws {
        let fixture = try StaticFixture()
        let path = fixture.publicDir + "/changing.txt"
        func write(_ text: String, modified: Date) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        }
        try withServer(responder: StaticResponder(files: StaticFiles(root: fixture.publicDir))) { server in
            let client = try TestConnection(port: server.localPort)
            try write("first", modified: Date(timeIntervalSince1970: 1_700_000_000))
            #expect(try client.request("GET /changing.txt HTTP/1.1\r\nHost: x\r\n\r\n").bodyText == "first")
            #expect(try client.request("GET /changing.txt HTTP/1.1\r\nHost: x\r\n\r\n").bodyText == "first")
            try write("again", modified: Date(timeIntervalSince1970: 1_700_000_100))
            let same = try client.request("GET /changing.txt HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(same.bodyText == "again")
            try write("longer now", modified: Date(timeIntervalSince1970: 1_700_000_100))
            #expect(try client.request("GET /changing.txt HTTP/1.1\r\nHost: x\r\n\r\n").bodyText == "longer now")
            try FileManager.default.removeItem(atPath: path)
            #expect(try client.request("GET /changing.txt HTTP/1.1\r\nHost: x\r\n\r\n").status == 404)
        }
    }

    @Test func headIsServedWithoutBody() throws {
        let fixture = try StaticFixture()
        try withServer(responder: StaticResponder(files: StaticFiles(root: fixture.publicDir))) { server in
            let client = try TestConnection(port: server.localPort)
            let head = try client.request("HEAD /index.html HTTP/1.1\r\nHost: x\r\n\r\n", forHEAD: true)
            #expect(head.status == 200)
            #expect(head.header("Content-Length") == "35")
            #expect(try client.request("GET /index.html HTTP/1.1\r\nHost: x\r\n\r\n").body.count == 35)
        }
    }

    @Test func directoriesServeTheirIndexAfterASlash() throws {
        let fixture = try StaticFixture()
        try withServer(responder: StaticResponder(files: StaticFiles(root: fixture.publicDir))) { server in
            let client = try TestConnection(port: server.localPort)
            let root = try client.request("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(root.bodyText.contains("Home"))
            let redirect = try client.request("GET /docs HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(redirect.status == 301)
            #expect(redirect.header("Location") == "/docs/")
            let docs = try client.request("GET /docs/ HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(docs.bodyText == "<h1>Docs</h1>\n")
            let noIndex = try client.request("GET /css/ HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(noIndex.status == 404)
        }
    }

    /// The trailing-slash redirect is built from the checked segments, never from the raw target: `//docs`
    /// must not answer `Location: //docs/`, which a browser reads as another host (an open redirect).
    @Test func directoryRedirectsStayOnThisSite() throws {
        let fixture = try StaticFixture()
        try withServer(responder: StaticResponder(files: StaticFiles(root: fixture.publicDir))) { server in
            let client = try TestConnection(port: server.localPort)
            let expected: [(target: String, location: String)] = [
                ("//docs", "/docs/"),
                ("///docs?x=1", "/docs/"),
                ("/a%20dir//%C3%A9t%C3%A9", "/a%20dir/%C3%A9t%C3%A9/"),
                ("/docs", "/docs/"),
            ]
            for (target, location) in expected {
                let response = try client.request("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n")
                #expect(response.status == 301, "\(target)")
                #expect(response.header("Location") == location, "\(target)")
            }
        }
        let prefixed = StaticFiles(root: fixture.publicDir, urlPrefix: "/static")
        try withServer(responder: StaticResponder(files: prefixed)) { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("GET /static//docs HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(response.status == 301)
            #expect(response.header("Location") == "/static/docs/")
        }
    }

    @Test func prefixAndMethods() throws {
        let fixture = try StaticFixture()
        let files = StaticFiles(root: fixture.publicDir, urlPrefix: "/static", cacheControl: "no-cache")
        try withServer(responder: StaticResponder(files: files)) { server in
            let client = try TestConnection(port: server.localPort)
            let file = try client.request("GET /static/css/site.css HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(file.status == 200)
            #expect(file.header("Content-Type") == "text/css; charset=utf-8")
            #expect(file.header("Cache-Control") == "no-cache")
            let outside = try client.request("GET /index.html HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(outside.header("X-Fallback") == "yes", "not under the prefix: nil")
            let lookalike = try client.request("GET /staticfoo HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(lookalike.header("X-Fallback") == "yes")
            let bare = try client.request("GET /static HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(bare.status == 301)
            let post = try client.request("POST /static/css/site.css HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
            #expect(post.status == 405)
            #expect(post.header("Allow") == "GET, HEAD")
            let missing = try client.request("GET /static/nope.css HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(missing.status == 404)
        }
    }

    static let traversals: [String] = [
        "/../secret.txt",
        "/css/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E/secret.txt",
        "/.%2e/secret.txt",
        "/%2e%2e%2fsecret.txt",
        "/%2e%2e%2Fsecret.txt",
        "/css%2f..%2f..%2fsecret.txt",
        "/..%5csecret.txt",
        "/..\\secret.txt",
        "/css\\..\\..\\secret.txt",
        "/%5c..%5c..%5csecret.txt",
        "/index.html%00.css",
        "/%00/../secret.txt",
        "/link-out/secret.txt",
        "/secret-link.txt",
        "/../Public-sibling.txt",
        "/%252e%252e/secret.txt",
        "/.env",
        "/./index.html",
        "/%c0%ae%c0%ae/secret.txt",
        "//etc/passwd",
        "/..",
        "/%2e%2e",
    ]

    @Test(arguments: traversals)
    func pathsThatLeaveTheRootAreRefused(_ path: String) throws {
        let fixture = try StaticFixture()
        try withServer(responder: StaticResponder(files: StaticFiles(root: fixture.publicDir))) { server in
            let client = try TestConnection(port: server.localPort)
            try client.send("GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n")
            let response = try client.readResponse()
            #expect(response.status == 404 || response.status == 400, "\(path) → \(response.status)")
            #expect(!response.bodyText.contains(StaticFixture.secret))
            #expect(!response.bodyText.contains("root:"))
            #expect(!response.bodyText.contains(fixture.base), "no paths in error bodies")
        }
    }

    @Test func symlinkThatStaysInsideIsFollowed() throws {
        let fixture = try StaticFixture()
        try withServer(responder: StaticResponder(files: StaticFiles(root: fixture.publicDir))) { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("GET /inside-link.css HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(response.status == 200)
            #expect(response.body.count == 5000)
        }
    }

    @Test func segmentsAreCheckedAfterDecoding() {
        #expect(StaticFiles.safeSegments("a/b%20c") == ["a", "b c"])
        #expect(StaticFiles.safeSegments("a//b/") == ["a", "b"])
        #expect(StaticFiles.safeSegments("%2e%2e") == nil)
        #expect(StaticFiles.safeSegments("a%2fb") == nil)
        #expect(StaticFiles.safeSegments("a%5cb") == nil)
        #expect(StaticFiles.safeSegments("a%00") == nil)
        #expect(StaticFiles.safeSegments("a%zz") == nil)
        #expect(StaticFiles.safeSegments("a%2") == nil)
        #expect(StaticFiles.safeSegments("%ff") == nil, "not UTF-8")
        #expect(StaticFiles.percentEncode("a b%?#é~:@") == "a%20b%25%3F%23%C3%A9~:@")
        #expect(StaticFiles.contentType(forPath: "/x/a.SVG") == "image/svg+xml")
        #expect(StaticFiles.contentType(forPath: "/x.d/noext") == "application/octet-stream")
    }
}
