@_spi(Engine) import FormUI
import Foundation
@testable import FormUIServer
@testable import gallery
import Testing

@Suite("Request decoding")
struct DecodingTests {
    func decode(_ text: String) throws -> [String] {
        try FormURLEncoding.decode(Array(text.utf8)).map { "\($0.name)=\($0.value)" }
    }

    @Test("Form data: + is a space, %XX a byte, order and repeats kept, empty pairs skipped")
    func formData() throws {
        #expect(try decode("a=1&b=two+words&a=%3Cscript%3E%22%27%26") == ["a=1", "b=two words", "a=<script>\"'&"])
        #expect(try decode("flag&&x=&=y&k=v=w") == ["flag=", "x=", "=y", "k=v=w"])
        #expect(try decode("name=%C3%A9t%C3%A9") == ["name=été"])
        #expect(try decode("") == [])
        #expect(try decode("%2B=%2b") == ["+=+"])
    }

    @Test("Form data: past maximumFieldCount decoding stops and says so (nil); empty pairs do not count")
    func fieldCap() throws {
        #expect(try FormURLEncoding.decode(Array("a=1&b=2&c=3".utf8), maximumFieldCount: 3)?.count == 3)
        #expect(try FormURLEncoding.decode(Array("a=1&b=2&c=3".utf8), maximumFieldCount: 2) == nil)
        #expect(try FormURLEncoding.decode(Array("a=1&&&&b=2".utf8), maximumFieldCount: 2)?.count == 2)
        #expect(try FormURLEncoding.decode(Array("a&b&c".utf8), maximumFieldCount: 2) == nil)
        // JSON: each value of an array counts, and an empty array counts as one (it is a field too).
        #expect(try JSONFields.decode(Array(#"{"a": [1, 2], "b": 3}"#.utf8), maximumFieldCount: 3)?.reduce(0) { $0 + $1.values.count } == 3)
        #expect(try JSONFields.decode(Array(#"{"a": [1, 2], "b": 3}"#.utf8), maximumFieldCount: 2) == nil)
        #expect(try JSONFields.decode(Array(#"{"a": [], "b": 3}"#.utf8), maximumFieldCount: 1) == nil)
        #expect(try JSONFields.decode(Array(#"{"a": [], "b": 3}"#.utf8), maximumFieldCount: 2)?.count == 2)
    }

    @Test("JSON: values keep their JSON type, arrays are lists, nested values are malformed")
    func jsonValues() throws {
        let fields = try JSONFields.decode(Array(#"{"s": "x", "n": 7, "d": 0.5, "t": true, "z": null, "l": ["a", 1], "one": ["a"]}"#.utf8))
        let byName = Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0) })
        #expect(byName["s"]?.values == [.text("x")])
        #expect(byName["n"]?.values == [.number("7")])
        #expect(byName["d"]?.values == [.number("0.5")])
        #expect(byName["t"]?.values == [.boolean(true)])
        #expect(byName["z"]?.values == [.null])
        #expect(byName["l"]?.values == [.text("a"), .number("1")])
        #expect(byName["l"]?.isList == true)
        #expect(byName["one"]?.isList == true)
        #expect(byName["s"]?.isList == false)
        for body in [#"{"a": {"b": 1}}"#, #"{"a": [[1]]}"#, #"{"a": [{}]}"#, "[1]", "1", "{"] {
            #expect(throws: JSONFields.Malformed.self, "\(body)") { try JSONFields.decode(Array(body.utf8)) }
        }
    }

    @Test("Form data: bad escapes and bytes that are not UTF-8 are malformed")
    func malformedFormData() {
        for text in ["a=%", "a=%4", "a=%zz", "a=%4g", "%=1", "a=%C3", "a=%FF"] {
            #expect(throws: FormURLEncoding.MalformedInput.self, "\(text)") { try decode(text) }
        }
    }

    @Test("Accept: JSON only when it is preferred to HTML; wildcards choose HTML")
    func negotiation() {
        #expect(MediaTypes.prefersJSON("application/json"))
        #expect(MediaTypes.prefersJSON("application/json, text/html;q=0.9"))
        #expect(MediaTypes.prefersJSON("application/json, */*"))
        #expect(!MediaTypes.prefersJSON(nil))
        #expect(!MediaTypes.prefersJSON("*/*"))
        #expect(!MediaTypes.prefersJSON("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"))
        #expect(!MediaTypes.prefersJSON("text/html, application/json"))
        #expect(!MediaTypes.prefersJSON("application/json;q=0"))
        #expect(!MediaTypes.prefersJSON("application/json;q=0.5, text/html"))
    }

    @Test("Origins and Host headers reduce to scheme, host and port, the port defaulting by scheme; anything else is not an origin")
    func origins() {
        typealias Origin = CrossOriginCheck.Origin
        #expect(CrossOriginCheck.origin("https://Example.com") == Origin(scheme: "https", host: "example.com", port: 443))
        #expect(CrossOriginCheck.origin("https://example.com:443") == Origin(scheme: "https", host: "example.com", port: 443))
        #expect(CrossOriginCheck.origin("http://example.com:80") == Origin(scheme: "http", host: "example.com", port: 80))
        #expect(CrossOriginCheck.origin("HTTP://localhost:8080") == Origin(scheme: "http", host: "localhost", port: 8080))
        #expect(CrossOriginCheck.origin("https://example.com:80") == Origin(scheme: "https", host: "example.com", port: 80))
        #expect(CrossOriginCheck.origin("http://[::1]:8080") == Origin(scheme: "http", host: "[::1]", port: 8080))
        #expect(CrossOriginCheck.origin("http://[::1]") == Origin(scheme: "http", host: "[::1]", port: 80))
        for origin in [
            "null", "", "file://", "ftp://example.com", "https://user@example.com", "https://example.com/path",
            "https://example.com:", "https://example.com:x1", "https://example.com:99999", "https://:80", "http://[::1",
        ] {
            #expect(CrossOriginCheck.origin(origin) == nil, "\(origin)")
        }
        #expect(CrossOriginCheck.origin(host: "Example.com", scheme: "https") == Origin(scheme: "https", host: "example.com", port: 443))
        #expect(CrossOriginCheck.origin(host: "Example.com:443", scheme: "http") == Origin(scheme: "http", host: "example.com", port: 443))
        #expect(CrossOriginCheck.origin(host: "127.0.0.1:8080", scheme: "http") == Origin(scheme: "http", host: "127.0.0.1", port: 8080))
    }

    @Test("Session cookies are found among others, quoted or not")
    func cookies() {
        let fields = HTTPFields([HTTPField(name: .cookie, value: "a=1; formui_session=abc ; b=2"), HTTPField(name: .cookie, value: "formui_session=\"def\"")])
        #expect(SessionCookie.values(named: "formui_session", in: fields) == ["abc", "def"])
        #expect(SessionCookie.values(named: "x_formui_session", in: fields) == [])
        // Empty pairs, tabs, a longer name that starts with ours, '=' inside a value, non-ASCII elsewhere.
        let odd = HTTPFields([HTTPField(name: .cookie, value: ";;\tformui_session_old=1; thé=ça ;formui_session=a=b\t;")])
        #expect(SessionCookie.values(named: "formui_session", in: odd) == ["a=b"])
        #expect(SessionCookie.values(named: "thé", in: odd) == ["ça"])
        #expect(SessionCookie.values(named: "formui_session", in: HTTPFields([HTTPField(name: .cookie, value: "formui_session=\"\"")])) == [""])
        let id = SessionID(high: 1, low: 2)
        #expect(SessionCookie.setCookie(name: "s", id: id, secure: true) == "s=00000000000000010000000000000002; Path=/; HttpOnly; SameSite=Lax; Secure")
    }

    @Test("The layout splices the body in, escapes the variables, and a layout without {{{body}}} is refused")
    func layout() throws {
        let layout = try PageLayout(template: "<t>{{title}}</t>{{#flash}}<f>{{flash}}</f>{{/flash}}{{{body}}}<z>{{timeZone}}</z>")
        let html = String(decoding: layout.render(.init(title: "<a&b>", flash: "\"hi\"", timeZone: "UTC"), body: Array("<form>{{x}}</form>".utf8)), as: UTF8.self)
        #expect(html == "<t>&lt;a&amp;b&gt;</t><f>&quot;hi&quot;</f><form>{{x}}</form><z>UTC</z>")
        let noFlash = String(decoding: layout.render(.init(title: "t"), body: []), as: UTF8.self)
        #expect(!noFlash.contains("<f>"))
        #expect(throws: PageLayout.InvalidTemplate.self) { try PageLayout(template: "<p>{{title}}</p>") }
        #expect(throws: PageLayout.InvalidTemplate.self) { try PageLayout(template: "{{#open}}") }
        // A parse error says where, as a compiler would.
        let error = #expect(throws: PageLayout.InvalidTemplate.self) { try PageLayout(template: "<p>\n{{/close}}", source: "t.mustache") }
        #expect(error?.description.hasPrefix("t.mustache:2:") == true, "\(error?.description ?? "")")
    }

    @Test("The repository's Templates/layout.mustache loads and has every variable")
    func repositoryLayout() throws {
        let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")
        let layout = try PageLayout.load(fromDirectory: templates.path, logger: quietLogger)
        #expect(layout.source.hasSuffix("layout.mustache"))
        let variables = PageLayout.Variables(
            title: "Error: T", heading: "T", stylesheet: "/s.css", script: "/s.js", flash: "F", timeZone: "Europe/Paris",
            showsDatesOrTimes: true, path: "/p", home: "/")
        let html = String(decoding: layout.render(variables, body: Array("<form></form>".utf8)), as: UTF8.self)
        for part in ["<title>Error: T</title>", "/s.css", "/s.js", ">F<", "Europe/Paris", "<form></form>", "href=\"/\""] {
            #expect(html.contains(part), "\(part)")
        }
        // The time zone is named only on a page with a date or time control.
        var withoutDates = variables
        withoutDates.showsDatesOrTimes = false
        let plain = String(decoding: layout.render(withoutDates, body: Array("<form></form>".utf8)), as: UTF8.self)
        #expect(!plain.contains("Europe/Paris"))
        #expect(!plain.contains("<footer"))
        // The documentation comment at the top stays a comment: a stray `}}` in it would end it early and
        // print the rest on every page.
        #expect(html.drop(while: \.isWhitespace).hasPrefix("<!doctype html>"), "\(html.prefix(200))")
        #expect(html.components(separatedBy: "<form></form>").count == 2)
    }

    @Test("The gallery's options: durations, ports, TLS pairs, zones and levels are checked")
    func commandLine() throws {
        #expect(GalleryCommand.parseDuration("1800") == .seconds(1800))
        #expect(GalleryCommand.parseDuration("30m") == .seconds(1800))
        #expect(GalleryCommand.parseDuration("90s") == .seconds(90))
        #expect(GalleryCommand.parseDuration("2h") == .seconds(7200))
        #expect(GalleryCommand.parseDuration("250ms") == .milliseconds(250))
        #expect(GalleryCommand.parseDuration("7d") == .seconds(7 * 86400))
        for bad in ["", "0", "-5", "soon", "5w", "nan"] {
            #expect(GalleryCommand.parseDuration(bad) == nil, "\(bad)")
        }
        let command = try GalleryCommand.parse(["--port", "9000", "--session-ttl", "5m", "--time-zone", "Europe/Paris"])
        #expect(command.resolvedPort == 9000)
        #expect(command.host == "127.0.0.1")
        for arguments in [["--tls-cert", "c.pem"], ["--port", "70000"], ["--session-ttl", "later"], ["--time-zone", "Mars/Olympus"], ["--log-level", "loud"]] {
            #expect(throws: (any Error).self, "\(arguments)") { try GalleryCommand.parse(arguments) }
        }
    }
}
