// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for the symbolifier, the storyboard reader, the XML scanner, the Swift source
// reader and the Xcode project reader. Build and run them with `Fuzz/run.sh` (or `swift build -c
// release --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address` here: without the
// last flag the code gets no coverage instrumentation); libFuzzer supplies `main`, so the targets are
// parsed as libraries.
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
        // The Swift and Objective-C source reader.
        .executableTarget(
            name: "SwiftSourceFuzzer",
            dependencies: [.product(name: "StoryboardCatalog", package: "SegueRouting")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // The Xcode project reader: the property-list parser, and the reading of a project's objects.
        .executableTarget(
            name: "ProjectFileFuzzer",
            dependencies: [.product(name: "StoryboardCatalog", package: "SegueRouting")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // The XML scanner, compared with FoundationXML's XMLParser on the same bytes.
        .executableTarget(
            name: "XMLScannerFuzzer",
            dependencies: [.product(name: "StoryboardCatalog", package: "SegueRouting")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // The check configuration reader (.symbolify.json), through its SPI in SymbolifyCommand.
        .executableTarget(
            name: "CheckConfigurationFuzzer",
            dependencies: [
                .product(name: "SegueRouting", package: "SegueRouting"),
                .product(name: "SymbolifyCommand", package: "SegueRouting"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
