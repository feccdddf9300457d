// swift-tools-version: 6.0
import PackageDescription

// An app-shaped target whose build-tool plugin runs the prebuilt `symbolify` of an artifact bundle:
// the build compiles the library and the app, never the tool. `.ci/artifact-bundle` builds the
// bundle (Scripts/artifactbundle/build) into this folder first; a package outside this repository
// names a release's zip instead: `.binaryTarget(name: "SymbolifyBinary", url: …, checksum: …)`.
// The plugin is the repository's SymbolifyPlugin (a link to its source): it finds the tool by the
// same name, `symbolify`, whether a binary target or the executable product provides it.
let package = Package(
    name: "BinaryPlugin",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: "../SegueRouting"),
        .package(path: "../UIKitStandIn"),
    ],
    targets: [
        // Not named `symbolify` nor `SymbolifyPlugin`: target names are unique across the package graph,
        // and SegueRouting's own are those. The tool's name is the bundle's artifact's, `symbolify`.
        .binaryTarget(name: "SymbolifyBinary", path: "symbolify.artifactbundle"),
        .plugin(name: "SymbolifyBinaryPlugin", capability: .buildTool(), dependencies: ["SymbolifyBinary"]),
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
            plugins: ["SymbolifyBinaryPlugin"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
