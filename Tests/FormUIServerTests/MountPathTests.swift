import Foundation
import FormUITesting
import Testing
@testable import FormUIServer

/// An app mounted under a path of a host's addresses (`/admin`), served here by FormUI's own server as a
/// host's router would hand it requests: every address it writes starts with the path, and it answers
/// nothing outside it.
@Suite("An app mounted under a path")
struct MountPathTests {
    struct Orders: View {
        @State private var count = 1

        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Settings") { Text("The settings") }
                    Stepper("Orders: \(count)", value: $count)
                    Label("Starred", systemImage: "star")
                }
                .navigationTitle("Orders")
            }
        }
    }

    struct Note: View {
        @State private var saved: URL?

        var body: some View {
            Form {
                Button("Save") {
                    let url = URL.documentsDirectory.appendingPathComponent("note.txt")
                    try? Data("kept".utf8).write(to: url)
                    saved = url
                }
                if let saved {
                    ShareLink(item: saved) { Text("Share the note") }
                }
            }
        }
    }

    private func serving<T>(_ body: (HTTPTestClient) throws -> T) throws -> T {
        var configuration = testConfiguration()
        configuration.mountPath = "/admin"
        configuration.appName = "Shop"
        let app = try FormApp(configuration)
        app.page("/", title: "Orders") { Orders() }
        app.page("/note", title: "Note") { Note() }
        return try FormUIServerTests.serving(app) { try body(HTTPTestClient(port: $0)) }
    }

    @Test func everyAddressThePageWritesIsUnderTheMount() throws {
        try serving { client in
            let page = try client.get("/admin/")
            #expect(page.status == 200)
            let document = HTMLDocument(page.text)
            #expect(document.element("link", with: ["rel": "stylesheet", "href": "/admin/formui.css"]) != nil)
            #expect(document.element("script", with: ["src": "/admin/formui.js", "defer": ""]) != nil)
            #expect(document.element("a", with: ["class": "app-name", "href": "/admin/"]) != nil)
            let link = try #require(document.element(role: "link", name: "Settings"))
            let href = try #require(link["href"])
            #expect(href.hasPrefix("/admin/"), "\(href)")
            let icons = document.elements(where: { $0.tag == "img" }).compactMap { $0["src"] }
            #expect(!icons.isEmpty && icons.allSatisfy { $0.hasPrefix("/admin/icons/") }, "\(icons)")

            #expect(try client.get(href).text.contains("The settings"), "the link's page answers at its address")
            #expect(try client.get("/admin/formui.css").status == 200)
            #expect(try client.get(icons[0]).status == 200)
            #expect(try client.get("/admin/healthz").status == 200)
        }
    }

    @Test func aPostRedirectsAndScopesItsCookieUnderTheMount() throws {
        try serving { client in
            let post = try client.post("/admin/", form: [("_action", "orders.increment")])
            #expect(post.status == 303)
            #expect(post.header("Location") == "/admin/")
            let cookie = try #require(post.header("Set-Cookie"))
            #expect(cookie.contains("; Path=/admin;"), "\(cookie)")
            let pair = String(cookie.split(separator: ";")[0])
            #expect(try client.get("/admin/", headers: [("Cookie", pair)]).text.contains("Orders: 2"))
        }
    }

    @Test func theVisitorsFilesAreOfferedUnderTheMount() throws {
        try serving { client in
            let post = try client.post("/admin/note", form: [("_action", "save")])
            #expect(post.status == 303)
            let cookie = [("Cookie", String(try #require(post.header("Set-Cookie")).split(separator: ";")[0]))]
            let page = HTMLDocument(try client.get("/admin/note", headers: cookie).text)
            let link = try #require(page.element(role: "link", name: "Share the note"))
            #expect(link["href"] == "/admin/_files/Documents/note.txt")
            #expect(link["download"] != nil, "offered as a download")
            #expect(try client.get("/admin/_files/Documents/note.txt", headers: cookie).body == Array("kept".utf8))
        }
    }

    @Test func outsideTheMountThereIsNothing() throws {
        try serving { client in
            let bare = try client.get("/admin?tab=x")
            #expect(bare.status == 308)
            #expect(bare.header("Location") == "/admin/?tab=x")
            #expect(try client.get("/").status == 404)
            #expect(try client.get("/formui.css").status == 404)
            #expect(try client.get("/administrator/").status == 404)
        }
    }

    @Test("A mount path that is not one stops the app, saying why", arguments: ["admin", "/admin/", "/ad min", "/a//b", "/a?b"])
    func invalidMountPaths(_ path: String) {
        var configuration = testConfiguration()
        configuration.mountPath = path
        #expect(throws: FormAppConfiguration.InvalidSetting.self) { try FormApp(configuration) }
    }

    @Test func aSecureCookieUnderAMountIsSecurePrefixed() {
        #expect(SessionCookie.name("formui_session", secure: true, mounted: true) == "__Secure-formui_session")
        #expect(SessionCookie.name("formui_session", secure: true) == "__Host-formui_session")
        #expect(SessionCookie.name("__Host-formui_session", secure: false, mounted: true) == "formui_session")
    }
}
