/// Splits a byte stream into lines, holding one line in memory at a time.
///
/// Lines end at `\n`; one `\r` before it is dropped, so CRLF input reads like LF input. A last line
/// without a line end is still a line; input that ends with a line end has no empty last line.
struct LineReader<Source: ByteSource> {
    private var source: Source
    private var line: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    init(_ source: Source) {
        self.source = source
    }

    /// Calls `body` with each line and its 1-based number until the input ends or `body` returns
    /// `false`; calls `chunkDone` after each read, so that output can be flushed as input arrives.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the input; memory O(longest line).
    mutating func forEachLine(
        _ body: (Int, UnsafeBufferPointer<UInt8>) -> Bool,
        chunkDone: () -> Void
    ) throws(StreamError) {
        var number = 0
        while true {
            let read = chunk.withUnsafeMutableBytes { buffer in
                Result { () throws(StreamError) -> Int in try source.read(into: buffer) }
            }
            let count = try read.get()
            if count == 0 { break }
            var keepGoing = true
            chunk.withUnsafeBufferPointer { all in
                var start = 0
                let bytes = UnsafeBufferPointer(rebasing: all[0..<count])
                while keepGoing, let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
                    number += 1
                    if line.isEmpty {
                        keepGoing = emit(number, UnsafeBufferPointer(rebasing: bytes[start..<end]), body)
                    } else {
                        line.append(contentsOf: bytes[start..<end])
                        keepGoing = line.withUnsafeBufferPointer { emit(number, $0, body) }
                        line.removeAll(keepingCapacity: line.count <= 1 << 16)
                    }
                    start = end + 1
                }
                if keepGoing { line.append(contentsOf: bytes[start...]) }
            }
            chunkDone()
            if !keepGoing { return }
        }
        if !line.isEmpty {
            number += 1
            _ = line.withUnsafeBufferPointer { emit(number, $0, body) }
            line.removeAll()
        }
    }

    private func emit(
        _ number: Int,
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ body: (Int, UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        if let last = bytes.last, last == UInt8(ascii: "\r") {
            return body(number, UnsafeBufferPointer(rebasing: bytes.dropLast()))
        }
        return body(number, bytes)
    }
}

/// Decodes UTF-8, or tells the 0-based byte offset of the first invalid sequence.
func decodeUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<String, InvalidUTF8> {
    if let string = String(validating: bytes, as: UTF8.self) {
        return .success(string)
    }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let scalar):
            offset += scalar.count
        case .emptyInput:
            return .failure(InvalidUTF8(offset: offset))
        case .error:
            return .failure(InvalidUTF8(offset: offset))
        }
    }
}

/// The position of invalid UTF-8 in a line.
struct InvalidUTF8: Error {
    /// The 0-based byte offset of the first invalid sequence.
    var offset: Int
}
