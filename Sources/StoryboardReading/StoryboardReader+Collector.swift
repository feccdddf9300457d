import CatalogFiles
import SegueRouting
import StoryboardModel
@_spi(XMLScanning) import XMLScanning

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the reader keeps while the scanner walks the document.
struct Collector {
    /// An open element: its name and the attributes a segue's trigger, an object or a font may
    /// need, as ranges of the document, decoded only when one of them needs them.
    ///
    /// The attributes are kept as ``KeptValue``s (24 bytes where an `XMLAttribute?` takes 40), since
    /// a frame is pushed and popped for every element.
    struct Frame {
        let name: XMLByteRange
        private let keptID, keptUserLabel, keptCustomClass, keptCustomModule, keptCustomModuleProvider: KeptValue?
        private var keptTitle: KeptValue?
        let role: InterfaceObject.Role
        let isSceneController: Bool
        let isScene: Bool
        let isConnections: Bool
        let isRuntimeAttributes: Bool
        /// Whether the element is a table, outline or collection view, whose cells are its prototypes.
        let isCellContainer: Bool
        /// The index in `objects` of the object the element is, once it is kept; -1 before.
        var object: Int = -1
        /// Where the element starts: found as the scanner meets it, so that every position the reader
        /// asks for is in document order and the document is counted through once.
        let line: Int
        let column: Int

        init(
            name: XMLByteRange, id: XMLAttribute?, title: XMLAttribute?, userLabel: XMLAttribute?,
            customClass: XMLAttribute?, customModule: XMLAttribute?, customModuleProvider: XMLAttribute?,
            role: InterfaceObject.Role, isSceneController: Bool, isScene: Bool, isConnections: Bool,
            isRuntimeAttributes: Bool, isCellContainer: Bool, line: Int, column: Int
        ) {
            self.name = name
            keptID = KeptValue(id)
            keptTitle = KeptValue(title)
            keptUserLabel = KeptValue(userLabel)
            keptCustomClass = KeptValue(customClass)
            keptCustomModule = KeptValue(customModule)
            keptCustomModuleProvider = KeptValue(customModuleProvider)
            self.role = role
            self.isSceneController = isSceneController
            self.isScene = isScene
            self.isConnections = isConnections
            self.isRuntimeAttributes = isRuntimeAttributes
            self.isCellContainer = isCellContainer
            self.line = line
            self.column = column
        }

        var id: XMLAttribute? { keptID?.attribute }
        var title: XMLAttribute? {
            get { keptTitle?.attribute }
            set { keptTitle = KeptValue(newValue) }
        }
        var hasTitle: Bool { keptTitle != nil }
        var userLabel: XMLAttribute? { keptUserLabel?.attribute }
        var customClass: XMLAttribute? { keptCustomClass?.attribute }
        var customModule: XMLAttribute? { keptCustomModule?.attribute }
        var customModuleProvider: XMLAttribute? { keptCustomModuleProvider?.attribute }
    }

    /// An attribute's value as a frame keeps it: where its raw bytes are and whether they need
    /// decoding. Its name is not kept (the frame's field says which attribute it is): ``attribute``
    /// gives it an empty name where the value starts, which reading the value never looks at.
    struct KeptValue: Equatable {
        let rawValue: XMLByteRange
        let needsDecoding: Bool

        init?(_ attribute: XMLAttribute?) {
            guard let attribute else { return nil }
            rawValue = attribute.rawValue
            needsDecoding = attribute.needsDecoding
        }

        var attribute: XMLAttribute {
            XMLAttribute(
                name: XMLByteRange(start: rawValue.start, end: rawValue.start), rawValue: rawValue,
                needsDecoding: needsDecoding)
        }
    }

    /// The attributes of the element just started that a frame, a scene, an object or a reusable
    /// view may need, found in one pass; with `classesAndIdentifiers` false (reading scenes and
    /// segues only), just `id`, `sceneMemberID`, `title`, `label` and `userLabel`.
    struct ElementAttributes {
        var id, member, title, label, userLabel, customClass, customModule, customModuleProvider: XMLAttribute?
        var placeholder, reuseIdentifier, identifier: XMLAttribute?

        /// Every attribute the whole reading needs. Out of line: the element start of the whole
        /// reading is long, and the pass inlined into it cost 2.3 M instructions more on an app's
        /// folder; the reading of scenes and segues inlines the initialiser instead.
        @inline(never)
        static func all(_ scanner: XMLScanner) -> Self { Self(scanner, classesAndIdentifiers: true) }

        /// The attributes of the element `scanner` just started; see the type.
        @inline(__always)
        init(_ scanner: XMLScanner, classesAndIdentifiers: Bool) {
            // Dispatched on the name's length first: these names' lengths differ but for `title` and
            // `label`, so most attributes cost one comparison of their length.
            for attribute in scanner.attributes {
                let name = attribute.name
                switch name.count {
                case 2: if scanner.matches(name, "id") { id = attribute }
                case 5:
                    if scanner.matches(name, "title") {
                        title = attribute
                    } else if scanner.matches(name, "label") {
                        label = attribute
                    }
                case 9: if scanner.matches(name, "userLabel") { userLabel = attribute }
                case 13: if scanner.matches(name, "sceneMemberID") { member = attribute }
                case _ where !classesAndIdentifiers: break
                case 10: if scanner.matches(name, "identifier") { identifier = attribute }
                case 11: if scanner.matches(name, "customClass") { customClass = attribute }
                case 12: if scanner.matches(name, "customModule") { customModule = attribute }
                case 15: if scanner.matches(name, "reuseIdentifier") { reuseIdentifier = attribute }
                case 20: if scanner.matches(name, "customModuleProvider") { customModuleProvider = attribute }
                case 21: if scanner.matches(name, "placeholderIdentifier") { placeholder = attribute }
                default: break
                }
            }
        }
    }

    /// An object kept, with the `<scene>` it is in, whose controller is known at the end.
    struct PendingObject {
        let id, elementName: String
        let customClass, customModule, customModuleProvider: String?
        /// The `userLabel`, else the title: a button's title is in a `<state>` inside it, so this is
        /// settled when the element ends.
        var label: XMLAttribute?
        let role: InterfaceObject.Role
        let isSceneController: Bool
        let scene: Int?
        let location: FileLocation
    }

    /// A reusable view, with the `<scene>` it is in.
    struct PendingReusableView {
        let kind: ReusableView.Kind
        let elementName, id: String
        let reuseIdentifier, customClass, customModule, containerID: String?
        let isPrototype: Bool
        let scene: Int?
        let location: FileLocation
    }

    struct PendingConnection {
        let kind: InterfaceConnection.Kind
        let name: String
        let owner: Int
        let destination: String
        let eventType: String?
        let location: FileLocation
    }

    struct PendingSegue {
        let destination: String
        let identifier, kind, relationship, customClass, customModule, destinationCreationSelector, id,
            unwindAction: String?
        let controller: Int?
        let scene: Int?
        let trigger: StoryboardSegue.Trigger
        let location: FileLocation
        let customModuleProvider: String?
    }

    let path: String
    /// Whether the parts besides scenes and segues are kept (``StoryboardReadingExtent``).
    let readsEverything: Bool
    private(set) var sawDocument = false
    var documentType: String?
    var initialViewController: String?
    /// The scene controllers in document order: two with one `id` (left by a merge or a hand edit)
    /// are two scenes, and one without `id` is a scene too; `check` reports both.
    var scenes: [StoryboardScene.Fields] = []
    /// The index in `scenes` of the first controller with each id, for segue destinations.
    var sceneIndexByID: [String: Int] = [:]
    var exits: Set<String> = []
    var stack: [Frame] = []
    var openControllers: [Int] = []
    /// For each `<scene>` read so far, the index of its first controller in `scenes`.
    var sceneControllers: [Int?] = []
    var openScenes: [Int] = []
    var pending: [PendingSegue] = []
    var outlets: [StoryboardOutlet] = []
    var objects: [PendingObject] = []
    var connections: [PendingConnection] = []
    var runtimeAttributes: [(keyPath: String, object: Int, location: FileLocation)] = []
    var reusableViews: [PendingReusableView] = []
    /// The indices in `objects` of a xib's top-level objects.
    var topLevelObjects: [Int] = []
    /// The indices in `stack` of the open tables, outlines and collection views.
    var openCellContainers: [Int] = []
    /// The Cocoa bindings and their controllers (`StoryboardReader+Bindings.swift`).
    var bindingParts = BindingParts()
    var kind = InterfaceBuilderDocumentKind.storyboard
    var platform = StoryboardPlatform.uiKit
    /// The images and named colors the document names.
    var assets = AssetCollection()
    /// The fonts the document declares and its objects use.
    var fonts = FontCollection()

    init(path: String, extent: StoryboardReadingExtent = .everything) {
        self.path = path
        readsEverything = extent == .everything
    }

    mutating func start(_ name: XMLByteRange, _ scanner: inout XMLScanner) throws(Finding) {
        if stack.isEmpty {
            let type = scanner.value(named: "type")
            // `…Storyboard.XIB` for storyboards, `…CocoaTouch.XIB` and `…Cocoa.XIB` for xibs.
            let saysInterfaceBuilder =
                type.map { $0.utf8Offset(of: "Storyboard") != nil || $0.utf8.suffix(4).elementsEqual(".XIB".utf8) }
                ?? true
            if scanner.matches(name, "archive"), saysInterfaceBuilder {
                // The format of Xcode 4 and earlier: Xcode still builds it, but it is an object archive,
                // with none of the elements read here.
                throw Finding(
                    .note, .fileLegacyFormat,
                    at: FileLocation(file: path, line: scanner.location(of: scanner.tagOffset).line),
                    "This xib is in the format of Xcode 4 and earlier (<archive>), whose objects and connections are "
                        + "not read, so it was not checked; open it in Xcode and save it to convert it.")
            }
            guard scanner.matches(name, "document"), saysInterfaceBuilder else {
                let position = scanner.location(of: scanner.tagOffset)
                throw Finding(
                    .error, .fileNotStoryboard, at: FileLocation(file: path, line: position.line, column: 1),
                    "The file is not a storyboard or a xib: its root element is <\(scanner.string(name))"
                        + (type.map { " type=\"\($0)\"" } ?? "") + ">.")
            }
            sawDocument = true
            documentType = type
            kind = InterfaceBuilderDocumentKind(documentType: type)
            platform = StoryboardPlatform(documentType: type)
            initialViewController = scanner.value(named: "initialViewController")
        }
        guard readsEverything else { return startScenesAndSegues(name, scanner) }
        let isScene = scanner.matches(name, "scene")
        if isScene {
            openScenes.append(sceneControllers.count)
            sceneControllers.append(nil)
        }
        let attributes = ElementAttributes.all(scanner)
        let idAttribute = attributes.id
        let member = attributes.member
        let titleAttribute = attributes.title
        let label = attributes.label
        let userLabel = attributes.userLabel
        let customClass = attributes.customClass
        let customModule = attributes.customModule
        let customModuleProvider = attributes.customModuleProvider
        let placeholder = attributes.placeholder
        let reuseIdentifier = attributes.reuseIdentifier
        let identifier = attributes.identifier
        var isSceneController = false
        var role = InterfaceObject.Role.object
        if let member {
            if scanner.valueMatches(member, "viewController") {
                isSceneController = true
                collectScene(name, id: idAttribute.map { scanner.value(of: $0) } ?? "", scanner)
            } else if scanner.valueMatches(member, "exit"), let idAttribute {
                exits.insert(scanner.value(of: idAttribute))
            } else if scanner.valueMatches(member, "firstResponder") {
                role = .firstResponder
            }
        }
        if let placeholder {
            if scanner.valueMatches(placeholder, "IBFilesOwner") {
                role = .filesOwner
            } else if scanner.valueMatches(placeholder, "IBFirstResponder") {
                role = .firstResponder
            }
        } else if kind == .xib, platform == .appKit, let idAttribute, scanner.matches(name, "customObject") {
            // An AppKit xib writes its placeholders as custom objects with negative ids.
            if scanner.valueMatches(idAttribute, "-2") {
                role = .filesOwner
            } else if scanner.valueMatches(idAttribute, "-1") {
                role = .firstResponder
            } else if scanner.valueMatches(idAttribute, "-3") {
                role = .application
            }
        }
        // A macOS toolbar item shows its `label`; it has no title.
        let title = titleAttribute ?? (scanner.matches(name, "toolbarItem") ? label : nil)
        if scanner.matches(name, "segue") {
            collectSegue(scanner)
        } else if scanner.matches(name, "outlet") {
            collectOutlet(scanner)
            collectConnection(.outlet, scanner)
        } else if scanner.matches(name, "action") {
            collectConnection(.action, scanner)
        } else if scanner.matches(name, "outletCollection") {
            collectConnection(.outletCollection, scanner)
        } else if scanner.matches(name, "userDefinedRuntimeAttribute") {
            collectRuntimeAttribute(scanner)
        } else if scanner.matches(name, "state") || scanner.matches(name, "buttonCell") {
            collectButtonTitle(titleAttribute, scanner)
        }
        let position = scanner.location(of: scanner.tagOffset)
        let isCellContainer =
            scanner.matches(name, "tableView") || scanner.matches(name, "collectionView")
            || scanner.matches(name, "outlineView")
        let parent = stack.last?.name
        let isPrototypeCellView = parent.map { scanner.matches($0, "prototypeCellViews") } ?? false
        let reusableKind: ReusableView.Kind? =
            isPrototypeCellView
            ? .tableCellView
            : (scanner.matches(name, "tableViewCell") || scanner.matches(name, "collectionViewCell")
                || scanner.matches(name, "collectionReusableView")
                || scanner.matches(name, "tableViewHeaderFooterView"))
                ? ReusableView.Kind(elementName: scanner.string(name)) : nil
        if let reusableKind {
            let container = openCellContainers.last.map { stack[$0] }
            let isPrototype: Bool
            switch reusableKind {
            case .tableViewCell: isPrototype = parent.map { scanner.matches($0, "prototypes") } ?? false
            case .collectionViewCell, .collectionReusableView:
                isPrototype =
                    kind == .storyboard && container.map { scanner.matches($0.name, "collectionView") } == true
            case .tableViewHeaderFooterView: isPrototype = false
            case .tableCellView: isPrototype = true
            }
            reusableViews.append(
                PendingReusableView(
                    kind: reusableKind, elementName: scanner.string(name),
                    id: idAttribute.map { scanner.value(of: $0) } ?? "",
                    reuseIdentifier: (isPrototypeCellView ? identifier : reuseIdentifier).map { scanner.value(of: $0) },
                    customClass: customClass.map { scanner.value(of: $0) },
                    customModule: customModule.map { scanner.value(of: $0) },
                    containerID: container?.id.map { scanner.value(of: $0) }, isPrototype: isPrototype,
                    scene: openScenes.last,
                    location: FileLocation(file: path, line: position.line, column: position.column)))
        }
        let isTopLevel =
            kind == .xib && stack.count == 2 && role == .object && parent.map { scanner.matches($0, "objects") } == true
        if isCellContainer { openCellContainers.append(stack.count) }
        stack.append(
            Frame(
                name: name, id: idAttribute, title: title, userLabel: userLabel, customClass: customClass,
                customModule: customModule, customModuleProvider: customModuleProvider, role: role,
                isSceneController: isSceneController, isScene: isScene,
                isConnections: scanner.matches(name, "connections"),
                isRuntimeAttributes: scanner.matches(name, "userDefinedRuntimeAttributes"),
                isCellContainer: isCellContainer, line: position.line, column: position.column))
        collectAssets(name, scanner)
        collectBindingParts(name, scanner)
        // An object that names a class or stands for a placeholder is kept now; any other, when it
        // turns out to hold a connection or a runtime attribute.
        if customClass != nil || role != .object || isSceneController || isTopLevel {
            let index = object(at: stack.count - 1, scanner)
            if isTopLevel { topLevelObjects.append(index) }
        }
        collectFonts(name, scanner)
    }

    /// A button's title, which is in its normal state (UIKit) or its cell (AppKit), not on the button:
    /// `title`, the `<state>` or `<buttonCell>` starting now's, is set on the button's frame.
    mutating func collectButtonTitle(_ title: XMLAttribute?, _ scanner: XMLScanner) {
        let key = scanner.attribute(named: "key")
        let holdsTitle = key.map { scanner.valueMatches($0, "normal") || scanner.valueMatches($0, "cell") } ?? false
        if holdsTitle, let title, !stack.isEmpty, !stack[stack.count - 1].hasTitle {
            stack[stack.count - 1].title = title
        }
    }

    /// The index in `objects` of the element open at `frameIndex`, kept now if it was not.
    mutating func object(at frameIndex: Int, _ scanner: XMLScanner) -> Int {
        let frame = stack[frameIndex]
        if frame.object >= 0 { return frame.object }
        objects.append(
            PendingObject(
                id: frame.id.map { scanner.value(of: $0) } ?? "", elementName: scanner.string(frame.name),
                customClass: frame.customClass.map { scanner.value(of: $0) },
                customModule: frame.customModule.map { scanner.value(of: $0) },
                customModuleProvider: frame.customModuleProvider.map { scanner.value(of: $0) },
                label: frame.userLabel ?? frame.title,
                role: frame.role, isSceneController: frame.isSceneController, scene: openScenes.last,
                location: FileLocation(file: path, line: frame.line, column: frame.column)))
        stack[frameIndex].object = objects.count - 1
        return objects.count - 1
    }

    /// An `<outlet>`, `<outletCollection>` or `<action>` in an object's `<connections>`.
    mutating func collectConnection(_ kind: InterfaceConnection.Kind, _ scanner: XMLScanner) {
        guard stack.last?.isConnections == true, stack.count >= 2 else { return }
        let name = scanner.value(named: kind == .action ? "selector" : "property")
        let destination = scanner.value(named: "destination") ?? scanner.value(named: "target")
        guard let name, let destination else { return }
        let owner = object(at: stack.count - 2, scanner)
        connections.append(
            PendingConnection(
                kind: kind, name: name, owner: owner, destination: destination,
                eventType: kind == .action ? scanner.value(named: "eventType") : nil, location: location(scanner)))
    }

    /// A `<userDefinedRuntimeAttribute keyPath=…>` of an object.
    mutating func collectRuntimeAttribute(_ scanner: XMLScanner) {
        guard stack.last?.isRuntimeAttributes == true, stack.count >= 2, let keyPath = scanner.value(named: "keyPath")
        else { return }
        let object = object(at: stack.count - 2, scanner)
        runtimeAttributes.append((keyPath, object, location(scanner)))
    }

    mutating func end() {
        // The frame is read in place and dropped, not copied out: it is some three hundred bytes.
        guard let last = stack.indices.last else { return }
        let object = stack[last].object
        if object >= 0 { objects[object].label = stack[last].userLabel ?? stack[last].title }
        if stack[last].isSceneController { openControllers.removeLast() }
        if stack[last].isScene { openScenes.removeLast() }
        if stack[last].isCellContainer { openCellContainers.removeLast() }
        stack.removeLast()
    }

    func location(_ scanner: XMLScanner) -> FileLocation {
        let position = scanner.location(of: scanner.tagOffset)
        return FileLocation(file: path, line: position.line, column: position.column)
    }

    mutating func collectScene(_ name: XMLByteRange, id: String, _ scanner: XMLScanner) {
        let index = scenes.count
        scenes.append(
            StoryboardScene.Fields(
                id: id, elementName: scanner.string(name), customClass: scanner.value(named: "customClass"),
                customModule: scanner.value(named: "customModule"),
                customModuleProvider: scanner.value(named: "customModuleProvider"),
                storyboardIdentifier: scanner.value(named: "storyboardIdentifier"),
                referencedStoryboard: scanner.value(named: "storyboardName"),
                referencedIdentifier: scanner.value(named: "referencedIdentifier"),
                platform: platform, location: location(scanner)))
        if !id.isEmpty && sceneIndexByID[id] == nil { sceneIndexByID[id] = index }
        if let scene = openScenes.last, sceneControllers[scene] == nil { sceneControllers[scene] = index }
        openControllers.append(index)
    }

    mutating func collectSegue(_ scanner: XMLScanner) {
        // `<segue reference=…>` in `inferredMetricsTieBreakers` only points at a segue, and a segue
        // nested in another one is a peek-and-pop preview of it.
        guard scanner.attribute(named: "reference") == nil, stack.last?.isConnections == true, stack.count >= 2 else {
            return
        }
        let triggerFrame = stack[stack.count - 2]
        let title = (triggerFrame.title ?? triggerFrame.userLabel).map { scanner.value(of: $0) }
        let trigger = StoryboardSegue.Trigger(
            elementName: scanner.string(triggerFrame.name), id: triggerFrame.id.map { scanner.value(of: $0) },
            title: title, isManual: triggerFrame.isSceneController)
        pending.append(
            PendingSegue(
                destination: scanner.value(named: "destination") ?? "", identifier: scanner.value(named: "identifier"),
                kind: scanner.value(named: "kind"), relationship: scanner.value(named: "relationship"),
                customClass: scanner.value(named: "customClass"), customModule: scanner.value(named: "customModule"),
                destinationCreationSelector: scanner.value(named: "destinationCreationSelector"),
                id: scanner.value(named: "id"), unwindAction: scanner.value(named: "unwindAction"),
                controller: openControllers.last, scene: openScenes.last, trigger: trigger, location: location(scanner),
                customModuleProvider: scanner.value(named: "customModuleProvider"))
        )
    }

    /// Keeps an outlet of a scene's controller (the outlets a test names buttons by); the outlets of
    /// views, constraints and other objects are left out.
    mutating func collectOutlet(_ scanner: XMLScanner) {
        guard stack.last?.isConnections == true, stack.count >= 2, stack[stack.count - 2].isSceneController,
            let property = scanner.value(named: "property"),
            let destination = scanner.value(named: "destination")
        else { return }
        outlets.append(
            StoryboardOutlet(
                property: property, ownerID: stack[stack.count - 2].id.map { scanner.value(of: $0) },
                destinationID: destination, location: location(scanner)))
    }

    /// The scenes and the segues with their sources and destinations resolved, now that every scene
    /// is known. A segue whose scene has no controller is left out.
    func storyboard(_ scanner: XMLScanner) -> Storyboard {
        // One table for every scene of the file; the scenes and the segues share it.
        let scenes = StoryboardScene.Table(self.scenes).scenes
        let segues: [StoryboardSegue] = pending.compactMap { segue in
            guard let sourceIndex = segue.controller ?? segue.scene.flatMap({ sceneControllers[$0] }) else {
                return nil
            }
            let source = scenes[sourceIndex]
            let destination: StoryboardSegue.Destination
            if let index = sceneIndexByID[segue.destination] {
                let scene = scenes[index]
                destination = scene.isStoryboardReference ? .storyboardReference(scene) : .scene(scene)
            } else if exits.contains(segue.destination) {
                destination = .exit(unwindAction: segue.unwindAction)
            } else {
                destination = .missing(id: segue.destination)
            }
            return StoryboardSegue(
                identifier: segue.identifier, kind: segue.kind ?? "", relationship: segue.relationship,
                customClass: segue.customClass, customModule: segue.customModule,
                destinationCreationSelector: segue.destinationCreationSelector, id: segue.id, source: source,
                trigger: segue.trigger, destination: destination, location: segue.location,
                customModuleProvider: segue.customModuleProvider)
        }
        // One table for every object of the file; the objects, connections and attributes share it.
        let objects = InterfaceObject.Table(
            self.objects.map { object in
                InterfaceObject.Fields(
                    id: object.id, elementName: object.elementName, customClass: object.customClass,
                    customModule: object.customModule, customModuleProvider: object.customModuleProvider,
                    role: object.role, isSceneController: object.isSceneController,
                    label: object.label.map { scanner.value(of: $0) },
                    sceneIndex: object.scene.flatMap { sceneControllers[$0] }, platform: platform,
                    location: object.location)
            }
        ).objects
        let (fonts, customFonts) = readFonts(scanner)
        return Storyboard(
            path: path, kind: kind, platform: platform, scenes: scenes, initialViewControllerID: initialViewController,
            segues: segues, outlets: outlets, objects: objects,
            connections: connections.map {
                InterfaceConnection(
                    kind: $0.kind, name: $0.name, owner: objects[$0.owner], destinationID: $0.destination,
                    eventType: $0.eventType, location: $0.location)
            },
            runtimeAttributes: runtimeAttributes.map {
                InterfaceRuntimeAttribute(keyPath: $0.keyPath, object: objects[$0.object], location: $0.location)
            },
            reusableViews: reusableViews.map {
                ReusableView(
                    kind: $0.kind, elementName: $0.elementName, id: $0.id, reuseIdentifier: $0.reuseIdentifier,
                    customClass: $0.customClass, customModule: $0.customModule, containerID: $0.containerID,
                    isPrototype: $0.isPrototype, sceneIndex: $0.scene.flatMap { sceneControllers[$0] },
                    location: $0.location)
            }, topLevelObjects: topLevelObjects.map { objects[$0] }, sdk: SDKPlatform(documentType: documentType),
            assetReferences: assets.references(scanner, platform: platform), fonts: fonts, customFonts: customFonts,
            bindings: bindingParts.bindings(objects), bindingControllers: bindingParts.controllers(objects))
    }
}
