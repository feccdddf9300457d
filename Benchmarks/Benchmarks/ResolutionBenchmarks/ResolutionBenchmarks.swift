import Benchmark
import Foundation
import SegueRouting

/// The source and destination of the benchmark's routes.
final class Screen {
    var value = 0
}

/// Identifiers in the shapes real storyboards use, `count` of them with distinct symbols.
func identifiers(_ count: Int) -> [String] {
    let shapes: [(Int) -> String] = [
        { "Show Item \($0)" }, { "pushUserPage\($0)" }, { "Embed-Folders-\($0)" },
        { "Confirm Bid \($0) Segue" }, { "sw_rear_\($0)" }, { "SettingsNavigationController\($0)" },
    ]
    return (0..<count).map { shapes[$0 % shapes.count]($0) }
}

/// A copy of `identifier` in storage of its own, as a segue's identifier arrives from a storyboard:
/// never the same buffer as the string literal the code compares it with, so that `==` cannot
/// answer from the pointers alone.
func freshCopy(_ identifier: String) -> String {
    String(decoding: Array(identifier.utf8), as: UTF8.self)
}

typealias Handler = @Sendable (Screen, Any, Any?) -> Void

/// (e) The `if`/`else if` chain the library replaces, for any number of routes: one `==` after the
/// other, in declaration order, until one matches.
struct IfElseChain {
    let identifiers: [String]
    let handlers: [Handler]

    func handler(for identifier: String?) -> Handler? {
        guard let identifier else { return nil }
        for index in identifiers.indices where identifiers[index] == identifier {
            return handlers[index]
        }
        return nil
    }
}

/// The five-route chain written out by hand, as in a view controller, to check that the loop above
/// costs what a written chain costs.
func handWrittenChain(_ identifier: String?, _ handlers: [Handler]) -> Handler? {
    if identifier == "Show Item 0" {
        return handlers[0]
    } else if identifier == "pushUserPage1" {
        return handlers[1]
    } else if identifier == "Embed-Folders-2" {
        return handlers[2]
    } else if identifier == "Confirm Bid 3 Segue" {
        return handlers[3]
    } else if identifier == "sw_rear_4" {
        return handlers[4]
    }
    return nil
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 10,
        maxDuration: .seconds(1),
        maxIterations: 10_000,
        // Allocation counts are exact, but the harness itself allocates a little differently from
        // run to run; two allocations of slack per iteration still catch one more allocation per
        // call, since every iteration makes hundreds of calls.
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: 2])]
    )

    for count in [5, 50, 500] {
        let declared = identifiers(count)
        let handler: Handler = { source, _, _ in source.value &+= 1 }
        let registry = RouteRegistry<Screen>(routes: declared.map { Route($0) { (source, _: Screen, _) in source.value &+= 1 } })
        precondition(registry.problems.isEmpty, "benchmark routes must not collide")
        let dictionary = Dictionary(uniqueKeysWithValues: declared.map { ($0, handler) })
        let chain = IfElseChain(identifiers: declared, handlers: declared.map { _ in handler })
        let hits = declared.map(freshCopy)
        let misses = (0..<count).map { "Missing Route \($0)" }
        let nils = [String?](repeating: nil, count: count)

        /// One iteration resolves 1,000 identifiers: the probe list, repeated.
        func measure(_ name: String, _ probes: [String?], _ resolve: @escaping @Sendable (String?) -> Bool) {
            let repeated = Array([[String?]](repeating: probes, count: 1_000 / probes.count).joined())
            Benchmark(name) { benchmark in
                for _ in benchmark.scaledIterations {
                    for probe in repeated {
                        blackHole(resolve(probe))
                    }
                }
            }
        }

        measure("RegistryHit\(count)", hits, { registry.route(for: $0) != nil })
        measure("DictionaryHit\(count)", hits, { $0.flatMap { dictionary[$0] } != nil })
        measure("IfElseChainHit\(count)", hits, { chain.handler(for: $0) != nil })
        measure("RegistryMiss\(count)", misses, { registry.route(for: $0) != nil })
        measure("DictionaryMiss\(count)", misses, { $0.flatMap { dictionary[$0] } != nil })
        measure("IfElseChainMiss\(count)", misses, { chain.handler(for: $0) != nil })
        measure("RegistryNil\(count)", nils, { registry.route(for: $0) != nil })
        measure("DictionaryNil\(count)", nils, { $0.flatMap { dictionary[$0] } != nil })
        measure("IfElseChainNil\(count)", nils, { chain.handler(for: $0) != nil })
        if count == 5 {
            let handlers = declared.map { _ in handler }
            measure("HandWrittenChainHit5", hits, { handWrittenChain($0, handlers) != nil })
        }
    }

    Benchmark("HarnessFloor") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(benchmark)
        }
    }

    let declared = identifiers(50)
    // 1,000 prepares per iteration, so that the hop to the main actor is a small part of it.
    let prepared = Array([[String]](repeating: declared.map(freshCopy), count: 20).joined())
    let registry = RouteRegistry<Screen>(routes: declared.map { Route($0) { (source, destination: Screen, _) in
        destination.value = source.value
    } })
    // The routes' handlers are main-actor functions and benchmarks run off the main thread, so each
    // iteration hops to the main actor once and prepares every identifier there. "MainActorHop"
    // measures the hop alone: what FullPrepare allocates beyond it is what preparing allocates.
    Benchmark("FullPrepare") { benchmark async in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            let source = Screen()
            let destination = Screen()
            for _ in iterations {
                for identifier in prepared {
                    source.value &+= 1
                    blackHole(try? registry.prepare(identifier: identifier, source: source, destination: destination, sender: nil))
                }
            }
            precondition(destination.value == source.value)
        }
    }
    // Preparing segues no route handles (under the default ignore policy), as storyboards with
    // segues that code does not prepare send them: ASCII identifiers whose symbols are too long for a
    // small string, and non-ASCII ones that need normalization.
    for (name, missing) in [
        ("PrepareMiss", (0..<50).map { "Show Unprepared Detail \($0)" }),
        ("PrepareMissNonASCII", (0..<50).map { "Afficher le d\u{E9}tail \($0)" }),
    ] {
        let probes = Array([[String]](repeating: missing.map(freshCopy), count: 20).joined())
        Benchmark(name) { benchmark async in
            let iterations = benchmark.scaledIterations
            await MainActor.run {
                let source = Screen()
                let destination = Screen()
                for _ in iterations {
                    for identifier in probes {
                        blackHole(try? registry.prepare(identifier: identifier, source: source, destination: destination, sender: nil))
                    }
                }
            }
        }
    }
    Benchmark("MainActorHop") { benchmark async in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            let source = Screen()
            for _ in iterations {
                for identifier in prepared {
                    source.value &+= 1
                    blackHole(identifier)
                }
            }
        }
    }
}
