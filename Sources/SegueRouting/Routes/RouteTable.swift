/// Finds a route by the symbol of an identifier without building the symbol as a `String`.
///
/// An identifier spelled exactly as declared, as segues nearly always are, is found first by that
/// spelling: compared one by one in small registries, where a few comparisons cost less than one
/// hash, looked up in a dictionary in larger ones. Any other spelling is resolved by its symbol.
/// Resolving by symbol applies the symbolification rule while copying an ASCII identifier's bytes into a
/// buffer on the stack, then hashes and compares the buffer a word at a time,
/// so that resolving an identifier of up to ``stackCapacity`` bytes allocates nothing. Symbols are
/// stored back to back as zero-padded words, and the slots are an open-addressed array of entry
/// numbers, probed linearly.
@usableFromInline
struct RouteTable: Sendable {
    /// The longest ASCII identifier, in bytes, that is resolved without allocating.
    static let stackCapacity = 128

    private var slots: [Int32]
    private var hashes: [UInt64] = []
    /// Each symbol's bytes, zero-padded to whole words, back to back.
    private var words: [UInt64] = []
    /// Where each symbol's words start in `words`; one more entry than there are symbols.
    private var starts: [Int] = [0]
    /// Each symbol's length in bytes.
    private var lengths: [Int] = []
    private let mask: Int
    private let spellings: Spellings

    /// The declared identifiers and their entries.
    private enum Spellings {
        /// Few enough to compare one by one.
        case few([(identifier: String, entry: Int)])
        /// Looked up by hash.
        case many([String: Int])
    }

    /// Up to this many declared identifiers are compared one by one instead of hashed.
    static let fewSpellings = 8

    /// Creates a table for `symbols`, entry `i` being `symbols[i]`, with the identifiers declared
    /// for each entry. The symbols must be distinct.
    init(_ symbols: [SegueSymbol], declaredSpellings: [(identifier: String, entry: Int)]) {
        spellings =
            declaredSpellings.count <= RouteTable.fewSpellings
            ? .few(declaredSpellings)
            : .many(
                Dictionary(declaredSpellings.map { ($0.identifier, $0.entry) }, uniquingKeysWith: { first, _ in first })
            )
        var capacity = 8
        while capacity < symbols.count * 2 { capacity <<= 1 }
        slots = Array(repeating: -1, count: capacity)
        mask = capacity - 1
        for (entry, symbol) in symbols.enumerated() {
            let symbolWords = RouteTable.paddedWords(symbol.rawValue)
            let hash = symbolWords.withUnsafeBufferPointer {
                RouteTable.hash($0, byteCount: symbol.rawValue.utf8.count)
            }
            hashes.append(hash)
            words.append(contentsOf: symbolWords)
            starts.append(words.count)
            lengths.append(symbol.rawValue.utf8.count)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry)
        }
    }

    /// What looking an identifier up found.
    @usableFromInline
    enum Resolution {
        /// The entry whose symbol is the identifier's symbol.
        case entry(Int)
        /// The identifier has a symbol, and no entry has it.
        case noEntry
        /// The identifier has no symbol.
        case noSymbol
    }

    /// The entry whose symbol is the symbol of `identifier`, or `nil`.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the identifier.
    @usableFromInline
    func entry(for identifier: String) -> Int? {
        if case .entry(let entry) = resolve(identifier) { return entry }
        return nil
    }

    /// Looks `identifier` up, symbolifying it at most once, and says whether it has a symbol when no
    /// entry has it.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the identifier.
    @usableFromInline
    func resolve(_ identifier: String) -> Resolution {
        switch spellings {
        case .few(let declared):
            for spelling in declared where spelling.identifier == identifier { return .entry(spelling.entry) }
        case .many(let declared):
            if let entry = declared[identifier] { return .entry(entry) }
        }
        return resolveBySymbol(identifier)
    }

    /// Looks `identifier` up by its symbol.
    private func resolveBySymbol(_ identifier: String) -> Resolution {
        let lookup = identifier.utf8.withContiguousStorageIfAvailable { identifierBytes -> Lookup in
            guard identifierBytes.count <= RouteTable.stackCapacity else { return .needsSymbol }
            // One spare word, so that the symbol can be zero-padded to whole words.
            return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: RouteTable.stackCapacity / 8 + 1) {
                wordBuffer in
                let buffer = UnsafeMutableRawBufferPointer(wordBuffer)
                let (count, allBits) = Symbolifier.writeASCIISymbol(of: identifierBytes, into: buffer)
                if allBits >= 0x80 { return .needsSymbol }
                if count == 0 { return .done(.noSymbol) }
                // Zero the rest of the last word: `count` is at most `stackCapacity`, so the eight
                // bytes from `count` on lie inside the buffer's spare word.
                buffer.storeBytes(of: 0, toByteOffset: count, as: UInt64.self)
                return .done(probe(UnsafeBufferPointer(rebasing: wordBuffer[..<((count &+ 7) / 8)]), byteCount: count))
            }
        }
        if case .done(let resolution) = lookup { return resolution }
        // Non-ASCII, long or non-contiguous input: build the symbol (paying for normalization), then
        // look the symbol itself up.
        guard let symbol = Symbolifier.symbolString(for: identifier) else { return .noSymbol }
        return RouteTable.paddedWords(symbol).withUnsafeBufferPointer { probe($0, byteCount: symbol.utf8.count) }
    }

    private enum Lookup {
        case done(Resolution)
        case needsSymbol
    }

    /// The entry whose stored symbol equals the zero-padded `symbol` of `byteCount` bytes.
    private func probe(_ symbol: UnsafeBufferPointer<UInt64>, byteCount: Int) -> Resolution {
        let hash = RouteTable.hash(symbol, byteCount: byteCount)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return .noEntry }
            if hashes[entry] == hash && lengths[entry] == byteCount && stored(entry, equals: symbol) {
                return .entry(entry)
            }
            slot = (slot &+ 1) & mask
        }
    }

    private func stored(_ entry: Int, equals symbol: UnsafeBufferPointer<UInt64>) -> Bool {
        let start = starts[entry]
        return words.withUnsafeBufferPointer { all in
            for index in symbol.indices where all[start &+ index] != symbol[index] { return false }
            return true
        }
    }

    /// The UTF-8 bytes of `text` in little-endian words, the last one padded with zeros.
    private static func paddedWords(_ text: String) -> [UInt64] {
        var words = [UInt64](repeating: 0, count: (text.utf8.count + 7) / 8)
        words.withUnsafeMutableBytes { raw in
            for (offset, byte) in text.utf8.enumerated() { raw[offset] = byte }
        }
        return words
    }

    /// Hashes a zero-padded symbol a word at a time. Keys are symbols the app declares, not input
    /// an attacker chooses, so a fast multiplicative mix is enough.
    private static func hash(_ words: UnsafeBufferPointer<UInt64>, byteCount: Int) -> UInt64 {
        var hash = UInt64(truncatingIfNeeded: byteCount) &* 0x9E37_79B9_7F4A_7C15
        for word in words {
            let mixed = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            hash = mixed ^ (mixed >> 31)
        }
        return hash
    }
}
