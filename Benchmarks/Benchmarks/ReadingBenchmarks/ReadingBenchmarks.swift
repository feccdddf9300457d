import Benchmark
import Foundation
import StoryboardCatalog

// Reading storyboards: one benchmark per file (one iteration reads that file once), one over the
// whole set, then checking and generating code for the whole set; then reading Swift sources. The files are loaded into memory
// once, before any benchmark runs; only `Storyboard(data:path:)` and what follows are measured.
//
// Throughput: `throughput` counts iterations per second, and each benchmark's name ends with the bytes
// one iteration reads (`Read-<file>-<bytes>B`), so bytes per second = throughput × bytes. The custom
// metric `MB/s` records the same directly: bytes per microsecond of each iteration, timed with the
// continuous clock. For Check and Generate the bytes are those of the storyboards behind the catalog
// (read before the measurement), for comparison with reading them.
//
// The allocation thresholds of these benchmarks are in Benchmarks/Thresholds/ReadingBenchmarks.*,
// files of their own, to be updated when the reader changes:
// `swift package benchmark thresholds update --target ReadingBenchmarks`.
let benchmarks: @Sendable () -> Void = {
    let megabytesPerSecond = BenchmarkMetric.custom("MB/s", polarity: .prefersLarger, useScalingFactor: false)

    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, megabytesPerSecond],
        warmupIterations: 1,
        maxDuration: .milliseconds(500),
        maxIterations: 25,
        // A file's allocations vary by a few from run to run (up to 7 of 6,963 seen, in Foundation's
        // XMLParser); 16 of slack still fails a reader that allocates once more per segue or scene.
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: 16])]
    )

    let files = ReadingInputs.files
    let totalBytes = files.reduce(0) { $0 + $1.data.count }

    /// One iteration runs `body` once; `bytes` is what it reads.
    func measure(_ name: String, bytes: Int, _ body: @escaping @Sendable () -> Void) {
        Benchmark("\(name)-\(bytes)B") { benchmark in
            for _ in benchmark.scaledIterations {
                let start = ContinuousClock.now
                body()
                let elapsed = ContinuousClock.now - start
                let microseconds =
                    Double(elapsed.components.seconds) * 1e6
                    + Double(elapsed.components.attoseconds) * 1e-12
                if microseconds > 0 {
                    benchmark.measurement(megabytesPerSecond, Int((Double(bytes) / microseconds).rounded()))
                }
            }
        }
    }

    for file in files {
        measure("Read-\(file.name)", bytes: file.data.count) {
            blackHole(try? Storyboard(data: file.data, path: file.path))
        }
    }

    measure("ReadAll-\(files.count)files", bytes: totalBytes) {
        for file in files {
            blackHole(try? Storyboard(data: file.data, path: file.path))
        }
    }

    // Check and generate on storyboards read once, outside the measurement.
    let storyboards = files.compactMap { try? Storyboard(data: $0.data, path: $0.path) }
    let catalog = StoryboardCatalog(storyboards: storyboards)

    measure("Check-\(files.count)files", bytes: totalBytes) {
        blackHole(StoryboardCatalog(storyboards: storyboards).check())
    }

    measure("Generate-\(files.count)files", bytes: totalBytes) {
        blackHole(RouteCodeGenerator(catalog: catalog).source)
    }

    // The navigation graph of a synthetic app of 10, 100 and 1,000 storyboards joined by references
    // (read outside the measurement): building it and reaching from the first storyboard. Time and
    // allocations grow linearly with the storyboards: compare the three.
    for count in [10, 100, 1_000] {
        let app = StoryboardCatalog(
            storyboards: ReadingInputs.syntheticApp(storyboards: count).compactMap { try? Storyboard(data: $0.data, path: $0.path) })
        let bytes = ReadingInputs.syntheticApp(storyboards: count).reduce(0) { $0 + $1.data.count }
        measure("Graph-\(count)storyboards", bytes: bytes) {
            // Each list implements its own unwind action (`List12ViewController`, `unwindToList12:`).
            let graph = NavigationGraph(catalog: app) { className in
                className.hasPrefix("List") ? ["unwindToList" + className.dropFirst(4).dropLast(14) + ":"] : []
            }
            blackHole(graph.reachability(from: graph.entryPoints(mainStoryboards: ["Screen0"])))
        }
    }

    // Reading Swift sources: one file of 100 controllers, and 100 files of one (allocations per file =
    // that benchmark's allocations / 100). The text is written by ReadingInputs, the same every run.
    let large = ReadingInputs.swiftSource(copies: 100)
    measure("ReadSwiftSource-100classes", bytes: large.count) {
        blackHole(SwiftSourceFile(bytes: large, path: "Inbox.swift"))
    }
    let small = ReadingInputs.swiftSource(copies: 1)
    measure("ReadSwiftSources-100files", bytes: small.count * 100) {
        for _ in 0..<100 {
            blackHole(SwiftSourceFile(bytes: small, path: "Inbox.swift"))
        }
    }
}
