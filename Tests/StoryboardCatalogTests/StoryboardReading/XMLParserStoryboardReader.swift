import Foundation
import SegueRouting

@testable import StoryboardCatalog
@testable import StoryboardModel

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads a storyboard with FoundationXML's `XMLParser`.
///
/// FoundationXML on Linux crashes on some malformed input, so the bytes are checked first for what
/// it cannot take: invalid UTF-8 and processing instructions other than the XML declaration.
enum XMLParserStoryboardReader {
    /// Reads `data`, the contents of the file at `path`.
    ///
    /// - Throws: A `Finding` naming the file and the position.
    static func read(_ data: Data, path: String) throws(Finding) -> Storyboard {
        let lines = LineIndex(data)
        func failure(_ code: Finding.Code, at offset: Int, _ message: String) -> Finding {
            let position = lines.position(of: offset)
            return Finding(
                .error, code, at: FileLocation(file: path, line: position.line, column: position.column), message)
        }
        // Storyboards are UTF-8. Checking first also keeps invalid bytes away from FoundationXML,
        // which traps on element names that are not UTF-8 instead of reporting an error.
        if let invalid = firstInvalidUTF8(in: data) {
            throw failure(
                .fileMalformed, at: invalid,
                "The file is not valid UTF-8 (byte \(invalid + 1)); storyboards are UTF-8: "
                    + "restore the file from version control, or save it again from Xcode.")
        }
        if let conflict = lines.firstMergeConflictMarker(in: data) {
            throw Finding(
                .error, .fileMergeConflict, at: FileLocation(file: path, line: conflict, column: 1),
                "The file contains a merge-conflict marker; resolve the conflict, then read it again.")
        }
        if let instruction = firstProcessingInstruction(in: data) {
            throw failure(
                .fileMalformed, at: instruction,
                "The file holds a processing instruction (<?…?>) other than the XML declaration, which "
                    + "storyboards never contain; remove it, or restore the file from version control.")
        }
        let collector = SegueCollector(data: data, path: path, lines: lines)
        // Parsing from a stream feeds libxml2 in chunks; handed the whole document at once it fails
        // on storyboards of tens of megabytes ("huge input lookup").
        let parser = XMLParser(stream: InputStream(data: data))
        parser.delegate = collector
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let succeeded = parser.parse()
        if let failure = collector.failure { throw failure }
        if !succeeded || collector.parseError != nil {
            let code = (collector.parseError ?? parser.parserError).map { ($0 as NSError).code } ?? -1
            throw Finding(
                .error, .fileMalformed,
                at: FileLocation(
                    file: path, line: collector.errorLine ?? parser.lineNumber,
                    column: collector.errorColumn ?? parser.columnNumber),
                "The file is not well-formed XML (\(describeParserError(code))); "
                    + "fix the XML, or restore the file from version control.")
        }
        guard collector.sawDocument else {
            throw Finding(
                .error, .fileNotStoryboard, at: FileLocation(file: path, line: 1, column: 1),
                "The file is not a storyboard or a xib: it has no <document> element.")
        }
        return collector.storyboard()
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
        // A UTF-8 byte order mark may stand before the declaration.
        let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "?") {
                let isDeclaration =
                    index == start && bytes.count >= start + declaration.count
                    && declaration.indices.allSatisfy { bytes[start + $0] == declaration[$0] }
                if !isDeclaration { return index }
            }
            index += 1
        }
        return nil
    }
}

/// Collects scenes and segues while `XMLParser` walks the document.
///
/// A segue belongs to the scene whose `<objects>` hold its trigger: the innermost open scene
/// controller when the trigger is inside one, otherwise the controller of the enclosing `<scene>`
/// (gesture recognizers, bar button items and other scene-level objects are siblings of the
/// controller, and Xcode may write them before or after it).
private final class SegueCollector: NSObject, XMLParserDelegate {
    private struct Frame {
        let name: String
        let id: String?
        var title: String?
        let userLabel: String?
        let isSceneController: Bool
        var attributes: [String: String] = [:]
        var role = InterfaceObject.Role.object
        var scene: Int?
        var location: FileLocation?
    }

    private struct PendingSegue {
        let attributes: [String: String]
        /// The index in `scenes` of the innermost open scene controller, if the trigger is inside one.
        let controller: Int?
        /// The index of the enclosing `<scene>` in `sceneControllers`, if any.
        let scene: Int?
        let trigger: StoryboardSegue.Trigger
        let location: FileLocation
    }

    let data: Data
    let path: String
    let lines: LineIndex
    /// Every scene controller in document order, with or without a unique id.
    var scenes: [StoryboardScene] = []
    /// The index of the first controller with each id.
    var sceneIndexByID: [String: Int] = [:]
    var exits: Set<String> = []
    var sawDocument = false
    var documentType: String?
    var initialViewController: String?
    var failure: Finding?
    var parseError: (any Error)?
    var errorLine: Int?
    var errorColumn: Int?
    private var stack: [Frame] = []
    private var openControllers: [Int] = []
    /// For each `<scene>` read so far, the index of its first controller.
    private var sceneControllers: [Int?] = []
    private var openScenes: [Int] = []
    private var pending: [PendingSegue] = []
    private var outlets: [StoryboardOutlet] = []
    /// Connections and runtime attributes, each with the frame of its owner, resolved at the end.
    private var connections: [(InterfaceConnection.Kind, [String: String], Frame, FileLocation)] = []
    private var runtimeAttributes: [(String, Frame, FileLocation)] = []

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
            let type = attributes["type"]
            guard elementName == "document", type.map({ $0.contains("Storyboard") || $0.hasSuffix(".XIB") }) ?? true
            else {
                failure = Finding(
                    .error, .fileNotStoryboard, at: FileLocation(file: path, line: parser.lineNumber, column: 1),
                    "The file is not a storyboard or a xib: its root element is <\(elementName)"
                        + (attributes["type"].map { " type=\"\($0)\"" } ?? "") + ">.")
                parser.abortParsing()
                return
            }
            sawDocument = true
            documentType = attributes["type"]
            initialViewController = attributes["initialViewController"]
        }
        if elementName == "scene" {
            openScenes.append(sceneControllers.count)
            sceneControllers.append(nil)
        }
        let member = attributes["sceneMemberID"]
        let isSceneController = member == "viewController"
        if isSceneController {
            let id = attributes["id"] ?? ""
            let index = scenes.count
            scenes.append(
                StoryboardScene(
                    id: id, elementName: elementName, customClass: attributes["customClass"],
                    customModule: attributes["customModule"], customModuleProvider: attributes["customModuleProvider"],
                    storyboardIdentifier: attributes["storyboardIdentifier"],
                    referencedStoryboard: attributes["storyboardName"],
                    referencedIdentifier: attributes["referencedIdentifier"],
                    platform: StoryboardPlatform(documentType: documentType), location: elementStart(parser)))
            if !id.isEmpty && sceneIndexByID[id] == nil { sceneIndexByID[id] = index }
            if let scene = openScenes.last, sceneControllers[scene] == nil { sceneControllers[scene] = index }
            openControllers.append(index)
        } else if member == "exit", let id = attributes["id"] {
            exits.insert(id)
        }
        if elementName == "segue" {
            collectSegue(parser, attributes)
        } else if elementName == "outlet", stack.last?.name == "connections", stack.count >= 2,
            stack[stack.count - 2].isSceneController,
            let property = attributes["property"], let destination = attributes["destination"]
        {
            outlets.append(
                StoryboardOutlet(
                    property: property, ownerID: stack[stack.count - 2].id, destinationID: destination,
                    location: elementStart(parser)))
        }
        // A button's title is in its normal state (UIKit) or its cell (AppKit), not on the button.
        if (elementName == "state" && attributes["key"] == "normal")
            || (elementName == "buttonCell" && attributes["key"] == "cell"),
            let title = attributes["title"], !stack.isEmpty, stack[stack.count - 1].title == nil
        {
            stack[stack.count - 1].title = title
        }
        if ["outlet", "outletCollection", "action"].contains(elementName), stack.last?.name == "connections",
            stack.count >= 2
        {
            let kind: InterfaceConnection.Kind =
                elementName == "action" ? .action : elementName == "outlet" ? .outlet : .outletCollection
            let name = attributes[kind == .action ? "selector" : "property"]
            if name != nil, attributes["destination"] ?? attributes["target"] != nil {
                connections.append((kind, attributes, stack[stack.count - 2], elementStart(parser)))
            }
        } else if elementName == "userDefinedRuntimeAttribute", stack.last?.name == "userDefinedRuntimeAttributes",
            stack.count >= 2, let keyPath = attributes["keyPath"]
        {
            runtimeAttributes.append((keyPath, stack[stack.count - 2], elementStart(parser)))
        }
        // A macOS toolbar item shows its `label`; it has no title.
        let title = attributes["title"] ?? (elementName == "toolbarItem" ? attributes["label"] : nil)
        var role = InterfaceObject.Role.object
        if attributes["placeholderIdentifier"] == "IBFilesOwner" {
            role = .filesOwner
        } else if attributes["placeholderIdentifier"] == "IBFirstResponder" || member == "firstResponder" {
            role = .firstResponder
        } else if elementName == "customObject", documentType?.hasSuffix(".Cocoa.XIB") == true {
            role = ["-2": .filesOwner, "-1": .firstResponder, "-3": .application][attributes["id"] ?? ""] ?? .object
        }
        stack.append(
            Frame(
                name: elementName, id: attributes["id"], title: title,
                userLabel: attributes["userLabel"], isSceneController: isSceneController, attributes: attributes,
                role: role, scene: openScenes.last, location: elementStart(parser)))
    }

    /// The object a frame was, as the model has it.
    private func object(_ frame: Frame) -> InterfaceObject {
        InterfaceObject(
            id: frame.id ?? "", elementName: frame.name, customClass: frame.attributes["customClass"],
            customModule: frame.attributes["customModule"],
            customModuleProvider: frame.attributes["customModuleProvider"], role: frame.role,
            isSceneController: frame.isSceneController, label: frame.userLabel ?? frame.title,
            sceneIndex: frame.scene.flatMap { sceneControllers[$0] },
            platform: StoryboardPlatform(documentType: documentType), location: frame.location!)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        guard let frame = stack.popLast() else { return }
        if frame.isSceneController { openControllers.removeLast() }
        if frame.name == "scene" { openScenes.removeLast() }
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
        guard attributes["reference"] == nil, stack.last?.name == "connections", stack.count >= 2 else { return }
        let triggerFrame = stack[stack.count - 2]
        let trigger = StoryboardSegue.Trigger(
            elementName: triggerFrame.name, id: triggerFrame.id, title: triggerFrame.title ?? triggerFrame.userLabel,
            isManual: triggerFrame.isSceneController)
        pending.append(
            PendingSegue(
                attributes: attributes, controller: openControllers.last, scene: openScenes.last, trigger: trigger,
                location: elementStart(parser)))
    }

    /// Where the element the parser has just reported starts: the parser reports the end of the
    /// start tag, so look back for its `<`.
    private func elementStart(_ parser: XMLParser) -> FileLocation {
        var offset = lines.offset(line: parser.lineNumber, column: parser.columnNumber, count: data.count)
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            while offset > 0 && bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        }
        let position = lines.position(of: offset)
        return FileLocation(file: path, line: position.line, column: position.column)
    }

    /// The scenes and the segues with their sources and destinations resolved, now that every scene
    /// is known. A segue whose scene has no controller is left out.
    func storyboard() -> Storyboard {
        let segues: [StoryboardSegue] = pending.compactMap { segue in
            guard let sourceIndex = segue.controller ?? segue.scene.flatMap({ sceneControllers[$0] }) else {
                return nil
            }
            let source = scenes[sourceIndex]
            let attributes = segue.attributes
            let destinationID = attributes["destination"] ?? ""
            let destination: StoryboardSegue.Destination
            if let index = sceneIndexByID[destinationID] {
                let scene = scenes[index]
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
                source: source, trigger: segue.trigger, destination: destination, location: segue.location)
        }
        return Storyboard(
            path: path, kind: InterfaceBuilderDocumentKind(documentType: documentType),
            platform: StoryboardPlatform(documentType: documentType), scenes: scenes,
            initialViewControllerID: initialViewController, segues: segues, outlets: outlets,
            connections: connections.map { kind, attributes, owner, location in
                InterfaceConnection(
                    kind: kind, name: attributes[kind == .action ? "selector" : "property"]!, owner: object(owner),
                    destinationID: attributes["destination"] ?? attributes["target"]!,
                    eventType: kind == .action ? attributes["eventType"] : nil, location: location)
            },
            runtimeAttributes: runtimeAttributes.map {
                InterfaceRuntimeAttribute(keyPath: $0.0, object: object($0.1), location: $0.2)
            })
    }
}
