// swift-tools-version: 6.0
import PackageDescription

// Writes, for each storyboard given, the sources of an app-shaped target: the generated route code
// (as `symbolify generate` writes it), stub controller classes declared the way an app declares them,
// and a main.swift that routes a segue through the generated registry. `.ci/generated-code` compiles
// and runs each one against the real SegueRouting and SegueRoutingUIKit modules and a stand-in UIKit,
// or, for a macOS storyboard, SegueRoutingAppKit and the stand-in AppKit.
let package = Package(
    name: "GeneratedCode",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "SegueRouting", path: "../SegueRouting")
    ],
    targets: [
        .executableTarget(
            name: "make-app-sources",
            dependencies: [
                .product(name: "StoryboardCatalog", package: "SegueRouting"),
                .product(name: "SegueRouting", package: "SegueRouting"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
