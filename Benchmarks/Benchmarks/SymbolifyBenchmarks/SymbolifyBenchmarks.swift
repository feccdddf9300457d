import Benchmark
import SegueRouting

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .instructions],
        warmupIterations: 10,
        maxDuration: .seconds(2),
        maxIterations: 20_000
    )

    let mix = Inputs.mix
    let shortSymbols = mix.filter { (Symbolifier.symbolString(for: $0)?.utf8.count ?? 0) <= 15 }
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

    measure("SymbolifyCorpusMix", mix, Symbolifier.symbolString(for:))
    measure("StraightforwardPortCorpusMix", mix, straightforwardSymbol)
    measure("FoundationPortCorpusMix", mix, foundationSymbol)
    measure("CopyLimitCorpusMix", mix, copyOfIdentifier)

    measure("SymbolifyShortSymbols", shortSymbols, Symbolifier.symbolString(for:))

    measure("Symbolify64KiB", large, Symbolifier.symbolString(for:))
    measure("StraightforwardPort64KiB", large, straightforwardSymbol)
    measure("FoundationPort64KiB", large, foundationSymbol)
    measure("CopyLimit64KiB", large, copyOfIdentifier)

    measure("SymbolifyNonASCIIMix", nonASCII, Symbolifier.symbolString(for:))
    measure("StraightforwardPortNonASCIIMix", nonASCII, straightforwardSymbol)
    measure("FoundationPortNonASCIIMix", nonASCII, foundationSymbol)
    measure("CopyLimitNonASCIIMix", nonASCII, copyOfIdentifier)
}
