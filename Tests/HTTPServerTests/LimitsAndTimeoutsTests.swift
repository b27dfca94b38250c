import Foundation
import Testing

@testable import HTTPServer

/// Limits (414, 431, 413, connection cap) and deadlines (head, body, idle), over real sockets.
/// Deadlines are set to a fraction of a second here; the assertions only bound liveness generously.
@Suite struct LimitsAndTimeoutsTests {
    // MARK: Limits

    @Test func longTargetGets414() throws {
        try withServer({ $0.limits.maxURIBytes = 100 }) { server in
            let client = try TestConnection(port: server.localPort)
            let path = "/" + String(repeating: "a", count: 200)
            let response = try client.request("GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(response.status == 414)
            #expect(!response.bodyText.contains("aaaa"))
            #expect(try client.waitForClose())
        }
    }

    @Test func targetAtTheLimitIsAccepted() throws {
        try withServer({ $0.limits.maxURIBytes = 100 }) { server in
            let client = try TestConnection(port: server.localPort)
            let path = "/" + String(repeating: "a", count: 99)
            #expect(try client.request("GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n").status == 200)
        }
    }

    @Test func endlessRequestLineGets414BeforeItEnds() throws {
        try withServer({ $0.limits.maxURIBytes = 100 }) { server in
            let client = try TestConnection(port: server.localPort)
            // No CRLF ever: the server must not wait for one.
            try client.send("GET /" + String(repeating: "a", count: 4000))
            #expect(try client.readResponse().status == 414)
            #expect(try client.waitForClose())
        }
    }

    @Test func largeHeadGets431() throws {
        try withServer({ $0.limits.maxHeadBytes = 1024 }) { server in
            let client = try TestConnection(port: server.localPort)
            let big = String(repeating: "v", count: 2000)
            try client.send("GET / HTTP/1.1\r\nHost: x\r\nX-Big: \(big)\r\n\r\n")
            #expect(try client.readResponse().status == 431)
            #expect(try client.waitForClose())
        }
    }

    @Test func endlessHeadGets431BeforeItEnds() throws {
        try withServer({ $0.limits.maxHeadBytes = 1024 }) { server in
            let client = try TestConnection(port: server.localPort)
            try client.send("GET / HTTP/1.1\r\nHost: x\r\n")
            for i in 0..<100 {
                try client.send("X-Field-\(i): value\r\n")
            }
            #expect(try client.readResponse().status == 431)
        }
    }

    @Test func tooManyFieldsGets431() throws {
        try withServer({ $0.limits.maxHeaderFields = 10 }) { server in
            let client = try TestConnection(port: server.localPort)
            let fields = (0..<11).map { "X-\($0): v\r\n" }.joined()
            #expect(try client.request("GET / HTTP/1.1\r\nHost: x\r\n\(fields)\r\n").status == 431)
        }
    }

    @Test func declaredBodyPastTheLimitGets413() throws {
        try withServer({ $0.limits.maxBodyBytes = 1000 }) { server in
            let client = try TestConnection(port: server.localPort)
            try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 1001\r\n\r\n")
            #expect(try client.readResponse().status == 413)
            #expect(try client.waitForClose())
        }
    }

    @Test func hugeContentLengthGets413() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999999999\r\n\r\n")
            #expect(try client.readResponse().status == 413)
        }
    }

    @Test func bodyAtTheLimitIsAccepted() throws {
        try withServer({ $0.limits.maxBodyBytes = 1000 }) { server in
            let client = try TestConnection(port: server.localPort)
            let body = String(repeating: "b", count: 1000)
            let response = try client.request("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n\(body)")
            #expect(response.status == 200)
            #expect(response.body.count == 1000)
        }
    }

    /// The 413 must reach a client that is still sending: the server lingers instead of resetting.
    @Test func chunkedBodyPastTheLimitGets413WhileTheClientIsStillSending() throws {
        try withServer({ $0.limits.maxBodyBytes = 10_000 }) { server in
            let client = try TestConnection(port: server.localPort)
            try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
            let chunk = "1000\r\n" + String(repeating: "c", count: 4096) + "\r\n"
            for _ in 0..<4 { try client.send(chunk) }
            // More follows after the server has decided; it must be read and dropped.
            try? client.send(String(repeating: chunk, count: 16))
            #expect(try client.readResponse().status == 413)
        }
    }

    /// A client that sends its whole body before reading (Python's `http.client`, curl without
    /// `Expect`) reads the 413 for a body past the limit: the server drains what is still arriving
    /// instead of closing over it, which would send a reset that can destroy the response (and break
    /// the client's send). The body goes in two halves with a pause, as over a slower link, so that the
    /// server has read the first half before the second arrives; several tries, on new connections.
    @Test func wholeBodyPastTheLimitSentBeforeReadingGets413() throws {
        try withServer { server in  // the default limits: 1 MiB of body, 16 MiB drained
            let half = [UInt8](repeating: UInt8(ascii: "b"), count: 1_200_000)
            for attempt in 1...5 {
                let client = try TestConnection(port: server.localPort)
                try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: \(2 * half.count)\r\n\r\n")
                try client.send(half)
                usleep(100_000)
                try client.send(half)
                #expect(try client.readResponse().status == 413, "try \(attempt)")
            }
        }
    }

    /// At the cap a new connection is not refused: the one idle the longest is closed to make room
    /// (SlowClientTests has the attacks this is for, and the case where every connection is busy).
    @Test func connectionPastTheCapReplacesTheOldestIdleOne() throws {
        try withServer({
            $0.limits.maxConnections = 3
            $0.eventLoopCount = 1
            $0.timeouts.idle = .seconds(30)
            $0.timeouts.idleUnderPressure = .seconds(30)
        }) { server in
            var held: [TestConnection] = []
            for _ in 0..<3 {
                let client = try TestConnection(port: server.localPort, timeout: 3)
                #expect(try client.request("GET / HTTP/1.1\r\nHost: x\r\n\r\n").status == 200)
                held.append(client)
            }
            let newcomer = try TestConnection(port: server.localPort)
            #expect(try newcomer.request("GET / HTTP/1.1\r\nHost: x\r\n\r\n").status == 200)
            var received: [UInt8] = []
            #expect(try held[0].waitForClose(received: &received), "the oldest idle connection made room")
            #expect(received.isEmpty)
            #expect(try held[2].request("GET / HTTP/1.1\r\nHost: x\r\n\r\n").status == 200, "the others are kept")
        }
    }

    // MARK: Deadlines

    @Test func partialHeadGets408() throws {
        try withServer({ $0.timeouts.head = .ms(500) }) { server in
            let client = try TestConnection(port: server.localPort)
            let start = ContinuousClock.now
            try client.send("GET / HTTP/1.1\r\nHost: x\r\n")
            let response = try client.readResponse()
            #expect(response.status == 408)
            #expect(response.header("Connection") == "close")
            #expect(try client.waitForClose())
            #expect(elapsed(since: start) < 5)
        }
    }

    /// Slowloris: a byte now and then does not extend the head deadline.
    @Test func tricklingHeadStillGets408() throws {
        try withServer({ $0.timeouts.head = .ms(700) }) { server in
            let client = try TestConnection(port: server.localPort)
            let start = ContinuousClock.now
            let header = Array("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: " + String(repeating: "s", count: 200))
            var closed = false
            for byte in header {
                if (try? client.send(String(byte))) == nil { closed = true; break }
                usleep(50_000)  // the point: slowloris, a byte every 50 ms
                if elapsed(since: start) > 5 { break }
            }
            let data = try client.readToEnd()
            #expect(String(decoding: data, as: UTF8.self).hasPrefix("HTTP/1.1 408 "), "closed while sending: \(closed)")
            #expect(elapsed(since: start) < 8)
        }
    }

    @Test func silentConnectionIsClosedWithoutAResponse() throws {
        try withServer({ $0.timeouts.head = .ms(300) }) { server in
            let client = try TestConnection(port: server.localPort)
            var received: [UInt8] = []
            #expect(try client.waitForClose(received: &received))
            #expect(received.isEmpty)
        }
    }

    @Test func stalledBodyGets408() throws {
        try withServer({ $0.timeouts.bodyProgress = .ms(500) }) { server in
            let client = try TestConnection(port: server.localPort)
            try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nonly part")
            let response = try client.readResponse()
            #expect(response.status == 408)
            #expect(try client.waitForClose())
        }
    }

    @Test func slowButSteadyBodyIsAccepted() throws {
        try withServer({ $0.timeouts.bodyProgress = .ms(800) }) { server in
            let client = try TestConnection(port: server.localPort)
            try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 6\r\n\r\n")
            for byte in "steady" {
                usleep(300_000)  // the point: each byte within the progress deadline
                try client.send(String(byte))
            }
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(response.bodyText == "steady")
        }
    }

    @Test func idleKeptAliveConnectionIsClosedQuietly() throws {
        try withServer({ $0.timeouts.idle = .ms(300) }) { server in
            let client = try TestConnection(port: server.localPort)
            #expect(try client.request("GET / HTTP/1.1\r\nHost: x\r\n\r\n").status == 200)
            var received: [UInt8] = []
            #expect(try client.waitForClose(received: &received))
            #expect(received.isEmpty)
        }
    }

    @Test func idleTimeoutDoesNotCutAConnectionInUse() throws {
        // A wide margin (a quarter of the timeout idle between requests, whose sum is well past it): on
        // a loaded machine a request can take a few hundred milliseconds to be answered.
        try withServer({ $0.timeouts.idle = .ms(2_000) }) { server in
            let client = try TestConnection(port: server.localPort)
            for _ in 0..<6 {
                #expect(try client.request("GET / HTTP/1.1\r\nHost: x\r\n\r\n").status == 200)
                usleep(500_000)  // the point: idle between requests, less than the idle timeout each time
            }
        }
    }

    /// A client that never reads its responses cannot make the server buffer without bound: the
    /// server stops answering its pipelined requests once the socket is full, and closes the
    /// connection when sending makes no progress.
    @Test func clientThatDoesNotReadIsDisconnected() throws {
        try withServer({ $0.timeouts.bodyProgress = .ms(500) }) { server in
            let client = try TestConnection(port: server.localPort, timeout: 10)
            // 100 responses of 1 MB: far more than the kernel buffers on both sides can hold.
            let request = String(repeating: "GET /big?n=1000000 HTTP/1.1\r\nHost: x\r\n\r\n", count: 100)
            try client.send(request)
            sleep(3)  // the point: not reading while the server's writes stall and its deadline passes
            let start = ContinuousClock.now
            var received: [UInt8] = []
            let closed = try client.waitForClose(received: &received)
            #expect(closed)
            #expect(received.count < 50 * 1_000_000, "the server gave up long before sending everything")
            #expect(elapsed(since: start) < 10)
        }
    }

    /// 200 clients that each hold a half-sent request do not delay a normal request.
    @Test func halfSentRequestsDoNotStarveOthers() throws {
        try withServer { server in
            var holders: [SocketStream] = []
            for _ in 0..<200 {
                let stream = try SocketStream(port: server.localPort)
                try stream.sendAll(Array("GET /hold HTTP/1.1\r\nHost: x\r\nX-Partial: ".utf8))
                holders.append(stream)
            }
            let start = ContinuousClock.now
            let client = try TestConnection(port: server.localPort, timeout: 5)
            let response = try client.request("GET /normal HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(response.status == 200)
            #expect(elapsed(since: start) < 5)
            // And the held ones are still there, waiting: neither answered nor dropped.
            for stream in holders.prefix(5) {
                var short = timeval(tv_sec: 0, tv_usec: 200_000)
                setsockopt(stream.fd, SOL_SOCKET, SO_RCVTIMEO, &short, socklen_t(MemoryLayout<timeval>.size))
                #expect(throws: ReceiveError.timedOut) { _ = try stream.receive(max: 1024) }
            }
        }
    }
}
