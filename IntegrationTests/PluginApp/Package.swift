// swift-tools-version: 6.0
import PackageDescription

// An app-shaped target that uses the build-tool plugin: its storyboards are resources (SwiftPM on
// Linux accepts them as files to copy; on Apple platforms ibtool compiles them), the plugin generates
// SegueRoutes.swift from them on every build that changes them, and the tests route through it
// against the stand-in UIKit.
let package = Package(
    name: "PluginApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: "../SegueRouting"),
        .package(path: "../UIKitStandIn"),
    ],
    targets: [
        .target(
            name: "App",
            dependencies: [
                .product(name: "SegueRouting", package: "SegueRouting"),
                .product(name: "UIKit", package: "UIKitStandIn"),
                .product(name: "SegueRoutingUIKitUnderTest", package: "UIKitStandIn"),
            ],
            exclude: ["symbolify.json"],
            resources: [.copy("Storyboards")],
            swiftSettings: [
                // The stand-in's copy of the adapter, imported by the generated code as SegueRoutingUIKit.
                .unsafeFlags(["-module-alias", "SegueRoutingUIKit=SegueRoutingUIKitUnderTest"])
            ],
            plugins: [.plugin(name: "SymbolifyPlugin", package: "SegueRouting")]
        ),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", .product(name: "UIKit", package: "UIKitStandIn")],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
