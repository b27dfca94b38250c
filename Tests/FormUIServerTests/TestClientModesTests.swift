import Foundation
@testable import FormUIServer
import Testing

/// The shared client's two modes reach the same responder: what a page answers in process is what
/// the live server sends over loopback (less what only the server adds on the way).
@Suite("One test client, live and in process")
struct TestClientModesTests {
    @Test func aPageAndAPostAnswerTheSameInProcessAndLive() throws {
        let configuration = testConfiguration()
        let app = try FormApp(configuration)
        app.page("/pickers", title: "Two pickers") { TwoPickers() }
        let inProcess = HTTPTestClient.inProcess(app.responder)
        try serving(app) { port in
            let live = HTTPTestClient.live(port: port)
            let page = (inProcess: try inProcess.get("/pickers"), live: try live.get("/pickers"))
            #expect(page.inProcess.status == 200)
            #expect(page.live.status == 200)
            #expect(page.inProcess.header("Content-Type") == page.live.header("Content-Type"))
            #expect(BrowserForm(html: page.inProcess.text)["first"] == "0")
            #expect(BrowserForm(html: page.live.text)["first"] == "0")

            let post = (inProcess: try inProcess.post("/pickers", form: [("first", "3")]),
                        live: try live.post("/pickers", form: [("first", "3")]))
            #expect(post.inProcess.status == 303)
            #expect(post.live.status == 303)
            #expect(post.inProcess.header("Location") == post.live.header("Location"))
            #expect(post.inProcess.header("Set-Cookie")?.hasPrefix("formui_session=") == true)
            #expect(post.live.header("Set-Cookie")?.hasPrefix("formui_session=") == true)

            let missing = (inProcess: try inProcess.get("/nowhere"), live: try live.get("/nowhere"))
            #expect(missing.inProcess.status == 404)
            #expect(missing.live.status == 404)
        }
    }

    @Test func rawBytesNeedALiveServer() throws {
        let app = try FormApp(testConfiguration())
        #expect(throws: TestFailure.self) { try HTTPTestClient.inProcess(app.responder).send(raw: Array("GET / HTTP/1.1\r\n\r\n".utf8)) }
    }
}
