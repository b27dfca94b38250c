// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

/// `import SwiftUI` and `import SwiftUICore` find FormUI where Apple's modules do not exist (Linux): an
/// app's files build as they are. On macOS, Apple's SwiftUI is the one found, so an app's files there
/// say `import FormUI` (README, "On a Mac").
#if os(Linux)
let swiftUIModules = ["SwiftUI", "SwiftUICore", "Combine", "SwiftData", "UniformTypeIdentifiers", "PhotosUI", "CoreTransferable"]
#else
let swiftUIModules: [String] = []
#endif
/// Each of those modules is FormUI re-exported; `Combine` is FormUI's subset of Combine (FormUICombine);
/// `SwiftData` is FormUIData; `SwiftUI` brings the server too, so that an app's `@main struct …: App`
/// runs as one (`App.main()`).
let swiftUITargets: [Target] = swiftUIModules.map {
    let module: Target.Dependency = switch $0 {
    case "Combine": "FormUICombine"
    case "SwiftUI": "FormUIServer"
    case "SwiftData": "FormUIData"
    default: "FormUI"
    }
    return .target(name: $0, dependencies: [module])
}

let package = Package(
    name: "FormUI",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FormUI", targets: ["FormUI", "FormUIData"] + swiftUIModules),
        .library(name: "FormUITesting", targets: ["FormUITesting"] + swiftUIModules),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "FormUIServer", targets: ["FormUIServer"] + swiftUIModules),
        .library(name: "ReferenceExamples", targets: ["ReferenceExamples"]),
        .executable(name: "gallery", targets: ["gallery"]),
        .plugin(name: "VisitorDevice", targets: ["VisitorDevice"]),
        .plugin(name: "FormUIDev", targets: ["FormUIDev"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // The macros SwiftUI code uses (`@Entry`), as compiler plugins (DESIGN §4a).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // Request, session and store figures: swift-metrics is the field's API for them, and swift-prometheus
        // writes them in Prometheus' text format at `/metrics` (DESIGN §2). Neither brings SwiftNIO.
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // `swift package generate-documentation`: the DocC catalogs, built by CI with warnings as errors.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // C libraries, through pkg-config (Debian: zlib1g-dev, libssl-dev).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // OpenSSL: its headers only (Debian: libssl-dev); libssl (libssl3) is opened when a server is configured
        // for TLS or a session store outside the process needs a SHA-256 (LibSSL.swift).
        .systemLibrary(name: "COpenSSL", providers: [.apt(["libssl-dev"])]),
        // Sessions that survive restarts (SQLiteSessionStore), through SQLite's own C library (Debian: libsqlite3-dev).
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // Sessions shared by instances on several machines (PostgresSessionStore), through PostgreSQL's own client:
        // its header only (Debian: libpq-dev); the library (libpq5) is opened when a PostgreSQL store is made.
        .systemLibrary(name: "CLibPQ", providers: [.apt(["libpq-dev"])]),
        // epoll and eventfd from the C library (Swift's Glibc module leaves them out).
        .systemLibrary(name: "CEpoll"),

        // The package's one lock and one locked cache, shared by the view and server modules.
        .target(name: "Locking"),
        // C libraries opened at run time (`dlopen`) rather than linked: libssl for TLS, libpq for PostgreSQL.
        .target(name: "LoadedLibraries"),

        // The part of Combine SwiftUI apps use (`ObservableObject`, `@Published`, subjects, `sink`, the
        // common operators, timers), written here: FormUI's `ObservableObject` must be the one `import
        // Combine` finds, which OpenCombine's is not (DESIGN §4c).
        .target(name: "FormUICombine", dependencies: ["Locking"]),
        // The SQLite and PostgreSQL connections the session stores and the app's data share, visible to the
        // package only.
        .target(name: "FormUIDatabases", dependencies: ["CSQLite", "CLibPQ", "Locking", "LoadedLibraries"]),

        // The SwiftUI-style API: views, state, rendering to HTML bytes, decoding form posts.
        .target(name: "FormUI", dependencies: ["Locking", "FormUICombine", "FormUIMacros"]),
        // SwiftData on the server (the module apps import as `SwiftData`): `@Model` classes kept in tables,
        // `@Query`, model contexts per visitor's request (DESIGN §4d).
        .target(name: "FormUIData", dependencies: ["FormUI", "FormUIMacros", "FormUIDatabases", "Locking"]),
        // The expansions of the macros FormUI declares (`@Entry`, `@Model`).
        .macro(
            name: "FormUIMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // Every code example of Apple's SwiftUI reference pages (../shared/seeds), as views: the gallery
        // serves them and the tests hold them to what the pages say.
        .target(name: "ReferenceExamples", dependencies: ["FormUI"]),
        // An app's target applies the VisitorDevice plugin: one generated file of aliases local to its
        // module (`UserDefaults`), so that each visitor is a device in every file, whatever it imports.
        .executableTarget(name: "visitor-device-aliases", path: "Sources/visitor-device-aliases"),
        .plugin(name: "VisitorDevice", capability: .buildTool(), dependencies: ["visitor-device-aliases"]),
        // The dev loop, `swift package --disable-sandbox dev`: builds an app, runs it on loopback with its state in
        // SQLite, and rebuilds and restarts it when a source file changes (DESIGN §2, "The dev loop").
        .plugin(
            name: "FormUIDev",
            capability: .command(intent: .custom(verb: "dev", description: "Run the app, rebuilding and restarting it when a source file changes"))
        ),
        // FormUIServer applies it: every file of Public/ and Templates/ (the stylesheet, script, icons and
        // page layout) compiled into the library, so they travel with it into an app's binary (DESIGN §2).
        // The tool's folder holds links to those two folders, left out of its sources: SwiftPM plans a build
        // again (and asks the plugin for its list of files) when a root target's folder changes shape, and
        // through the links a file added to or removed from them is such a change.
        .executableTarget(name: "shipped-assets", path: "Sources/shipped-assets", exclude: ["Public", "Templates"]),
        .plugin(name: "ShippedAssets", capability: .buildTool(), dependencies: ["shipped-assets"]),
        // Render, post and read back a view without sockets: what LiveViewTest is to LiveView.
        .target(name: "FormUITesting", dependencies: ["FormUI"]),

        // HTTP/1.1 over sockets and Dispatch; TLS through libssl; gzip through zlib. Knows nothing of views.
        .target(
            name: "HTTPServer",
            dependencies: [
                "CZlib", "COpenSSL", "CEpoll", "Locking", "LoadedLibraries",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // Sessions, pages, the POST cycle, static files and the page layout, with FormUI's own (Public/ and
        // Templates/) compiled in.
        .target(
            name: "FormUIServer",
            dependencies: [
                "FormUI", "FormUIData", "FormUIDatabases", "HTTPServer", "Locking", "CSQLite", "CLibPQ", "COpenSSL",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            plugins: ["ShippedAssets"]
        ),

        // Every example of the reference pages, one page each, and pages of SwiftUI as apps write it.
        .executableTarget(
            name: "gallery",
            dependencies: [
                "FormUIServer", "FormUIData", "ReferenceExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .testTarget(name: "FormUITests", dependencies: ["FormUI", "FormUITesting", "ReferenceExamples"]),
        // Forms and apps written the way SwiftUI tutorials and sample apps write them (Views/: `import
        // SwiftUI`, as they are), each held to its behaviour.
        .testTarget(
            name: "CompatibilityTests",
            dependencies: ["FormUI", "FormUIData", "FormUITesting"] + swiftUIModules.map { Target.Dependency(stringLiteral: $0) },
            // An asset catalogue declared as an app declares its own: `Color("Accent")`, `Image("Badge")`.
            resources: [.process("Assets.xcassets")],
            plugins: ["VisitorDevice"]
        ),
        // The TLS tests' client calls libssl by name, so this target links it.
        .testTarget(
            name: "HTTPServerTests", dependencies: ["HTTPServer", "LoadedLibraries", "CZlib", "COpenSSL"],
            linkerSettings: [.linkedLibrary("ssl"), .linkedLibrary("crypto")]
        ),
        .testTarget(
            name: "FormUIServerTests",
            dependencies: ["FormUIServer", "FormUIData", "FormUIDatabases", "FormUITesting", "gallery", "ReferenceExamples", .product(name: "Logging", package: "swift-log")],
            plugins: ["VisitorDevice"]
        ),
        // The code of the DocC catalog's articles (Sources/FormUI/FormUI.docc), as a developer's app writes it
        // (`import SwiftUI`, the VisitorDevice plugin), each article's blocks found verbatim in Articles/ and
        // held to what the article says they do.
        .testTarget(
            name: "DocumentationTests",
            dependencies: ["FormUIServer", "FormUIData", "FormUITesting"] + swiftUIModules.map { Target.Dependency(stringLiteral: $0) },
            plugins: ["VisitorDevice"]
        ),
        // Headless Chromium clicking through the gallery like a person, with JavaScript off and on, and
        // through apps of the compatibility corpus (CorpusApps/: symbolic links to their files, which
        // `import SwiftUI` and keep data in `UserDefaults`, so the target is built as an app's is).
        .testTarget(
            name: "BrowserTests",
            dependencies: ["FormUIServer", "HTTPServer", "gallery", "ReferenceExamples", .product(name: "Logging", package: "swift-log")]
                + swiftUIModules.map { Target.Dependency(stringLiteral: $0) },
            plugins: ["VisitorDevice"]
        ),
    ] + swiftUITargets
)
