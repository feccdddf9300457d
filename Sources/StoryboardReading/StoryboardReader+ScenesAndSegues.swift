@_spi(XMLScanning) import XMLScanning

extension Collector {
    /// ``start(_:_:)`` when only scenes and segues are read (``StoryboardReadingExtent/scenesAndSegues``):
    /// the element's frame keeps what a segue's trigger needs (its `id`, its title, label or
    /// `userLabel`, whether it is a scene's controller or a `<connections>`), and the element is
    /// kept if it is a scene's controller, an exit or a segue. Nothing else is looked at: no
    /// objects, connections, runtime attributes, reusable views, assets, fonts or bindings.
    mutating func startScenesAndSegues(_ name: XMLByteRange, _ scanner: XMLScanner) {
        var idAttribute: XMLAttribute?
        var member: XMLAttribute?
        var titleAttribute: XMLAttribute?
        var label: XMLAttribute?
        var userLabel: XMLAttribute?
        for attribute in scanner.attributes {
            let attributeName = attribute.name
            switch attributeName.count {
            case 2: if scanner.matches(attributeName, "id") { idAttribute = attribute }
            case 5:
                if scanner.matches(attributeName, "title") {
                    titleAttribute = attribute
                } else if scanner.matches(attributeName, "label") {
                    label = attribute
                }
            case 9: if scanner.matches(attributeName, "userLabel") { userLabel = attribute }
            case 13: if scanner.matches(attributeName, "sceneMemberID") { member = attribute }
            default: break
            }
        }
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
                title = label
            }
        default: break
        }
        var isSceneController = false
        if let member {
            if scanner.valueMatches(member, "viewController") {
                isSceneController = true
                collectScene(name, id: idAttribute.map { scanner.value(of: $0) } ?? "", scanner)
            } else if scanner.valueMatches(member, "exit"), let idAttribute {
                exits.insert(scanner.value(of: idAttribute))
            }
        }
        stack.append(
            Frame(
                name: name, id: idAttribute, title: title, userLabel: userLabel, customClass: nil,
                customModule: nil, customModuleProvider: nil, role: .object, isSceneController: isSceneController,
                isScene: isScene, isConnections: isConnections, isRuntimeAttributes: false, isCellContainer: false,
                line: 0, column: 0))
    }
}
