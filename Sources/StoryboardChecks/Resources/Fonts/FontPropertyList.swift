import CatalogFiles

/// What a bundle's `Info.plist` files say of the fonts it provides: iOS's `UIAppFonts` array (the
/// font files the system loads at launch) and macOS's `ATSApplicationFontsPath` (the folder of the
/// bundle's resources whose fonts it loads).
///
/// XML property lists are read; a binary one (`bplist00`) or one that cannot be read is not, and
/// when none is read nothing is known (``isKnown`` is false).
struct FontPropertyList: Sendable, Hashable {
    /// The entries of `UIAppFonts`, as written (`Fonts/Lato-Bold.ttf`).
    var appFonts: [String] = []
    /// `ATSApplicationFontsPath`, if some property list has it.
    var fontsPath: String?
    /// Whether at least one property list was read.
    var isKnown = false

    /// The font keys of the XML property lists at `paths`, together.
    init(reading paths: [String]) {
        for path in paths {
            guard let bytes = try? FileReader.bytes(at: FilePath(path), limit: 1 << 24) else { continue }
            read(bytes)
        }
    }

    /// The font keys of one property list's bytes.
    init(bytes: [UInt8]) {
        read(bytes)
    }

    private mutating func read(_ bytes: [UInt8]) {
        guard !bytes.starts(with: "bplist".utf8) else { return }
        let start = bytes.firstIndex { $0 > 0x20 } ?? bytes.endIndex
        guard
            bytes[start...].starts(with: "<?xml".utf8) || bytes[start...].starts(with: "<plist".utf8)
                || bytes[start...].starts(with: "<!DOCTYPE".utf8)
        else { return }
        isKnown = true
        var position = 0
        while let keyStart = Self.find("<key>", in: bytes, from: position),
            let keyEnd = Self.find("</key>", in: bytes, from: keyStart + 5)
        {
            let key = Self.trimmed(bytes, keyStart + 5..<keyEnd)
            position = keyEnd + 6
            let value = Self.skipSpace(bytes, from: position)
            if key == "UIAppFonts" {
                guard bytes[value...].starts(with: "<array>".utf8),
                    let end = Self.find("</array>", in: bytes, from: value)
                else { continue }
                var item = value + 7
                while let open = Self.find("<string>", in: bytes, from: item), open < end,
                    let close = Self.find("</string>", in: bytes, from: open)
                {
                    let entry = Self.trimmed(bytes, open + 8..<close)
                    if !entry.isEmpty { appFonts.append(entry) }
                    item = close + 9
                }
                position = end
            } else if key == "ATSApplicationFontsPath" {
                guard bytes[value...].starts(with: "<string>".utf8),
                    let close = Self.find("</string>", in: bytes, from: value)
                else { continue }
                fontsPath = Self.trimmed(bytes, value + 8..<close)
                position = close
            }
        }
    }

    private static func find(_ word: StaticString, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    private static func skipSpace(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count && bytes[index] <= 0x20 { index += 1 }
        return index
    }

    private static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper && bytes[lower] <= 0x20 { lower += 1 }
        while upper > lower && bytes[upper - 1] <= 0x20 { upper -= 1 }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
            .replacingOccurrencesOfAmpersand()
    }
}

extension String {
    /// The text with `&amp;` as `&` (file names in property lists may hold one).
    fileprivate func replacingOccurrencesOfAmpersand() -> String {
        guard utf8.contains(UInt8(ascii: "&")) else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: "&amp;") {
            result += rest[..<range.lowerBound] + "&"
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
