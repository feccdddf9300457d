// swift-tools-version: 6.0
import PackageDescription

// Type-checks and exercises the AppKit adapter on Linux. `AppKit` here is a stand-in that declares the
// few AppKit types and members an adapter uses, with the signatures of Apple's SDK; the adapter's own
// sources will be compiled through a symbolic link under another target name
// (Sources/SegueRoutingAppKitUnderTest/Adapter -> ../../../../Sources/SegueRoutingAppKit), because
// target names must be unique across the package graph. Until that adapter exists, the target holds a
// placeholder. The root package never sees this stand-in.
let package = Package(
    name: "AppKitStandIn",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../SegueRouting")
    ],
    targets: [
        .target(name: "AppKit"),
        .target(
            name: "SegueRoutingAppKitUnderTest",
            dependencies: ["AppKit", .product(name: "SegueRouting", package: "SegueRouting")]
        ),
        .testTarget(
            name: "AppKitStandInTests",
            dependencies: ["AppKit", "SegueRoutingAppKitUnderTest"],
            // Swift Testing ships a cross-import overlay for Apple's AppKit (`_Testing_AppKit`), which
            // does not exist beside the stand-in.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
