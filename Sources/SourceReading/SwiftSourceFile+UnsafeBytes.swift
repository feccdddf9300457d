// The two whole-file passes that every source file pays for (line starts and UTF-8 validation), on
// raw memory: line feeds found with memchr, ASCII skipped 32 bytes at a time.

import CatalogFiles
import SegueRouting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension SwiftSourceFile {
    /// The offsets where lines start: 0, and the offset after each line feed.
    static func lineStarts(in bytes: [UInt8]) -> [Int] {
        lineBreaks(in: bytes).starts
    }

    /// The offsets where lines start, and whether a carriage return alone ends a line anywhere.
    static func lineBreaks(in bytes: [UInt8]) -> (starts: [Int], hasLoneCarriageReturn: Bool) {
        var starts = [0]
        var hasLoneReturn = false
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            let count = buffer.count
            while offset < count {
                // Safe: `offset < count`, so `base + offset` and the `count - offset` bytes after it
                // are inside the buffer; memchr reads no further.
                guard let found = memchr(base + offset, 0x0A, count - offset) else { break }
                let index = base.distance(to: UnsafeRawPointer(found))
                starts.append(index + 1)
                offset = index + 1
            }
            // A carriage return not followed by a line feed ends a line too (files saved with the
            // old Mac line ends). Rare: looked for first (carriage returns before line feeds are
            // skipped by memchr), and merged in only when there is one.
            var search = 0
            while search < count {
                // Safe: `search < count`; memchr reads the `count - search` bytes after it.
                guard let found = memchr(base + search, 0x0D, count - search) else { break }
                let index = base.distance(to: UnsafeRawPointer(found))
                if index + 1 == count || buffer[index + 1] != 0x0A {
                    hasLoneReturn = true
                    break
                }
                search = index + 2
            }
            guard hasLoneReturn else { return }
            var merged: [Int] = [0]
            for index in 0..<count {
                let byte = buffer[index]
                if byte == 0x0A || (byte == 0x0D && (index + 1 == count || buffer[index + 1] != 0x0A)) {
                    merged.append(index + 1)
                }
            }
            starts = merged
        }
        return (starts, hasLoneReturn)
    }

    /// The offset of the first byte that is not part of valid UTF-8, if any.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            let count = buffer.count
            var offset = 0
            while offset < count {
                // ASCII runs, 32 bytes at a time: most of a source file.
                while offset + 32 <= count {
                    // Safe: the 32 bytes `offset ..< offset + 32` are inside the buffer; the loads
                    // are unaligned.
                    let words =
                        base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        | base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                        | base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
                        | base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
                    guard words & 0x8080_8080_8080_8080 == 0 else { break }
                    offset += 32
                }
                guard offset < count else { break }
                if offset + 8 <= count {
                    // Safe: the eight bytes `offset ..< offset + 8` are inside the buffer; the load
                    // is unaligned.
                    let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 {
                        offset += 8
                        continue
                    }
                }
                // Safe: `offset < count`.
                let lead = base.load(fromByteOffset: offset, as: UInt8.self)
                if lead < 0x80 {
                    offset += 1
                    continue
                }
                guard let length = sequenceLength(buffer, at: offset) else { return offset }
                offset += length
            }
            return nil
        }
    }

    /// The length of the valid multi-byte UTF-8 sequence at `offset`, or `nil` when it is not one.
    private static func sequenceLength(_ buffer: UnsafeRawBufferPointer, at offset: Int) -> Int? {
        let lead = buffer[offset]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xED:
            length = 3
            high = 0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF4:
            length = 4
            high = 0x8F
        case 0xF1...0xF3: length = 4
        default: return nil
        }
        guard offset + length <= buffer.count, buffer[offset + 1] >= low, buffer[offset + 1] <= high else { return nil }
        for next in offset + 2..<offset + length where buffer[next] & 0xC0 != 0x80 { return nil }
        return length
    }
}
