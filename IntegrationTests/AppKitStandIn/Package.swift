// swift-tools-version: 6.0
import PackageDescription

// Type-checks and exercises the AppKit adapter on Linux. `AppKit` here is a stand-in that declares the
// few AppKit types and members the adapter uses, with the signatures of Apple's SDK; the adapter's own
// sources are compiled through a symbolic link under another target name
// (Sources/SegueRoutingAppKitUnderTest/Adapter -> ../../../../Sources/SegueRoutingAppKit), because
// target names must be unique across the package graph. The root package never sees this stand-in.

// Swift Testing ships a cross-import overlay for Apple's AppKit (`_Testing_AppKit`), which does not
// exist beside the stand-in.
let noCrossImportOverlays: SwiftSetting = .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])
// The README's example imports the adapter by its product name, as an app does.
let adapterAlias: SwiftSetting = .unsafeFlags(["-module-alias", "SegueRoutingAppKit=SegueRoutingAppKitUnderTest"])

let package = Package(
    name: "AppKitStandIn",
    platforms: [.macOS(.v13)],
    dependencies: [
        // IntegrationTests/SegueRouting links to the repository's root, so that every package here
        // names the root package alike.
        .package(path: "../SegueRouting")
    ],
    targets: [
        .target(name: "AppKit"),
        .target(
            name: "SegueRoutingAppKitUnderTest",
            dependencies: ["AppKit", .product(name: "SegueRouting", package: "SegueRouting")]
        ),
        // The README's macOS example, byte for byte (README.md names this target's file).
        .target(
            name: "AppKitReadmeExample",
            dependencies: [
                "AppKit", "SegueRoutingAppKitUnderTest", .product(name: "SegueRouting", package: "SegueRouting"),
            ],
            swiftSettings: [adapterAlias]
        ),
        .testTarget(
            name: "AppKitStandInTests",
            dependencies: ["AppKit", "SegueRoutingAppKitUnderTest"],
            swiftSettings: [noCrossImportOverlays]
        ),
        .testTarget(
            name: "AppKitAdapterTests",
            dependencies: [
                "AppKit", "SegueRoutingAppKitUnderTest", .product(name: "SegueRouting", package: "SegueRouting"),
            ],
            swiftSettings: [noCrossImportOverlays]
        ),
        .testTarget(
            name: "AppKitReadmeExampleTests",
            dependencies: [
                "AppKit", "AppKitReadmeExample", "SegueRoutingAppKitUnderTest",
                .product(name: "SegueRouting", package: "SegueRouting"),
            ],
            swiftSettings: [adapterAlias, noCrossImportOverlays]
        ),
    ],
    swiftLanguageModes: [.v6]
)
