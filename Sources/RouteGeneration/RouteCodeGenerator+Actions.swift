import SegueRouting
import SourceReading
import StoryboardModel

extension RouteCodeGenerator {
    /// A creation route the generated code declares: the segue's identifier, its handler
    /// `createFor<Symbol>Segue(coder:sender:)`, and the type it makes.
    public struct Creator: Sendable, Hashable {
        /// The segue identifier.
        public let identifier: String
        /// The identifier's symbol; the handler is `createFor<Symbol>Segue`.
        public let symbol: SegueSymbol
        /// The type the handler returns: the destination scene's class.
        public let destinationType: String

        /// The handler's base name: `createFor<Symbol>Segue`.
        public var handlerBaseName: String { "createFor" + symbol.rawValue + "Segue" }
    }

    /// A segue action the generated code declares on a source class: an `@IBSegueAction` method whose
    /// selector is the storyboard's `destinationCreationSelector`, which creates the destination
    /// through the class's creation routes.
    public struct SegueAction: Sendable, Hashable {
        /// The selector, exactly as the storyboard spells it.
        public let selector: ObjectiveCSelector
        /// The Swift name that has that selector by Swift's rule.
        public let name: SwiftMethodName
        /// The type the method returns.
        public let destinationType: String
        /// The identifier the method routes when the selector takes none; `nil` when it passes its
        /// `segueIdentifier` argument on.
        public let identifier: String?
    }

    /// A protocol the generated code declares for an unwind action: the controller to return to
    /// adopts it and implements its one requirement with `@IBAction`, which then has the exit's
    /// selector.
    public struct UnwindReceiver: Sendable, Hashable {
        /// The protocol's name: `UnwindToInboxReceiver` for `unwindToInbox:`.
        public let protocolName: String
        /// The unwind action's selector, as the exits spell it.
        public let selector: ObjectiveCSelector
        /// The requirement's Swift name, whose selector is ``selector``.
        public let name: SwiftMethodName
        /// The name of the static property that holds the selector's text.
        public let actionConstant: String
    }

    /// The creation routes and segue actions of `sourceClass`, from its segues that name a
    /// `destinationCreationSelector`; warnings for those that cannot be generated.
    mutating func segueActionPlan(
        _ sourceClass: String, _ segues: [(segue: StoryboardSegue, storyboard: Int)], storyboards: [Storyboard],
        platform: StoryboardPlatform
    ) -> (creators: [Creator], actions: [SegueAction]) {
        var bySelector: [String: [(segue: StoryboardSegue, storyboard: Int)]] = [:]
        for item in segues { bySelector[item.segue.destinationCreationSelector!, default: []].append(item) }
        var creators: [SegueSymbol: Creator] = [:]
        var actions: [SegueAction] = []
        for text in bySelector.keys.sorted() {
            let group = bySelector[text]!
            let selector = ObjectiveCSelector(rawValue: text)
            let first = group[0].segue
            guard let name = selector.swiftMethodName, (1...3).contains(selector.argumentCount) else {
                findings.append(
                    Finding(
                        .warning, .generateOmitted, at: first.location,
                        "The segue action \(text) of \(sourceClass) is not a selector a Swift @IBSegueAction can have "
                            + "(it takes the coder, and optionally the sender and the segue identifier); no segue "
                            + "action was generated; reconnect the segue's action in Interface Builder."))
                continue
            }
            if let declared = declaredSegueActions[sourceClass]?[selector] {
                findings.append(
                    Finding(
                        .note, .generateOmitted, at: first.location,
                        "\(sourceClass) declares the segue action \(text) itself (\(declared)); no segue action or "
                            + "creation route was generated for it."))
                continue
            }
            let identified = group.filter { $0.segue.symbol != nil }
            let identifiers = Set(identified.compactMap(\.segue.identifier))
            for item in group where item.segue.symbol == nil {
                findings.append(
                    Finding(
                        .warning, .generateOmitted, at: item.segue.location,
                        "This segue from \(sourceClass) creates its destination with \(text) but has no identifier, "
                            + "so no creation route can be found for it"
                            + (identified.isEmpty
                                ? "; no segue action was generated; give the segue an identifier, or declare "
                                    + "@IBSegueAction func \(name) in \(sourceClass) yourself."
                                : "; the generated segue action returns nil for it and \(platform.frameworkName) "
                                    + "creates the destination; give the segue an identifier.")))
            }
            if identified.isEmpty { continue }
            if selector.argumentCount < 3 && identifiers.count > 1 {
                findings.append(
                    Finding(
                        .warning, .generateOmitted, at: first.location,
                        "The segue action \(text) of \(sourceClass) serves the segues "
                            + identifiers.sorted().map(quoted).joined(separator: ", ")
                            + " but takes no segue identifier, so it cannot tell them apart; no segue action was "
                            + "generated; give it the sender: and segueIdentifier: arguments, or one action each."))
                continue
            }
            var types: Set<String> = []
            for item in identified {
                let type = creationType(item.segue, platform)
                types.insert(type)
                let symbol = item.segue.symbol!
                if let known = creators[symbol], known.identifier != item.segue.identifier {
                    continue  // Reported with the prepare routes: identifiers that share a symbol.
                }
                creators[symbol] = Creator(
                    identifier: item.segue.identifier!, symbol: symbol,
                    destinationType: creators[symbol].map {
                        $0.destinationType == type ? type : platform.baseControllerClass
                    }
                        ?? type)
            }
            actions.append(
                SegueAction(
                    selector: selector, name: name,
                    destinationType: types.count == 1 ? types.first! : platform.baseControllerClass,
                    identifier: selector.argumentCount < 3 ? identifiers.first : nil))
        }
        return (creators.keys.sorted().map { creators[$0]! }, actions)
    }

    /// The type a segue action makes: the destination scene's own class (a segue action creates the
    /// container itself, not the scene inside it).
    private func creationType(_ segue: StoryboardSegue, _ platform: StoryboardPlatform) -> String {
        guard case .scene(let scene) = segue.destination else { return platform.baseControllerClass }
        return Self.swiftType(of: scene, platform)
    }

    /// The declaration of a segue action: `@IBSegueAction func makeThread(coder: NSCoder, …) -> …`,
    /// with the coder, sender and identifier parameters its arity takes.
    static func segueActionCode(_ action: SegueAction, access: String, enumName: String, constants: [String: String])
        -> String
    {
        let parameters = ["coder", "sender", "segueIdentifier"]
        let types = ["NSCoder", "Any?", "String?"]
        var list: [String] = []
        for (index, label) in action.name.labels.enumerated() {
            let parameter = parameters[index]
            let head = label == parameter ? label! : "\(label ?? "_") \(parameter)"
            list.append("\(head): \(types[index])")
        }
        let count = action.name.labels.count
        let sender = count > 1 ? "sender" : "nil"
        let identifier =
            count > 2 ? "segueIdentifier" : action.identifier.map { "\(enumName).\(constants[$0]!)" } ?? "nil"
        var code = "    /// The storyboard's segue action `\(action.selector)`. Creates the destination through\n"
        code += "    /// segueRoutes' creation routes, or returns nil to have the storyboard create it.\n"
        code += "    @IBSegueAction \(access)func \(swiftName(action.name.baseName))(\(list.joined(separator: ", ")))"
        code += " -> \(action.destinationType)? {\n"
        code += "        routeCreation(coder: coder, sender: \(sender), identifier: \(identifier))\n"
        code += "    }\n"
        return code
    }

    /// The protocols of the unwind actions of the catalog's exits, one per selector.
    mutating func unwindReceivers(_ storyboards: [Storyboard]) -> [(UnwindReceiver, [StoryboardSegue])] {
        var bySelector: [String: [StoryboardSegue]] = [:]
        for storyboard in storyboards where storyboard.platform == .uiKit {
            for segue in storyboard.segues {
                if case .exit(let action?) = segue.destination, !action.isEmpty {
                    bySelector[action, default: []].append(segue)
                }
            }
        }
        var used: Set<String> = []
        var receivers: [(UnwindReceiver, [StoryboardSegue])] = []
        for text in bySelector.keys.sorted() {
            let selector = ObjectiveCSelector(rawValue: text)
            guard let name = selector.swiftMethodName, selector.argumentCount == 1 else {
                findings.append(
                    Finding(
                        .warning, .generateOmitted, at: bySelector[text]![0].location,
                        "The unwind action \(text) is not a selector a Swift unwind method can have (it takes the "
                            + "segue, one argument); no protocol was generated for it; choose another action for "
                            + "the exit in Interface Builder."))
                continue
            }
            var base = text.split(separator: ":").map { piece in
                piece.prefix(1).uppercased() + piece.dropFirst()
            }.joined()
            if base.isEmpty || !isSwiftIdentifier(base) { base = "UnwindAction" }
            var protocolName = base + "Receiver"
            var suffix = 2
            while used.contains(protocolName) {
                protocolName = base + "Receiver_\(suffix)"
                suffix += 1
            }
            used.insert(protocolName)
            let constant = protocolName.prefix(1).lowercased() + protocolName.dropFirst().dropLast("Receiver".count)
            receivers.append(
                (
                    UnwindReceiver(
                        protocolName: protocolName, selector: selector, name: name,
                        actionConstant: String(constant.hasSuffix("_") ? constant + "action" : constant + "Action")),
                    bySelector[text]!
                ))
        }
        return receivers
    }

    /// The protocol of an unwind action, and the property that holds its selector.
    static func unwindReceiverCode(_ receiver: UnwindReceiver, _ segues: [StoryboardSegue], access: String) -> String {
        let label = receiver.name.labels[0]
        let parameter = label == "segue" ? "segue" : "\(label ?? "_") segue"
        let method = swiftName(receiver.name.baseName)
        let sources = Set(segues.map(\.source.className)).sorted().joined(separator: ", ")
        var code = "\n// MARK: - Unwind action \(receiver.selector)\n\n"
        code += "/// Receives the unwind segues whose exit calls \(receiver.selector) (from \(sources)). Adopt it in\n"
        code += "/// the controller to return to and implement the requirement with @IBAction, which then has\n"
        code += "/// that selector:\n///\n"
        code += "///     @IBAction func \(method)(\(parameter): UIStoryboardSegue) {\n"
        code += "///         routeUnwind(segue, action: Self.\(receiver.actionConstant))\n"
        code += "///     }\n"
        code += "@MainActor\n\(access)protocol \(receiver.protocolName): AnyObject {\n"
        code += "    /// The unwind action \(receiver.selector).\n"
        code += "    func \(method)(\(parameter): UIStoryboardSegue)\n"
        code += "}\n\nextension \(receiver.protocolName) {\n"
        code += "    /// The unwind action's selector, as the storyboard's exits and unwind routes spell it.\n"
        code +=
            "    \(access)static var \(receiver.actionConstant): String { \(swiftStringLiteral(receiver.selector.rawValue)) }\n"
        code += "}\n"
        return code
    }

    /// `name`, in backticks when it is a keyword.
    private static func swiftName(_ name: String) -> String {
        isSwiftIdentifier(name) ? name : "`\(name)`"
    }
}
