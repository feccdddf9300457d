import SegueRouting
import SourceReading
import StoryboardModel

/// Writes Swift route code for the segues of a catalog.
///
/// For each source scene class with identified segues it writes a protocol of
/// `prepareFor<Symbol>Segue` handlers (with the destination type from the storyboard), the
/// identifiers as constants, and a `RouteRegistry` whose routes call the handlers; the class adopts
/// the protocol and the adapter's `SegueRouted`:
///
///     let generated = RouteCodeGenerator(catalog: StoryboardCatalog(paths: ["App/Base.lproj"]))
///     try generated.source.write(toFile: "App/Generated/SegueRoutes.swift", atomically: true, encoding: .utf8)
///
/// The handlers have no default implementations: a handler that is missing, misspelled, or declared
/// with another destination or sender type is a build error that names it, never a segue that
/// silently prepares nothing. The output compiles for any identifier: string literals are escaped,
/// constant names are valid Swift, and identifiers that share a symbol in one class are reported and
/// left out instead of being emitted twice. It also compiles for the classes of real apps: a scene
/// whose custom class is the framework's own (such as `UINavigationController`) gets no routes, with a
/// warning, because they would extend the framework's class; a destination of a class from a framework
/// the file does not import (AVKit, GLKit, SwiftUI) is typed as the base controller class; and when a
/// storyboard class is named `Route`, `RouteRegistry` or `SegueRouted`, the code names those types
/// with their modules.
public struct RouteCodeGenerator: Sendable {
    /// How the code is written.
    public struct Options: Sendable, Hashable {
        /// The access level of the generated declarations.
        public var accessLevel: AccessLevel
        /// The generator's version, named in the header.
        public var version: String
        /// What to generate: segue routes, scene declarations, nib and reuse identifier declarations;
        /// all of them by default.
        public var parts: Set<Part>
        /// Whether only the classes that adopt their generated `<Class>SegueHandlers` protocol in the
        /// sources get routes; the others keep their own `prepare(for:sender:)` untouched. Needs the
        /// sources; without, every class gets routes.
        public var adoptedOnly: Bool

        /// Creates options.
        ///
        /// - Parameters:
        ///   - accessLevel: `internal` (the default) or `public`, for public controller classes.
        ///   - version: The generator's version, named in the header.
        ///   - parts: What to generate; routes, scenes and nibs by default.
        ///   - adoptedOnly: Whether only the classes that adopt their `<Class>SegueHandlers` protocol in
        ///     the sources get routes.
        public init(
            accessLevel: AccessLevel = .internal, version: String = "", parts: Set<Part> = Set(Part.allCases),
            adoptedOnly: Bool = false
        ) {
            self.accessLevel = accessLevel
            self.version = version
            self.parts = parts
            self.adoptedOnly = adoptedOnly
        }
    }

    /// A part of the generated code.
    public enum Part: String, Sendable, Hashable, CaseIterable {
        /// The segue handler protocols, identifier constants and registries.
        case routes
        /// The scene declarations, `StoryboardScenes`.
        case scenes
        /// The nib declarations of the xibs, `Nibs`, and the reuse identifiers of the storyboards'
        /// prototypes and the xibs' views, `Reuse`.
        case nibs
        /// The images and colors of the asset catalogs the documents' bundle holds, `Images` and
        /// `Colors`.
        case assets
    }

    /// The access level of generated declarations.
    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        /// Visible in the module.
        case `internal`
        /// Visible to other modules; for public controller classes.
        case `public`

        /// The keyword and a space, or nothing for `internal`.
        var prefix: String { self == .public ? "public " : "" }
    }

    /// The generated Swift source, empty when ``findings`` hold an error that stops generation.
    public private(set) var source = ""
    /// What the source declares, class by class, in the order written.
    public private(set) var classes: [RoutedClass] = []
    /// The types each class's declarations and extensions in the sources inherit from, by simple name.
    var declaredConformances: [String: Set<String>] = [:]
    /// The segue actions the sources declare, by class and selector.
    var declaredSegueActions: [String: [ObjectiveCSelector: FileLocation]] = [:]
    /// The protocols of the unwind actions of the storyboards' exits, by selector.
    public private(set) var unwinds: [UnwindReceiver] = []
    /// The scene declarations the source holds, storyboard by storyboard.
    public internal(set) var scenes: [DeclaredScene] = []
    /// The nib declarations the source holds, xib by xib.
    public internal(set) var nibs: [DeclaredNib] = []
    /// The reuse identifier declarations the source holds.
    public internal(set) var reuseIdentifiers: [DeclaredReuseIdentifier] = []
    /// The image and color declarations the source holds.
    public internal(set) var declaredAssets: [DeclaredAsset] = []
    /// The storyboards, to find the scenes storyboard references lead to.
    var referencedScenes = StoryboardCatalog(storyboards: [])
    /// The platform the code is written for.
    public private(set) var platform = StoryboardPlatform.uiKit
    /// What was left out (warnings), and what stopped generation (errors).
    public internal(set) var findings: [Finding] = []

    /// The number of routes of a class above which its registry is built by the statements of a
    /// function body instead of a result builder, which type-checks in time that grows with the
    /// square of its statements (`Benchmarks/typecheck-scaling.sh`).
    public static let builderRouteLimit = 32

    /// The name of the nested enum that holds a class's segue identifiers. Not `SegueIdentifier`,
    /// which many apps already declare in their controllers.
    public static let identifiersEnumName = "StoryboardSegues"

    /// Generates the code for `catalog`.
    ///
    /// - Parameters:
    ///   - catalog: The storyboards.
    ///   - options: How to write the code.
    ///   - sources: The app's Swift sources, when known: a segue action a class already declares
    ///     there (an `@IBSegueAction` with the storyboard's selector) is left to it, with a note,
    ///     instead of being generated again, which would not compile.
    /// - Complexity: O(*n* log *n*), where *n* is the number of segues.
    ///   - assets: The sets of the asset catalogs the documents' bundle holds, declared as `Images` and
    ///     `Colors` when ``Options/parts`` holds ``Part/assets``.
    public init(
        catalog: StoryboardCatalog, options: Options = Options(), sources: SwiftSources? = nil,
        assets: [BundleAsset] = []
    ) {
        referencedScenes = catalog
        for file in sources?.files ?? [] {
            for declaration in file.classes {
                declaredConformances[declaration.name, default: []].formUnion(
                    declaration.inheritedTypes.map { String($0.split(separator: ".").last ?? Substring($0)) })
            }
            for action in file.actions where action.kind == .segueAction {
                guard let type = action.typeName else { continue }
                let simpleName = String(type.split(separator: ".").last ?? Substring(type))
                declaredSegueActions[simpleName, default: [:]][action.selector] = action.location
            }
        }
        // Without storyboards, the xibs say the platform; with, xibs of another platform are left out.
        let documents = catalog.storyboards.isEmpty ? catalog.xibs : catalog.storyboards
        let platforms = Set(documents.map(\.platform))
        if platforms.count > 1 {
            let byPlatform = StoryboardPlatform.allCases.map { platform in
                platform.frameworkName + ": "
                    + documents.filter { $0.platform == platform }.map { lastPathComponent($0.path) }
                    .joined(separator: ", ")
            }
            findings.append(
                Finding(
                    .error, .generateMixedPlatforms, at: nil,
                    "The storyboards are for both UIKit and AppKit (" + byPlatform.joined(separator: "; ")
                        + "), and one Swift file cannot import both; generate each platform's storyboards into "
                        + "its own file."))
            return
        }
        let platform = platforms.first ?? .uiKit
        self.platform = platform
        var classes: [String: [(segue: StoryboardSegue, storyboard: Int)]] = [:]
        var creations: [String: [(segue: StoryboardSegue, storyboard: Int)]] = [:]
        var unidentified: [String: [(segue: StoryboardSegue, storyboard: Int)]] = [:]
        var frameworkSources: [String: StoryboardSegue] = [:]
        var applicationSources: [String: StoryboardSegue] = [:]
        var containers: [[String: [StoryboardScene]]] = []
        var relationshipActions: [(segue: StoryboardSegue, storyboard: Int)] = []
        // The segues that present each scene (by storyboard path and scene id), through references too.
        var presenting: [String: [StoryboardSegue]] = [:]
        for (index, storyboard) in catalog.storyboards.enumerated() {
            containers.append(storyboard.containedScenes())
            for segue in storyboard.segues {
                let createsDestination = segue.destinationCreationSelector?.isEmpty == false
                if createsDestination && segue.isRelationship {
                    relationshipActions.append((segue, index))
                    continue
                }
                // An unwind segue is prepared by its source too, but routes by identifier or destination
                // are for the segues that lead to a scene.
                let leadsToScene = !segue.isRelationship && segue.kind != "unwind"
                guard let sourceClass = segue.source.customClass, isSwiftIdentifier(sourceClass),
                    createsDestination || leadsToScene
                else { continue }
                // The application scene's menu items open windows, but the application performs and
                // prepares no segues (NSApplication does not adopt NSSeguePerforming): no route can run.
                if segue.source.elementName == "application" {
                    if applicationSources[sourceClass] == nil { applicationSources[sourceClass] = segue }
                    continue
                }
                // The framework's own class: routes would make every instance of it, and of each
                // subclass, routed by this registry (and a subclass's own routes a redundant conformance).
                if sourceClass == segue.source.frameworkClassName || Self.isFrameworkClass(sourceClass) {
                    if frameworkSources[sourceClass] == nil { frameworkSources[sourceClass] = segue }
                    continue
                }
                if createsDestination {
                    creations[sourceClass, default: []].append((segue, index))
                }
                if leadsToScene && segue.identifier?.isEmpty == false {
                    classes[sourceClass, default: []].append((segue, index))
                } else if leadsToScene {
                    unidentified[sourceClass, default: []].append((segue, index))
                }
            }
        }
        if !relationshipActions.isEmpty {
            // The segues that present a container with a relationship segue action; others are not keyed.
            let containers = Set(relationshipActions.map(\.segue.source.id))
            for storyboard in catalog.storyboards {
                for segue in storyboard.segues where !segue.isRelationship && segue.kind != "unwind" {
                    if case .scene(let scene) = segue.destination, !containers.contains(scene.id) { continue }
                    if let (scene, holder) = catalog.destinationScene(of: segue, in: storyboard) {
                        presenting[holder.path + "\u{0}" + scene.id, default: []].append(segue)
                    }
                }
            }
        }
        for item in relationshipActions {
            let isInitial = catalog.storyboards[item.storyboard].initialViewControllerID == item.segue.source.id
            let key = catalog.storyboards[item.storyboard].path + "\u{0}" + item.segue.source.id
            for presenter in presenters(of: item, presenting[key] ?? [], isInitial: isInitial, platform: platform) {
                creations[presenter, default: []].append(item)
            }
        }
        for sourceClass in frameworkSources.keys.sorted() {
            findings.append(
                Finding(
                    .warning, .generateOmitted, at: frameworkSources[sourceClass]!.location,
                    "The scene's custom class is \(sourceClass), \(platform.frameworkName)'s own class; no routes were "
                        + "generated for its segues, which would route every \(sourceClass); give the scene a "
                        + "subclass of its own."))
        }
        for sourceClass in applicationSources.keys.sorted() {
            findings.append(
                Finding(
                    .warning, .generateOmitted, at: applicationSources[sourceClass]!.location,
                    "The segue starts in the application scene (\(sourceClass)), whose NSApplication prepares no "
                        + "segues; no route was generated for it; give a window or view controller the segue to "
                        + "route it."))
        }
        // A storyboard class named like a type the code uses unqualified shadows it in the app's module.
        let customClasses = Set(catalog.storyboards.flatMap { $0.scenes.compactMap(\.customClass) })
            .union(catalog.documents.flatMap { $0.reusableViews.compactMap(\.customClass) })
            .union(catalog.xibs.flatMap { $0.objects.compactMap(\.customClass) })
        let names = LibraryNames(qualified: !customClasses.isDisjoint(with: LibraryNames.unqualifiedNames))
        let files = (catalog.storyboards + catalog.xibs.filter { $0.platform == platform }).map {
            lastPathComponent($0.path)
        }
        var code = """
            // Generated by symbolify\(options.version.isEmpty ? "" : " " + options.version) from \(files.joined(separator: ", ")).
            // Do not edit: run `symbolify generate` again when the storyboards change. Implement each
            // prepareFor<Symbol>Segue (and createFor<Symbol>Segue) handler of the protocols below in its
            // class, and call routeSegue(_:sender:) from the class's prepare(for:sender:).

            import SegueRouting
            import SegueRouting\(platform.frameworkName)
            import \(platform.frameworkName)

            """
        let sourceClasses = Set(classes.keys).union(creations.keys).union(unidentified.keys).sorted()
        for sourceClass in sourceClasses where options.parts.contains(.routes) {
            code += generateClass(
                sourceClass, classes[sourceClass] ?? [], creating: creations[sourceClass] ?? [],
                unidentified: unidentified[sourceClass] ?? [], catalog: catalog, containers: containers,
                platform: platform, names: names, options: options)
        }
        if options.parts.contains(.routes) {
            for (receiver, segues) in unwindReceivers(catalog.storyboards) {
                unwinds.append(receiver)
                code += Self.unwindReceiverCode(receiver, segues, access: options.accessLevel.prefix)
            }
        }
        if options.parts.contains(.scenes) {
            code += generateScenes(catalog, platform: platform, names: names, options: options)
        }
        if options.parts.contains(.nibs) {
            code += generateNibs(catalog, platform: platform, names: names, options: options)
        }
        if options.parts.contains(.assets) {
            code += generateAssets(assets, qualified: names.qualified, access: options.accessLevel.prefix)
        }
        source = code
    }

    /// A source class and the handlers the generated code has it implement.
    public struct RoutedClass: Sendable, Hashable {
        /// The class's name, as the storyboard names it.
        public let name: String
        /// The handlers, ordered by symbol.
        public let handlers: [Handler]
        /// The creation routes' handlers, ordered by symbol.
        public let creators: [Creator]
        /// The segue actions declared on the class, ordered by selector.
        public let segueActions: [SegueAction]
        /// The destination types of its segues without identifier, one handler
        /// `prepareForSegue(to:sender:)` each, ordered by name.
        public let destinationHandlers: [String]
        /// The types its segue actions make for segues without identifier (and for the relationship
        /// segues of the containers it presents), one handler `createForSegue(to:coder:sender:)` each,
        /// ordered by name.
        public let destinationCreators: [String]
    }

    /// One generated route: the identifier, its handler, and the destination type it declares.
    public struct Handler: Sendable, Hashable {
        /// The segue identifier.
        public let identifier: String
        /// The identifier's symbol; the handler is `prepareFor<Symbol>Segue`.
        public let symbol: SegueSymbol
        /// The destination type the handler takes.
        public let destinationType: String
    }

    private mutating func generateClass(
        _ sourceClass: String, _ segues: [(segue: StoryboardSegue, storyboard: Int)],
        creating: [(segue: StoryboardSegue, storyboard: Int)],
        unidentified: [(segue: StoryboardSegue, storyboard: Int)],
        catalog: StoryboardCatalog, containers: [[String: [StoryboardScene]]], platform: StoryboardPlatform,
        names library: LibraryNames, options: Options
    ) -> String {
        let storyboards = catalog.storyboards
        let plan = segueActionPlan(sourceClass, creating, storyboards: storyboards, platform: platform)
        let (creators, actions, destinationCreators) = (plan.creators, plan.actions, plan.destinationCreators)
        // A segue whose destination its creation route makes needs no prepare handler.
        let created = Set(creators.map(\.identifier))
        var entries: [Handler] = []
        var bySymbol: [SegueSymbol: [(segue: StoryboardSegue, storyboard: Int)]] = [:]
        for item in segues where !created.contains(item.segue.identifier ?? "") {
            guard let symbol = item.segue.symbol else {
                findings.append(
                    Finding(
                        .warning, .generateOmitted, at: item.segue.location,
                        "\(quoted(item.segue.identifier ?? "")) from \(sourceClass) has no symbol; no route was generated; "
                            + "give the identifier at least one ASCII letter, digit or '_'."))
                continue
            }
            bySymbol[symbol, default: []].append(item)
        }
        for symbol in bySymbol.keys.sorted() {
            let group = bySymbol[symbol]!
            let identifiers = Set(group.compactMap(\.segue.identifier))
            if identifiers.count > 1 {
                findings.append(
                    Finding(
                        .warning, .generateOmitted, at: group[0].segue.location,
                        identifiers.sorted().map(quoted).joined(separator: ", ")
                            + " from \(sourceClass) share the symbol \(symbol.rawValue); no route was generated for "
                            + "them; rename all but one."))
                continue
            }
            let destinations = Set(
                group.map {
                    destinationType(
                        $0.segue, storyboards[$0.storyboard], containers[$0.storyboard], catalog, platform)
                })
            entries.append(
                Handler(
                    identifier: group[0].segue.identifier!, symbol: symbol,
                    destinationType: destinations.count == 1 ? destinations.first! : platform.baseControllerClass))
        }
        // Segues without identifier are routed by their destination's type, when it is a class of the
        // app's (a framework class would catch every segue to it).
        let destinationHandlers = Set(
            unidentified.filter { !plan.createdWithoutIdentifier.contains(segueKey($0)) }.map {
                destinationType($0.segue, storyboards[$0.storyboard], containers[$0.storyboard], catalog, platform)
            }
        ).filter { !Self.isFrameworkClass($0) && $0 != platform.baseControllerClass }.sorted()
        if entries.isEmpty && creators.isEmpty && destinationHandlers.isEmpty && destinationCreators.isEmpty {
            return ""
        }
        let access = options.accessLevel.prefix
        let protocolName = sourceClass + "SegueHandlers"
        let declared = declaredConformances[sourceClass] ?? []
        let adopted = declared.contains(protocolName)
        let enumName = Self.identifiersEnumName
        var constants = ConstantNames()
        var identifiers: [String: SegueSymbol] = [:]
        for entry in entries { identifiers[entry.identifier] = entry.symbol }
        for creator in creators { identifiers[creator.identifier] = creator.symbol }
        let constantNames = Dictionary(
            uniqueKeysWithValues: identifiers.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map {
                ($0.key, constants.name(for: $0.value))
            })
        var code = "\n// MARK: - \(sourceClass)\n\n"
        code += "/// The segue handlers of \(sourceClass): one per segue identifier of its scenes. Implement\n"
        code += "/// each in \(sourceClass); one that is missing or has another signature is a build error.\n"
        if options.adoptedOnly {
            code += "/// \(sourceClass) gets its routes when it adopts this protocol:\n"
            code += "/// `extension \(sourceClass): \(protocolName) {}`.\n"
        }
        code += "@MainActor\n\(access)protocol \(protocolName): AnyObject {\n"
        for entry in entries {
            code += "    /// Prepares the destination of \(quoted(entry.identifier)).\n"
            code += "    func \(entry.symbol.handlerBaseName)(_ destination: \(entry.destinationType), sender: Any?)\n"
        }
        for creator in creators {
            code +=
                "    /// Creates the destination of \(quoted(creator.identifier)) for its segue action, or returns nil to\n"
            code += "    /// have the storyboard create it.\n"
            code += "    func \(creator.handlerBaseName)(coder: NSCoder, sender: Any?) -> \(creator.destinationType)?\n"
        }
        for type in destinationHandlers {
            code += "    /// Prepares the destination of a segue without identifier to \(type).\n"
            code += "    func prepareForSegue(to destination: \(type), sender: Any?)\n"
        }
        for type in destinationCreators {
            code +=
                "    /// Creates the \(type) of a segue action called without identifier (a segue without one, or a\n"
            code += "    /// container's relationship segue), or returns nil to have the storyboard create it.\n"
            code += "    func createForSegue(to type: \(type).Type, coder: NSCoder, sender: Any?) -> \(type)?\n"
        }
        code += "}\n"
        if options.adoptedOnly && !adopted { return code }
        classes.append(
            RoutedClass(
                name: sourceClass, handlers: entries, creators: creators, segueActions: actions,
                destinationHandlers: destinationHandlers, destinationCreators: destinationCreators))
        // What the class's own source declares is not declared again.
        let conformances = [protocolName, library.segueRouted(platform)].filter {
            !declared.contains(String($0.split(separator: ".").last ?? Substring($0)))
        }
        code += "\nextension \(sourceClass)"
        code += conformances.isEmpty ? " {\n" : ": " + conformances.joined(separator: ", ") + " {\n"
        if !identifiers.isEmpty {
            code += "    /// The segue identifiers of \(sourceClass)'s scenes.\n"
            code += "    \(access)enum \(enumName) {\n"
            for identifier in identifiers.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }).map(\.key) {
                code +=
                    "        \(access)static let \(constantNames[identifier]!) = \(swiftStringLiteral(identifier))\n"
            }
            code += "    }\n\n"
        }
        // Each route is written straight into the code: as a statement of the builder's body, or, for a
        // class of many routes, appended in a function body (a result builder, as any closure,
        // type-checks in time that grows with the square of its statements; a function body's
        // statements are checked one by one).
        let routeCount = entries.count + destinationHandlers.count + creators.count + destinationCreators.count
        let inFunction = routeCount > Self.builderRouteLimit
        let open = inFunction ? "        routes.append(" : "        "
        let close = inFunction ? "        })\n" : "        }\n"
        code += "    /// Routes each segue of \(sourceClass) to its prepareFor<Symbol>Segue handler.\n"
        if inFunction {
            code +=
                "    \(access)static let segueRoutes = \(library.routeRegistry)<\(sourceClass)>(routes: makeSegueRoutes())\n\n"
            code +=
                "    /// The \(routeCount) routes of segueRoutes, as statements of a function body, which type-check\n"
            code += "    /// in time proportional to their number (a result builder's grows with its square).\n"
            code += "    private static func makeSegueRoutes() -> [\(library.route)<\(sourceClass)>] {\n"
            code += "        var routes: [\(library.route)<\(sourceClass)>] = []\n"
            code += "        routes.reserveCapacity(\(routeCount))\n"
        } else {
            code += "    \(access)static let segueRoutes = \(library.routeRegistry)<\(sourceClass)> {\n"
        }
        for entry in entries {
            let name = constantNames[entry.identifier]!
            code += open
            code +=
                "\(library.route)(\(enumName).\(name)) { (source: \(sourceClass), destination: \(entry.destinationType), sender: Any?) in\n"
            code += "            source.\(entry.symbol.handlerBaseName)(destination, sender: sender)\n"
            code += close
        }
        for type in destinationHandlers {
            code += open
            code +=
                "\(library.route).byDestination { (source: \(sourceClass), destination: \(type), sender: Any?) in\n"
            code += "            source.prepareForSegue(to: destination, sender: sender)\n"
            code += close
        }
        for creator in creators {
            let name = constantNames[creator.identifier]!
            code += open
            code += "\(library.route).create(\(enumName).\(name)) { (creation: SegueCreation<\(sourceClass)>) in\n"
            code += "            (creation.coder as? NSCoder).flatMap {\n"
            code += "                creation.source.\(creator.handlerBaseName)(coder: $0, sender: creation.sender)\n"
            code += "            }\n"
            code += close
        }
        for type in destinationCreators {
            code += open
            code +=
                "\(library.route).createByDestination { (creation: SegueCreation<\(sourceClass)>) -> \(type)? in\n"
            code += "            (creation.coder as? NSCoder).flatMap {\n"
            code +=
                "                creation.source.createForSegue(to: \(type).self, coder: $0, sender: creation.sender)\n"
            code += "            }\n"
            code += close
        }
        code += inFunction ? "        return routes\n    }\n" : "    }\n"
        for action in actions {
            code += "\n" + Self.segueActionCode(action, access: access, enumName: enumName, constants: constantNames)
        }
        code += "}\n"
        return code
    }

    /// The type a route expects: the destination scene's class, or for a container, a scene inside it
    /// (routes look inside containers).
    ///
    /// - UIKit: the scene a container holds first: a navigation controller's root, a tab bar
    ///   controller's first tab (which may be a navigation controller itself).
    /// - AppKit: the first scene that holds no other scene, found breadth-first through
    ///   ``Storyboard/hierarchy(of:children:)`` as routes search: a segue that opens a window leads to
    ///   its window controller, whose content is often a split or tab view controller, and the screen
    ///   the handler prepares is inside that. A page controller, which makes its pages in code, is
    ///   such a scene itself, and so is a container whose storyboard gives it no content.
    ///
    /// UIKit keeps one level: walking deeper would change the handler signatures of existing apps
    /// whose segues lead to a tab bar controller of navigation controllers (the handler takes the
    /// navigation controller today), so their code would stop compiling after regeneration.
    private func destinationType(
        _ segue: StoryboardSegue, _ storyboard: Storyboard, _ containers: [String: [StoryboardScene]],
        _ catalog: StoryboardCatalog, _ platform: StoryboardPlatform
    ) -> String {
        var storyboard = storyboard
        var containers = containers
        let scene: StoryboardScene
        switch segue.destination {
        case .scene(let destination):
            scene = destination
        case .storyboardReference(let reference):
            // The referenced scene, when its storyboard is in the run.
            guard let referenced = catalog.resolve(reference), let name = reference.referencedStoryboard,
                let target = catalog.storyboard(named: name)
            else { return platform.baseControllerClass }
            (scene, storyboard, containers) = (referenced, target, target.containedScenes())
        case .exit, .missing:
            return platform.baseControllerClass
        }
        var chosen = scene
        switch platform {
        case .uiKit:
            if scene.isContainer, let child = containers[scene.id]?.first {
                chosen = child
            }
        case .appKit:
            if scene.isContainer,
                let content = storyboard.hierarchy(of: scene, children: containers).first(where: {
                    containers[$0.id]?.isEmpty ?? true
                })
            {
                chosen = content
            }
        }
        return Self.swiftType(of: chosen, platform)
    }

    /// The type the generated code names for a scene's controller: its class when the file can name
    /// it, else its UIKit or AppKit class.
    static func swiftType(of scene: StoryboardScene, _ platform: StoryboardPlatform) -> String {
        // A class of another framework (AVKit, GLKit, SwiftUI) is not in scope in the generated file,
        // which imports only UIKit or AppKit; UIHostingController is generic besides.
        for candidate in [scene.className, scene.frameworkClassName]
        where isSwiftIdentifier(candidate) && !otherFrameworkClasses.contains(candidate) {
            return candidate
        }
        return platform.baseControllerClass
    }

    /// Whether `name` is a controller class of UIKit, AppKit or another Apple framework, which the app
    /// does not declare and the generated code must not extend.
    static func isFrameworkClass(_ name: String) -> Bool {
        frameworkClasses.contains(name) || otherFrameworkClasses.contains(name)
    }

    /// The controller classes of UIKit and AppKit that storyboards instantiate or name as custom classes.
    private static let frameworkClasses: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
        "UITableViewController", "UICollectionViewController", "UIPageViewController", "UIImagePickerController",
        "UIVideoEditorController", "UIReferenceLibraryViewController", "UIActivityViewController",
        "UIAlertController", "UISearchController", "UIInputViewController", "UIDocumentPickerViewController",
        "UIDocumentBrowserViewController", "UIFontPickerViewController", "UIColorPickerViewController",
        "NSViewController", "NSWindowController", "NSTabViewController", "NSSplitViewController", "NSPageController",
        "NSTitlebarAccessoryViewController",
    ]

    /// Controller classes of frameworks the generated file does not import: AVKit, GLKit, SwiftUI.
    private static let otherFrameworkClasses: Set<String> = [
        "AVPlayerViewController", "GLKViewController", "UIHostingController", "NSHostingController",
    ]
}
