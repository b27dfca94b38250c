// swift-tools-version:6.1
// FormUI's benchmarks, side by side with the servers a Swift developer would pick instead (Hummingbird
// with swift-mustache, Vapor with Leaf), the limit (a hand-written byte builder on raw NIO and on
// Hummingbird) and nginx.
//
// A package of its own so that FormUI never depends on the peers: run `./run.sh` from this folder.
import PackageDescription

let package = Package(
    name: "FormUIBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "FormUI", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/vapor/leaf", exact: "4.5.2"),
        // The data page's peers: Fluent with its SQLite and PostgreSQL drivers on Vapor; PostgresNIO and
        // SQLiteNIO, the NIO clients a Hummingbird app uses, on Hummingbird.
        .package(url: "https://github.com/vapor/fluent", from: "4.13.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver", from: "2.14.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
    ],
    targets: [
        // The page the peers serve: session state, form decoding and a hand-written byte builder that
        // produces exactly the bytes FormUI renders for the same state. No FormUI in it.
        .target(name: "PeerPage"),
        // The same page as a FormUI view.
        .target(name: "BenchmarkPage", dependencies: [.product(name: "FormUI", package: "FormUI")]),
        // The data page: the books every data server starts with, and the shelf as a SwiftData view.
        .target(name: "ShelfSeed"),
        .target(name: "Bookshelf", dependencies: ["ShelfSeed", .product(name: "FormUI", package: "FormUI")]),

        .executableTarget(
            name: "formui-server",
            dependencies: [
                "BenchmarkPage", "Bookshelf",
                .product(name: "FormUIServer", package: "FormUI"),
            ]
        ),
        // The limit: the hand-written builder on raw NIO and on Hummingbird.
        .executableTarget(
            name: "nio-server",
            dependencies: [
                "PeerPage",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "hummingbird-server",
            dependencies: [
                "PeerPage",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        // The framework peers as a Swift developer would write them: the page rendered from a template
        // of the framework's engine (Templates/page.mustache, Templates/page.leaf), the same sessions.
        .executableTarget(
            name: "hummingbird-mustache-server",
            dependencies: [
                "PeerPage",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .executableTarget(
            name: "vapor-leaf-server",
            dependencies: [
                "PeerPage",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Leaf", package: "leaf"),
            ]
        ),

        // The data page on the framework peers, each with its own database client: the visitors'
        // fields and the template's context (ShelfPeer), the same books to start with (ShelfSeed).
        .target(name: "ShelfPeer", dependencies: ["PeerPage", "ShelfSeed"]),
        .executableTarget(
            name: "hummingbird-data-server",
            dependencies: [
                "PeerPage", "ShelfPeer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
            ]
        ),
        .executableTarget(
            name: "vapor-fluent-server",
            dependencies: [
                "PeerPage", "ShelfPeer",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Leaf", package: "leaf"),
                .product(name: "Fluent", package: "fluent"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
            ]
        ),

        // In-process: the page rendered from its view tree, against Plot and the hand-written builder, and
        // two of the gallery's pages (ReferenceExamples).
        .executableTarget(
            name: "render-bench",
            dependencies: [
                "BenchmarkPage", "PeerPage",
                .product(name: "FormUI", package: "FormUI"),
                .product(name: "ReferenceExamples", package: "FormUI"),
                .product(name: "Plot", package: "Plot"),
            ]
        ),
        // RSS idle and after many sessions that each changed one control.
        // Issue 2's figure: every seed example rendered from its view tree into bytes.
        .executableTarget(
            name: "reference-render-bench",
            dependencies: [
                .product(name: "FormUI", package: "FormUI"),
                .product(name: "ReferenceExamples", package: "FormUI"),
            ]
        ),
        .executableTarget(
            name: "session-memory",
            dependencies: [
                "BenchmarkPage",
                .product(name: "FormUI", package: "FormUI"),
                .product(name: "FormUIServer", package: "FormUI"),
            ]
        ),
    ]
)
