import StoryboardModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The public Objective-C classes of Apple's SDKs, one table per platform, as
/// `Scripts/sdk-table/generate.py` writes them from the SDKs' headers and `.tbd` files (`Tables/`,
/// each platform's table in parts of under 600 lines): each class's superclass, its framework, the
/// keys key-value coding can set on it (its properties, read-only ones too, since key-value coding sets those through their
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
    // `@unchecked`: the buffers point at static string literals, which are immutable and live as
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

    /// Each line, without its line feed, in the lines' (sorted) order: slices of the static parts.
    private let lines: [UnsafeBufferPointer<UInt8>]

    /// A table of `parts`, each whole lines: `Class Superclass Framework;key key;action action:`,
    /// sorted by class name in byte order across the parts; a class only a `.tbd` file exports is
    /// `Class ? Framework`.
    init(_ parts: [StaticString]) {
        var lines: [UnsafeBufferPointer<UInt8>] = []
        lines.reserveCapacity(parts.reduce(0) { $0 + $1.utf8CodeUnitCount } / 64)
        for part in parts {
            let text = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
            var offset = 0
            while offset < text.count {
                let end = Self.find(UInt8(ascii: "\n"), in: text, from: offset, to: text.count) ?? text.count
                lines.append(UnsafeBufferPointer(rebasing: text[offset..<end]))
                offset = end + 1
            }
        }
        self.lines = lines
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
    var count: Int { lines.count }

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

    private static let iOS = SDKTable(iOSParts)
    private static let tvOS = SDKTable(tvOSParts)
    private static let macOS = SDKTable(macOSParts)
    private static let watchOS = SDKTable(watchOSParts)

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
        line(named: name).map { Self.entry(of: $0, nameLength: name.utf8.count) }
    }

    /// The line of the class named `name`: a binary search over the sorted lines.
    private func line(named name: String) -> UnsafeBufferPointer<UInt8>? {
        var name = name
        return name.withUTF8 { wanted -> UnsafeBufferPointer<UInt8>? in
            var low = 0
            var high = lines.count
            while low < high {
                let middle = (low + high) / 2
                let order = Self.compareName(of: lines[middle], with: wanted)
                if order == 0 { return lines[middle] }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// The order of the class name of `line` against `wanted`: negative when it sorts first, zero
    /// when equal.
    private static func compareName(of line: UnsafeBufferPointer<UInt8>, with wanted: UnsafeBufferPointer<UInt8>) -> Int
    {
        var index = 0
        let space = UInt8(ascii: " ")
        while true {
            let byte = index < line.count ? line[index] : space
            let lineEnded = byte == space
            if index == wanted.count { return lineEnded ? 0 : 1 }
            if lineEnded { return -1 }
            if byte != wanted[index] { return byte < wanted[index] ? -1 : 1 }
            index += 1
        }
    }

    /// Whether the table has a class named `name`: the search of ``entry(_:)`` without reading the line.
    func contains(_ name: String) -> Bool { line(named: name) != nil }

    /// The entry of `text`, a line whose name is `nameLength` bytes long: only its short fields are
    /// read; its keys and actions are found with `memchr` and searched where they are.
    private static func entry(of text: UnsafeBufferPointer<UInt8>, nameLength: Int) -> Entry {
        let end = text.count
        let space = UInt8(ascii: " ")
        let semicolon = UInt8(ascii: ";")
        // `Name Superclass Framework;keys;actions`, or `Name ? Framework` (members unknown).
        let superclassStart = min(nameLength + 1, end)
        let superclassEnd = find(space, in: text, from: superclassStart, to: end) ?? end
        let frameworkStart = min(superclassEnd + 1, end)
        let keysSeparator = find(semicolon, in: text, from: frameworkStart, to: end)
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
            let keysEnd = find(semicolon, in: text, from: separator + 1, to: end) ?? end
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
