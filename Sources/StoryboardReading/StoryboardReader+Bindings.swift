import CatalogFiles
import SegueRouting
import StoryboardModel
@_spi(XMLScanning) import XMLScanning

/// What the reader keeps of a macOS document's Cocoa bindings while the scanner walks it: the
/// `<binding>` elements of objects' `<connections>`, their value transformers, and the controllers
/// bindings go through with their declared keys.
struct BindingParts {
    struct PendingBinding {
        let object: Int
        let name, destination, keyPath: String
        var valueTransformerName: String?
        let location: FileLocation
    }

    struct PendingController {
        let object: Int
        let kind: InterfaceBindingController.Kind
        var declaredKeys: [String] = []
        let objectClassName, entityName, childrenKeyPath, countKeyPath, leafKeyPath: String?
    }

    var bindings: [PendingBinding] = []
    var controllers: [PendingController] = []
    /// The index in the collector's `stack` of the `<binding>` last kept, while it may be open; -1 when
    /// the last `<binding>` met was not kept.
    var bindingFrame = -1
    /// The index in the collector's `stack` of the controller last kept, while it may be open.
    var controllerFrame = -1

    /// The bindings, their objects taken from the document's table.
    func bindings(_ objects: [InterfaceObject]) -> [InterfaceBinding] {
        bindings.map {
            InterfaceBinding(
                object: objects[$0.object], name: $0.name, destinationID: $0.destination, keyPath: $0.keyPath,
                valueTransformerName: $0.valueTransformerName, location: $0.location)
        }
    }

    /// The controllers, their objects taken from the document's table.
    func controllers(_ objects: [InterfaceObject]) -> [InterfaceBindingController] {
        controllers.map {
            InterfaceBindingController(
                object: objects[$0.object], kind: $0.kind, declaredKeys: $0.declaredKeys,
                objectClassName: $0.objectClassName, entityName: $0.entityName, childrenKeyPath: $0.childrenKeyPath,
                countKeyPath: $0.countKeyPath, leafKeyPath: $0.leafKeyPath)
        }
    }
}

extension Collector {
    /// Reads the element just pushed on `stack` (named `name`) if it is part of a binding: a
    /// `<binding>` in `<connections>`, the `<string key="NSValueTransformerName">` of its options, a
    /// controller, or a `<string>` of a controller's `<declaredKeys>`. A few byte comparisons for any
    /// other element.
    mutating func collectBindingParts(_ name: XMLByteRange, _ scanner: XMLScanner) {
        guard platform == .appKit else { return }
        let frame = stack.count - 1
        if scanner.matches(name, "string") {
            guard frame >= 2 else { return }
            let parent = stack[frame - 1].name
            if frame - 2 == bindingParts.bindingFrame, scanner.matches(parent, "dictionary"),
                scanner.matches(stack[frame - 2].name, "binding"),
                let key = scanner.attribute(named: "key"), scanner.valueMatches(key, "NSValueTransformerName")
            {
                let text = scanner.characterData()
                let binding = bindingParts.bindings.count - 1
                bindingParts.bindings[binding].valueTransformerName = text
            } else if frame - 2 == bindingParts.controllerFrame, scanner.matches(parent, "declaredKeys"),
                let controller = bindingParts.controllers.indices.last,
                bindingParts.controllers[controller].object == stack[frame - 2].object
            {
                bindingParts.controllers[controller].declaredKeys.append(scanner.characterData())
            }
        } else if scanner.matches(name, "binding") {
            bindingParts.bindingFrame = -1
            guard frame >= 2, stack[frame - 1].isConnections, let keyPath = scanner.value(named: "keyPath"),
                let destination = scanner.value(named: "destination")
            else { return }
            let bindingName = scanner.value(named: "name") ?? ""
            let object = object(at: frame - 2, scanner)
            bindingParts.bindings.append(
                BindingParts.PendingBinding(
                    object: object, name: bindingName, destination: destination, keyPath: keyPath,
                    location: location(scanner)))
            bindingParts.bindingFrame = frame
        } else if let kind = Self.controllerKind(name, scanner) {
            let object = object(at: frame, scanner)
            let isEntity = scanner.attribute(named: "mode").map { scanner.valueMatches($0, "entity") } ?? false
            bindingParts.controllers.append(
                BindingParts.PendingController(
                    object: object, kind: kind, objectClassName: scanner.value(named: "objectClassName"),
                    entityName: isEntity ? scanner.value(named: "entityName") ?? "" : nil,
                    childrenKeyPath: scanner.value(named: "childrenKeyPath"),
                    countKeyPath: scanner.value(named: "countKeyPath"),
                    leafKeyPath: scanner.value(named: "leafKeyPath")))
            bindingParts.controllerFrame = frame
        }
    }

    /// The controller an element is, if it is one.
    private static func controllerKind(_ name: XMLByteRange, _ scanner: XMLScanner) -> InterfaceBindingController.Kind?
    {
        // Every controller's element ends in `Controller`: one comparison for most elements.
        guard name.count >= 14 else { return nil }
        if scanner.matches(name, "arrayController") { return .arrayController }
        if scanner.matches(name, "userDefaultsController") { return .userDefaultsController }
        if scanner.matches(name, "objectController") { return .objectController }
        if scanner.matches(name, "treeController") { return .treeController }
        if scanner.matches(name, "dictionaryController") { return .dictionaryController }
        return nil
    }
}
