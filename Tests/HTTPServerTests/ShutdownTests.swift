import Dispatch
import Foundation
import Testing

@testable import HTTPServer

#if canImport(Glibc)
import Glibc
#endif

/// Graceful stop: stop accepting, finish in-flight requests, close idle connections, return.
/// Serialized because a test sends SIGTERM and SIGINT to the test process itself (caught by
/// `runUntilSignalled` while it runs).
@Suite(.serialized) struct ShutdownTests {
    /// Holds a request in the responder until the test lets it go.
    final class GateResponder: HTTPResponder, @unchecked Sendable {
        let started = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        func respond(to request: HTTPServerRequest) -> HTTPServerResponse {
            if request.head.path == "/gate" {
                started.signal()
                _ = proceed.wait(timeout: .now() + 10)
            }
            return HTTPServerResponse(status: .ok, body: Array("done\n".utf8))
        }
    }

    @Test func inFlightRequestFinishesAndIdleConnectionsClose() throws {
        let gate = GateResponder()
        let server = try startServer(responder: gate)
        let port = server.localPort
        let idle = try TestConnection(port: port)
        #expect(try idle.request("GET / HTTP/1.1\r\nHost: x\r\n\r\n").status == 200)
        let busy = try TestConnection(port: port)
        try busy.send("GET /gate HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(gate.started.wait(timeout: .now() + 10) == .success)

        let (stopped, start, refused) = beginStop(server, port: port)
        #expect(refused)
        gate.proceed.signal()
        let response = try busy.readResponse()
        #expect(response.status == 200)
        #expect(response.bodyText == "done\n")
        #expect(response.header("Connection") == "close")
        #expect(try busy.waitForClose())
        var received: [UInt8] = []
        #expect(try idle.waitForClose(received: &received))
        #expect(received.isEmpty)
        #expect(stopped.wait(timeout: .now() + 10) == .success)
        #expect(elapsed(since: start) < 10)
    }

    /// A request that arrives on a kept-alive connection just as the stop begins, before the server
    /// has read it, is answered with `Connection: close` (or the connection ends with a FIN): never
    /// a reset, which closing over its unread bytes would send. One loop, held busy by a gated
    /// request, so that the request sits unread when the loop drains.
    @Test func requestArrivingAsTheStopBeginsIsNotReset() throws {
        let gate = GateResponder()
        let server = try startServer(responder: gate) { $0.eventLoopCount = 1 }
        let port = server.localPort
        let keptAlive = try TestConnection(port: port)
        #expect(try keptAlive.request("GET / HTTP/1.1\r\nHost: x\r\n\r\n").status == 200)
        let busy = try TestConnection(port: port)
        try busy.send("GET /gate HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(gate.started.wait(timeout: .now() + 10) == .success)

        let (stopped, _, refused) = beginStop(server, port: port)
        #expect(refused)
        try keptAlive.send("GET /late HTTP/1.1\r\nHost: x\r\n\r\n")
        // The late request has left the client for the server's socket before the busy one ends.
        let late = try #require(keptAlive.stream as? SocketStream)
        #expect(waitUntil(timeout: 5) { KernelQueues.unsentBytes(of: late) == 0 }, "the late request was delivered")
        gate.proceed.signal()
        #expect(try busy.readResponse().status == 200)
        // Read to the end as it is: `waitForClose` would count a reset as a close.
        var received: [UInt8] = []
        var ending = "EOF"
        while true {
            do {
                let chunk = try keptAlive.stream.receive(max: 65536)
                if chunk.isEmpty { break }
                received += chunk
            } catch {
                ending = "\(error)"
                break
            }
        }
        #expect(ending == "EOF", "the connection ended with \(ending), after \(received.count) bytes")
        let text = String(decoding: received, as: UTF8.self)
        #expect(text.isEmpty || (text.hasPrefix("HTTP/1.1 200 ") && text.contains("Connection: close\r\n")), "\(text)")
        #expect(stopped.wait(timeout: .now() + 10) == .success)
    }

    @Test func graceElapsedClosesWhatIsLeft() throws {
        let server = try startServer { $0.timeouts.shutdownGrace = .ms(300) }
        let client = try TestConnection(port: server.localPort)
        try client.send("GET / HTTP/1.1\r\nHost: x\r\nX-Half: ")  // never finished
        #expect(KernelQueues.waitUntilServerHasTakenEverything(port: server.localPort, connections: 1), "the server holds the half-sent request")
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

    @Test(arguments: [SIGTERM, SIGINT])
    func signalStopsRunUntilSignalled(_ signalNumber: Int32) throws {
        let server = try startServer()
        let port = server.localPort
        let ready = DispatchSemaphore(value: 0)
        let returned = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            server.runUntilSignalled(onReady: { ready.signal() })
            returned.signal()
        }
        #expect(ready.wait(timeout: .now() + 10) == .success)
        let client = try TestConnection(port: port)
        #expect(try client.request("GET / HTTP/1.1\r\nHost: x\r\n\r\n").status == 200)
        kill(getpid(), signalNumber)
        #expect(returned.wait(timeout: .now() + 10) == .success)
        #expect(try client.waitForClose())
        #expect(throws: TestFailure.self) { _ = try SocketStream(port: port) }
    }

    @Test func runUntilSignalledReturnsWhenShutDownElsewhere() throws {
        let server = try startServer()
        let returned = DispatchSemaphore(value: 0)
        let ready = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            server.runUntilSignalled(onReady: { ready.signal() })
            returned.signal()
        }
        #expect(ready.wait(timeout: .now() + 10) == .success)
        #expect(returned.wait(timeout: .now() + .milliseconds(200)) == .timedOut, "it must block until told")
        server.shutdown()
        #expect(returned.wait(timeout: .now() + 10) == .success)
    }
}

/// Calls `server.shutdown()` on another thread and waits (10 s at most) until new connections are
/// refused: the stop has begun. Answers the semaphore signalled when `shutdown()` returns, when it was
/// called, and whether the refusal was seen.
private func beginStop(_ server: HTTPServer, port: Int) -> (stopped: DispatchSemaphore, start: ContinuousClock.Instant, refused: Bool) {
    let stopped = DispatchSemaphore(value: 0)
    let start = ContinuousClock.now
    DispatchQueue.global().async {
        server.shutdown()
        stopped.signal()
    }
    let refused = waitUntil(timeout: 10) { (try? SocketStream(port: port, timeout: 1)) == nil }
    return (stopped, start, refused)
}
