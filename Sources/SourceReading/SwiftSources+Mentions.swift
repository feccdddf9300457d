import CatalogFiles
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension SwiftSources {
    /// Those of `names` that some file of the sources (the app's and the dependencies' read) holds as
    /// a whole name, in code, strings or comments: `ShowsGrid` in `@"ShowsGrid"` or
    /// `defaults.bool(forKey: "ShowsGrid")`. Each file is read again, on all cores, and searched
    /// with `memchr` and `memcmp`; a file given as bytes (without a path to read again) counts as mentioning every
    /// name, since what it holds is not kept.
    ///
    /// For the few names a check has not found elsewhere: it reads every source file once.
    ///
    /// - Complexity: O(*n* × *k*), where *n* is the size of the sources and *k* the number of names,
    ///   at the speed of `memchr`.
    package func mentioned(_ names: Set<String>) -> Set<String> {
        let names = names.filter { !$0.isEmpty }
        guard !names.isEmpty else { return [] }
        let all = files + dependencyFiles
        if all.contains(where: { $0.source == nil }) { return names }
        let ordered = names.sorted().map { Array($0.utf8) }
        let found = MentionResults(count: ordered.count)
        DispatchQueue.concurrentPerform(iterations: all.count) { index in
            guard let source = all[index].source,
                let bytes = try? FileReader.bytes(at: source, limit: SwiftSourceFile.sizeLimit)
            else { return }
            for (name, pattern) in ordered.enumerated() where !found.contains(name) {
                if Self.holds(bytes, pattern) { found.insert(name) }
            }
        }
        return Set(found.indices.map { String(decoding: ordered[$0], as: UTF8.self) })
    }

    /// Whether `bytes` hold `pattern` as a whole name: not preceded or followed by a letter, a digit,
    /// `_` or a byte of a multi-byte character.
    static func holds(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { haystack in
            pattern.withUnsafeBytes { needle in
                guard let base = haystack.baseAddress, let wanted = needle.baseAddress, needle.count > 0 else {
                    return false
                }
                let first = Int32(needle.load(as: UInt8.self))
                var start = 0
                while start + needle.count <= haystack.count {
                    // Safe: memchr reads the bytes from `start` to the end, inside the buffer.
                    guard let hit = memchr(base + start, first, haystack.count - start) else { return false }
                    let offset = UnsafeRawPointer(hit) - base
                    let end = offset + needle.count
                    if end <= haystack.count,
                        memcmp(base + offset, wanted, needle.count) == 0,
                        offset == 0 || !isNameByte(haystack[offset - 1]),
                        end == haystack.count || !isNameByte(haystack[end])
                    {
                        return true
                    }
                    start = offset + 1
                }
                return false
            }
        }
    }

    @inline(__always)
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}

/// The names ``SwiftSources/mentioned(_:)`` found, stored from the reading threads.
///
/// `@unchecked Sendable` is sound: the set is only read and written while the semaphore is held.
private final class MentionResults: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)
    private var found: Set<Int> = []

    init(count: Int) {
        found.reserveCapacity(count)
    }

    func contains(_ index: Int) -> Bool {
        semaphore.wait()
        defer { semaphore.signal() }
        return found.contains(index)
    }

    func insert(_ index: Int) {
        semaphore.wait()
        defer { semaphore.signal() }
        found.insert(index)
    }

    var indices: Set<Int> {
        semaphore.wait()
        defer { semaphore.signal() }
        return found
    }
}
