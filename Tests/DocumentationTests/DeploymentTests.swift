import Foundation
import FormUIData
import FormUITesting
import Testing

/// “Deployment”: the configuration the article writes keeps a visitor's expenses across a restart, in
/// SQLite files of a temporary folder, and answers `/healthz` and `/metrics`.
@Suite struct DeploymentTests {
    @Test func expensesOutliveARestart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formui-deployment-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // `dataLocation` is the process's (FormApp sets `ModelStores.location`), and this test shares its
        // process with every other suite: it puts the location back when it ends, and leaves the folder
        // in the temporary directory, since a container another suite makes meanwhile keeps its rows there.
        let location = ModelStores.location
        defer { ModelStores.location = location }

        var cookie: String?
        do {
            let running = try expensesServer(keepingDataIn: folder.path, host: "127.0.0.1", port: 0).start()
            defer { running.stop() }
            let browser = TestBrowser(port: running.port)
            let post = try browser.post("/", form: [("title", "Rent"), ("amount", "900"), ("_action", "add")])
            #expect(post.status == 303)
            #expect(try browser.get("/").text.contains("Rent"))
            #expect(try browser.get("/healthz").status == 200)
            let metrics = try browser.get("/metrics")
            #expect(metrics.status == 200)
            #expect(metrics.text.contains("formui_"))
            cookie = browser.cookie
        }
        let running = try expensesServer(keepingDataIn: folder.path, host: "127.0.0.1", port: 0).start()
        defer { running.stop() }
        let browser = TestBrowser(port: running.port)
        browser.cookie = cookie
        #expect(try browser.get("/").text.contains("Rent"), "the session and the data are kept in the folder's files")
        let stranger = TestBrowser(port: running.port)
        #expect(try !stranger.get("/").text.contains("Rent"))
    }
}
