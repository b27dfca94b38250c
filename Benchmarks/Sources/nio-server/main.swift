// The benchmark page on SwiftNIO's HTTP/1 pipeline, with nothing in between: the fastest a Swift
// developer gets without a framework. One event loop (NIO_SINGLETON_GROUP_LOOP_COUNT=1 from run.sh).
//
//   nio-server PORT PUBLIC_DIR
import NIOCore
import NIOHTTP1
import NIOPosix
import PeerPage

let arguments = CommandLine.arguments
let port = arguments.count > 1 ? Int(arguments[1]) ?? 8081 : 8081
let publicDirectory = arguments.count > 2 ? arguments[2] : "../Public"
let sessions = PeerSessions()
let fileIO = NonBlockingFileIO(threadPool: .singleton)

final class PageHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private var head: HTTPRequestHead?
    private var body: ByteBuffer?

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body = nil
        case .body(var chunk):
            if body == nil { body = chunk } else { body!.writeBuffer(&chunk) }
        case .end:
            guard let head else { return }
            self.head = nil
            respond(to: head, body: body, context: context)
            body = nil
        }
    }

    private func respond(to head: HTTPRequestHead, body: ByteBuffer?, context: ChannelHandlerContext) {
        let keepAlive = head.isKeepAlive
        let path = head.uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
        switch (head.method, path) {
        case (.GET, "/"), (.HEAD, "/"):
            var headers = HTTPHeaders()
            // As FormUIServer: a visitor without a session sees the defaults, and nothing is stored.
            let id = head.headers.first(name: "cookie").flatMap { sessions.knownSession(inCookieHeader: $0) }
            let page = sessions.page(for: id)
            for (name, value) in PeerSessions.pageHeaders { headers.add(name: name, value: value) }
            var buffer = context.channel.allocator.buffer(capacity: page.count)
            buffer.writeBytes(page)
            send(.ok, headers, head.method == .HEAD ? nil : buffer, length: page.count, keepAlive: keepAlive, context: context)

        case (.POST, "/"):
            // As FormUIServer: a visitor's first post is where their session begins.
            var headers = HTTPHeaders()
            let known = head.headers.first(name: "cookie").flatMap { sessions.knownSession(inCookieHeader: $0) }
            let id = known ?? sessions.create()
            if known == nil { headers.add(name: "set-cookie", value: PeerSessions.setCookie(id)) }
            let fields = body.map { FormBody.decode($0.readableBytesView) } ?? []
            switch sessions.apply(fields, to: id) {
            case .applied:
                headers.add(name: "location", value: "/")
                headers.add(name: "cache-control", value: "no-store")
                send(.seeOther, headers, nil, length: 0, keepAlive: keepAlive, context: context)
            case .invalid:
                let page = sessions.page(for: id)
                for (name, value) in PeerSessions.pageHeaders { headers.add(name: name, value: value) }
                send(.unprocessableEntity, headers, context.channel.allocator.buffer(bytes: page), length: page.count, keepAlive: keepAlive, context: context)
            }

        case (.GET, _) where path.hasSuffix(".css") && !path.contains(".."):
            serveFile(publicDirectory + path, head: head, context: context)

        default:
            send(.notFound, HTTPHeaders(), nil, length: 0, keepAlive: keepAlive, context: context)
        }
    }

    /// A file from the public folder, read from disk for each request and sent with `sendfile`.
    private func serveFile(_ path: String, head: HTTPRequestHead, context: ChannelHandlerContext) {
        let keepAlive = head.isKeepAlive
        let loop = context.eventLoop
        let contextBox = NIOLoopBound(context, eventLoop: loop)
        fileIO.openFile(_deprecatedPath: path, eventLoop: loop).whenComplete { result in
            let context = contextBox.value
            switch result {
            case .success(let (handle, region)):
                var headers = HTTPHeaders()
                headers.add(name: "content-type", value: "text/css; charset=utf-8")
                headers.add(name: "content-length", value: String(region.readableBytes))
                var responseHead = HTTPResponseHead(version: .http1_1, status: .ok, headers: headers)
                responseHead.headers.add(name: "connection", value: keepAlive ? "keep-alive" : "close")
                context.write(self.wrapOutboundOut(.head(responseHead)), promise: nil)
                context.write(self.wrapOutboundOut(.body(.fileRegion(region))), promise: nil)
                context.writeAndFlush(self.wrapOutboundOut(.end(nil))).whenComplete { _ in
                    try? handle.close()
                    if !keepAlive { context.close(promise: nil) }
                }
            case .failure:
                self.send(.notFound, HTTPHeaders(), nil, length: 0, keepAlive: keepAlive, context: context)
            }
        }
    }

    private func send(_ status: HTTPResponseStatus, _ headers: HTTPHeaders, _ body: ByteBuffer?, length: Int, keepAlive: Bool, context: ChannelHandlerContext) {
        var headers = headers
        headers.add(name: "content-length", value: String(length))
        if !keepAlive { headers.add(name: "connection", value: "close") }
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        if let body { context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil) }
        if keepAlive {
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        } else {
            context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in context.close(promise: nil) }
        }
    }
}

let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
    .serverChannelOption(.backlog, value: 256)
    .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
    .childChannelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
            try channel.pipeline.syncOperations.addHandler(PageHandler())
        }
    }
    .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
    .childChannelOption(.socketOption(.so_reuseaddr), value: 1)
    .childChannelOption(.maxMessagesPerRead, value: 16)

let channel = try bootstrap.bind(host: "127.0.0.1", port: port).wait()
print("nio-server listening on 127.0.0.1:\(port)")
try channel.closeFuture.wait()
