@_spi(XMLScanning) import XMLScanning

extension Collector {
    /// ``start(_:_:)`` when only scenes and segues are read (``StoryboardReadingExtent/scenesAndSegues``):
    /// the element's frame keeps what a segue's trigger needs (its `id`, its title, label or
    /// `userLabel`, whether it is a scene's controller or a `<connections>`), and the element is
    /// kept if it is a scene's controller, an exit or a segue. Nothing else is looked at: no
    /// objects, connections, runtime attributes, reusable views, assets, fonts or bindings.
    mutating func startScenesAndSegues(_ name: XMLByteRange, _ scanner: XMLScanner) {
        let attributes = ElementAttributes(scanner, classesAndIdentifiers: false)
        let idAttribute = attributes.id
        let titleAttribute = attributes.title
        // The element names this reading acts on differ in length but for those of five and eleven
        // bytes, so most elements cost one comparison of their name's length.
        var isScene = false
        var isConnections = false
        var title = titleAttribute
        switch name.count {
        case 5:
            if scanner.matches(name, "scene") {
                isScene = true
                openScenes.append(sceneControllers.count)
                sceneControllers.append(nil)
            } else if scanner.matches(name, "segue") {
                collectSegue(scanner)
            } else if scanner.matches(name, "state") {
                // A segue's trigger may be a button, whose title is in a `<state>` before its connections.
                collectButtonTitle(titleAttribute, scanner)
            }
        case 10: if scanner.matches(name, "buttonCell") { collectButtonTitle(titleAttribute, scanner) }
        case 11:
            if scanner.matches(name, "connections") {
                isConnections = true
            } else if title == nil, scanner.matches(name, "toolbarItem") {
                // A macOS toolbar item shows its `label`; it has no title.
                title = attributes.label
            }
        default: break
        }
        var isSceneController = false
        if let member = attributes.member {
            if scanner.valueMatches(member, "viewController") {
                isSceneController = true
                collectScene(name, id: idAttribute.map { scanner.value(of: $0) } ?? "", scanner)
            } else if scanner.valueMatches(member, "exit"), let idAttribute {
                exits.insert(scanner.value(of: idAttribute))
            }
        }
        stack.append(
            Frame(
                name: name, id: idAttribute, title: title, userLabel: attributes.userLabel, customClass: nil,
                customModule: nil, customModuleProvider: nil, role: .object, isSceneController: isSceneController,
                isScene: isScene, isConnections: isConnections, isRuntimeAttributes: false, isCellContainer: false,
                line: 0, column: 0))
    }
}
