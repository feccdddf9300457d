// swift-tools-version: 6.0
import PackageDescription

// Type-checks and exercises the UIKit adapter on Linux. `UIKit` here is a stand-in that declares the
// few UIKit types and members the adapter uses, with the signatures of Apple's SDK; the adapter's own
// sources are compiled through a symbolic link under another target name, because target names must
// be unique across the package graph. The root package never sees this stand-in.
let package = Package(
    name: "UIKitStandIn",
    platforms: [.macOS(.v13)],
    products: [
        // For the README's UIKit examples (IntegrationTests/ReadmeExamples), which import the adapter
        // as SegueRoutingUIKit through a module alias.
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SegueRoutingUIKitUnderTest", targets: ["SegueRoutingUIKitUnderTest"]),
    ],
    dependencies: [
        // IntegrationTests/SegueRouting links to the repository's root, so that every package here
        // names the root package alike.
        .package(path: "../SegueRouting")
    ],
    targets: [
        .target(name: "UIKit"),
        .target(
            name: "SegueRoutingUIKitUnderTest",
            dependencies: ["UIKit", .product(name: "SegueRouting", package: "SegueRouting")]
        ),
        .testTarget(
            name: "UIKitAdapterTests",
            dependencies: [
                "UIKit", "SegueRoutingUIKitUnderTest", .product(name: "SegueRouting", package: "SegueRouting"),
            ],
            // Swift Testing ships a cross-import overlay for Apple's UIKit (`_Testing_UIKit`), which
            // does not exist beside the stand-in.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
