import CatalogFiles
import SegueRouting
import SourceReading
import StoryboardModel
import StoryboardReading

extension Finding.Code {
    /// A scene whose custom class the sources do not declare: "Unknown class in Interface Builder
    /// file" at run time, and a plain controller shows.
    public static let classMissing: Self = "class.missing"
    /// An unwind segue whose action no class of the sources implements: the exit does nothing.
    public static let unwindMissingAction: Self = "unwind.missing-action"
    /// An `@IBAction` unwind action (its parameter a storyboard segue) that no storyboard's unwind
    /// segue uses. A note: code may call it.
    public static let unwindUnusedAction: Self = "unwind.unused-action"
    /// A segue whose `@IBSegueAction` selector the source scene's class does not declare.
    public static let segueMissingAction: Self = "segue.missing-action"
    /// `performSegue(withIdentifier:)` with an identifier no segue has: an exception when it runs.
    public static let segueUnknownIdentifier: Self = "segue.unknown-identifier"
    /// A segue identifier compared in code (or routed) that no segue has: dead preparation code.
    public static let segueUnusedIdentifier: Self = "segue.unused-identifier"
    /// `instantiateViewController(withIdentifier:)` with a storyboard ID no scene of the storyboard
    /// has: an exception when it runs.
    public static let sceneUnknownIdentifier: Self = "scene.unknown-identifier"
    /// A storyboard name in code that no storyboard has: an exception when it runs.
    public static let storyboardUnknownName: Self = "storyboard.unknown-name"
    /// A `prepareFor<Symbol>Segue` method whose class's scenes have no segue with that symbol.
    public static let handlerUnmatched: Self = "handler.unmatched"
}

extension StoryboardCatalog {
    /// Checks the storyboards against the app's sources, as well as on their own (``check()``, once
    /// for the variants of a storyboard), and returns every finding, in file and line order, with what
    /// reading met among them.
    ///
    ///     let findings = StoryboardCatalog(paths: ["App"]).check(sources: SwiftSources(paths: ["App"]))
    ///
    /// Each finding is on the side where the fix belongs:
    /// - In the storyboards: a scene whose custom class the sources do not declare
    ///   (`class.missing`); an unwind segue whose action no class implements
    ///   (`unwind.missing-action`); a segue whose `destinationCreationSelector` the source scene's
    ///   class (or a superclass) does not declare as an `@IBSegueAction` (`segue.missing-action`);
    ///   storyboards with one name that are not variants (`storyboard.duplicate-name`) and variants
    ///   that differ (`storyboard.variant-mismatch`).
    /// - In the sources: `performSegue(withIdentifier:)` with an identifier no segue has
    ///   (`segue.unknown-identifier`, an error), a compared or routed identifier no segue has
    ///   (`segue.unused-identifier`, a warning); a storyboard ID no scene of the named storyboard (or,
    ///   when the receiver cannot be seen, of any storyboard) has (`scene.unknown-identifier`); a
    ///   storyboard name no storyboard has (`storyboard.unknown-name`); a `prepareFor<Symbol>Segue`
    ///   method whose class's scenes have no such segue (`handler.unmatched`); an `@IBAction` unwind
    ///   action no unwind segue uses (`unwind.unused-action`, a note).
    /// - Nibs and reuse identifiers: a nib name in code that no xib of the target has (`nib.missing`);
    ///   a dequeued reuse identifier that no prototype or registration provides
    ///   (`reuse.unknown-identifier`); a nib registered under another identifier than its cell's
    ///   (`reuse.nib-mismatch`).
    /// - Segues and outlets: a segue class declared nowhere (`segue.unknown-class`), a `push` or
    ///   `show` segue from a scene no navigation controller holds (`segue.push-outside-navigation`), a
    ///   class on a relationship segue (`segue.class-ignored`), an implicitly unwrapped outlet no
    ///   document connects (`outlet.unconnected`).
    /// - Cocoa bindings of macOS documents: a key path whose first key the bound-to object's class
    ///   does not have, or whose key after a controller's `selection.` or `arrangedObjects.` is none of
    ///   its declared keys (`binding.unknown-key`); a value transformer nothing provides
    ///   (`binding.unknown-transformer`); a user default bound once that looks misspelled
    ///   (`binding.misspelled-defaults-key`).
    /// - Scenes no way into the app reaches (`scene.unreachable`, a warning; a storyboard none of whose
    ///   scenes is reached, once): from the main storyboards the `Info.plist` of each storyboard's
    ///   bundle names and what the code makes (see ``NavigationGraph``); not reported when no main
    ///   storyboard is known.
    ///
    /// What cannot be known is not reported. A class is taken as declared when an Objective-C file
    /// imports its header from a framework (`#import <Kit/KitView.h>`). A custom class is checked only
    /// when it has no module, or the module of the target the storyboard is built in
    /// (`customModuleProvider="target"`): a class of another module may live in sources that were not
    /// read. A class is Apple's when the SDK's table
    /// of the document's platform has it (the public classes of the SDK's headers and `.tbd` files).
    /// A segue action is checked only when the class and its superclasses up to a framework class are
    /// all among the sources. Storyboards reached through another bundle than the main one are not
    /// checked. Variants of one storyboard are checked once, through the `Base.lproj` (or
    /// unlocalized, device-independent) one. When no source file could be read, only what reading
    /// met is reported.
    ///
    /// A `// symbolify:disable-next-line <code>` comment in the sources silences a finding of that code
    /// on the next line, as in `symbolify check` (``SuppressionComments``); one that silences nothing
    /// is a `suppression.unused` note.
    ///
    /// - Parameter sources: The app's sources, read.
    /// - Complexity: O(*n* + *m*), where *n* is the size of the storyboards and *m* of the sources.
    public func check(sources: SwiftSources) -> [Finding] {
        let found = check(sources: sources, readModules: nil)
        let unused = SuppressionComments.unused(sources.files.flatMap(\.suppressionLines), findings: found)
        return SuppressionComments.apply(
            to: unused.isEmpty
                ? found
                : (found + unused).sorted {
                    ($0.location ?? FileLocation(file: "")) < ($1.location ?? FileLocation(file: ""))
                })
    }

    /// ``check(sources:)``, with the modules whose sources `sources` hold when they are known (a
    /// project's target and the targets it links); otherwise a module's sources count as read when a
    /// folder of its name holds sources read.
    ///
    /// `resources` is the bundle the documents are in (a target's resources, or in folder mode what
    /// the folders hold); `nil` when it is not known, and what needs it is not checked.
    package func check(
        sources allSources: SwiftSources, readModules: Set<String>?, mainStoryboards: [String]? = nil,
        entries: [String] = [], resources: BundleResources? = nil
    ) -> [Finding] {
        // The code as the documents' platform compiles it (`#if os(iOS)` is not in a tvOS app's build),
        // when all the documents are of one platform.
        let platforms = Set(documents.map(\.sdk))
        let sources = platforms.count == 1 ? allSources.restricted(to: platforms.first!.sourcePlatforms) : allSources
        let groups = variantGroups
        var found = readFindings + check(groups.map { $0[0] }) + sources.readFindings + checkVariants(groups)
        // Without a source file, every class and action would look missing: say only why.
        if !sources.files.isEmpty {
            // Same-named documents in other folders (an iOS and a tvOS copy) are each checked.
            let xibs = Self.checkedMembers(of: variantGroups(of: xibs))
            let index = ClassIndex.reading(sources, for: Self.checkedMembers(of: groups) + xibs)
            found += SourceCheck(catalog: self, sources: sources, groups: groups, index: index).findings()
            // Pods, Carthage frameworks, submodules and the Swift package products a target links supply
            // Interface Builder classes that no code names, when their sources are not in the tree.
            // (`Package.resolved` names every package of a workspace, linked by this target or not: its
            // packages alone say nothing of a class.)
            let absent = sources.dependencies.filter { !$0.isInTree && !$0.manifest.hasSuffix("Package.resolved") }
            let documents = Self.checkedMembers(of: groups) + xibs
            found += CellCheck(
                documents: documents, nibNames: Set(self.xibs.map(\.name)),
                storyboardNames: Set(storyboards.map(\.name)), references: sources.references,
                unknownRegistrations: sources.unknownRegistrations, index: index, absentDependencies: absent
            ).findings()
            let moduleFolders = readModules ?? Self.moduleFolders(for: documents, in: sources, index: index)
            found += ConnectionCheck(index: index, absentDependencies: absent, moduleFolders: moduleFolders)
                .findings(in: documents)
            found += BindingCheck(index: index, sources: sources, absentDependencies: absent).findings(in: documents)
            found += SegueCheck(index: index, absentDependencies: absent, moduleFolders: moduleFolders)
                .classFindings(in: groups.map { $0[0] })
            // Every document read, variants too: what connects an outlet anywhere counts.
            found += OutletUsageCheck(index: index).findings(in: self.documents, sources: sources)
            // The scenes nothing reaches, from the main storyboard and what code instantiates.
            let graph = NavigationGraph(catalog: StoryboardCatalog(storyboards: groups.map { $0[0] }), sources: sources)
            let mainStoryboards = mainStoryboards ?? mainStoryboardNames()
            found += Self.unreachableScenes(
                in: graph, sources: sources, mainStoryboards: mainStoryboards, entries: entries)
            found += SegueCheck.pushFindings(in: graph, mainStoryboards: mainStoryboards)
        }
        found += AssetCheck(documents: documents, resources: resources, sources: sources).findings()
        found += TranslationCheck(documents: documents).findings()
        found += FontCheck.findings(in: self, resources: resources, dependencies: sources.dependencies)
        return found.sorted { ($0.location ?? FileLocation(file: "")) < ($1.location ?? FileLocation(file: "")) }
    }

    /// The explicit modules (`customModule` without `customModuleProvider`) of classes no source
    /// declares whose sources are in the tree: a folder of that name holds sources read.
    static func moduleFolders(for documents: [Storyboard], in sources: SwiftSources, index: ClassIndex) -> Set<String> {
        var modules: Set<String> = []
        for document in documents {
            for object in document.objects {
                guard let module = object.customModule, !module.isEmpty, object.customModuleProvider != "target",
                    let name = object.customClass, !index.declares(name)
                else { continue }
                modules.insert(module)
            }
        }
        guard !modules.isEmpty else { return [] }
        // The folders' names along every source's path, each folder split once however many files
        // it holds: one pass over the paths, not one per module.
        var folderPaths: Set<Substring> = []
        for file in sources.files {
            guard let slash = file.path.utf8.lastIndex(of: UInt8(ascii: "/")) else { continue }
            folderPaths.insert(file.path[..<slash])
        }
        var folderNames: Set<Substring> = []
        for folder in folderPaths {
            folderNames.formUnion(folder.split(separator: "/"))
        }
        return modules.filter { folderNames.contains(Substring($0)) }
    }
}

extension SDKPlatform {
    /// The platform `#if os(…)` names for documents of this SDK (Mac Catalyst is `os(iOS)`; a visionOS
    /// app's `CocoaTouch` documents are checked as iOS's).
    var sourcePlatforms: SourcePlatforms {
        switch self {
        case .iOS: .iOS
        case .tvOS: .tvOS
        case .macOS: .macOS
        case .watchOS: .watchOS
        }
    }
}

/// The storyboards and the sources, indexed for the checks.
private struct SourceCheck {
    let catalog: StoryboardCatalog
    let sources: SwiftSources
    /// One storyboard per variant group: the one checked.
    let checked: [Storyboard]
    /// The sources' classes and their members.
    let index: ClassIndex
    /// The simple names of classes by their Objective-C names and, for nested classes, their
    /// qualified names (the declarations themselves are the index's).
    var simpleNames: [String: String] = [:]
    /// Actions by the simple name of their type.
    var actionsByType: [String: [SwiftActionMethod]] = [:]
    var selectors: Set<ObjectiveCSelector> = []

    /// The storyboards grouped into variants of one.
    let groups: [[Storyboard]]

    init(catalog: StoryboardCatalog, sources: SwiftSources, groups: [[Storyboard]], index: ClassIndex) {
        self.catalog = catalog
        self.sources = sources
        self.groups = groups
        self.index = index
        checked = groups.map { $0[0] }
        for file in sources.files {
            for declaration in file.classes {
                if let objectiveCName = declaration.objectiveCName { simpleNames[objectiveCName] = declaration.name }
                if declaration.qualifiedName != declaration.name {
                    simpleNames[declaration.qualifiedName] = declaration.name
                }
            }
            for action in file.actions where action.isExposedToObjectiveC {
                selectors.insert(action.selector)
                if let type = action.typeName { actionsByType[type, default: []].append(action) }
            }
        }
    }

    func findings() -> [Finding] {
        var found: [Finding] = []
        let segues = checked.flatMap(\.segues)
        for storyboard in checked {
            found += missingClasses(in: storyboard)
        }
        for storyboard in checked {
            for segue in storyboard.segues {
                if let selector = segue.destinationCreationSelector, !selector.isEmpty {
                    found += missingSegueAction(ObjectiveCSelector(rawValue: selector), segue, sdk: storyboard.sdk)
                }
            }
        }
        for segue in segues {
            if case .exit(let action?) = segue.destination, !action.isEmpty,
                !selectors.contains(ObjectiveCSelector(rawValue: action))
            {
                found.append(
                    Finding(
                        .error, .unwindMissingAction, at: segue.location,
                        "This unwind segue from \(segue.source.className) calls \(action), which no class of the "
                            + "sources implements, so the exit does nothing; implement @IBAction func "
                            + "\(Self.swiftSpelling(of: action))(_ segue: UIStoryboardSegue) in the controller to "
                            + "return to, or reconnect the exit."))
            }
        }
        found += references(segues: segues)
        found += unusedUnwindActions(segues: segues)
        found += unmatchedHandlers()
        return found
    }

    /// `unwindToInbox:` as Swift declares it: `unwindToInbox`.
    private static func swiftSpelling(of selector: String) -> String {
        String(selector.prefix { $0 != ":" })
    }

    private func isChecked(_ scene: StoryboardScene, sdk: SDKPlatform) -> Bool {
        guard let name = scene.customClass, !name.isEmpty, !scene.isStoryboardReference else { return false }
        if let module = scene.customModule, !module.isEmpty, scene.customModuleProvider != "target" { return false }
        return !name.utf8.starts(with: "_Tt".utf8) && (index.declares(name) || !SDKTable.hasClass(name, sdk: sdk))
    }

    private func missingClasses(in storyboard: Storyboard) -> [Finding] {
        storyboard.scenes.compactMap { scene in
            guard isChecked(scene, sdk: storyboard.sdk), let name = scene.customClass, !index.declares(name) else {
                return nil
            }
            return Finding(
                .error, .classMissing, at: scene.location ?? FileLocation(file: storyboard.path),
                "The custom class \(quoted(name)) of this scene is declared nowhere in the sources, so UIKit "
                    + "reports an unknown class and shows a plain \(scene.frameworkClassName); fix the class name in "
                    + "the Identity inspector, or pass the sources that declare it.")
        }
    }

    /// The selectors of `@IBSegueAction` methods of the class named `name` and its superclasses, or
    /// `nil` when a class of the chain is not among the sources.
    private func segueActions(of name: String, sdk: SDKPlatform) -> [SwiftActionMethod]? {
        let chain = index.chain(of: simpleNames[name] ?? name, sdk: sdk)
        var types = chain.classes
        switch chain.end {
        case .root: break
        // Extensions of the framework class may declare segue actions too.
        case .framework(let type): types.append(type)
        case .unknown: return nil
        }
        return types.flatMap { actionsByType[$0, default: []].filter { $0.kind == .segueAction } }
    }

    private func missingSegueAction(_ selector: ObjectiveCSelector, _ segue: StoryboardSegue, sdk: SDKPlatform)
        -> [Finding]
    {
        let source = segue.source
        if segue.isRelationship {
            // A container's relationship segue calls its action on the controller that made the
            // container, which the storyboard does not say: any class may declare it.
            let declared = sources.files.contains { file in
                file.actions.contains { $0.kind == .segueAction && $0.selector == selector }
            }
            guard !declared else { return [] }
            return [
                Finding(
                    .error, .segueMissingAction, at: segue.location,
                    "This \(segue.relationship ?? "relationship") segue of \(source.className) creates its child with "
                        + "\(selector), which no class of the sources declares as an @IBSegueAction, so the app "
                        + "crashes when the container is made; declare it in the controller that presents the "
                        + "container, or reconnect the segue's action.")
            ]
        }
        guard source.customModule == nil || source.customModuleProvider == "target" else { return [] }
        guard let actions = segueActions(of: source.className, sdk: sdk) else { return [] }
        guard !actions.contains(where: { $0.selector == selector }) else { return [] }
        let base = Self.swiftSpelling(of: selector.rawValue)
        let nearby = actions.filter { $0.selector.rawValue.hasPrefix(base) }.map(\.selector.rawValue)
        let hint =
            nearby.isEmpty ? "" : " (it declares \(nearby.joined(separator: ", ")), with another arity or labels)"
        return [
            Finding(
                .error, .segueMissingAction, at: segue.location,
                "This segue creates its destination with \(selector), which \(source.className) does not declare as an "
                    + "@IBSegueAction\(hint), so the app crashes when it is performed; declare @IBSegueAction func "
                    + "with that selector in \(source.className), or reconnect the segue's action.")
        ]
    }

    /// The class whose `@implementation` (or `@interface`) holds `location` in an Objective-C file: the
    /// last one declared above it.
    private func objectiveCClass(around location: FileLocation) -> String? {
        guard location.file.hasSuffix(".m") || location.file.hasSuffix(".mm"),
            let file = sources.files.first(where: { $0.path == location.file }), let line = location.line
        else { return nil }
        return file.classes.last { ($0.location.line ?? 0) <= line }?.name
    }

    private func references(segues: [StoryboardSegue]) -> [Finding] {
        let allSegues = catalog.segues
        let segueIdentifiers = Set(allSegues.compactMap(\.identifier))
        var groups: [String: [Storyboard]] = [:]
        for group in self.groups { groups[group[0].bundleName, default: []] += group }
        let anyIdentifiers = Set(catalog.storyboards.flatMap { $0.scenes.compactMap(\.storyboardIdentifier) })
        var found: [Finding] = []
        for reference in sources.references {
            switch reference.kind {
            case .performedSegue where !segueIdentifiers.contains(reference.value):
                // A class that overrides performSegue may handle the identifier itself.
                if let type = reference.typeName ?? objectiveCClass(around: reference.location),
                    let sdk = checked.first?.sdk,
                    index.sourcesImplement("performSegueWithIdentifier:sender:", inChainOf: type, sdk: sdk)
                {
                    found.append(
                        Finding(
                            .note, .segueUnknownIdentifier, at: reference.location,
                            "No segue of the storyboards has the identifier \(quoted(reference.value)), but \(type) "
                                + "overrides performSegue(withIdentifier:sender:), which may handle it; if it passes "
                                + "it on, performSegue raises an exception here."))
                    continue
                }
                found.append(
                    Finding(
                        .error, .segueUnknownIdentifier, at: reference.location,
                        "No segue of the storyboards has the identifier \(quoted(reference.value)), so "
                            + "performSegue raises an exception here; use an identifier a segue has, or give the "
                            + "segue this one in Interface Builder."))
            case .comparedSegue where !segueIdentifiers.contains(reference.value):
                found.append(
                    Finding(
                        .warning, .segueUnusedIdentifier, at: reference.location,
                        "No segue of the storyboards has the identifier \(quoted(reference.value)), so the code "
                            + "for it never runs; fix the identifier to match the segue's, or remove the code."))
            case .storyboardName where groups[reference.value] == nil:
                found.append(
                    Finding(
                        .error, .storyboardUnknownName, at: reference.location,
                        "No storyboard is named \(quoted(reference.value)), so loading it raises an exception; "
                            + "use the name of a .storyboard file without its extension, or pass that storyboard."))
            case .storyboardIdentifier(let storyboard?):
                guard let group = groups[storyboard],
                    !group.contains(where: { $0.scenes.contains { $0.storyboardIdentifier == reference.value } })
                else { continue }
                found.append(
                    Finding(
                        .error, .sceneUnknownIdentifier, at: reference.location,
                        "No scene of \(storyboard).storyboard has the storyboard ID \(quoted(reference.value)), so "
                            + "instantiating it raises an exception; use an ID the storyboard has, or set this one "
                            + "in the Identity inspector."))
            case .storyboardIdentifier(nil) where !anyIdentifiers.contains(reference.value):
                found.append(
                    Finding(
                        .error, .sceneUnknownIdentifier, at: reference.location,
                        "No scene of any storyboard has the storyboard ID \(quoted(reference.value)), so "
                            + "instantiating it raises an exception; use an ID a storyboard has, or set this one "
                            + "in the Identity inspector."))
            default:
                continue
            }
        }
        return found
    }

    private func unusedUnwindActions(segues: [StoryboardSegue]) -> [Finding] {
        var used: Set<String> = []
        for segue in catalog.segues {
            if case .exit(let action?) = segue.destination { used.insert(action) }
        }
        return sources.files.flatMap(\.actions).compactMap { action in
            guard action.kind == .action, action.takesStoryboardSegue, !used.contains(action.selector.rawValue) else {
                return nil
            }
            return Finding(
                .note, .unwindUnusedAction, at: action.location,
                "No unwind segue of the storyboards calls \(action.selector); connect an exit to it, or remove "
                    + "@IBAction if only code calls it.")
        }
    }

    private func unmatchedHandlers() -> [Finding] {
        var symbolsByClass: [String: Set<String>] = [:]
        for storyboard in catalog.storyboards {
            for scene in storyboard.scenes {
                guard let name = scene.customClass else { continue }
                symbolsByClass[simpleNames[name] ?? name, default: []].formUnion([])
            }
            for segue in storyboard.segues {
                guard let name = segue.source.customClass, let symbol = segue.symbol else { continue }
                symbolsByClass[simpleNames[name] ?? name, default: []].insert(symbol.rawValue)
            }
        }
        return sources.files.flatMap(\.segueHandlers).compactMap { handler in
            guard let type = handler.typeName, let symbols = symbolsByClass[type], !symbols.contains(handler.symbol)
            else { return nil }
            return Finding(
                .warning, .handlerUnmatched, at: handler.location,
                "No segue from the scenes of \(type) has the symbol \(handler.symbol), so "
                    + "prepareFor\(handler.symbol)Segue is never called; rename it after a segue's identifier, or "
                    + "remove it.")
        }
    }
}
