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
        /// `segueIdentifier` argument on, or serves only segues without identifier.
        public let identifier: String?
        /// The type made by the creation route by destination type that the method reaches for the
        /// segues without identifier it serves (or a container's relationship segue); `nil` when it
        /// serves only segues with identifiers.
        public let destinationCreationType: String?
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

    /// What a class's segue actions need: the creation routes by identifier, the types of the creation
    /// routes by destination type, the segue actions, and the ids of the segues without identifier
    /// whose destinations they create.
    struct SegueActionPlan {
        var creators: [Creator] = []
        var destinationCreators: [String] = []
        var actions: [SegueAction] = []
        var createdWithoutIdentifier: Set<String> = []
    }

    /// The creation routes and segue actions of `sourceClass`, from its segues that name a
    /// `destinationCreationSelector` (and the relationship segues of the containers it presents);
    /// warnings for those that cannot be generated.
    mutating func segueActionPlan(
        _ sourceClass: String, _ segues: [(segue: StoryboardSegue, storyboard: Int)], storyboards: [Storyboard],
        platform: StoryboardPlatform
    ) -> SegueActionPlan {
        var bySelector: [String: [(segue: StoryboardSegue, storyboard: Int)]] = [:]
        for item in segues { bySelector[item.segue.destinationCreationSelector!, default: []].append(item) }
        var creators: [SegueSymbol: Creator] = [:]
        var plan = SegueActionPlan()
        var destinationCreators: Set<String> = []
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
            var identified: [(segue: StoryboardSegue, storyboard: Int)] = []
            var unidentified: [(segue: StoryboardSegue, storyboard: Int)] = []
            for item in group {
                // UIKit passes a relationship segue's action no identifier, as a segue without one.
                guard let identifier = item.segue.identifier, !identifier.isEmpty, !item.segue.isRelationship else {
                    unidentified.append(item)
                    continue
                }
                guard item.segue.symbol != nil else {
                    findings.append(
                        Finding(
                            .warning, .generateOmitted, at: item.segue.location,
                            "\(quoted(identifier)) from \(sourceClass) creates its destination with \(text) but has no "
                                + "symbol, so no creation route can be declared for it; no creation route was generated; "
                                + "give the identifier at least one ASCII letter, digit or '_'."))
                    continue
                }
                identified.append(item)
            }
            let identifiers = Set(identified.compactMap(\.segue.identifier))
            let unidentifiedTypes = Set(unidentified.map { creationType($0.segue, platform) })
            let identifiedTypes = Set(identified.map { creationType($0.segue, platform) })
            if selector.argumentCount < 3 && identifiers.count + unidentifiedTypes.count > 1 {
                let served =
                    identifiers.sorted().map(quoted)
                    + unidentifiedTypes.sorted().map { "the segue without identifier to \($0)" }
                findings.append(
                    Finding(
                        .warning, .generateOmitted, at: first.location,
                        "The segue action \(text) of \(sourceClass) serves "
                            + (identifiers.isEmpty ? "" : "the segues ") + served.joined(separator: ", ")
                            + " but takes no segue identifier, so it cannot tell them apart; no segue action was "
                            + "generated; "
                            + (unidentifiedTypes.isEmpty
                                ? "give it the sender: and segueIdentifier: arguments, or one action each."
                                : "give it the sender: and segueIdentifier: arguments and the segues identifiers, or "
                                    + "one action each.")))
                continue
            }
            // Segues without identifier reach the creation route of the type the action returns; one
            // action can serve them only when they lead to one type, which is also the type of the
            // identified segues it serves.
            if !unidentified.isEmpty
                && (unidentifiedTypes.count > 1 || (!identified.isEmpty && identifiedTypes != unidentifiedTypes))
            {
                let types = unidentifiedTypes.union(identifiedTypes).sorted().joined(separator: ", ")
                for item in unidentified {
                    findings.append(
                        Finding(
                            .warning, .generateOmitted, at: item.segue.location,
                            "This \(segueDescription(item.segue)) creates its destination with \(text), which "
                                + "\(sourceClass)'s segues of several destination types (\(types)) share, and has no "
                                + "identifier to tell it apart; no creation route was generated for it and the "
                                + "generated segue action does not create it; give the segue an identifier, or its "
                                + "own segue action."))
                }
                unidentified = []
                if identified.isEmpty { continue }
            }
            for item in identified {
                let type = creationType(item.segue, platform)
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
            let destinationCreationType = unidentifiedTypes.first.flatMap { unidentified.isEmpty ? nil : $0 }
            if let destinationCreationType {
                destinationCreators.insert(destinationCreationType)
                for item in unidentified { plan.createdWithoutIdentifier.insert(segueKey(item)) }
            }
            let types = identifiedTypes.union(unidentified.isEmpty ? [] : unidentifiedTypes)
            plan.actions.append(
                SegueAction(
                    selector: selector, name: name,
                    destinationType: types.count == 1 ? types.first! : platform.baseControllerClass,
                    identifier: selector.argumentCount < 3 ? identifiers.first : nil,
                    destinationCreationType: destinationCreationType))
        }
        plan.creators = creators.keys.sorted().map { creators[$0]! }
        plan.destinationCreators = destinationCreators.sorted()
        return plan
    }

    /// The classes that get a container's relationship segue action: UIKit calls the segue action
    /// of a navigation controller's root or a tab on the controller that presents the container, so
    /// each class of the app whose segues (of the storyboards read) present it. A warning that names
    /// the declaration to write when none does (the container is an initial controller, or made in
    /// code), or on AppKit.
    mutating func presenters(
        of item: (segue: StoryboardSegue, storyboard: Int), _ presenting: [StoryboardSegue],
        isInitial: Bool, platform: StoryboardPlatform
    ) -> [String] {
        let segue = item.segue
        let text = segue.destinationCreationSelector!
        let container = segue.source
        let presenters =
            platform == .uiKit
            ? Set(
                presenting.compactMap { presenter in
                    presenter.source.customClass.flatMap { name in
                        isSwiftIdentifier(name) && !Self.isFrameworkClass(name)
                            && presenter.source.elementName != "application" ? name : nil
                    }
                }
            ) : []
        if !presenters.isEmpty { return presenters.sorted() }
        let declaration =
            "@IBSegueAction func "
            + (ObjectiveCSelector(rawValue: text).swiftMethodName?.description ?? text) + " -> "
            + creationType(segue, platform) + "?"
        let known =
            platform == .appKit
            ? ""
            : ", and no segue of the storyboards read from a class of the app's presents it"
                + (isInitial
                    ? " (it is the storyboard's initial controller)"
                    : container.storyboardIdentifier.map { " (code may make it by its storyboard ID '\($0)')" } ?? "")
        findings.append(
            Finding(
                .warning, .generateOmitted, at: segue.location,
                "This \(segue.relationship ?? "relationship") segue of \(container.className) creates its child with "
                    + "\(text), which \(platform.frameworkName) calls on the controller that presents the container"
                    + known + "; no segue action was generated; declare \(declaration) in that controller."))
        return []
    }

    /// A key for a segue of the catalog: its storyboard and its id (or position).
    func segueKey(_ item: (segue: StoryboardSegue, storyboard: Int)) -> String {
        "\(item.storyboard):\(item.segue.id ?? item.segue.location.description)"
    }

    /// `rootViewController segue of UINavigationController` or `show segue from ListViewController`.
    private func segueDescription(_ segue: StoryboardSegue) -> String {
        segue.isRelationship
            ? "\(segue.relationship ?? "relationship") segue of \(segue.source.className)"
            : "\(segue.kind) segue from \(segue.source.className)"
    }

    /// The type a segue action makes: the destination scene's own class (a segue action creates the
    /// container itself, not the scene inside it), through a storyboard reference to a storyboard read.
    func creationType(_ segue: StoryboardSegue, _ platform: StoryboardPlatform) -> String {
        switch segue.destination {
        case .scene(let scene):
            return Self.swiftType(of: scene, platform)
        case .storyboardReference(let reference):
            return referencedScenes.resolve(reference).map { Self.swiftType(of: $0, platform) }
                ?? platform.baseControllerClass
        case .exit, .missing:
            return platform.baseControllerClass
        }
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
