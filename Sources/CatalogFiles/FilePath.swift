import SegueRouting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A path as the file system holds it: bytes, which need not be UTF-8.
///
/// On Linux a file name is any bytes but `/` and NUL; a `String` would replace invalid UTF-8 and
/// name another file. Paths are kept as bytes to open files, and shown with U+FFFD in messages.
package struct FilePath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    var bytes: [UInt8]

    /// The path spelled by `string`, in UTF-8.
    package init(_ string: String) { bytes = Array(string.utf8) }

    /// The path made of `bytes`.
    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Whether the path is spelled by `string`, in UTF-8 (compared without making either).
    package func isSpelled(by string: String) -> Bool { bytes.elementsEqual(string.utf8) }

    /// The path as text, with U+FFFD for bytes that are not UTF-8.
    package var description: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes after the last `/`: the file's name.
    var lastComponent: ArraySlice<UInt8> {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes[...] }
        return bytes[(slash + 1)...]
    }

    /// This path followed by `/` (unless it already ends with one) and `name`.
    func appending(_ name: [UInt8]) -> FilePath {
        var joined = bytes
        if joined.last != UInt8(ascii: "/") { joined.append(UInt8(ascii: "/")) }
        joined += name
        return FilePath(bytes: joined)
    }

    /// Calls `body` with the path as a NUL-terminated C string; `nil` when the path holds a NUL,
    /// which no file name can.
    func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result? {
        guard !bytes.contains(0) else { return nil }
        return (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// Hashes the path's bytes in one call, not one call a byte as an array's elements are: the
    /// walk of a whole app tree keys its results by path.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.count)
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// Orders paths by their bytes: the same order on every machine and in every locale.
    package static func < (lhs: FilePath, rhs: FilePath) -> Bool { lhs.bytes.lexicographicallyPrecedes(rhs.bytes) }
}
