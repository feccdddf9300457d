import SegueRouting

/// The rule written as plainly as possible, on the standard library's own NFC view of the string
/// (`String` comparison), to check the fast symbolifier against.
private func referenceSymbol(_ identifier: String) -> String? {
    var runs: [[Unicode.Scalar]] = [[]]
    var normalized: [UInt8] = []
    identifier._withNFCCodeUnits { normalized.append($0) }
    for scalar in String(decoding: normalized, as: UTF8.self).unicodeScalars {
        let isSymbol = ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
            || ("0"..."9").contains(scalar) || scalar == "_"
        if isSymbol { runs[runs.count - 1].append(scalar) } else { runs.append([]) }
    }
    var symbol = ""
    for run in runs where !run.isEmpty {
        let first = run[0]
        symbol.unicodeScalars.append(("a"..."z").contains(first) ? Unicode.Scalar(first.value - 32)! : first)
        symbol.unicodeScalars.append(contentsOf: run.dropFirst())
    }
    return symbol.isEmpty ? nil : symbol
}

/// Feeds arbitrary bytes, decoded as UTF-8 with repairs, to the symbolifier and checks it against
/// the reference and its properties: alphabet, idempotence, length, and equal strings giving equal
/// symbols. A broken property stops the fuzzer with the input that broke it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let identifier = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let symbol = Symbolifier.symbol(for: identifier)?.rawValue
    precondition(symbol == referenceSymbol(identifier), "differs from the reference: \(identifier.debugDescription)")
    if let symbol {
        precondition(!symbol.isEmpty)
        precondition(symbol.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }, "outside the alphabet: \(symbol.debugDescription)")
        precondition(Symbolifier.symbol(for: symbol)?.rawValue == symbol, "not idempotent: \(symbol)")
        precondition(symbol.utf8.count <= identifier.utf8.count, "longer than its identifier")
    }
    // A copy in other storage, and the same text with its scalars normalized, are equal strings.
    let copy = String(decoding: Array(identifier.utf8), as: UTF8.self)
    precondition(Symbolifier.symbol(for: copy)?.rawValue == symbol)
    return 0
}
