import CZlib
import Foundation
import Testing

@testable import HTTPServer

/// Decompresses a gzip member with zlib (independently of the server's compressor).
func gunzip(_ data: [UInt8]) throws -> [UInt8] {
    var stream = z_stream()
    guard inflateInit2_(&stream, 15 + 16, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
        throw TestFailure("inflateInit2 failed")
    }
    defer { inflateEnd(&stream) }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    var input = data
    var status: Int32 = Z_OK
    input.withUnsafeMutableBufferPointer { source in
        stream.next_in = source.baseAddress
        stream.avail_in = uInt(source.count)
        repeat {
            chunk.withUnsafeMutableBufferPointer { out in
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                status = inflate(&stream, Z_NO_FLUSH)
                output.append(contentsOf: out[0..<(out.count - Int(stream.avail_out))])
            }
        } while status == Z_OK
    }
    guard status == Z_STREAM_END, stream.avail_in == 0 else { throw TestFailure("inflate ended with \(status)") }
    return output
}

@Suite struct GzipTests {
    @Test func compressibleBodyIsGzippedWhenAccepted() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("GET /big?n=20000 HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip, deflate, br\r\n\r\n")
            #expect(response.status == 200)
            #expect(response.header("Content-Encoding") == "gzip")
            #expect(response.header("Vary") == "Accept-Encoding")
            #expect(response.body.count < 20000 / 4)
            #expect(response.header("Content-Length") == String(response.body.count))
            #expect(try gunzip(response.body) == bigText(20000))
        }
    }

    @Test func notAcceptedMeansIdentityWithVary() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            for accept in ["", "Accept-Encoding: gzip;q=0\r\n", "Accept-Encoding: br\r\n", "Accept-Encoding: identity\r\n", "Accept-Encoding: *;q=0, identity\r\n"] {
                let response = try client.request("GET /big?n=20000 HTTP/1.1\r\nHost: x\r\n\(accept)\r\n")
                #expect(response.header("Content-Encoding") == nil, "\(accept)")
                #expect(response.header("Vary") == "Accept-Encoding", "\(accept)")
                #expect(response.body == bigText(20000))
            }
        }
    }

    @Test func qValuesAndWildcardsAreRead() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            for accept in ["*", "*;q=0.5", "GZIP;Q=0.001", "br;q=1, gzip;q=0.8", "x-gzip", "identity;q=0.5, gzip"] {
                let response = try client.request("GET /big?n=20000 HTTP/1.1\r\nHost: x\r\nAccept-Encoding: \(accept)\r\n\r\n")
                #expect(response.header("Content-Encoding") == "gzip", "\(accept)")
                #expect(try gunzip(response.body) == bigText(20000))
            }
        }
    }

    @Test func smallAndIncompressibleBodiesAreLeftAlone() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let small = try client.request("GET /big?n=100 HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n")
            #expect(small.header("Content-Encoding") == nil)
            #expect(small.body.count == 100)
            let png = try client.request("GET /png HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n")
            #expect(png.header("Content-Encoding") == nil)
            #expect(png.header("Vary") == nil)
        }
    }

    @Test func identityRefusedCompressesEvenASmallBody() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("GET /big?n=100 HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip, identity;q=0\r\n\r\n")
            #expect(response.header("Content-Encoding") == "gzip")
            #expect(try gunzip(response.body) == bigText(100))
        }
    }

    @Test func headGetsTheCompressedLengthAndNoBody() throws {
        try withServer { server in
            let client = try TestConnection(port: server.localPort)
            let get = try client.request("GET /big?n=20000 HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n")
            let head = try client.request("HEAD /big?n=20000 HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n", forHEAD: true)
            #expect(head.header("Content-Encoding") == "gzip")
            #expect(head.header("Content-Length") == String(get.body.count))
            #expect(try client.request("GET /after HTTP/1.1\r\nHost: x\r\n\r\n").header("X-Path") == "/after")
        }
    }

    @Test func disabledCompressionSendsIdentity() throws {
        try withServer({ $0.compression = .disabled }) { server in
            let client = try TestConnection(port: server.localPort)
            let response = try client.request("GET /big?n=20000 HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n")
            #expect(response.header("Content-Encoding") == nil)
            #expect(response.body.count == 20000)
        }
    }

    @Test func staticFileIsGzippedWithAWeakETagThatStillValidates() throws {
        let fixture = try StaticFixture()
        try withServer(responder: StaticResponder(files: StaticFiles(root: fixture.publicDir))) { server in
            let client = try TestConnection(port: server.localPort)
            let plain = try client.request("GET /css/site.css HTTP/1.1\r\nHost: x\r\n\r\n")
            let gzipped = try client.request("GET /css/site.css HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n")
            #expect(gzipped.header("Content-Encoding") == "gzip")
            #expect(try gunzip(gzipped.body) == plain.body)
            let strong = try #require(plain.header("ETag"))
            let weak = try #require(gzipped.header("ETag"))
            #expect(weak == "W/" + strong)
            let revalidated = try client.request("GET /css/site.css HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\nIf-None-Match: \(weak)\r\n\r\n")
            #expect(revalidated.status == 304)
        }
    }

    @Test func acceptEncodingParsing() {
        typealias A = ContentCoding.Acceptance
        #expect(ContentCoding.acceptance(of: []) == A(gzip: false, identity: true))
        #expect(ContentCoding.acceptance(of: ["gzip"]) == A(gzip: true, identity: true))
        #expect(ContentCoding.acceptance(of: ["gzip;q=0"]) == A(gzip: false, identity: true))
        #expect(ContentCoding.acceptance(of: ["gzip; q=0.000"]) == A(gzip: false, identity: true))
        #expect(ContentCoding.acceptance(of: ["*;q=0"]) == A(gzip: false, identity: false))
        #expect(ContentCoding.acceptance(of: ["*;q=0", "identity"]) == A(gzip: false, identity: true))
        #expect(ContentCoding.acceptance(of: ["identity;q=0, gzip"]) == A(gzip: true, identity: false))
        #expect(ContentCoding.acceptance(of: ["gzip;q=2"]) == A(gzip: false, identity: true), "invalid q: element ignored")
        #expect(ContentCoding.acceptance(of: ["gzip;q=0.1234"]) == A(gzip: false, identity: true), "too many digits")
        #expect(ContentCoding.acceptance(of: [" , gzip ,"]) == A(gzip: true, identity: true))
    }
}
