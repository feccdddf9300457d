/// Names looked for in files' bytes, all at once: a file is scanned once for runs of name
/// characters (letters, digits, `_`, and any byte of a multi-byte UTF-8 character), and each run is
/// compared with the names by a hash, then by its bytes.
///
/// It finds whole names only (`Cell` is not in `NoteCell`), in code, comments and strings alike: it
/// picks the files worth reading, and the reader decides what they declare.
struct IdentifierSet: Sendable {
    /// The names by hash, as bytes.
    private let names: [UInt64: [[UInt8]]]
    /// Whether a name has each length (up to the longest): only runs of those lengths are hashed.
    private let lengths: [Bool]

    init(_ words: some Sequence<String>) {
        var names: [UInt64: [[UInt8]]] = [:]
        var lengths: [Bool] = []
        for word in words where !word.isEmpty {
            let bytes = Array(word.utf8)
            names[Self.hash(bytes[...]), default: []].append(bytes)
            if lengths.count <= bytes.count {
                lengths += Array(repeating: false, count: bytes.count + 1 - lengths.count)
            }
            lengths[bytes.count] = true
        }
        self.names = names
        self.lengths = lengths
    }

    /// Whether one of the names occurs in `bytes` as a whole name.
    ///
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    func occurs(in bytes: [UInt8]) -> Bool {
        guard !names.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            /// Whether the run of name bytes `start..<end` is one of the names.
            func isName(_ start: Int, _ end: Int) -> Bool {
                let length = end - start
                guard length > 0, length < lengths.count, lengths[length],
                    let candidates = names[Self.hash(buffer[start..<end])]
                else { return false }
                return candidates.contains { $0.elementsEqual(buffer[start..<end]) }
            }
            var start = 0
            for index in 0..<buffer.count where !Self.isNameByte(buffer[index]) {
                if isName(start, index) { return true }
                start = index + 1
            }
            return isName(start, buffer.count)
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

    /// FNV-1a over the bytes.
    private static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        return hash
    }
}
