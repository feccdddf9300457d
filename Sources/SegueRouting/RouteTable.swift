/// Finds a route by the symbol of an identifier without building the symbol.
///
/// The table hashes and compares the *symbol* of an identifier while reading the identifier's
/// bytes, applying the symbolification rule on the fly, so that resolving an ASCII identifier
/// allocates nothing, whatever its length. Symbols are stored back to back in one byte array, and
/// the slots are an open-addressed array of entry numbers, probed linearly.
struct RouteTable: Sendable {
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    private let mask: Int

    /// Creates a table for `symbols`; entry `i` is `symbols[i]`. The symbols must be distinct.
    init(_ symbols: [SegueSymbol]) {
        var capacity = 8
        while capacity < symbols.count * 2 { capacity <<= 1 }
        slots = Array(repeating: -1, count: capacity)
        mask = capacity - 1
        for (entry, symbol) in symbols.enumerated() {
            let hash = symbol.rawValue.utf8.reduce(RouteTable.seed, RouteTable.mix)
            hashes.append(hash)
            bytes.append(contentsOf: symbol.rawValue.utf8)
            starts.append(bytes.count)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry)
        }
    }

    /// The entry whose symbol is the symbol of `identifier`, or `nil`.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the identifier, for ASCII identifiers.
    func entry(for identifier: String) -> Int? {
        let lookup = identifier.utf8.withContiguousStorageIfAvailable { identifierBytes -> Lookup in
            var hash = RouteTable.seed
            var atRunStart = true
            for byte in identifierBytes {
                if byte >= 0x80 { return .needsNormalization }
                if Symbolifier.isSymbolByte(byte) {
                    hash = RouteTable.mix(hash, symbolByte(byte, atRunStart: atRunStart))
                    atRunStart = false
                } else {
                    atRunStart = true
                }
            }
            return .done(probe(hash: hash, identifierBytes))
        }
        if case .done(let entry) = lookup { return entry }
        // Non-ASCII or non-contiguous input: build the symbol (paying for normalization), then look
        // the symbol itself up; a symbol is its own symbol.
        guard let symbol = Symbolifier.symbolString(for: identifier) else { return nil }
        return symbol.utf8.withContiguousStorageIfAvailable { symbolBytes in
            probe(hash: symbolBytes.reduce(RouteTable.seed, RouteTable.mix), symbolBytes)
        } ?? nil
    }

    private enum Lookup {
        case done(Int?)
        case needsNormalization
    }

    private func probe(hash: UInt64, _ identifierBytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return nil }
            if hashes[entry] == hash && symbolMatches(entry, identifierBytes) { return entry }
            slot = (slot + 1) & mask
        }
    }

    /// Whether the symbol of ASCII `identifierBytes` equals the stored symbol of `entry`.
    private func symbolMatches(_ entry: Int, _ identifierBytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = starts[entry]
        let end = starts[entry + 1]
        var atRunStart = true
        for byte in identifierBytes {
            guard Symbolifier.isSymbolByte(byte) else {
                atRunStart = true
                continue
            }
            if position == end || bytes[position] != symbolByte(byte, atRunStart: atRunStart) { return false }
            position += 1
            atRunStart = false
        }
        return position == end
    }

    @inline(__always)
    private func symbolByte(_ byte: UInt8, atRunStart: Bool) -> UInt8 {
        atRunStart && Symbolifier.isLowercaseByte(byte) ? byte &- 0x20 : byte
    }

    // FNV-1a, 64 bits. Keys are symbols the app declares, not input an attacker chooses.
    private static let seed: UInt64 = 0xCBF2_9CE4_8422_2325

    @inline(__always)
    private static func mix(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
}
