import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One storyboard file, read: its scenes and segues.
public struct Storyboard: Sendable {
    /// The file's path, as it was given.
    public let path: String
    /// The scenes' controllers and storyboard references, by object id.
    public let scenes: [String: StoryboardScene]
    /// The segues, in file order. Relationship segues are included; `<segue reference=…>`
    /// placeholders and preview segues nested in other segues are not segues and are left out.
    public let segues: [StoryboardSegue]

    /// Reads the storyboard at `path`.
    ///
    /// - Parameter path: The `.storyboard` file.
    /// - Throws: ``StoryboardError`` naming the file and, where it has one, the position.
    /// - Complexity: O(*n*), where *n* is the size of the file.
    public init(contentsOf path: String) throws(StoryboardError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw StoryboardError(
                path: path, line: nil, column: nil,
                message: Self.readFailure(path: path, error: error))
        }
        try self.init(data: data, path: path)
    }

    /// Reads a storyboard from its XML.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The path to name in locations and errors.
    /// - Throws: ``StoryboardError`` for malformed XML, merge-conflict markers, or a document that
    ///   is not a storyboard.
    public init(data: Data, path: String) throws(StoryboardError) {
        let lines = LineIndex(data)
        // Storyboards are UTF-8. Checking first also keeps invalid bytes away from FoundationXML,
        // which traps on element names that are not UTF-8 instead of reporting an error.
        if let invalid = firstInvalidUTF8(in: data) {
            let position = lines.position(of: invalid)
            throw StoryboardError(
                path: path, line: position.line, column: position.column,
                message: "The file is not valid UTF-8 (byte \(invalid + 1)); storyboards are UTF-8: "
                    + "restore the file from version control, or save it again from Xcode.")
        }
        if let instruction = firstProcessingInstruction(in: data) {
            let position = lines.position(of: instruction)
            throw StoryboardError(
                path: path, line: position.line, column: position.column,
                message: "The file holds a processing instruction (<?…?>) other than the XML declaration, which "
                    + "storyboards never contain; remove it, or restore the file from version control.")
        }
        if let conflict = lines.firstMergeConflictMarker(in: data) {
            throw StoryboardError(
                path: path, line: conflict, column: 1,
                message: "The file contains a merge-conflict marker; resolve the conflict, then read it again.")
        }
        let reader = SegueCollector(data: data, path: path, lines: lines)
        // Parsing from a stream feeds libxml2 in chunks; handed the whole document at once it fails
        // on storyboards of tens of megabytes ("huge input lookup").
        let parser = XMLParser(stream: InputStream(data: data))
        parser.delegate = reader
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let succeeded = parser.parse()
        if let failure = reader.failure { throw failure }
        if !succeeded || reader.parseError != nil {
            let code = (reader.parseError ?? parser.parserError).map { ($0 as NSError).code } ?? -1
            throw StoryboardError(
                path: path, line: reader.errorLine ?? parser.lineNumber,
                column: reader.errorColumn ?? parser.columnNumber,
                message: "The file is not well-formed XML (\(Self.describeParserError(code))); "
                    + "fix the XML, or restore the file from version control.")
        }
        guard reader.sawDocument else {
            throw StoryboardError(
                path: path, line: 1, column: 1,
                message: "The file is not a storyboard: it has no <document> element.")
        }
        self.path = path
        self.scenes = reader.scenes
        self.segues = reader.resolvedSegues()
    }

    private static func readFailure(path: String, error: any Error) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            return "No such file; check the path."
        }
        if isDirectory.boolValue { return "This is a directory, not a storyboard file." }
        if !FileManager.default.isReadableFile(atPath: path) {
            return "The file cannot be read (permission denied); check its permissions."
        }
        return "The file cannot be read: \(error.localizedDescription)"
    }

    private static func describeParserError(_ code: Int) -> String {
        switch code {
        case 4: "the document is empty"
        case 5: "the document ends too early"
        case 9: "invalid character"
        case 38, 39, 40, 41: "malformed attribute"
        case 73, 76: "mismatched or unclosed tag"
        case 64, 65: "malformed XML declaration"
        case 111: "the document does not start with XML"
        default: "parser error \(code)"
        }
    }
}

/// A file that could not be read as a storyboard.
public struct StoryboardError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's path.
    public let path: String
    /// The 1-based line, where known.
    public let line: Int?
    /// The 1-based column, where known.
    public let column: Int?
    /// What is wrong and what to do.
    public let message: String

    /// Creates an error.
    public init(path: String, line: Int?, column: Int?, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:column: error: message`.
    public var description: String {
        var location = path
        if let line { location += ":\(line)" }
        if let line = line, line > 0, let column { location += ":\(column)" }
        return "\(location): error: \(message)"
    }
}

/// The 0-based offset of the first byte of `data` that is not valid UTF-8, or `nil`.
func firstInvalidUTF8(in data: Data) -> Int? {
    if String(validating: data, as: UTF8.self) != nil { return nil }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = data.makeIterator()
    var offset = 0
    while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let scalar): offset += scalar.count
        case .error: return offset
        case .emptyInput: return nil
        }
    }
}

/// The 0-based offset of the first `<?` that is not a well-formed start of the XML declaration
/// (`<?xml version` at the very start), or `nil`.
///
/// FoundationXML crashes on processing instructions without data (`<?xml?>`, `<?pi?>`), and
/// storyboards contain none, so the reader refuses them before parsing.
func firstProcessingInstruction(in data: Data) -> Int? {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int? in
        let declaration = Array("<?xml version".utf8)
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "?") {
                let isDeclaration =
                    index == 0 && bytes.count >= declaration.count
                    && declaration.indices.allSatisfy { bytes[$0] == declaration[$0] }
                if !isDeclaration { return index }
            }
            index += 1
        }
        return nil
    }
}

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

/// Collects scenes and segues while `XMLParser` walks the document.
private final class SegueCollector: NSObject, XMLParserDelegate {
    private struct Frame {
        let name: String
        let id: String?
        let title: String?
        let isSceneController: Bool
    }

    private struct PendingSegue {
        let attributes: [String: String]
        let source: String
        let trigger: SegueTrigger
        let location: SourceLocation
    }

    let data: Data
    let path: String
    let lines: LineIndex
    var scenes: [String: StoryboardScene] = [:]
    var exits: Set<String> = []
    var sawDocument = false
    var failure: StoryboardError?
    var parseError: (any Error)?
    var errorLine: Int?
    var errorColumn: Int?
    private var stack: [Frame] = []
    private var currentScene: String?
    private var pending: [PendingSegue] = []

    init(data: Data, path: String, lines: LineIndex) {
        self.data = data
        self.path = path
        self.lines = lines
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes: [String: String] = [:]
    ) {
        if stack.isEmpty {
            guard elementName == "document", attributes["type"]?.contains("Storyboard") ?? true else {
                failure = StoryboardError(
                    path: path, line: parser.lineNumber, column: 1,
                    message: "The file is not a storyboard: its root element is <\(elementName)"
                        + (attributes["type"].map { " type=\"\($0)\"" } ?? "") + ">.")
                parser.abortParsing()
                return
            }
            sawDocument = true
        }
        let member = attributes["sceneMemberID"]
        let isSceneController = member == "viewController"
        if isSceneController, let id = attributes["id"] {
            scenes[id] = StoryboardScene(
                id: id, elementName: elementName, customClass: attributes["customClass"],
                customModule: attributes["customModule"], storyboardIdentifier: attributes["storyboardIdentifier"],
                referencedStoryboard: attributes["storyboardName"],
                referencedIdentifier: attributes["referencedIdentifier"])
            currentScene = id
        } else if member == "exit", let id = attributes["id"] {
            exits.insert(id)
        }
        if elementName == "segue" {
            collectSegue(parser, attributes)
        }
        stack.append(
            Frame(
                name: elementName, id: attributes["id"], title: attributes["title"] ?? attributes["userLabel"],
                isSceneController: isSceneController))
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        if let frame = stack.popLast(), frame.isSceneController { currentScene = nil }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if self.parseError == nil {
            self.parseError = parseError
            errorLine = parser.lineNumber
            errorColumn = parser.columnNumber
        }
    }

    private func collectSegue(_ parser: XMLParser, _ attributes: [String: String]) {
        // `<segue reference=…>` in `inferredMetricsTieBreakers` only points at a segue, and a segue
        // nested in another one is a peek-and-pop preview of it.
        guard attributes["reference"] == nil, stack.last?.name == "connections", stack.count >= 2,
            let source = currentScene
        else { return }
        let triggerFrame = stack[stack.count - 2]
        let trigger = SegueTrigger(
            elementName: triggerFrame.name, id: triggerFrame.id, title: triggerFrame.title,
            isManual: triggerFrame.isSceneController)
        pending.append(
            PendingSegue(
                attributes: attributes, source: source, trigger: trigger, location: elementStart(parser)))
    }

    /// Where the element the parser has just reported starts: the parser reports the end of the
    /// start tag, so look back for its `<`.
    private func elementStart(_ parser: XMLParser) -> SourceLocation {
        var offset = lines.offset(line: parser.lineNumber, column: parser.columnNumber, count: data.count)
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            while offset > 0 && bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        }
        let position = lines.position(of: offset)
        return SourceLocation(file: path, line: position.line, column: position.column)
    }

    /// The segues with their destinations resolved, now that every scene is known.
    func resolvedSegues() -> [StoryboardSegue] {
        pending.map { segue in
            let attributes = segue.attributes
            let destinationID = attributes["destination"] ?? ""
            let destination: SegueDestination
            if let scene = scenes[destinationID] {
                destination = scene.isStoryboardReference ? .storyboardReference(scene) : .scene(scene)
            } else if exits.contains(destinationID) {
                destination = .exit(unwindAction: attributes["unwindAction"])
            } else {
                destination = .missing(id: destinationID)
            }
            return StoryboardSegue(
                identifier: attributes["identifier"], kind: attributes["kind"] ?? "",
                relationship: attributes["relationship"], customClass: attributes["customClass"],
                customModule: attributes["customModule"],
                destinationCreationSelector: attributes["destinationCreationSelector"], id: attributes["id"],
                source: scenes[segue.source]!, trigger: segue.trigger, destination: destination,
                location: segue.location)
        }
    }
}
