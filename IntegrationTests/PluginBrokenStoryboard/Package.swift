// swift-tools-version: 6.0
import PackageDescription

// A target whose storyboard has two identifiers with one symbol: the build-tool plugin fails the
// build with the storyboard's file, line and column.
let package = Package(
    name: "PluginBrokenStoryboard",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: "../SegueRouting")
    ],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "SegueRouting", package: "SegueRouting")],
            resources: [.copy("Storyboards")],
            plugins: [.plugin(name: "SymbolifyPlugin", package: "SegueRouting")]
        )
    ],
    swiftLanguageModes: [.v6]
)
