import FormUIServer
import FormUITesting
import Testing

/// “Getting started”: the tip calculator shows what the article says, and takes a bill and a tip.
@Suite struct GettingStartedTests {
    @Test func theAppShowsItsWindow() throws {
        let tester = ViewTester(app: TipsApp.self)
        #expect(tester.title == "Tips")
        #expect(tester.control("bill")?.value == "42")
        #expect(tester.document().text.contains("$6.30"), "15 % of 42")
    }

    @Test func theArticlesCurlPostsWork() throws {
        let tester = ViewTester(app: TipsApp.self)
        try tester.post(["bill": "80", "tip": "20"])
        #expect(tester.document().text.contains("$16.00"))
    }
}

extension GettingStartedTests {
    @Test func theArticlesCurlLinesWork() throws {
        let running = try FormApp(serving: TipsApp.self, settings: AppSettings(arguments: ["--port", "0"])).start()
        defer { running.stop() }
        let curl = TestBrowser(port: running.port)
        #expect(try curl.post("/", form: [("bill", "80"), ("tip", "20")]).status == 303)
        let json = try curl.get("/?format=json").text
        #expect(json.contains("\"name\":\"bill\""))
        #expect(json.contains("\"value\":\"80\""))
    }
}
