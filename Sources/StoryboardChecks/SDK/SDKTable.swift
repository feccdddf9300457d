import StoryboardModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The public Objective-C classes of Apple's SDKs, one table per platform, as
/// `Scripts/sdk-table/generate.py` writes them from the SDKs' headers and `.tbd` files
/// (`SDKTable+Data.swift`): each class's superclass, its framework, the keys key-value coding can
/// set on it (its properties, read-only ones too, since key-value coding sets those through their
/// instance variables; the keys of its setters and instance variables; the properties of the
/// protocols it adopts) and its action-shaped methods.
///
/// A name the sources do not declare is Apple's only if its platform's table has it. A class with a
/// public header has every key and action its headers declare: what it lacks, it lacks. A class that
/// only a `.tbd` file exports has no known members, so what is looked up on it cannot be decided.
///
/// The tables are static text, sorted by class name: nothing is parsed or copied when the process
/// starts, and the first look-up on a platform finds its lines once (a pass of `memchr` speed).
struct SDKTable: @unchecked Sendable {
    // `@unchecked`: the buffer points at a static string literal, which is immutable and lives as
    // long as the process.

    /// A class of the table.
    struct Entry {
        /// The superclass; `nil` for a root class (`NSObject`) or one whose header is not public.
        let superclass: String?
        /// The framework that declares the class.
        let framework: String
        /// Whether the class's members are known (it has a public header): a key or an action it
        /// does not list, it does not have.
        let membersKnown: Bool
        fileprivate let keys: UnsafeBufferPointer<UInt8>
        fileprivate let actions: UnsafeBufferPointer<UInt8>

        /// Whether key-value coding can set `key` on the class itself (not its superclasses).
        func hasKey(_ key: String) -> Bool { SDKTable.contains(key, inSorted: keys) }

        /// The keys of the class itself (not its superclasses), for a message's closest names.
        var keyNames: [String] {
            keys.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
        }

        /// Whether the class itself (not its superclasses) implements the action `selector`.
        func hasAction(_ selector: String) -> Bool { SDKTable.contains(selector, inSorted: actions) }
    }

    private let text: UnsafeBufferPointer<UInt8>
    /// The offset of each line's first byte, in the lines' (sorted) order.
    private let lineStarts: [Int32]

    /// A table of `text`: lines `Class Superclass Framework;key key;action action:`, sorted by class
    /// name in byte order; a class only a `.tbd` file exports is `Class ? Framework`.
    init(_ text: StaticString) {
        self.text = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        var starts: [Int32] = []
        starts.reserveCapacity(self.text.count / 64)
        var offset = 0
        let count = self.text.count
        while offset < count {
            starts.append(Int32(offset))
            guard let end = Self.find(UInt8(ascii: "\n"), in: self.text, from: offset, to: count) else { break }
            offset = end + 1
        }
        lineStarts = starts
    }

    /// The offset of the first `byte` of `buffer` in `start..<end`, found with `memchr`.
    private static func find(_ byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int?
    {
        guard start < end, let base = buffer.baseAddress else { return nil }
        // Safe: memchr reads the `end - start` bytes from `start`, which are inside the buffer.
        guard let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// The number of classes.
    var count: Int { lineStarts.count }

    /// The table of the SDK a document is written for: iOS's for iOS, Mac Catalyst and visionOS
    /// documents (Interface Builder writes them all as `CocoaTouch`), tvOS's, macOS's, watchOS's.
    static func table(for sdk: SDKPlatform) -> SDKTable {
        switch sdk {
        case .iOS: iOS
        case .tvOS: tvOS
        case .macOS: macOS
        case .watchOS: watchOS
        }
    }

    private static let iOS = SDKTable(iOSText)
    private static let tvOS = SDKTable(tvOSText)
    private static let macOS = SDKTable(macOSText)
    private static let watchOS = SDKTable(watchOSText)

    /// Whether a class named `name` is Apple's in a document for `sdk` (for tvOS, in the tvOS or the
    /// iOS table: ``entry(_:sdk:)``).
    static func hasClass(_ name: String, sdk: SDKPlatform) -> Bool {
        switch sdk {
        case .iOS: iOS.contains(name)
        case .tvOS: tvOS.contains(name) || iOS.contains(name)
        case .macOS: macOS.contains(name)
        case .watchOS: watchOS.contains(name)
        }
    }

    /// The class named `name` in a document for `sdk`: from its own table, or, for tvOS, from iOS's
    /// (the tvOS SDK read is older: a class of a later tvOS is in the iOS headers' table).
    static func entry(_ name: String, sdk: SDKPlatform) -> Entry? {
        switch sdk {
        case .iOS: iOS.entry(name)
        case .tvOS: tvOS.entry(name) ?? iOS.entry(name)
        case .macOS: macOS.entry(name)
        case .watchOS: watchOS.entry(name)
        }
    }

    /// The class named `name`, if the table has it.
    func entry(_ name: String) -> Entry? {
        var name = name
        return name.withUTF8 { wanted -> Entry? in
            var low = 0
            var high = lineStarts.count
            while low < high {
                let middle = (low + high) / 2
                let start = Int(lineStarts[middle])
                let order = compareName(at: start, with: wanted)
                if order == 0 {
                    let end = middle + 1 < lineStarts.count ? Int(lineStarts[middle + 1]) - 1 : text.count
                    return entry(at: start, end: end, nameLength: wanted.count)
                }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// The order of the class name of the line at `start` against `wanted`: negative when it sorts
    /// first, zero when equal.
    private func compareName(at start: Int, with wanted: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        let space = UInt8(ascii: " ")
        while true {
            let byte = start + index < text.count ? text[start + index] : space
            let lineEnded = byte == space || byte == UInt8(ascii: "\n")
            if index == wanted.count { return lineEnded ? 0 : 1 }
            if lineEnded { return -1 }
            if byte != wanted[index] { return byte < wanted[index] ? -1 : 1 }
            index += 1
        }
    }

    /// Whether the table has a class named `name`: the search of ``entry(_:)`` without reading the line.
    func contains(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { wanted -> Bool in
            var low = 0
            var high = lineStarts.count
            while low < high {
                let middle = (low + high) / 2
                let order = compareName(at: Int(lineStarts[middle]), with: wanted)
                if order == 0 { return true }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return false
        }
    }

    /// The entry of the line at `start..<end`, whose name is `nameLength` bytes long: only its short
    /// fields are read; its keys and actions are found with `memchr` and searched where they are.
    private func entry(at start: Int, end: Int, nameLength: Int) -> Entry {
        let space = UInt8(ascii: " ")
        let semicolon = UInt8(ascii: ";")
        // `Name Superclass Framework;keys;actions`, or `Name ? Framework` (members unknown).
        let superclassStart = min(start + nameLength + 1, end)
        let superclassEnd = Self.find(space, in: text, from: superclassStart, to: end) ?? end
        let frameworkStart = min(superclassEnd + 1, end)
        let keysSeparator = Self.find(semicolon, in: text, from: frameworkStart, to: end)
        let frameworkEnd = keysSeparator ?? end
        func string(_ from: Int, _ to: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: text[from..<max(from, to)]), as: UTF8.self)
        }
        let superclass = string(superclassStart, superclassEnd)
        let framework = string(frameworkStart, frameworkEnd)
        var keys = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        var actions = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        let membersKnown = superclass != "?" && keysSeparator != nil
        if membersKnown, let separator = keysSeparator {
            let keysEnd = Self.find(semicolon, in: text, from: separator + 1, to: end) ?? end
            keys = UnsafeBufferPointer(rebasing: text[(separator + 1)..<keysEnd])
            if keysEnd < end { actions = UnsafeBufferPointer(rebasing: text[(keysEnd + 1)..<end]) }
        }
        return Entry(
            superclass: superclass == "-" || superclass == "?" ? nil : superclass, framework: framework,
            membersKnown: membersKnown, keys: keys, actions: actions)
    }

    /// Whether the space-separated, byte-sorted words of `list` hold `word`: a binary search over
    /// the bytes, each probe stepping back to the start of its word.
    fileprivate static func contains(_ word: String, inSorted list: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !list.isEmpty else { return false }
        var word = word
        return word.withUTF8 { wanted in
            let space = UInt8(ascii: " ")
            var low = 0
            var high = list.count
            while low < high {
                var start = (low + high) / 2
                while start > low && list[start - 1] != space { start -= 1 }
                var end = start
                while end < high && list[end] != space { end += 1 }
                let found = UnsafeBufferPointer(rebasing: list[start..<end])
                if found.elementsEqual(wanted) { return true }
                if found.lexicographicallyPrecedes(wanted) { low = end + 1 } else { high = start }
            }
            return false
        }
    }
}
