import Foundation
import FormUITesting
import HTTPTypes
import Testing
@testable import FormUIServer

/// What the dev loop changes in an app (the plugin itself is driven in DevelopmentLoopBrowserTests): its
/// folder and port from the environment, loopback only, and the reload script and instance served only
/// under the loop and only to loopback.
@Suite("The dev loop's side of the app")
struct DevelopmentLoopTests {
    @Test func outsideTheLoopNothingChanges() throws {
        var configuration = testConfiguration()
        configuration.server.host = "0.0.0.0"
        let applied = DevelopmentLoop.applied(to: configuration, environment: ["PORT": "9000"])
        #expect(!applied.reloadsPagesOnRestart)
        #expect(applied.server.host == "0.0.0.0")
        #expect(applied.sessionStorage.description == "memory")
        #expect(applied.dataLocation == "memory")
    }

    @Test func theLoopKeepsStateInItsFolderOnLoopback() {
        var configuration = testConfiguration()
        configuration.server.host = "0.0.0.0"
        let applied = DevelopmentLoop.applied(to: configuration, environment: ["FORMUI_DEV_LOOP": "/tmp/loop", "FORMUI_DEV_LOOP_PORT": "18123"])
        #expect(applied.reloadsPagesOnRestart)
        #expect(applied.server.host == "127.0.0.1", "never reachable from outside loopback")
        #expect(applied.server.port == 18123)
        #expect(applied.sessionStorage.description == "sqlite:/tmp/loop/sessions.sqlite")
        #expect(applied.dataLocation == "sqlite:/tmp/loop/data.sqlite")
    }

    @Test func aStoreTheCodeChoseIsKept() {
        var configuration = testConfiguration()
        configuration.sessionStorage = .postgres(url: "postgresql://db/app")
        configuration.dataLocation = "sqlite:/srv/data.sqlite"
        let applied = DevelopmentLoop.applied(to: configuration, environment: ["FORMUI_DEV_LOOP": "/tmp/loop"])
        #expect(applied.sessionStorage.description == "postgresql://db/app")
        #expect(applied.dataLocation == "sqlite:/srv/data.sqlite")
    }

    /// `GET path` from `peer`, straight to the app's responder.
    private func get(_ path: String, from peer: String, _ app: FormApp) -> HTTPServerResponse {
        app.responder.respond(to: HTTPServerRequest(
            head: HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: path), remoteAddress: peer))
    }

    @Test func theScriptAndInstanceAreServedOnlyUnderTheLoopAndToLoopback() throws {
        let plain = try FormApp(testConfiguration())
        plain.page("/", title: "Home") { Text("Hi") }
        #expect(get(DevelopmentLoop.instancePath, from: "127.0.0.1:5000", plain).head.status == .notFound)
        #expect(!String(decoding: get("/", from: "127.0.0.1:5000", plain).body, as: UTF8.self).contains("/_formui/dev/"))

        var configuration = testConfiguration()
        configuration.reloadsPagesOnRestart = true
        let looped = try FormApp(configuration)
        looped.page("/", title: "Home") { Text("Hi") }
        let page = String(decoding: get("/", from: "127.0.0.1:5000", looped).body, as: UTF8.self)
        #expect(HTMLDocument(page).element("script", with: ["src": DevelopmentLoop.scriptURL, "defer": ""]) != nil, "\(page)")
        let instance = get(DevelopmentLoop.instancePath, from: "[::1]:5000", looped)
        #expect(instance.head.status == .ok)
        #expect(String(decoding: instance.body, as: UTF8.self) == DevelopmentLoop.instance)
        #expect(instance.head.headerFields[.cacheControl] == "no-store")
        let script = get("/_formui/dev/reload.js?x", from: "127.0.0.1:5000", looped)
        #expect(script.head.headerFields[.contentType] == "text/javascript; charset=utf-8")
        #expect(get(DevelopmentLoop.instancePath, from: "192.0.2.7:5000", looped).head.status == .notFound, "never to another machine")
        #expect(get("/_formui/dev/other", from: "127.0.0.1:5000", looped).head.status == .notFound)
    }
}
