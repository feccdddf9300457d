import Benchmark
import SegueRouting

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

    // What the harness allocates on its own in one iteration; subtract it from the others.
    Benchmark("HarnessFloor") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(benchmark)
        }
    }

    let mix = Inputs.mix
    // ASCII identifiers whose symbol fits Swift's 15-byte small-string storage: no allocation.
    let shortSymbols = mix.filter { identifier in
        identifier.utf8.allSatisfy { $0 < 0x80 } && (Symbolifier.symbol(for: identifier)?.rawValue.utf8.count ?? 0) <= 15
    }
    let nonASCII = Inputs.nonASCIIMix
    let large = [Inputs.large]

    /// One iteration names every identifier of `inputs` once.
    func measure(_ name: String, _ inputs: [String], _ symbolify: @escaping @Sendable (String) -> String?) {
        Benchmark(name) { benchmark in
            for _ in benchmark.scaledIterations {
                for identifier in inputs {
                    blackHole(symbolify(identifier))
                }
            }
        }
    }

    measure("SymbolifyCorpusMix", mix, { Symbolifier.symbol(for: $0)?.rawValue })
    measure("StraightforwardPortCorpusMix", mix, straightforwardSymbol)
    measure("FoundationPortCorpusMix", mix, foundationSymbol)
    measure("CopyLimitCorpusMix", mix, copyOfIdentifier)

    measure("SymbolifyShortASCIISymbols", shortSymbols, { Symbolifier.symbol(for: $0)?.rawValue })

    measure("Symbolify64KiB", large, { Symbolifier.symbol(for: $0)?.rawValue })
    measure("StraightforwardPort64KiB", large, straightforwardSymbol)
    measure("FoundationPort64KiB", large, foundationSymbol)
    measure("CopyLimit64KiB", large, copyOfIdentifier)

    measure("SymbolifyNonASCIIMix", nonASCII, { Symbolifier.symbol(for: $0)?.rawValue })
    measure("StraightforwardPortNonASCIIMix", nonASCII, straightforwardSymbol)
    measure("FoundationPortNonASCIIMix", nonASCII, foundationSymbol)
    measure("CopyLimitNonASCIIMix", nonASCII, copyOfIdentifier)
}
