import Foundation
import FormUITesting
import Testing
@testable import FormUIServer

// A settings page with a link to a sub-page, tabs, and a preference shared by two pages: served over
// loopback, as a browser without JavaScript uses them.
private struct Preferences: View {
    @State private var name = "Ada"
    @AppStorage("compact") private var compact = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Toggle("Compact", isOn: $compact)
                NavigationLink("Privacy") { PrivacyPage() }
            }
            .navigationTitle("Preferences")
        }
    }
}

private struct PrivacyPage: View {
    @State private var shareData = false

    var body: some View {
        Toggle("Share data", isOn: $shareData)
            .navigationTitle("Privacy")
    }
}

private struct CompactBadge: View {
    @AppStorage("compact") private var compact = false
    var body: some View { Text(compact ? "Compact: on" : "Compact: off") }
}

private struct TwoTabs: View {
    @State private var count = 0
    @State private var selected = 1
    var body: some View {
        TabView(selection: $selected) {
            Button("Go to two") { selected = 2 }.tabItem { Text("One") }.tag(1)
            Button("Count \(count)") { count += 1 }.tabItem { Text("Two") }.tag(2)
        }
    }
}

private struct Signup: View {
    @State private var email = ""
    @State private var showsWelcome = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Email", text: $email)
                Button("Sign up") { showsWelcome = true }
            }
            .navigationDestination(isPresented: $showsWelcome) { WelcomeView() }
        }
    }
}

private struct WelcomeView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Start over") { dismiss() }
            .navigationTitle("Welcome")
    }
}

private struct CountedPreferences: View {
    let counter: EvaluationCounter
    var body: some View {
        let _ = counter.tick()
        Preferences()
    }
}

private struct Router: View {
    @State private var path: [Int] = []
    @Environment(\.openURL) private var openURL

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                Button("Seven") { path.append(7) }
                Button("Docs") { openURL(URL(string: "https://example.com/docs")!) }
                Button("Sneaky") { openURL(URL(string: "javascript:alert(1)")!) }
            }
            .navigationDestination(for: Int.self) { Text("Number \($0)") }
        }
    }
}

@Suite("Navigation links, tabs and @AppStorage over HTTP")
struct NavigationServingTests {
    private func app() throws -> FormApp {
        let app = try FormApp(testConfiguration())
        app.page("/preferences", title: "Settings") { Preferences() }
        app.page("/badge", title: "Badge") { CompactBadge() }
        app.page("/tabs", title: "Tabs") { TwoTabs() }
        app.page("/signup", title: "Sign up") { Signup() }
        app.page("/router", title: "Router") { Router() }
        return app
    }

    @Test("A page's .navigationTitle is its <title> and heading; a link leads to a sub-page with a way back")
    func subPages() throws {
        try serving(try app()) { (port: Int) throws in
            let browser = TestBrowser(port: port)
            let page = try browser.get("/preferences")
            #expect(page.status == 200)
            #expect(page.text.contains("<title>Preferences</title>"))
            #expect(HTMLDocument(page.text).element("a", with: ["class": "push-link", "href": "/preferences/privacy"]) != nil)
            let sub = try browser.get("/preferences/privacy")
            #expect(sub.status == 200)
            #expect(sub.text.contains("<title>Privacy</title>"))
            #expect(sub.text.contains("<a href=\"/preferences\"><span aria-hidden=\"true\">‹ </span>Back to Preferences</a>"))
            #expect(!sub.text.contains("name=\"name\""), "the page around the sub-page is not shown")

            let post = try browser.post("/preferences/privacy", form: [("share-data", "on")])
            #expect(post.status == 303)
            #expect(post.header("Location") == "/preferences/privacy")
            let shared = try browser.value(of: "share-data", at: "/preferences/privacy")
            #expect(shared == "on")
            // The page's own post still works, in the same session.
            #expect(try browser.post("/preferences", form: [("name", "Grace")]).status == 303)
            let name = try browser.value(of: "name", at: "/preferences")
            #expect(name == "Grace")
            let stillShared = try browser.value(of: "share-data", at: "/preferences/privacy")
            #expect(stillShared == "on")
        }
    }

    @Test("A post that presents a destination through a binding is sent on to its sub-page; dismiss() comes back")
    func presentedDestinations() throws {
        try serving(try app()) { (port: Int) throws in
            let browser = TestBrowser(port: port)
            let post = try browser.post("/signup", form: [("email", "kim@example.com"), ("_action", "sign-up")])
            #expect(post.status == 303)
            #expect(post.header("Location") == "/signup/welcome")
            let welcome = try browser.get("/signup/welcome")
            #expect(welcome.status == 200)
            #expect(welcome.text.contains("<title>Welcome</title>"))
            let back = try browser.post("/signup/welcome", form: [("_action", "start-over")])
            #expect(back.status == 303)
            #expect(back.header("Location") == "/signup")
            #expect(try browser.value(of: "email", at: "/signup") == "kim@example.com")
        }
    }

    @Test("A GET of a sub-page evaluates the page once; one that is not there is 404 and leaves the session as it was")
    func subPageGetIsOneEvaluation() throws {
        let counter = EvaluationCounter()
        let app = try FormApp(testConfiguration())
        app.page("/counted", title: "Counted") { CountedPreferences(counter: counter) }
        try serving(app) { (port: Int) throws in
            let browser = TestBrowser(port: port)
            #expect(try browser.post("/counted", form: [("name", "Grace")]).status == 303)
            // The first showing of a view's @State declarations in the process compares their initial
            // values with a second evaluation, once (Session/FirstShowing.swift): count after it.
            #expect(try browser.get("/counted/privacy").status == 200)
            var before = counter.value
            #expect(try browser.get("/counted/privacy").status == 200)
            #expect(counter.value - before == 1, "one evaluation answers whether the sub-page exists and renders it")
            before = counter.value
            #expect(try browser.get("/counted/nowhere").status == 404)
            #expect(counter.value - before == 1)
            // A made-up address leaves no record behind: a post from the real sub-page still merges.
            #expect(try browser.post("/counted/privacy", form: [("share-data", "on")]).status == 303)
            #expect(try browser.value(of: "share-data", at: "/counted/privacy") == "on")
        }
    }

    @Test("A value pushed on a stack's path sends the post to its address; openURL sends the browser to a safe address only")
    func pathsAndOpenedAddresses() throws {
        try serving(try app()) { (port: Int) throws in
            let browser = TestBrowser(port: port)
            let push = try browser.post("/router", form: [("_action", "seven")])
            #expect(push.status == 303)
            #expect(push.header("Location") == "/router/7")
            #expect(try browser.get("/router/7").text.contains("Number 7"))
            // Another origin: a page that goes on at once and links there (a 303 would be refused by the
            // page's form-action policy, and could not be followed by the script's fetch).
            let docs = try browser.post("/router", form: [("_action", "docs")])
            #expect(docs.status == 200)
            #expect(docs.header("Refresh") == "0;url=https://example.com/docs")
            #expect(docs.text.contains("<a href=\"https://example.com/docs\">https://example.com/docs</a>"))
            #expect(docs.header("Location") == nil)
            let sneaky = try browser.post("/router", form: [("_action", "sneaky")])
            #expect(sneaky.header("Location") == "/router", "a javascript: address is not followed")
        }
    }

    @Test("A sub-page no link leads to is 404, for GET and POST")
    func unknownSubPages() throws {
        try serving(try app()) { (port: Int) throws in
            let browser = TestBrowser(port: port)
            #expect(try browser.get("/preferences/nowhere").status == 404)
            #expect(try browser.get("/preferences/privacy/deeper").status == 404)
            #expect(try browser.get("/preferences/Privacy").status == 404)
            #expect(try browser.get("/preferences/..%2F..%2Fetc").status == 404)
            #expect(try browser.post("/preferences/nowhere", form: [("share-data", "on")]).status == 404)
            #expect(try browser.get("/badge/privacy").status == 404)
        }
    }

    @Test("A post from a tab returns to that tab")
    func tabs() throws {
        try serving(try app()) { (port: Int) throws in
            let browser = TestBrowser(port: port)
            let tab = try browser.get("/tabs?tab=two")
            #expect(HTMLDocument(tab.text).element("a", with: ["href": "?tab=two", "aria-current": "page"]) != nil)
            let post = try browser.post("/tabs?tab=two", form: [("_action", "count")])
            #expect(post.status == 303)
            #expect(post.header("Location") == "/tabs?tab=two")
            #expect(try browser.get("/tabs?tab=two").text.contains("Count 1"))
            // A post that chooses another tab by the selection binding goes to that tab's address.
            #expect(try browser.get("/tabs?tab=one").status == 200)
            let jump = try browser.post("/tabs?tab=one", form: [("_action", "go-to-two")])
            #expect(jump.status == 303)
            #expect(jump.header("Location") == "/tabs?tab=two")
        }
    }

    @Test("@AppStorage is kept for the session and shared by its pages")
    func appStorage() throws {
        try serving(try app()) { (port: Int) throws in
            let browser = TestBrowser(port: port)
            #expect(try browser.get("/badge").text.contains("Compact: off"))
            #expect(try browser.post("/preferences", form: [("compact", "on")]).status == 303)
            #expect(try browser.get("/badge").text.contains("Compact: on"))
            let stranger = TestBrowser(port: port)
            #expect(try stranger.get("/badge").text.contains("Compact: off"))
        }
    }
}
