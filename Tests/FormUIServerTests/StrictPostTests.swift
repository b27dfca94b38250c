import Foundation
@testable import FormUIServer
import Testing

/// A control of every built-in kind that has a field, an optional picker, and a button counting presses.
struct EveryKind: View {
    @State private var name = "Ada"
    @State private var password = ""
    @State private var flavor = "vanilla"
    @State private var topping: String? = "nuts"
    @State private var notify = false
    @State private var volume = 5.0
    @State private var scoops = 1
    @State private var presses = 0

    var body: some View {
        Form {
            TextField("Name", text: $name)
            SecureField("Password", text: $password)
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("vanilla")
                Text("Strawberry").tag("strawberry")
            }
            Picker("Topping", selection: $topping) {
                Text("None").tag(String?.none)
                Text("Nuts").tag(Optional("nuts"))
                Text("Sprinkles").tag(Optional("sprinkles"))
            }
            Toggle("Notify", isOn: $notify)
            Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
            Stepper("Scoops: \(scoops)", value: $scoops, in: 0...5)
            Button("Press") { presses += 1 }
            Text("Presses: \(presses)")
        }
    }
}

/// Serves ``EveryKind`` at `/kinds` and the two pickers at `/pickers`.
func servingKinds<T>(_ configure: (inout FormAppConfiguration) -> Void = { _ in }, _ body: (Int) throws -> T) throws -> T {
    var configuration = testConfiguration()
    configure(&configuration)
    let app = try FormApp(configuration)
    app.page("/kinds", title: "Every kind") { EveryKind() }
    app.page("/pickers", title: "Two pickers") { TwoPickers() }
    return try serving(app, body)
}

private let formHeaders = [("Content-Type", "application/x-www-form-urlencoded")]
private let jsonHeaders = [("Content-Type", "application/json"), ("Accept", "application/json")]

@Suite("Strict decoding")
struct StrictDecodingTests {
    /// The values of every control of `/kinds`, by name, from its JSON description.
    func values(_ browser: TestBrowser) throws -> [String: String] {
        let controls = try browser.describe("/kinds")["controls"] as? [[String: Any]] ?? []
        var values: [String: String] = [:]
        for control in controls {
            if let name = control["name"] as? String { values[name] = control["value"] as? String ?? "" }
        }
        return values
    }

    @Test("A single-valued control posted twice is a 422 naming the field, in either order, and nothing is applied")
    func repeatedField() throws {
        try servingKinds { port in
            let browser = TestBrowser(port: port)
            #expect(try browser.post("/kinds", form: [("name", "Grace")]).status == 303)
            let before = try values(browser)
            for body in [
                "flavor=garbage&flavor=strawberry", "flavor=strawberry&flavor=garbage", "flavor=strawberry&flavor=strawberry",
                "name=a&name=b", "volume=3&volume=4", "scoops=2&scoops=3", "topping=&topping=sprinkles",
                "notify=on&notify=off", "notify=garbage&notify=on", "notify=off&notify=on&notify=on",
            ] {
                let response = try browser.request("POST", "/kinds", headers: formHeaders, body: Array(body.utf8))
                #expect(response.status == 422, "\(body)")
                let name = String(body.prefix(while: { $0 != "=" }))
                #expect(response.text.contains("href=\"#field-\(name)\""), "\(body): \(response.text.prefix(300))")
                #expect(response.text.contains("more than once"), "\(body)")
            }
            #expect(try values(browser) == before)
            // The checkbox's hidden "off" followed by "on" is what a browser posts for a checked toggle.
            #expect(try browser.request("POST", "/kinds", headers: formHeaders, body: Array("notify=off&notify=on".utf8)).status == 303)
            #expect(try values(browser)["notify"] == "on")
            #expect(try browser.request("POST", "/kinds", headers: formHeaders, body: Array("notify=off".utf8)).status == 303)
            #expect(try values(browser)["notify"] == "off")
        }
    }

    @Test("JSON: each control kind takes the JSON types DESIGN §6 lists; anything else is a 422 naming the field")
    func jsonTypes() throws {
        try servingKinds { port in
            let browser = TestBrowser(port: port)
            #expect(try browser.request("POST", "/kinds", headers: jsonHeaders, body: Array(#"{"name": "Grace"}"#.utf8)).status == 200)
            let before = try values(browser)
            for (body, name) in [
                (#"{"name": null}"#, "name"), (#"{"name": true}"#, "name"), (#"{"name": 12345}"#, "name"), (#"{"name": ["a"]}"#, "name"),
                (#"{"password": 987654}"#, "password"),
                (#"{"flavor": ["strawberry"]}"#, "flavor"), (#"{"flavor": ["a", 1]}"#, "flavor"), (#"{"flavor": true}"#, "flavor"),
                (#"{"flavor": null}"#, "flavor"),
                (#"{"notify": 1}"#, "notify"), (#"{"notify": null}"#, "notify"), (#"{"notify": [true]}"#, "notify"),
                (#"{"volume": true}"#, "volume"), (#"{"volume": null}"#, "volume"), (#"{"volume": [3]}"#, "volume"),
                (#"{"scoops": false}"#, "scoops"), (#"{"scoops": [2]}"#, "scoops"),
                (#"{"topping": ["nuts"]}"#, "topping"), (#"{"topping": false}"#, "topping"),
            ] {
                let response = try browser.request("POST", "/kinds", headers: jsonHeaders, body: Array(body.utf8))
                #expect(response.status == 422, "\(body): \(response.text.prefix(300))")
                let problems = response.json?["problems"] as? [[String: Any]] ?? []
                #expect(problems.contains { $0["name"] as? String == name }, "\(body): \(response.text.prefix(300))")
                #expect(!response.text.contains("987654"), "\(body): a password is never echoed")
            }
            #expect(try values(browser) == before)

            // What each kind takes.
            for (body, name, value) in [
                (#"{"name": "Lin"}"#, "name", "Lin"),
                (#"{"flavor": "strawberry"}"#, "flavor", "strawberry"),
                (#"{"topping": null}"#, "topping", "none"),  // the value the "None" option posts
                (#"{"topping": "sprinkles"}"#, "topping", "sprinkles"),
                (#"{"notify": true}"#, "notify", "on"),
                (#"{"notify": "off"}"#, "notify", "off"),
                (#"{"volume": 7}"#, "volume", "7"),
                (#"{"volume": "8"}"#, "volume", "8"),
                (#"{"scoops": 3}"#, "scoops", "3"),
            ] {
                let response = try browser.request("POST", "/kinds", headers: jsonHeaders, body: Array(body.utf8))
                #expect(response.status == 200, "\(body): \(response.text.prefix(300))")
                #expect(try values(browser)[name] == value, "\(body)")
            }
            // A picker whose options post numbers takes a JSON number.
            #expect(try browser.request("POST", "/pickers", headers: jsonHeaders, body: Array(#"{"first": 4}"#.utf8)).status == 200)
            #expect(try browser.value(of: "first", at: "/pickers") == "4")
        }
    }

    @Test("A _revision that is not one non-negative integer is a 400, form or JSON, and nothing is applied")
    func malformedRevision() throws {
        try servingKinds { port in
            let browser = TestBrowser(port: port)
            #expect(try browser.post("/kinds", form: [("name", "Grace")]).status == 303)
            let digits = String(repeating: "9", count: 500)
            for revision in ["-1", "abc", "1.5", digits, "", "%2B1", "+1", "1e3", "0x1", "%201"] {
                let body = "_revision=\(revision)&name=Changed"
                let response = try browser.request("POST", "/kinds", headers: formHeaders, body: Array(body.utf8))
                #expect(response.status == 400, "\(revision)")
                #expect(response.text.contains("_revision"), "\(revision)")
            }
            let repeated = try browser.request("POST", "/kinds", headers: formHeaders, body: Array("_revision=1&_revision=1&name=Changed".utf8))
            #expect(repeated.status == 400)
            for revision in ["-1", "1.5", "\"abc\"", "true", "null", "[1]", digits] {
                let body = #"{"_revision": "# + revision + #", "name": "Changed"}"#
                let response = try browser.request("POST", "/kinds", headers: jsonHeaders, body: Array(body.utf8))
                #expect(response.status == 400, "\(revision)")
            }
            #expect(try values(browser)["name"] == "Grace")
            // A good one still works, as a number or a string of digits.
            #expect(try browser.request("POST", "/kinds", headers: formHeaders, body: Array("_revision=1&name=Lin".utf8)).status == 303)
            #expect(try browser.request("POST", "/kinds", headers: jsonHeaders, body: Array(#"{"_revision": "2", "name": "Kay"}"#.utf8)).status == 200)
            #expect(try values(browser)["name"] == "Kay")
        }
    }
}

@Suite("Stale pages")
struct StalePageTests {
    @Test("A revision the session never had (from the future) is a 409: nothing applied, no action run, the input kept")
    func futureRevision() throws {
        try servingKinds { port in
            let browser = TestBrowser(port: port)
            #expect(try browser.post("/kinds", form: [("name", "Grace")]).status == 303)
            let response = try browser.post("/kinds", form: [
                ("_revision", "7"), ("name", "Mallory"), ("password", "hunter2-Secret"), ("_action", "press"),
            ])
            #expect(response.status == 409)
            #expect(response.text.contains("The page has changed"))
            #expect(response.text.contains("Nothing was applied"))
            let form = BrowserForm(html: response.text)
            #expect(form["name"] == "Mallory")
            #expect(form["_revision"] == "1")
            #expect(!response.text.contains("hunter2-Secret"))
            #expect(response.text.contains("Presses: 0"))
            let page = try browser.get("/kinds").text
            #expect(BrowserForm(html: page)["name"] == "Grace")
            #expect(page.contains("Presses: 0"))

            let json = try browser.request("POST", "/kinds", headers: jsonHeaders, body: Array(#"{"_revision": 9, "name": "Mallory"}"#.utf8))
            #expect(json.status == 409)
            #expect(json.json?["kind"] as? String == "stalePage")
            #expect(try browser.value(of: "name", at: "/kinds") == "Grace")
        }
    }

    @Test("After a restart, a tab still open from before is a 409: its fields and its action are not applied")
    func afterRestart() throws {
        func app() throws -> FormApp {
            let app = try FormApp(testConfiguration())
            app.page("/kinds", title: "Every kind") { EveryKind() }
            return app
        }
        let browser: TestBrowser
        let tab: BrowserForm
        do {
            let running = try app().start()
            defer { running.stop() }
            browser = TestBrowser(port: running.port)
            for _ in 0..<2 {
                #expect(try browser.post("/kinds", form: [("_action", "scoops.increment")]).status == 303)
            }
            tab = BrowserForm(html: try browser.get("/kinds").text)
            #expect(tab["_revision"] == "2")
        }
        let running = try app().start()
        defer { running.stop() }
        let again = TestBrowser(port: running.port)
        again.cookie = browser.cookie
        var form = tab
        form["name"] = "Changed"
        let response = try again.post("/kinds", form: form.fields + [("_action", "scoops.increment")])
        #expect(response.status == 409)
        #expect(BrowserForm(html: response.text)["name"] == "Changed")
        #expect(try again.value(of: "scoops", at: "/kinds") == "1")
        #expect(try again.value(of: "name", at: "/kinds") == "Ada")
    }

    @Test("A tab further behind than the session remembers is a 409 that undoes nothing; its input, re-submitted, applies")
    func olderThanRemembered() throws {
        // Forty posts as fast as the test can send them: the rate limits are not what is checked.
        try servingKinds({ $0.rateLimits = .unlimited }) { port in
            let browser = TestBrowser(port: port)
            let old = BrowserForm(html: try browser.get("/pickers").text)
            // The other tab makes many changes, each followed by its redirect.
            for step in 0..<40 {
                let value = String(step % 9 + 1)
                #expect(try browser.post("/pickers", form: [("second", value), ("_action", "_apply")]).status == 303)
                _ = try browser.get("/pickers")
            }
            let current = try browser.value(of: "second", at: "/pickers")
            var form = old
            form["first"] = "6"
            let response = try browser.post("/pickers", form: form.fields + [("_action", "_apply")])
            #expect(response.status == 409)
            #expect(response.text.contains("The page has changed"))
            #expect(try browser.value(of: "second", at: "/pickers") == current)
            #expect(try browser.value(of: "first", at: "/pickers") == "0")
            // The page keeps what was sent and says what is different now.
            var kept = BrowserForm(html: response.text)
            #expect(kept["first"] == "6")
            #expect(response.text.contains("href=\"#field-second\""))
            #expect(response.text.contains("Option \(current ?? "?")"))
            // The person corrects the field the page points at and sends again.
            kept["second"] = current
            #expect(try browser.post("/pickers", form: kept.fields + [("_action", "_apply")]).status == 303)
            #expect(try browser.value(of: "first", at: "/pickers") == "6")
            #expect(try browser.value(of: "second", at: "/pickers") == current)
        }
    }

    @Test("A tab 15 revisions behind still merges; 16 behind is past what the session remembers (DESIGN §4), a 409")
    func rememberedDepth() throws {
        for (behind, status) in [(15, 303), (16, 409)] {
            try servingKinds { port in
                let browser = TestBrowser(port: port)
                #expect(try browser.post("/pickers", form: [("first", "1")]).status == 303)
                let tab = BrowserForm(html: try browser.get("/pickers").text)
                for step in 0..<behind {
                    #expect(try browser.post("/pickers", form: [("second", String(step % 9 + 1)), ("_action", "_apply")]).status == 303)
                    _ = try browser.get("/pickers")
                }
                let second = try browser.value(of: "second", at: "/pickers")
                var form = tab
                form["first"] = "2"
                #expect(try browser.post("/pickers", form: form.fields + [("_action", "_apply")]).status == status, "\(behind) behind")
                #expect(try browser.value(of: "first", at: "/pickers") == (status == 303 ? "2" : "1"), "\(behind) behind")
                #expect(try browser.value(of: "second", at: "/pickers") == second, "\(behind) behind")
            }
        }
    }

    @Test("Two tabs interleaving 600 posts at random, each posting every field: no change is ever undone")
    func randomTabs() throws {
        // One client posting as fast as it can: the rate limits are not what is checked.
        try servingKinds({ $0.rateLimits = .unlimited }) { port in
            let browser = TestBrowser(port: port)
            var tabs = [BrowserForm(html: try browser.get("/pickers").text), BrowserForm(html: try browser.get("/pickers").text)]
            let names = ["first", "second"]
            var expected = ["0", "0"]
            var generator = SplitMix(seed: 12)
            var undone: [String] = []
            var conflicts = 0
            var step = 0
            while step < 600 {
                // Runs of one tab, sometimes long: the other falls behind by as much.
                let tab = Int(generator.next() % 2)
                let run = generator.next() % 10 == 0 ? Int(generator.next() % 60) + 1 : Int(generator.next() % 4) + 1
                for _ in 0..<run where step < 600 {
                    step += 1
                    var value = String(generator.next() % 10)
                    if value == expected[tab] { value = String((Int(value)! + 1) % 10) }
                    var form = tabs[tab]
                    form[names[tab]] = value
                    var response = try browser.post("/pickers", form: form.fields + [("_action", "_apply")])
                    if response.status == 409 {
                        conflicts += 1
                        // The person sees their input kept, sets the field the page says changed, sends again.
                        var kept = BrowserForm(html: response.text)
                        if kept[names[tab]] != value { undone.append("step \(step): input not kept") }
                        kept[names[1 - tab]] = expected[1 - tab]
                        response = try browser.post("/pickers", form: kept.fields + [("_action", "_apply")])
                    }
                    if response.status != 303 { undone.append("step \(step): \(response.status)") }
                    expected[tab] = value
                    let reloaded = BrowserForm(html: try browser.get("/pickers").text)
                    if reloaded["first"] != expected[0] || reloaded["second"] != expected[1] {
                        undone.append("step \(step): \(reloaded["first"] ?? "-") \(reloaded["second"] ?? "-"), expected \(expected)")
                        expected = [reloaded["first"] ?? "", reloaded["second"] ?? ""]
                    }
                    tabs[tab] = reloaded
                }
            }
            #expect(undone == [])
            // The schedule has runs longer than any memory a session keeps: the 409 path was taken.
            #expect(conflicts > 0)
        }
    }
}

/// A small seeded generator, so that the interleaving is the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Counts evaluations of a page's body.
final class EvaluationCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func tick() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

struct CountedPickers: View {
    let counter: EvaluationCounter

    var body: some View {
        let _ = counter.tick()
        TwoPickers()
    }
}

@Suite("The POST cycle's shape")
struct PostCycleShapeTests {
    @Test("A visitor's first post evaluates the page once: the showing of revision 0 is recorded by that evaluation, and a second tab on it still merges")
    func firstPostIsOneEvaluation() throws {
        let counter = EvaluationCounter()
        let app = try FormApp(testConfiguration())
        app.page("/counted", title: "Counted") { CountedPickers(counter: counter) }
        try serving(app) { port in
            let browser = TestBrowser(port: port)
            let tab = BrowserForm(html: try browser.get("/counted").text)
            var first = tab
            first["first"] = "3"
            let before = counter.value
            #expect(try browser.post("/counted", form: first.fields + [("_action", "_apply")]).status == 303)
            #expect(counter.value - before == 1)
            // The other tab, still at revision 0, changes the other picker: merged, nothing undone.
            var second = tab
            second["second"] = "4"
            #expect(try browser.post("/counted", form: second.fields + [("_action", "_apply")]).status == 303)
            #expect(try browser.value(of: "first", at: "/counted") == "3")
            #expect(try browser.value(of: "second", at: "/counted") == "4")
        }
    }
}
