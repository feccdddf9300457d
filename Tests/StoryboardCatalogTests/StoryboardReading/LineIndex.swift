import Foundation

/// Line starts of a file, to turn byte offsets into lines and columns.
struct LineIndex {
    private var starts: [Int] = [0]

    init(_ data: Data) {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
        }
    }

    /// The byte offset of a 1-based line and column, clamped to the file.
    func offset(line: Int, column: Int, count: Int) -> Int {
        let lineIndex = min(max(line - 1, 0), starts.count - 1)
        return min(max(starts[lineIndex] + max(column - 1, 0), 0), max(count - 1, 0))
    }

    /// The 1-based line and column of a byte offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// The 1-based line of the first merge-conflict marker (`<<<<<<< `, `=======`, `>>>>>>> ` at a
    /// line start), if any.
    func firstMergeConflictMarker(in data: Data) -> Int? {
        data.withUnsafeBytes { bytes -> Int? in
            for (index, start) in starts.enumerated() where start + 7 <= bytes.count {
                let first = bytes[start]
                guard first == UInt8(ascii: "<") || first == UInt8(ascii: "=") || first == UInt8(ascii: ">") else {
                    continue
                }
                if (start..<start + 7).allSatisfy({ bytes[$0] == first }) {
                    let next = start + 7 < bytes.count ? bytes[start + 7] : UInt8(ascii: "\n")
                    if next == UInt8(ascii: " ") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") {
                        return index + 1
                    }
                }
            }
            return nil
        }
    }
}
