/// Writes one JSON document as UTF-8, value by value: what every JSON form of the package comes from.
///
/// Strings are escaped by one rule: `"` and `\` by a backslash, the control characters U+0000 to
/// U+001F, U+007F and the C1 controls U+0080 to U+009F (terminals act on some, such as CSI) as `\n`,
/// `\r`, `\t` or `\u00XX`, and U+2028 and U+2029 as `\u2028` and `\u2029` (JavaScript reads those as
/// line breaks); every other scalar, non-BMP ones included, is copied as
/// its UTF-8 bytes. Commas and colons are placed by the writer, so a document is well-formed whatever
/// order values are written in, as long as containers are closed.
///
///     var json = JSONWriter()
///     json.object {
///         $0.field("identifier", "Show Detail")
///         $0.field("line", 42)
///     }
///     json.text   // {"identifier":"Show Detail","line":42}
///
/// A long document can be written out while it grows: ``drain(_:)`` hands over the bytes written so
/// far and keeps the nesting, so that a stream of entries never holds more than one in memory.
package struct JSONWriter: Sendable {
    /// The UTF-8 bytes written since the writer was made or last drained.
    package private(set) var bytes: [UInt8] = []
    /// For each open container, innermost last: whether a value has been written in it.
    private var hasValue: [Bool] = []
    /// Whether a key was just written, so that the next value follows its colon without a comma.
    private var afterKey = false

    /// Creates an empty writer.
    package init() {}

    /// The document written since the writer was made or last drained, as text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Hands the bytes written so far to `body`, then forgets them, keeping the open containers.
    package mutating func drain(_ body: (UnsafeRawBufferPointer) -> Void) {
        bytes.withUnsafeBytes(body)
        bytes.removeAll(keepingCapacity: true)
    }

    // MARK: Values

    /// Opens an object.
    package mutating func beginObject() {
        open(UInt8(ascii: "{"))
    }

    /// Closes the innermost object.
    package mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    /// Opens an array.
    package mutating func beginArray() {
        open(UInt8(ascii: "["))
    }

    /// Closes the innermost array.
    package mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Writes a member's key, which is copied as it is: keys are the package's own ASCII names, which
    /// need no escape. Its value comes next.
    package mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    /// Writes a string, or `null` for `nil`.
    package mutating func string(_ value: String?) {
        guard var value else { return null() }
        separate()
        value.withUTF8 { appendQuoted(UnsafeRawBufferPointer($0)) }
    }

    /// Writes a string made of UTF-8 parts, one after the other, without making a `String`.
    ///
    /// - Precondition: Each part is valid UTF-8 on its own.
    package mutating func string(utf8 parts: UnsafeRawBufferPointer...) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        for part in parts { appendEscaped(part) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes an integer, or `null` for `nil`.
    package mutating func number(_ value: Int?) {
        guard let value else { return null() }
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // Digits from the last, into a buffer on the stack: no `String` per number.
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Writes `true` or `false`.
    package mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// Writes `null`.
    package mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    // MARK: Members

    /// Writes a member whose value is a string, or `null`.
    package mutating func field(_ name: StaticString, _ value: String?) {
        key(name)
        string(value)
    }

    /// Writes a member whose value is an integer, or `null`.
    package mutating func field(_ name: StaticString, _ value: Int?) {
        key(name)
        number(value)
    }

    /// Writes a member whose value is `true` or `false`.
    package mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// Writes an object whose members `body` writes.
    package mutating func object(_ body: (inout JSONWriter) -> Void) {
        beginObject()
        body(&self)
        endObject()
    }

    /// Writes a member whose value is an object whose members `body` writes.
    package mutating func object(_ name: StaticString, _ body: (inout JSONWriter) -> Void) {
        key(name)
        object(body)
    }

    /// Writes a member whose value is an array, with one value for each element, written by `body`.
    package mutating func array<Elements: Sequence>(
        _ name: StaticString, _ elements: Elements, _ body: (inout JSONWriter, Elements.Element) -> Void
    ) {
        key(name)
        beginArray()
        for element in elements { body(&self, element) }
        endArray()
    }

    // MARK: Bytes

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        hasValue.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        hasValue.removeLast()
        bytes.append(bracket)
    }

    /// Writes the comma before a value that is not the first of its container.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = hasValue.indices.last else { return }
        if hasValue[last] { bytes.append(UInt8(ascii: ",")) }
        hasValue[last] = true
    }

    private mutating func appendQuoted(_ utf8: UnsafeRawBufferPointer) {
        bytes.append(UInt8(ascii: "\""))
        appendEscaped(utf8)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `utf8` with the escapes the type's documentation lists; runs that need none are
    /// copied whole.
    private mutating func appendEscaped(_ utf8: UnsafeRawBufferPointer) {
        var start = 0
        var index = 0
        let count = utf8.count
        let mayEscape = JSONEscape.mayEscape
        while index < count {
            let byte = utf8[index]
            // One table load tells the bytes that may need an escape from the rest.
            guard mayEscape[Int(byte)] else {
                index &+= 1
                continue
            }
            let escape: JSONEscape
            if byte == 0xE2 {
                guard index + 2 < count, utf8[index + 1] == 0x80, utf8[index + 2] & 0xFE == 0xA8 else {
                    index &+= 1
                    continue
                }
                escape = .lineSeparator(utf8[index + 2])
            } else if byte == 0xC2 {
                guard index + 1 < count, utf8[index + 1] & 0xE0 == 0x80 else {
                    index &+= 1
                    continue
                }
                escape = .c1(utf8[index + 1])
            } else if byte == 0x22 || byte == 0x5C {
                escape = .backslashed(byte)
            } else {
                escape = .control(byte)
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: utf8[start..<index]))
            index += escape.inputLength
            start = index
            escape.append(to: &bytes)
        }
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: utf8[start..<count]))
    }
}

/// One escape of ``JSONWriter``'s rule.
private enum JSONEscape {
    /// A control character, U+0000 to U+001F or U+007F.
    case control(UInt8)
    /// `"` or `\`.
    case backslashed(UInt8)
    /// U+2028 or U+2029, by the last byte of its UTF-8 form (`0xA8` or `0xA9`).
    case lineSeparator(UInt8)
    /// A C1 control, U+0080 to U+009F, by the last byte of its UTF-8 form (`0x80` to `0x9F`).
    case c1(UInt8)

    /// How many input bytes the escape replaces.
    var inputLength: Int {
        switch self {
        case .lineSeparator: 3
        case .c1: 2
        default: 1
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// For each byte: whether it is escaped (a control character, `"`, `\\`) or may begin U+2028 or
    /// U+2029 (`0xE2`) or a C1 control (`0xC2`).
    static let mayEscape: [Bool] = (0..<256).map { byte in
        byte < 0x20 || byte == 0x7F || byte == 0x22 || byte == 0x5C || byte == 0xE2 || byte == 0xC2
    }

    func append(to bytes: inout [UInt8]) {
        let hex = JSONEscape.hexDigits
        switch self {
        case .backslashed(let byte):
            bytes += [UInt8(ascii: "\\"), byte]
        case .control(0x0A):
            bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case .control(0x0D):
            bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case .control(0x09):
            bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case .control(let byte):
            bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
        case .c1(let last):
            bytes += Array("\\u00".utf8) + [hex[Int(last >> 4)], hex[Int(last & 0xF)]]
        case .lineSeparator(let last):
            bytes += Array("\\u202".utf8) + [last == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9")]
        }
    }
}
