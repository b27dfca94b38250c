// swift-tools-version:6.0
import PackageDescription

// A FormUI app of your own: a reading list, two screens (the list, and an editor for each book), kept per
// visitor with SwiftData. FormUI comes from a checkout beside this folder (`../FormUI`); the folder's
// name is the package's identity, which `package: "FormUI"` names below.
let package = Package(
    name: "ReadingList",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../FormUI"),
    ],
    targets: [
        .executableTarget(
            name: "ReadingList",
            dependencies: [.product(name: "FormUIServer", package: "FormUI")],
            // What an app keeps on its device (UserDefaults, its files) is each visitor's own.
            plugins: [.plugin(name: "VisitorDevice", package: "FormUI")]
        ),
        .testTarget(
            name: "ReadingListTests",
            dependencies: ["ReadingList", .product(name: "FormUITesting", package: "FormUI")]
        ),
    ]
)
