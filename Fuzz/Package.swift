// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for the symbolifier and the storyboard reader. Build and run them with
// `Fuzz/run.sh` (or `swift build -c release --sanitize=fuzzer --sanitize=address` here); libFuzzer
// supplies `main`, so the targets are parsed as libraries.
let package = Package(
    name: "SegueRoutingFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "SegueRouting", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "SymbolifierFuzzer",
            dependencies: [.product(name: "SegueRouting", package: "SegueRouting")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        .executableTarget(
            name: "StoryboardFuzzer",
            dependencies: [.product(name: "StoryboardCatalog", package: "SegueRouting")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
