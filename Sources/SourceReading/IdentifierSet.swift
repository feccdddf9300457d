/// Names looked for in files' bytes, all at once: a file is scanned once for runs of name
/// characters (letters, digits, `_`, and any byte of a multi-byte UTF-8 character), and each run is
/// compared with the names by a hash, then by its bytes.
///
/// It finds whole names only (`Cell` is not in `NoteCell`), in code, comments and strings alike: it
/// picks the files worth reading, and the reader decides what they declare.
struct IdentifierSet: Sendable {
    /// The names by hash, as bytes.
    private let names: [UInt64: [[UInt8]]]

    init(_ words: some Sequence<String>) {
        var names: [UInt64: [[UInt8]]] = [:]
        for word in words where !word.isEmpty {
            let bytes = Array(word.utf8)
            names[Self.hash(bytes[...]), default: []].append(bytes)
        }
        self.names = names
    }

    /// Whether one of the names occurs in `bytes` as a whole name.
    ///
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    func occurs(in bytes: [UInt8]) -> Bool {
        guard !names.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            var hash: UInt64 = Self.offsetBasis
            for index in 0..<buffer.count {
                let byte = buffer[index]
                if Self.isNameByte(byte) {
                    hash = (hash ^ UInt64(byte)) &* Self.prime
                    continue
                }
                if index > start, let candidates = names[hash],
                    candidates.contains(where: { $0.elementsEqual(buffer[start..<index]) })
                {
                    return true
                }
                start = index + 1
                hash = Self.offsetBasis
            }
            if buffer.count > start, let candidates = names[hash],
                candidates.contains(where: { $0.elementsEqual(buffer[start..<buffer.count]) })
            {
                return true
            }
            return false
        }
    }

    @inline(__always)
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x100_0000_01b3

    /// FNV-1a over the bytes, as `occurs(in:)` computes it.
    private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        return hash
    }
}
