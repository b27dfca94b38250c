// swift-tools-version:6.0
// FormUI inside an existing Hummingbird 2 or Vapor 4 app: FormUI's pages mounted under a path of the
// host's (`/admin`), with the host's signed-in user as the visitor's identity.
//
// A package of its own, beside FormUI's, so that FormUI and its own server never depend on SwiftNIO:
// only an app that adds `FormUIHummingbird` or `FormUIVapor` builds that framework. Both adapters are in
// this one package; SwiftPM builds only the product an app names (it resolves the other's repository).
import PackageDescription

let package = Package(
    name: "FormUIAdapters",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "FormUIHummingbird", targets: ["FormUIHummingbird"]),
        .library(name: "FormUIVapor", targets: ["FormUIVapor"]),
    ],
    dependencies: [
        .package(name: "FormUI", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
    ],
    targets: [
        // What both adapters share: a host's request as FormUIServer's, answered off the host's event loops.
        .target(name: "FormUIHostKit", dependencies: [.product(name: "FormUIServer", package: "FormUI")]),
        .target(
            name: "FormUIHummingbird",
            dependencies: ["FormUIHostKit", .product(name: "Hummingbird", package: "hummingbird"), .product(name: "NIOCore", package: "swift-nio")]
        ),
        .target(
            name: "FormUIVapor",
            dependencies: ["FormUIHostKit", .product(name: "Vapor", package: "vapor"), .product(name: "NIOCore", package: "swift-nio")]
        ),

        // The example: a shop's back office in FormUI, mounted at /admin of a Hummingbird app and of a
        // Vapor app; FormUI's tests run both and drive them over loopback and in Chromium.
        .target(name: "ShopAdmin", dependencies: [.product(name: "FormUIServer", package: "FormUI")]),
        .executableTarget(
            name: "shop-hummingbird",
            dependencies: [
                "ShopAdmin", "FormUIHummingbird",
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .executableTarget(name: "shop-vapor", dependencies: ["ShopAdmin", "FormUIVapor", .product(name: "Vapor", package: "vapor")]),
    ]
)
