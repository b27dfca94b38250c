import Dispatch
import Foundation
import Testing

@testable import HTTPServer

#if canImport(Glibc)
import Glibc
#endif

/// Graceful stop: stop accepting, finish in-flight requests, close idle connections, return.
/// Serialized because one test sends SIGTERM to the test process itself.
@Suite(.serialized) struct ShutdownTests {
    @Test func inFlightRequestFinishesAndIdleConnectionsClose() throws {
        let server = try startServer()
        let port = server.localPort
        let idle = try HTTPTestClient(port: port)
        #expect(try idle.request("GET / HTTP/1.1\r\nHost: x\r\n\r\n").status == 200)
        let busy = try HTTPTestClient(port: port)
        try busy.send("GET /slow?ms=800 HTTP/1.1\r\nHost: x\r\n\r\n")
        usleep(200_000)  // let the server start on it

        let stopped = DispatchSemaphore(value: 0)
        let start = ContinuousClock.now
        DispatchQueue.global().async {
            server.shutdown()
            stopped.signal()
        }
        let response = try busy.readResponse()
        #expect(response.status == 200)
        #expect(response.bodyText == "slept 800\n")
        #expect(response.header("Connection") == "close")
        #expect(try busy.waitForClose())
        var received: [UInt8] = []
        #expect(try idle.waitForClose(received: &received))
        #expect(received.isEmpty)
        #expect(stopped.wait(timeout: .now() + 10) == .success)
        #expect(elapsed(since: start) < 10)
        // No longer accepting.
        #expect(throws: TestFailure.self) { _ = try SocketStream(port: port) }
    }

    @Test func graceElapsedClosesWhatIsLeft() throws {
        let server = try startServer { $0.timeouts.shutdownGrace = .ms(300) }
        let client = try HTTPTestClient(port: server.localPort)
        try client.send("GET / HTTP/1.1\r\nHost: x\r\nX-Half: ")  // never finished
        usleep(100_000)
        let start = ContinuousClock.now
        server.shutdown()
        #expect(elapsed(since: start) < 5)
        #expect(try client.waitForClose())
    }

    @Test func shutdownTwiceAndBeforeStartIsHarmless() throws {
        let never = HTTPServer(configuration: .init(port: 0), responder: EchoResponder(), logger: quietLogger)
        never.shutdown()
        let server = try startServer()
        server.shutdown()
        server.shutdown()
        #expect(throws: HTTPServerError.self) { try server.start() }
    }

    @Test func sigtermStopsRunUntilSignalled() throws {
        let server = try startServer()
        let port = server.localPort
        let ready = DispatchSemaphore(value: 0)
        let returned = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            server.runUntilSignalled(onReady: { ready.signal() })
            returned.signal()
        }
        #expect(ready.wait(timeout: .now() + 10) == .success)
        let client = try HTTPTestClient(port: port)
        #expect(try client.request("GET / HTTP/1.1\r\nHost: x\r\n\r\n").status == 200)
        kill(getpid(), SIGTERM)
        #expect(returned.wait(timeout: .now() + 10) == .success)
        #expect(try client.waitForClose())
        #expect(throws: TestFailure.self) { _ = try SocketStream(port: port) }
    }
}
