// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AppLogic",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // A clone of SegueRouting beside this package. A path dependency is named after its folder.
        .package(path: "../SegueRouting")
    ],
    targets: [
        .target(name: "AppLogic", dependencies: [.product(name: "SegueRouting", package: "SegueRouting")]),
        .testTarget(
            name: "AppLogicTests",
            dependencies: ["AppLogic", .product(name: "SegueRouting", package: "SegueRouting")]
        ),
    ]
)

// Below: what CI adds to the README's manifest. The README's UIKit example (Sources/App) compiles
// against the stand-in UIKit of IntegrationTests/UIKitStandIn, whose copy of the adapter is named
// SegueRoutingUIKitUnderTest and is imported as SegueRoutingUIKit through a module alias.
package.dependencies.append(.package(path: "../UIKitStandIn"))
let standIn: [Target.Dependency] = [
    .product(name: "UIKit", package: "UIKitStandIn"),
    .product(name: "SegueRoutingUIKitUnderTest", package: "UIKitStandIn"),
]
let alias: [SwiftSetting] = [
    .unsafeFlags(["-module-alias", "SegueRoutingUIKit=SegueRoutingUIKitUnderTest"]),
    // Swift Testing's cross-import overlay for Apple's UIKit does not exist beside the stand-in.
    .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
]
package.targets += [
    .target(
        name: "App",
        dependencies: ["AppLogic", .product(name: "SegueRouting", package: "SegueRouting")] + standIn,
        swiftSettings: alias
    ),
    .testTarget(name: "AppTests", dependencies: ["App", "AppLogic"] + standIn, swiftSettings: alias),
    .testTarget(
        name: "AppDeveloperTests",
        dependencies: ["AppLogic", .product(name: "SegueRouting", package: "SegueRouting")]
    ),
    // Linked with the app's classes, so that validation resolves them and checks that each adopts
    // the protocol its route expects.
    .testTarget(
        name: "StoryboardValidationTests",
        dependencies: ["App", "AppLogic", .product(name: "StoryboardCatalog", package: "SegueRouting")] + standIn,
        swiftSettings: alias
    ),
    .testTarget(name: "ReadmeTests"),
]
