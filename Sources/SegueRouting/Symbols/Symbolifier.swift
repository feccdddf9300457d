/// Turns segue identifiers into symbols by the KNMSegueRouting rule.
///
/// The rule, applied to the identifier in Unicode NFC:
///
/// 1. Symbol characters are the ASCII letters `A-Z` and `a-z`, the digits `0-9` and `_`; every other
///    Unicode scalar separates.
/// 2. The identifier splits into maximal runs of symbol characters; empty runs are dropped.
/// 3. The first character of each run is uppercased if it is `a-z`; the rest is kept as it is.
/// 4. The runs are concatenated. An empty result means the identifier has no symbol.
///
///     Symbolifier.symbol(for: "some overly-complicated identifier_name 2")
///     // SomeOverlyComplicatedIdentifier_name2
///     Symbolifier.symbol(for: "push-user-page")   // PushUserPage
///     Symbolifier.symbol(for: "Über Cool")         // BerCool
///     Symbolifier.symbol(for: "---")               // nil
///
/// Canonically equivalent identifiers, which Swift considers equal (`"Cafe\u{301}" == "Café"`), give
/// equal symbols: non-ASCII input is normalized with the same NFC transform that `String` uses for
/// `==` and hashing.
public enum Symbolifier {
    /// Returns the symbol of a segue identifier, or `nil` when it has none.
    ///
    /// A `nil` identifier (a segue without identifier), an empty one, and one made only of separators
    /// or non-ASCII characters have no symbol: such an identifier can never be routed.
    ///
    ///     Symbolifier.symbol(for: "Show Settings")?.handlerName(.swift)
    ///     // "prepareForShowSettingsSegue(_:sender:)"
    ///
    /// - Parameter identifier: The segue identifier.
    /// - Returns: The symbol, or `nil` when the identifier has no symbol.
    /// - Complexity: O(*n*), where *n* is the length of the identifier in UTF-8 bytes.
    @inlinable
    public static func symbol(for identifier: String?) -> SegueSymbol? {
        guard let identifier, let raw = symbolString(for: identifier) else { return nil }
        return SegueSymbol(uncheckedRawValue: raw)
    }

    /// The symbol of a segue identifier as a plain string, or `nil` when it has none.
    ///
    /// This is the entry behind ``symbol(for:)``. ASCII input (nearly every real identifier) is
    /// read once to measure the result and once to write it straight into the new string's storage:
    /// one allocation at most, none when the symbol is 15 bytes or shorter (Swift's small-string
    /// storage) or when the identifier already is its own symbol. Only non-ASCII input pays for
    /// normalization.
    ///
    /// - Parameter identifier: The segue identifier.
    /// - Returns: The symbol, never empty, or `nil` when the identifier has no symbol.
    /// - Complexity: O(*n*), where *n* is the length of the identifier in UTF-8 bytes.
    @usableFromInline
    static func symbolString(for identifier: String) -> String? {
        let fast = identifier.utf8.withContiguousStorageIfAvailable { bytes in
            asciiSymbol(of: bytes, original: identifier)
        }
        switch fast {
        case .some(.symbol(let symbol)):
            return symbol
        case .some(.none):
            return nil
        case .some(.needsNormalization):
            return normalizedSymbol(of: identifier)
        case nil:
            // A string that is not stored as contiguous UTF-8 (a bridged NSString): copy it once
            // into native storage, then take the fast path.
            var native = identifier
            native.makeContiguousUTF8()
            return symbolString(for: native)
        }
    }

    /// The result of the ASCII kernel.
    enum ASCIIResult {
        case symbol(String)
        case none
        case needsNormalization
    }

    /// Symbolifies ASCII bytes, or tells that the input holds non-ASCII bytes.
    static func asciiSymbol(of bytes: UnsafeBufferPointer<UInt8>, original: String) -> ASCIIResult {
        // One branch-free pass measures the symbol and finds its last byte; the loops below would
        // otherwise mispredict at every boundary between a run and a separator.
        var symbolCount = 0
        var lastSymbolIndex = 0
        var allBits: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            allBits |= byte
            let isSymbol = asciiSymbolBit(byte)
            symbolCount &+= isSymbol
            lastSymbolIndex = isSymbol != 0 ? index : lastSymbolIndex
        }
        if allBits & 0x80 != 0 { return .needsNormalization }
        if symbolCount == 0 { return .none }
        if symbolCount == bytes.count && !isLowercaseByte(bytes[0]) {
            // The identifier already is its symbol: share its storage instead of copying it.
            return .symbol(original)
        }
        let symbol = String(unsafeUninitializedCapacity: symbolCount) { output in
            // The input ends at its last symbol character, so the kernel writes exactly
            // `symbolCount` bytes.
            writeASCIISymbol(
                of: UnsafeBufferPointer(rebasing: bytes[...lastSymbolIndex]),
                into: UnsafeMutableRawBufferPointer(output)
            ).count
        }
        return .symbol(symbol)
    }

    /// The one ASCII symbol kernel: applies the rule to `bytes` into `buffer` and returns the
    /// symbol's length and the OR of every input byte (`>= 0x80` means non-ASCII input, whose written
    /// bytes are then meaningless).
    ///
    /// `buffer` must hold at least `bytes.count` bytes, or exactly as many bytes as `bytes` has symbol
    /// characters when the last byte of `bytes` is one. Branch-free: every byte is stored at `count`
    /// and only symbol characters advance it, so `count` stays below the number of symbol characters
    /// still to come plus those written, and never leaves `buffer`.
    @usableFromInline
    @inline(__always)
    static func writeASCIISymbol(
        of bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableRawBufferPointer
    ) -> (count: Int, allBits: UInt8) {
        var count = 0
        var atRunStart = true
        var allBits: UInt8 = 0
        for byte in bytes {
            allBits |= byte
            let isSymbol = asciiSymbolBit(byte)
            buffer[count] = atRunStart && isLowercaseByte(byte) ? byte &- 0x20 : byte
            count &+= isSymbol
            atRunStart = isSymbol == 0
        }
        return (count, allBits)
    }

    /// Symbolifies input with non-ASCII scalars through its NFC form.
    static func normalizedSymbol(of identifier: String) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(identifier.utf8.count)
        var atRunStart = true
        // The standard library's own NFC transform, the one behind `String` equality and hashing,
        // so that identifiers Swift considers equal always give equal symbols.
        identifier._withNFCCodeUnits { byte in
            if isSymbolByte(byte) {
                output.append(atRunStart && isLowercaseByte(byte) ? byte &- 0x20 : byte)
                atRunStart = false
            } else if byte < 0x80 || byte >= 0xC0 {
                // An ASCII separator, or the lead byte of a non-ASCII scalar (which separates);
                // continuation bytes belong to the scalar whose lead byte was already counted.
                atRunStart = true
            }
        }
        if output.isEmpty { return nil }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `byte` is a symbol character: `A-Z`, `a-z`, `0-9` or `_`.
    @inline(__always)
    static func isSymbolByte(_ byte: UInt8) -> Bool {
        byte < 128 && asciiSymbolBit(byte) != 0
    }

    /// 1 if the ASCII `byte` is a symbol character, else 0; without branches, for bytes below 0x80.
    @inline(__always)
    static func asciiSymbolBit(_ byte: UInt8) -> Int {
        // One bit per ASCII byte: bits 48-57 of the low word are `0-9`; bits 1-26, 31 and 33-58 of
        // the high word are `A-Z`, `_` and `a-z`.
        let low: UInt64 = 0x03FF_0000_0000_0000
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        let word = byte & 0x40 == 0 ? low : high
        return Int(truncatingIfNeeded: (word >> UInt64(byte & 63)) & 1)
    }

    /// Whether `byte` is `a-z`.
    @inline(__always)
    static func isLowercaseByte(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "a") < 26
    }

    /// Writes the symbol of ASCII `bytes` into `buffer`, which holds at least `bytes.count + 1`
    /// bytes, and returns its length; `nil` when `bytes` hold non-ASCII bytes (the caller then
    /// decodes and uses ``symbol(for:)``, which normalizes). A length of 0 means no symbol.
    ///
    /// For tools that stream identifiers as bytes: no `String` is made for ASCII input.
    ///
    /// - Complexity: O(*n*), where *n* is `bytes.count`.
    package static func writeSymbol(
        ofASCII bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableRawBufferPointer
    ) -> Int? {
        precondition(buffer.count > bytes.count, "the buffer must hold one byte more than the input")
        let (count, allBits) = writeASCIISymbol(of: bytes, into: buffer)
        return allBits < 0x80 ? count : nil
    }
}
