import SegueRouting
import StoryboardModel
@_spi(XMLScanning) import XMLScanning

/// What the reader keeps of a document's fonts: the `<customFonts>` declaration and the named fonts
/// its objects use. Every element costs a few byte comparisons of its name; values are decoded only
/// for the font elements that name a font, and for the declaration.
struct FontCollection {
    /// A font kept, its object's label settled when the object's element ends.
    struct Pending {
        let name: String
        let family: String?
        let objectElementName: String
        let objectID: String?
        /// The index in the collector's stack of the object's element.
        let owner: Int
        var label: XMLAttribute?
        let location: FileLocation
    }

    var fonts: [Pending] = []
    /// The indices in `fonts` whose object is still open, innermost last.
    var openOwners: [Int] = []
    var files: [(file: String, names: [String])] = []
    /// The index in the stack of the open `<customFonts>`, or -1.
    var declarationDepth = -1
    /// Where the text of an open `<string>` of the declaration starts (just after its name), or -1.
    var pendingString = -1
}

extension Collector {
    /// Reads what the element `name`, just started, says of fonts: called once its frame is pushed
    /// (and a `<state>`'s title is on its button's frame).
    /// Outside `<customFonts>`, an element whose name is not as long as `font`, `customFonts` or
    /// `fontDescription` costs a comparison of its length.
    @inline(__always)
    mutating func collectFonts(_ name: XMLByteRange, _ scanner: XMLScanner) {
        if fonts.pendingString < 0 && fonts.declarationDepth < 0 && fonts.openOwners.isEmpty {
            let count = name.count
            guard count == 4 || count == 11 || count == 15 else { return }
        }
        collectFontElement(name, scanner)
    }

    private mutating func collectFontElement(_ name: XMLByteRange, _ scanner: XMLScanner) {
        if fonts.pendingString >= 0 { settleDeclaredName(scanner) }
        if !fonts.openOwners.isEmpty { settleLabels() }
        if fonts.declarationDepth >= 0 {
            if stack.count - 1 <= fonts.declarationDepth {
                fonts.declarationDepth = -1
            } else {
                collectDeclaration(name, scanner)
                return
            }
        }
        if scanner.matches(name, "fontDescription") || scanner.matches(name, "font") {
            collectFont(name, scanner)
        } else if scanner.matches(name, "customFonts") {
            fonts.declarationDepth = stack.count - 1
        }
    }

    /// An `<array key="File.ttf">` (or `<mutableArray>`) of `<customFonts>`, or a `<string>` in one.
    private mutating func collectDeclaration(_ name: XMLByteRange, _ scanner: XMLScanner) {
        let depth = stack.count - 1 - fonts.declarationDepth
        if depth == 1, scanner.matches(name, "array") || scanner.matches(name, "mutableArray"),
            let file = scanner.value(named: "key")
        {
            fonts.files.append((file, []))
        } else if depth == 2, scanner.matches(name, "string"), !fonts.files.isEmpty {
            fonts.pendingString = name.end
        }
    }

    /// The text of the declaration's `<string>` whose name ended at `pendingString`: the bytes from
    /// there to the tag that starts now hold `>Name</string>` and the space after it.
    private mutating func settleDeclaredName(_ scanner: XMLScanner) {
        let start = fonts.pendingString
        fonts.pendingString = -1
        guard scanner.tagOffset > start else { return }
        let text = scanner.string(XMLByteRange(start: start, end: scanner.tagOffset)).utf8
        guard let open = text.firstIndex(of: UInt8(ascii: ">")) else { return }
        let content = text[text.index(after: open)...].prefix { $0 != UInt8(ascii: "<") }
        let trimmed = content.drop { $0 <= 0x20 }.reversed().drop { $0 <= 0x20 }.reversed()
        guard !trimmed.isEmpty else { return }
        let fontName = String(decoding: trimmed, as: UTF8.self)
        if !fonts.files[fonts.files.count - 1].names.contains(fontName) {
            fonts.files[fonts.files.count - 1].names.append(fontName)
        }
    }

    /// A `<fontDescription name=…>` or `<font name=…>`; one without a name (a system font, a text
    /// style, a `metaFont`) is not kept.
    private mutating func collectFont(_ name: XMLByteRange, _ scanner: XMLScanner) {
        guard let fontName = scanner.attribute(named: "name") else { return }
        // The object is the innermost open element with an id (an attributed string's fonts are
        // inside fragments and attributes of its label).
        var owner = stack.count - 2
        while owner > 0 && stack[owner].id == nil { owner -= 1 }
        guard owner >= 0 else { return }
        let frame = stack[owner]
        let position = scanner.location(of: scanner.tagOffset)
        fonts.fonts.append(
            FontCollection.Pending(
                name: scanner.value(of: fontName), family: scanner.value(named: "family"),
                objectElementName: scanner.string(frame.name), objectID: frame.id.map { scanner.value(of: $0) },
                owner: owner, label: frame.userLabel ?? frame.title,
                location: FileLocation(file: path, line: position.line, column: position.column)))
        fonts.openOwners.append(fonts.fonts.count - 1)
    }

    /// Takes the label of the objects of the fonts kept while they are open (a button's title is in
    /// a `<state>` after its font, and is on its frame from then on); an object that has ended (the
    /// element started now is where it was, or above) is done with.
    private mutating func settleLabels() {
        var index = fonts.openOwners.count - 1
        while index >= 0 {
            let font = fonts.openOwners[index]
            let owner = fonts.fonts[font].owner
            if owner >= stack.count - 1 {
                fonts.openOwners.remove(at: index)
            } else if let label = stack[owner].userLabel ?? stack[owner].title {
                fonts.fonts[font].label = label
            }
            index -= 1
        }
    }

    /// The fonts kept and the declared font files, for the storyboard.
    func readFonts(_ scanner: XMLScanner) -> (fonts: [InterfaceFont], files: [CustomFontFile]) {
        (
            fonts.fonts.map {
                InterfaceFont(
                    name: $0.name, family: $0.family, objectElementName: $0.objectElementName, objectID: $0.objectID,
                    objectLabel: $0.label.map { scanner.value(of: $0) }, location: $0.location)
            }, fonts.files.map { CustomFontFile(file: $0.file, fontNames: $0.names) }
        )
    }
}
