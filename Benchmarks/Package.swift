// swift-tools-version: 6.1
import PackageDescription

// The benchmarks live in their own package so that users of SegueRouting fetch nothing.
// Run them with `swift package benchmark` from this folder.
let package = Package(
    name: "SegueRoutingBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "SegueRouting", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SymbolifyBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SegueRouting", package: "SegueRouting"),
            ],
            path: "Benchmarks/SymbolifyBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ResolutionBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SegueRouting", package: "SegueRouting"),
            ],
            path: "Benchmarks/ResolutionBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ReadingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "StoryboardCatalog", package: "SegueRouting"),
            ],
            path: "Benchmarks/ReadingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
