// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SegueRouting",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .macCatalyst(.v16), .visionOS(.v1)],
    products: [
        .library(name: "SegueRouting", targets: ["SegueRouting"]),
        .library(name: "SegueRoutingUIKit", targets: ["SegueRoutingUIKit"]),
        .library(name: "SegueRoutingAppKit", targets: ["SegueRoutingAppKit"]),
        .library(name: "StoryboardCatalog", targets: ["StoryboardCatalog"]),
        // The command line tool's library, for the fuzz targets of Fuzz/ (a package of their own): its
        // API is `package`, but for what `@_spi(Fuzzing)` opens to them.
        .library(name: "SymbolifyCommand", targets: ["SymbolifyCommand"]),
        .executable(name: "symbolify", targets: ["symbolify"]),
        .plugin(name: "SymbolifyPlugin", targets: ["SymbolifyPlugin"]),
        .plugin(name: "SymbolifyCheck", targets: ["SymbolifyCheck"]),
    ],
    targets: [
        // The routing core: the symbolification rule, routes and the registry. Standard library only.
        .target(name: "SegueRouting"),
        // The UIKit adapter; its sources compile to nothing where UIKit does not exist. On Linux it is
        // checked by IntegrationTests/UIKitStandIn against a stand-in UIKit module.
        .target(name: "SegueRoutingUIKit", dependencies: ["SegueRouting"]),
        // The AppKit adapter (macOS, not Mac Catalyst); its sources compile to nothing elsewhere. On
        // Linux it is checked by IntegrationTests/AppKitStandIn against a stand-in AppKit module.
        .target(name: "SegueRoutingAppKit", dependencies: ["SegueRouting"]),
        // The storyboard catalog, in layers; each depends only on those below it (CONTRIBUTING.md draws
        // the graph, and .ci/layers fails when a target imports one it does not list here).
        //
        // Files: paths as bytes, the file system calls, reading whole files, the directory walk.
        .target(name: "CatalogFiles", dependencies: ["SegueRouting"]),
        // The byte-level XML scanner that Interface Builder documents are read with.
        .target(name: "XMLScanning", dependencies: ["CatalogFiles"]),
        // Storyboards, scenes, segues and outlets: the model, with no knowledge of how it is read.
        .target(name: "StoryboardModel", dependencies: ["SegueRouting"]),
        // Interface Builder documents read into the model.
        .target(
            name: "StoryboardReading", dependencies: ["SegueRouting", "StoryboardModel", "XMLScanning", "CatalogFiles"]),
        // The Swift and Objective-C source reader: classes, actions, segue and scene references.
        .target(name: "SourceReading", dependencies: ["SegueRouting", "CatalogFiles"]),
        // Xcode projects read from their project.pbxproj: targets, their files, modules and dependencies.
        .target(name: "XcodeProjects", dependencies: ["SegueRouting", "CatalogFiles"]),
        // The checks of storyboards against themselves, registries, scenes and sources.
        .target(
            name: "StoryboardChecks",
            dependencies: [
                "SegueRouting", "StoryboardModel", "StoryboardReading", "SourceReading", "CatalogFiles",
                "XcodeProjects",
            ]),
        // The Swift that routes a catalog's segues and instantiates its scenes.
        .target(name: "RouteGeneration", dependencies: ["SegueRouting", "StoryboardModel", "SourceReading"]),
        // Performing segues through a catalog in tests, as UIKit would.
        .target(name: "StoryboardNavigation", dependencies: ["SegueRouting", "StoryboardModel"]),
        // The product: re-exports the layers' public API, so that one `import StoryboardCatalog`
        // reads, checks, generates and navigates.
        .target(
            name: "StoryboardCatalog",
            dependencies: [
                "SegueRouting", "CatalogFiles", "XMLScanning", "StoryboardModel", "StoryboardReading", "SourceReading",
                "StoryboardChecks", "RouteGeneration", "StoryboardNavigation", "XcodeProjects",
            ]),
        // The command line tool: parses arguments, calls the library, renders. A library so that tests
        // call it in process.
        .target(name: "SymbolifyCommand", dependencies: ["SegueRouting", "StoryboardCatalog"]),
        .executableTarget(name: "symbolify", dependencies: ["SymbolifyCommand"]),
        // Generates a target's segue routes and scenes from its storyboards on every build that
        // changes them, with check's findings as build diagnostics.
        .plugin(name: "SymbolifyPlugin", capability: .buildTool(), dependencies: ["symbolify"]),
        // `swift package symbolify-check`: checks the package's storyboards, for CI.
        .plugin(
            name: "SymbolifyCheck",
            capability: .command(
                intent: .custom(
                    verb: "symbolify-check",
                    description: "Check the storyboards of the package's targets and fail on errors.")),
            dependencies: ["symbolify"]
        ),
        // What every test target shares: the repository's and the corpus's folders, a seeded generator,
        // temporary folders and a process runner. Not a product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SegueRoutingTests", dependencies: ["SegueRouting", "TestSupport"]),
        .testTarget(
            name: "StoryboardCatalogTests",
            dependencies: [
                "StoryboardCatalog", "SegueRouting", "TestSupport",
                // The layers whose internals the tests reach with @testable.
                "CatalogFiles", "XMLScanning", "StoryboardModel", "StoryboardReading", "SourceReading",
                "StoryboardChecks", "XcodeProjects",
            ],
            // Storyboards written for the tests, read through #filePath.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "SymbolifyCommandTests",
            dependencies: ["SymbolifyCommand", "StoryboardCatalog", "SegueRouting", "symbolify", "TestSupport"],
            // The published SARIF 2.1.0 schema (OASIS), read through #filePath.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
