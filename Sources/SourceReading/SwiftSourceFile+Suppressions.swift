import SegueRouting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A line of a source file that holds the marker of a suppression comment,
/// `symbolify:disable-next-line`: whether it is one (after the line's first `//`) is for the checks
/// to say (`SuppressionComments`).
public struct SuppressionCommentLine: Sendable, Hashable {
    /// The file's path, as the file was read.
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// The line's text, without its line break.
    public let text: String
}

extension SwiftSourceFile {
    /// The marker looked for.
    static let suppressionMarker = Array("symbolify:disable-next-line".utf8)

    /// The lines of `bytes` that hold the suppression marker, found in the bytes already read: `memchr`
    /// to each `y` (the marker's second byte), then a comparison; `lineStarts` are the lexer's.
    static func suppressionLines(in bytes: [UInt8], path: String, lineStarts: [Int]) -> [SuppressionCommentLine] {
        var lines: [SuppressionCommentLine] = []
        let marker = suppressionMarker
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 1
            // Safe: memchr reads `offset ..< count`, inside the buffer.
            while offset < buffer.count, let found = memchr(base + offset, Int32(marker[1]), buffer.count - offset) {
                let hit = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                offset = hit + 1
                let start = hit - 1
                guard start + marker.count <= buffer.count, buffer[start] == marker[0],
                    buffer[start..<start + marker.count].elementsEqual(marker)
                else { continue }
                // The line: the last line start at or before the marker.
                var low = 0
                var high = lineStarts.count
                while high - low > 1 {
                    let middle = (low + high) / 2
                    if lineStarts[middle] <= start { low = middle } else { high = middle }
                }
                let lineStart = lineStarts[low]
                var end = low + 1 < lineStarts.count ? lineStarts[low + 1] : buffer.count
                while end > lineStart && (buffer[end - 1] == 0x0A || buffer[end - 1] == 0x0D) { end -= 1 }
                lines.append(
                    SuppressionCommentLine(
                        file: path, line: low + 1,
                        text: String(decoding: UnsafeBufferPointer(rebasing: buffer[lineStart..<end]), as: UTF8.self)))
                // One entry per line.
                offset = max(offset, end)
            }
        }
        return lines
    }
}
