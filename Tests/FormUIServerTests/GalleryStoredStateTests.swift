import Foundation
import Testing
@testable import FormUI
@testable import FormUIServer
@testable import gallery

@Suite("Gallery state in a session store")
struct GalleryStoredStateTests {
    @Test("Every page of the gallery keeps its state in a store outside the process: no property of a type that cannot be stored")
    func galleryStateIsStorable() throws {
        let app = try GalleryApp.make(testConfiguration())
        try serving(app) { port throws in
            let client = HTTPTestClient(port: port)
            for (path, _) in app.pages {
                let status = try client.get(path).status
                #expect(status == 200, "\(path)")
            }
        }
        let problems = StoredPropertyOrigins.unstorable().filter { $0.view.hasPrefix("gallery.") || $0.view.hasPrefix("ReferenceExamples.") }
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("The gallery's --sessions: memory unless told, sqlite:PATH, anything else refused")
    func sessionsOption() throws {
        let fromEnvironment = ProcessInfo.processInfo.environment["FORMUI_SESSIONS"]
        let unset = try GalleryCommand.parse([]).resolvedSessions
        #expect(unset == (fromEnvironment.flatMap { $0.isEmpty ? nil : $0 } ?? "memory"))
        let chosen = try GalleryCommand.parse(["--sessions", "sqlite:/tmp/x.sqlite"]).resolvedSessions
        #expect(chosen == "sqlite:/tmp/x.sqlite")
        #expect(throws: (any Error).self) { try GalleryCommand.parseAsRoot(["--sessions", "postgres"]) }
    }
}
