import StoryboardCatalog

/// Feeds arbitrary bytes, as a Swift or Objective-C file, to the source reader: any result is fine;
/// a crash, a hang, a finding without message, or a fact placed outside the file is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    // Lines end at a line feed, or at a carriage return not followed by one (as the compiler reads them).
    var lines = 1
    for (index, byte) in bytes.enumerated()
    where byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
        lines += 1
    }
    for path in ["Fuzz.swift", "Fuzz.m"] {
        let file = SwiftSourceFile(bytes: bytes, path: path)
        for finding in file.findings {
            precondition(!finding.message.isEmpty, "a finding without message")
        }
        let locations =
            file.classes.map(\.location) + file.actions.map(\.location) + file.references.map(\.location)
        for location in locations {
            let line = location.line ?? 1
            precondition(line >= 1 && line <= lines, "a fact on line \(line) of a \(lines)-line file")
        }
    }
    return 0
}
