import Foundation
@testable import FormUIServer
import FormUITesting
import Testing

@Suite("The request cycle over HTTP")
struct PostCycleTests {
    @Test("GET shows the page in the layout, never to be cached")
    func getPage() throws {
        try servingPickers { port in
            let response = try HTTPTestClient(port: port).get("/pickers")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            #expect(response.header("Cache-Control") == "no-store")
            #expect(response.text.hasPrefix("<!doctype html>"))
            #expect(response.text.contains("<title>Two pickers</title>"))
            #expect(response.text.contains("<form method=\"post\""))
            #expect(response.text.contains("name=\"first\""))
            // No date or time control here, so the layout does not name the time zone (TimeZoneFooterTests).
            #expect(!response.text.contains("Dates and times"))
        }
    }

    @Test("A good post answers 303 See Other to the page, and the next GET shows the new state")
    func postRedirectGet() throws {
        try servingPickers { port in
            let browser = TestBrowser(port: port)
            let page = try browser.get("/pickers")
            var form = BrowserForm(html: page.text)
            #expect(form["_revision"] == "0")
            #expect(form["first"] == "0")
            form["first"] = "7"
            let response = try browser.post("/pickers", form: form.fields + [("_action", "_apply")])
            #expect(response.status == 303)
            #expect(response.header("Location") == "/pickers")
            #expect(response.header("Cache-Control") == "no-store")

            let after = BrowserForm(html: try browser.get("/pickers").text)
            #expect(after["first"] == "7")
            #expect(after["second"] == "0")
            #expect(after["_revision"] == "1")
        }
    }

    @Test("?choose=NAME opens a navigation-link picker's list; choosing returns to the page")
    func navigationLink() throws {
        let app = try FormApp(testConfiguration())
        app.page("/dessert", title: "Dessert") { NavigationFlavor() }
        try serving(app) { port in
            let browser = TestBrowser(port: port)
            let closed = try browser.get("/dessert").text
            #expect(closed.contains("href=\"/dessert?choose=flavor\""))
            #expect(!closed.contains("picker-navigation-list"))
            let open = try browser.get("/dessert?choose=flavor").text
            #expect(open.contains("picker-navigation-list"))
            #expect(open.contains("value=\"vanilla\""))
            let chosen = try browser.post("/dessert?choose=flavor", form: [("flavor", "vanilla")])
            #expect(chosen.status == 303)
            #expect(chosen.header("Location") == "/dessert")
            #expect(try browser.value(of: "flavor", at: "/dessert") == "vanilla")
        }
    }

    @Test("A post from a navigation-link list redirects to the page without ?choose=")
    func redirectDropsQuery() throws {
        try servingPickers { port in
            let browser = TestBrowser(port: port)
            let response = try browser.post("/segments?choose=size", form: [("size", "large")])
            #expect(response.status == 303)
            #expect(response.header("Location") == "/segments")
            #expect(try browser.value(of: "size", at: "/segments") == "large")
        }
    }

    @Test("Invalid input: 422, the page again with the error summary, an Error: title, the other input kept, state unchanged")
    func invalidInput() throws {
        try servingPickers { port in
            let browser = TestBrowser(port: port)
            _ = try browser.get("/pickers")
            let response = try browser.post("/pickers", form: [("_revision", "0"), ("first", "3"), ("second", "<script>eleven")])
            #expect(response.status == 422)
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            #expect(response.header("Cache-Control") == "no-store")
            let html = response.text
            #expect(html.contains("<title>Error: Two pickers</title>"))
            #expect(html.contains("class=\"error-summary\""))
            #expect(html.contains("There is a problem"))
            #expect(html.contains("href=\"#field-second\""))
            #expect(html.contains("aria-invalid=\"true\""))
            #expect(!html.contains("<script>eleven"))
            // The valid change is kept on the page, but nothing was applied.
            #expect(BrowserForm(html: html)["first"] == "3")
            #expect(try browser.value(of: "first", at: "/pickers") == "0")
            #expect(try browser.value(of: "second", at: "/pickers") == "0")
        }
    }

    @Test("A rejected post keeps the other input but never echoes a password, in HTML or JSON")
    func passwordNeverEchoed() throws {
        let app = try FormApp(testConfiguration())
        app.page("/sign-in", title: "Sign in") { SignIn() }
        try serving(app) { port in
            let browser = TestBrowser(port: port)
            let page = BrowserForm(html: try browser.get("/sign-in").text)
            #expect(page["username"] == "")
            #expect(page["password"] == "")
            let secret = "hunter2-Secret"
            let rejected = try browser.post("/sign-in", form: [
                ("_revision", page["_revision"] ?? "0"), ("username", "ada"), ("password", secret), ("role", "admin"), ("_action", "sign-in"),
            ])
            #expect(rejected.status == 422)
            #expect(rejected.text.contains("<title>Error: Sign in</title>"))
            #expect(BrowserForm(html: rejected.text)["username"] == "ada")
            #expect(!rejected.text.contains(secret))
            #expect(try browser.get("/sign-in?format=json").text.contains(secret) == false)

            let json = try browser.request("POST", "/sign-in", headers: [("Content-Type", "application/json")], body: Array(#"{"password": "hunter2-Secret", "role": "admin"}"#.utf8))
            #expect(json.status == 422)
            #expect(!json.text.contains(secret))

            // Accepted: applied, the action ran, and the page still does not show it.
            let accepted = try browser.post("/sign-in", form: [("username", "ada"), ("password", secret), ("role", "editor"), ("_action", "sign-in")])
            #expect(accepted.status == 303)
            let after = try browser.get("/sign-in")
            #expect(after.text.contains("Attempts: 1"))
            #expect(BrowserForm(html: after.text)["username"] == "ada")
            #expect(!after.text.contains(secret))
            #expect(!(try browser.get("/sign-in?format=json").text.contains(secret)))
        }
    }

    @Test("An action no longer on the page: 409 with the current page and a notice")
    func staleAction() throws {
        try servingPickers { port in
            let browser = TestBrowser(port: port)
            _ = try browser.get("/pickers")
            let response = try browser.post("/pickers", form: [("_revision", "0"), ("_action", "delete-item-9")])
            #expect(response.status == 409)
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            let html = response.text
            #expect(HTMLDocument(html).element("div", with: ["class": "flash", "role": "status"]) != nil)
            #expect(html.contains("That action is no longer on the page."))
            #expect(html.contains("<title>Two pickers</title>"))
            #expect(html.contains("name=\"first\""))
        }
    }

    @Test("Two tabs of one session interleave 100 posts on different controls, posting every field, and lose nothing")
    func twoTabs() throws {
        // One client posting as fast as it can: the rate limits are not what is checked.
        try servingPickers({ $0.rateLimits = .unlimited }) { port in
            let browser = TestBrowser(port: port)
            var tabA = BrowserForm(html: try browser.get("/pickers").text)
            var tabB = BrowserForm(html: try browser.get("/pickers").text)
            var expectedFirst = "0"
            var expectedSecond = "0"
            var lost: [String] = []
            for step in 0..<100 {
                // Each tab posts from the page it shows, which is older than the other tab's last post.
                let value = String(step / 2 % 9 + 1)
                let aTurn = step.isMultiple(of: 2)
                var form = aTurn ? tabA : tabB
                if aTurn {
                    if value == expectedFirst { continue }
                    form["first"] = value
                    expectedFirst = value
                } else {
                    if value == expectedSecond { continue }
                    form["second"] = value
                    expectedSecond = value
                }
                let response = try browser.post("/pickers", form: form.fields + [("_action", "_apply")])
                if response.status != 303 { lost.append("step \(step): \(response.status)") }
                // The browser follows the redirect: that tab now shows the latest state.
                let reloaded = BrowserForm(html: try browser.get("/pickers").text)
                if reloaded["first"] != expectedFirst || reloaded["second"] != expectedSecond {
                    lost.append("step \(step): first \(reloaded["first"] ?? "-") second \(reloaded["second"] ?? "-"), expected \(expectedFirst) \(expectedSecond)")
                }
                if aTurn { tabA = reloaded } else { tabB = reloaded }
            }
            #expect(lost == [])
            #expect(try browser.value(of: "first", at: "/pickers") == expectedFirst)
            #expect(try browser.value(of: "second", at: "/pickers") == expectedSecond)
            let revision = try browser.describe("/pickers")["revision"] as? Int
            #expect(revision == 100)
        }
    }

    @Test("Bad percent escapes, non-UTF-8 form data and a cut multipart body are 400; other content types 415; other methods 405")
    func malformedPosts() throws {
        try servingPickers { port in
            let client = HTTPTestClient(port: port)
            let form = [("Content-Type", "application/x-www-form-urlencoded")]
            #expect(try client.request("POST", "/pickers", headers: form, body: Array("first=%zz".utf8)).status == 400)
            #expect(try client.request("POST", "/pickers", headers: form, body: Array("first=%4".utf8)).status == 400)
            #expect(try client.request("POST", "/pickers", headers: form, body: Array("first=%FF%FE".utf8)).status == 400)
            #expect(try client.get("/pickers?choose=%").status == 400)
            // multipart/form-data is read (MultipartPostTests): one that ends inside a part is malformed.
            let multipart = [("Content-Type", "multipart/form-data; boundary=x")]
            #expect(try client.request("POST", "/pickers", headers: multipart, body: Array("--x\r\nContent-Disposition: form-data; name=\"first\"\r\n\r\n3".utf8)).status == 400)
            #expect(try client.request("POST", "/pickers", headers: [("Content-Type", "text/plain")], body: Array("first=1".utf8)).status == 415)
            let put = try client.request("PUT", "/pickers", body: Array("x".utf8))
            #expect(put.status == 405)
            #expect(put.header("Allow") == "GET, HEAD, POST")
            // `+` is a space: the value "Option 3" is not a value, so this is invalid input, not a bad request.
            #expect(try client.request("POST", "/pickers", headers: form, body: Array("first=Option+3".utf8)).status == 422)
        }
    }

    @Test("More posted fields than maximumFieldCount: 413 with a short body, nothing applied, no session; at the limit, fine")
    func tooManyFields() throws {
        try servingPickers({ $0.maximumFieldCount = 50 }) { port in
            let client = HTTPTestClient(port: port)
            let form = [("Content-Type", "application/x-www-form-urlencoded")]
            // 51 fields, the real one first: refused before any is looked at.
            let many = "first=5&" + (0..<50).map { "x\($0)=1" }.joined(separator: "&")
            let refused = try client.request("POST", "/pickers", headers: form, body: Array(many.utf8))
            #expect(refused.status == 413)
            #expect(refused.header("Content-Type") == "text/plain; charset=utf-8")
            #expect(refused.body.count < 100)
            #expect(!refused.text.contains("x0"))
            #expect(refused.header("Set-Cookie") == nil)
            // Repeats of one name count too.
            let repeated = Array(repeating: "first=5", count: 51).joined(separator: "&")
            #expect(try client.request("POST", "/pickers", headers: form, body: Array(repeated.utf8)).status == 413)
            // JSON: an array's values are fields as well.
            let json = [("Content-Type", "application/json")]
            let array = #"{"first": ["# + Array(repeating: "5", count: 51).joined(separator: ",") + "]}"
            #expect(try client.request("POST", "/pickers", headers: json, body: Array(array.utf8)).status == 413)
            let keys = "{" + (0..<51).map { "\"x\($0)\": 1" }.joined(separator: ",") + "}"
            #expect(try client.request("POST", "/pickers", headers: json, body: Array(keys.utf8)).status == 413)
            #expect(try client.get("/pickers?format=json").json?["revision"] as? Int == 0)

            // Exactly at the limit: decoded and judged as usual (here: 49 unknown names, so 422).
            let fifty = "first=5&" + (0..<49).map { "x\($0)=1" }.joined(separator: "&")
            #expect(try client.request("POST", "/pickers", headers: form, body: Array(fifty.utf8)).status == 422)
        }
    }

    @Test("The default cap is 1,000 fields")
    func defaultFieldCap() throws {
        #expect(testConfiguration().maximumFieldCount == 1_000)
        try servingPickers { port in
            let client = HTTPTestClient(port: port)
            let form = [("Content-Type", "application/x-www-form-urlencoded")]
            let many = Array(repeating: "first=5", count: 1_001).joined(separator: "&")
            let refused = try client.request("POST", "/pickers", headers: form, body: Array(many.utf8))
            #expect(refused.status == 413)
            // At the limit the post is judged as usual: one name 1,000 times is a repeat (422), not too many.
            let limit = Array(repeating: "first=5", count: 1_000).joined(separator: "&")
            #expect(try client.request("POST", "/pickers", headers: form, body: Array(limit.utf8)).status == 422)
            let distinct = "first=5&" + (0..<999).map { "_x\($0)=1" }.joined(separator: "&")
            #expect(try client.request("POST", "/pickers", headers: form, body: Array(distinct.utf8)).status == 303)
        }
    }

    @Test("HEAD answers like GET without a body")
    func head() throws {
        try servingPickers { port in
            let client = HTTPTestClient(port: port)
            let response = try client.request("HEAD", "/pickers")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            #expect(response.header("Cache-Control") == "no-store")
            #expect(response.body.isEmpty)
            // The length a GET would have, not 0.
            #expect((response.header("Content-Length").flatMap { Int($0) } ?? 0) > 1000)
        }
    }

    @Test("Unknown paths are a short 404")
    func notFound() throws {
        try servingPickers { port in
            let client = HTTPTestClient(port: port)
            for path in ["/nothing", "/pickers/", "/pickers/extra", "/PICKERS"] {
                let response = try client.get(path)
                #expect(response.status == 404, "\(path)")
                #expect(response.text.contains("There is no page at this address."))
            }
            #expect(try client.post("/nothing", form: [("first", "1")]).status == 404)
        }
    }

    @Test("Runtime strings in the layout are escaped")
    func layoutEscaping() throws {
        let app = try FormApp(testConfiguration())
        app.page("/x", title: "<script>\"'&") { TwoPickers() }
        try serving(app) { port in
            let response = try HTTPTestClient(port: port).get("/x")
            #expect(response.status == 200)
            #expect(response.text.contains("<title>&lt;script&gt;&quot;&#39;&amp;</title>"))
            #expect(!response.text.contains("<script>\""))
        }
    }

    @Test("The locale comes from the configuration; without one, pages format in en_US")
    func locale() throws {
        for (locale, shown) in [(Locale(identifier: "de_DE"), "1.234,50"), (nil, "1,234.50")] {
            var configuration = testConfiguration()
            if let locale { configuration.locale = locale }
            let app = try FormApp(configuration)
            app.page("/amount", title: "Amount") { Text(1234.5, format: .number.precision(.fractionLength(2))) }
            try serving(app) { port in
                let response = try HTTPTestClient(port: port).get("/amount")
                #expect(response.status == 200)
                #expect(response.text.contains(shown), "\(locale?.identifier ?? "no locale configured")")
            }
        }
    }
}

@Suite("Cross-origin posts")
struct CrossOriginTests {
    func attempt(_ headers: [(String, String)], port: Int) throws -> (status: Int, applied: Bool) {
        let browser = TestBrowser(port: port)
        _ = try browser.get("/pickers")
        let status = try browser.post("/pickers", form: [("first", "9")], headers: headers).status
        return (status, try browser.value(of: "first", at: "/pickers") == "9")
    }

    @Test("Sec-Fetch-Site cross-site or same-site is refused with 403 and changes nothing")
    func secFetchSite() throws {
        try servingPickers { port in
            for site in ["cross-site", "same-site", "Cross-Site"] {
                let result = try attempt([("Sec-Fetch-Site", site)], port: port)
                #expect(result.status == 403, "\(site)")
                #expect(!result.applied)
            }
            for site in ["same-origin", "none"] {
                let result = try attempt([("Sec-Fetch-Site", site)], port: port)
                #expect(result.status == 303, "\(site)")
                #expect(result.applied)
            }
        }
    }

    @Test("An Origin that is not this host is refused; this host's own is accepted")
    func origin() throws {
        try servingPickers { port in
            for origin in ["http://evil.example", "http://127.0.0.1:\(port + 1)", "https://127.0.0.1.evil.example:\(port)", "null", "file://"] {
                let result = try attempt([("Origin", origin)], port: port)
                #expect(result.status == 403, "\(origin)")
                #expect(!result.applied)
            }
            let result = try attempt([("Origin", "http://127.0.0.1:\(port)"), ("Sec-Fetch-Site", "same-origin")], port: port)
            #expect(result.status == 303)
            #expect(result.applied)
        }
    }

    @Test("An Origin with this host and port but another scheme is refused: https:// is not this plain-HTTP server")
    func originScheme() throws {
        try servingPickers { port in
            for origin in ["https://127.0.0.1:\(port)", "HTTPS://127.0.0.1:\(port)"] {
                let result = try attempt([("Origin", origin)], port: port)
                #expect(result.status == 403, "\(origin)")
                #expect(!result.applied)
            }
        }
    }

    @Test("Behind a TLS-terminating proxy (secureCookies: true) the https:// origin of this host is accepted too")
    func originBehindProxy() throws {
        try servingPickers({ $0.secureCookies = true }) { port in
            for origin in ["https://127.0.0.1:\(port)", "http://127.0.0.1:\(port)"] {
                let result = try attempt([("Origin", origin)], port: port)
                #expect(result.status == 303, "\(origin)")
                #expect(result.applied)
            }
            for origin in ["https://127.0.0.1:\(port + 1)", "https://127.0.0.1", "https://evil.example:\(port)"] {
                let result = try attempt([("Origin", origin)], port: port)
                #expect(result.status == 403, "\(origin)")
            }
        }
    }

    /// Posts with `Host` and `Origin` as given (the test client's own Host is 127.0.0.1:PORT).
    func post(host: String, origin: String, port: Int) throws -> Int {
        let body = "first=1"
        let request = "POST /pickers HTTP/1.1\r\nHost: \(host)\r\nOrigin: \(origin)\r\nConnection: close\r\n"
            + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body
        return try HTTPTestClient(port: port).send(raw: Array(request.utf8)).status
    }

    @Test("Default ports go with their scheme: Host example.com is port 80 over HTTP, 443 behind a TLS proxy")
    func defaultPorts() throws {
        try servingPickers({ $0.allowedHosts = ["example.com"] }) { port in
            for (host, origin, status) in [
                ("example.com", "http://example.com", 303),
                ("example.com", "http://example.com:80", 303),
                ("example.com:80", "http://Example.COM", 303),
                ("example.com", "https://example.com", 403),
                ("example.com:443", "https://example.com", 403),
                ("example.com:8443", "https://example.com:8443", 403),
                ("[::1]:8080", "http://[::1]:8080", 303),
                ("[::1]:8080", "http://[::1]", 403),
            ] {
                let answer = try post(host: host, origin: origin, port: port)
                #expect(answer == status, "Host \(host), Origin \(origin)")
            }
        }
        try servingPickers({ $0.secureCookies = true; $0.allowedHosts = ["example.com"] }) { port in
            for (host, origin, status) in [
                ("example.com", "https://example.com", 303),
                ("example.com", "https://example.com:443", 303),
                ("example.com:443", "https://example.com", 303),
                ("example.com", "http://example.com", 303),
                ("example.com", "https://example.com:80", 403),
                ("example.com:8443", "https://example.com:8443", 303),
                ("example.com:8443", "https://example.com", 403),
            ] {
                let answer = try post(host: host, origin: origin, port: port)
                #expect(answer == status, "Host \(host), Origin \(origin)")
            }
        }
    }

    @Test("Over TLS the origin must be https:// (checked with the responder, as an embedding server calls it)")
    func originOverTLS() throws {
        let app = try FormApp(testConfiguration())
        app.page("/pickers", title: "Two pickers") { TwoPickers() }
        func status(origin: String, isSecure: Bool) -> Int {
            var head = HTTPRequest(method: .post, scheme: isSecure ? "https" : "http", authority: "example.com", path: "/pickers")
            head.headerFields[.origin] = origin
            return app.responder.respond(to: HTTPServerRequest(head: head, isSecure: isSecure)).head.status.code
        }
        #expect(status(origin: "https://example.com", isSecure: true) == 303)
        #expect(status(origin: "http://example.com", isSecure: true) == 403)
        #expect(status(origin: "http://example.com", isSecure: false) == 303)
        #expect(status(origin: "https://example.com", isSecure: false) == 403)
    }

    @Test("A post without those headers (curl) passes")
    func curl() throws {
        try servingPickers { port in
            let result = try attempt([], port: port)
            #expect(result.status == 303)
            #expect(result.applied)
        }
    }

    @Test("A cross-site JSON post is refused too")
    func json() throws {
        try servingPickers { port in
            let client = HTTPTestClient(port: port)
            let response = try client.request("POST", "/pickers", headers: [("Content-Type", "application/json"), ("Sec-Fetch-Site", "cross-site")], body: Array(#"{"first": 2}"#.utf8))
            #expect(response.status == 403)
        }
    }
}

@Suite("JSON")
struct JSONTests {
    @Test("GET with Accept: application/json or ?format=json describes the page")
    func describe() throws {
        try servingPickers { port in
            let client = HTTPTestClient(port: port)
            for (target, headers) in [("/pickers", [("Accept", "application/json")]), ("/pickers?format=json", [])] {
                let response = try client.get(target, headers: headers)
                #expect(response.status == 200)
                #expect(response.header("Content-Type") == "application/json")
                #expect(response.header("Cache-Control") == "no-store")
                let json = try #require(response.json)
                #expect(json["revision"] as? Int == 0)
                let controls = try #require(json["controls"] as? [[String: Any]])
                #expect(controls.compactMap { $0["name"] as? String } == ["first", "second"])
                #expect(controls.first?["kind"] as? String == "picker")
                #expect((controls.first?["options"] as? [Any])?.count == 10)
            }
            // A browser's Accept gets HTML.
            let browser = try client.get("/pickers", headers: [("Accept", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")])
            #expect(browser.header("Content-Type") == "text/html; charset=utf-8")
        }
    }

    @Test("POST a JSON object: 200 with the new description; 422 and 409 as {kind, problems}")
    func post() throws {
        try servingPickers { port in
            let browser = TestBrowser(port: port)
            let json = [("Content-Type", "application/json"), ("Accept", "application/json")]
            let good = try browser.request("POST", "/pickers", headers: json, body: Array(#"{"_revision": 0, "first": 4, "second": "6"}"#.utf8))
            #expect(good.status == 200)
            #expect(good.header("Content-Type") == "application/json")
            let description = try #require(good.json)
            #expect(description["revision"] as? Int == 1)
            let values = (description["controls"] as? [[String: Any]])?.compactMap { $0["value"] as? String }
            #expect(values == ["4", "6"])

            let invalid = try browser.request("POST", "/pickers", headers: json, body: Array(#"{"first": "eleven"}"#.utf8))
            #expect(invalid.status == 422)
            let problem = try #require(invalid.json)
            #expect(problem["kind"] as? String == "invalidInput")
            let problems = try #require(problem["problems"] as? [[String: Any]])
            #expect(problems.first?["name"] as? String == "first")
            #expect(try browser.value(of: "first", at: "/pickers") == "4")

            let stale = try browser.request("POST", "/pickers", headers: json, body: Array(#"{"_action": "gone"}"#.utf8))
            #expect(stale.status == 409)
            #expect(stale.json?["kind"] as? String == "staleAction")

            for body in ["[1, 2]", #"{"first": {"nested": 1}}"#, "{", "\"first\""] {
                let malformed = try browser.request("POST", "/pickers", headers: json, body: Array(body.utf8))
                #expect(malformed.status == 400, "\(body)")
            }
        }
    }
}

@Suite("Static files")
struct StaticFileTests {
    @Test("Files in Public/ are served; paths outside it are 404 and leak nothing")
    func staticFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formui-static-\(UUID().uuidString)")
        let publicDirectory = root.appendingPathComponent("Public")
        try FileManager.default.createDirectory(at: publicDirectory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("body { color: teal }\n".utf8).write(to: publicDirectory.appendingPathComponent("formui.css"))
        try Data("top secret\n".utf8).write(to: root.appendingPathComponent("secret.txt"))
        try FileManager.default.createDirectory(at: publicDirectory.appendingPathComponent("icons"), withIntermediateDirectories: true)

        try servingPickers({ $0.publicDirectory = publicDirectory.path }) { port in
            let client = HTTPTestClient(port: port)
            let css = try client.get("/formui.css")
            #expect(css.status == 200)
            #expect(css.text == "body { color: teal }\n")
            #expect(css.header("Content-Type")?.hasPrefix("text/css") == true)

            // A directory's trailing-slash redirect stays on this site, whatever slashes the target began with.
            for target in ["/icons", "//icons", "///icons"] {
                let redirect = try client.get(target)
                #expect(redirect.status == 301, "\(target)")
                #expect(redirect.header("Location") == "/icons/", "\(target)")
            }

            for target in ["/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt", "/./../secret.txt", "/missing.css"] {
                let response = try client.get(target)
                #expect(response.status == 404, "\(target)")
                #expect(!response.text.contains("top secret"), "\(target)")
            }
        }
    }
}
