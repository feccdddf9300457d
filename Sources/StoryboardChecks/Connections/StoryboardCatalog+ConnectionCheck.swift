import CatalogFiles
import SegueRouting
import SourceReading
import StoryboardModel

extension Finding.Code {
    /// An outlet or outlet collection whose property the owner's class does not have (nor its
    /// superclasses, nor the platform class they reach): UIKit raises `NSUnknownKeyException` when it
    /// loads the scene or nib; AppKit logs that it failed to connect it and leaves it `nil`.
    public static let outletMissingProperty: Self = "outlet.missing-property"
    /// An outlet whose owner's class chain leaves the sources for a class whose properties are not
    /// known (a dependency's, or an SDK class known only from a `.tbd` file). A note.
    public static let outletUnverified: Self = "outlet.unverified"
    /// An action whose selector the target's class does not implement: UIKit raises "unrecognized
    /// selector sent to instance" when the control fires; AppKit's control does nothing.
    public static let actionMissingMethod: Self = "action.missing-method"
    /// An action whose target's class chain leaves the sources for a class whose methods are not
    /// known. A note.
    public static let actionUnverified: Self = "action.unverified"
    /// An action sent to the First Responder that no class of the sources implements and that is no
    /// standard responder action: nothing in the responder chain handles it.
    public static let actionUnhandled: Self = "action.unhandled"
    /// A user-defined runtime attribute whose key path starts with a property the object's class
    /// does not have: key-value coding raises when the document is loaded.
    public static let runtimeAttributeMissingProperty: Self = "attribute.missing-property"
    /// A xib's File's Owner with connections but no class: the owner is chosen in code, so its
    /// connections cannot be checked. A note.
    public static let nibOwnerUnspecified: Self = "nib.owner-unspecified"
    /// A custom class the sources do not declare but use as an outlet's type: a dependency or a
    /// framework declares it, and its sources were not read. A note.
    public static let classExternal: Self = "class.external"
    /// A custom class with an explicit module (`customModule` without `customModuleProvider`) that
    /// the sources read do not declare: that module's sources may not be among them. A note.
    public static let classUnverifiedModule: Self = "class.unverified-module"
}

/// The connections of Interface Builder documents into code, checked against the sources' classes:
/// every object's custom class, every outlet, action and user-defined runtime attribute.
struct ConnectionCheck {
    let index: ClassIndex
    /// The dependencies the app's manifests name whose sources are not in the tree.
    let absentDependencies: [SourceDependency]
    /// The explicit modules whose sources are in the tree (a folder of the module's name).
    let moduleFolders: Set<String>

    /// The findings of `documents` (storyboards and xibs, one per variant group).
    func findings(in documents: [Storyboard]) -> [Finding] {
        var found: [Finding] = []
        for document in documents {
            found += findings(in: document)
        }
        return found
    }

    /// How an object's class stands against the sources.
    private enum ClassStatus {
        /// A class whose members cannot be known: a mangled Swift name, a framework class the SDK's
        /// table does not have, a class declared only by a header imported from a framework.
        case unchecked
        /// A class of the sources, whose superclass chain is known this far, or a class of the SDK
        /// (a chain of no class of the sources).
        case checked(ClassIndex.Chain)
        /// A custom class the sources do not declare (reported on its own).
        case notDeclared
    }

    private func status(of object: InterfaceObject, sdk: SDKPlatform) -> ClassStatus {
        guard let name = index.appClassName(of: object, sdk: sdk) else {
            // An object of the SDK's class: what its connections set must be the SDK's, or an
            // extension's in the sources.
            guard let type = ClassIndex.frameworkClassName(of: object, sdk: sdk) else { return .unchecked }
            return .checked(ClassIndex.frameworkChain(of: type, sdk: sdk))
        }
        guard index.declares(name) else { return .notDeclared }
        let chain = index.chain(of: name, sdk: sdk)
        return chain.classes.isEmpty ? .unchecked : .checked(chain)
    }

    private func findings(in document: Storyboard) -> [Finding] {
        var found: [Finding] = []
        var objectsByID: [String: InterfaceObject] = [:]
        objectsByID.reserveCapacity(document.objects.count)
        for object in document.objects where !object.id.isEmpty && objectsByID[object.id] == nil {
            objectsByID[object.id] = object
            // A scene's class is the source check's, but for an explicit module, which it leaves out.
            let isExplicitModule = !(object.customModule ?? "").isEmpty && object.customModuleProvider != "target"
            if !object.isSceneController || isExplicitModule, let finding = classFinding(object, in: document) {
                found.append(finding)
            }
        }
        // Each class's status once: it depends on the class alone (objects without an id, or two with
        // one id, as hand edits and merges leave them, are still each their own class's).
        var statuses: [String: ClassStatus] = [:]
        func status(_ object: InterfaceObject) -> ClassStatus {
            guard object.role != .firstResponder else { return .unchecked }
            // Objects without a custom class are of their element's class (the Application
            // placeholder, NSApplication, whatever class Interface Builder writes for it).
            let key = ClassIndex.classKey(of: object)
            if let known = statuses[key] { return known }
            let computed = self.status(of: object, sdk: document.sdk)
            statuses[key] = computed
            return computed
        }
        var unspecifiedOwner = false
        for connection in document.connections {
            switch connection.kind {
            case .outlet, .outletCollection:
                if connection.owner.role == .filesOwner, connection.owner.customClass?.isEmpty ?? true {
                    unspecifiedOwner = true
                    continue
                }
                guard case .checked(let chain) = status(connection.owner) else { continue }
                if let finding = outletFinding(connection, chain, in: document) { found.append(finding) }
            case .action:
                guard let target = objectsByID[connection.destinationID] else { continue }
                if target.role == .firstResponder {
                    if let finding = responderFinding(connection, in: document) { found.append(finding) }
                    continue
                }
                guard case .checked(let chain) = status(target) else { continue }
                if let finding = actionFinding(connection, target, chain, in: document) { found.append(finding) }
            }
        }
        for attribute in document.runtimeAttributes {
            guard case .checked(let chain) = status(attribute.object) else { continue }
            if let finding = runtimeAttributeFinding(attribute, chain, in: document) { found.append(finding) }
        }
        if unspecifiedOwner, document.kind == .xib,
            let owner = document.objects.first(where: { $0.role == .filesOwner })
        {
            found.append(
                Finding(
                    .note, .nibOwnerUnspecified, at: owner.location,
                    "The File's Owner of \(lastPathComponent(document.path)) has outlets but no class, so they cannot "
                        + "be checked: the owner is chosen in code. Set its class in the Identity inspector to have "
                        + "them checked."))
        }
        return found
    }

    /// Where an object is, as a message says it: `the InboxViewController scene of Main.storyboard`,
    /// or `NoteCell.xib`.
    private func place(_ object: InterfaceObject, in document: Storyboard) -> String {
        let file = lastPathComponent(document.path)
        guard document.kind == .storyboard, let scene = object.sceneIndex, scene < document.scenes.count else {
            return file
        }
        return "the \(document.scenes[scene].className) scene of \(file)"
    }

    /// What a message says of where a chain leaves what is known: `Inbox's superclass chain leaves
    /// the sources at X`, or, for an object of the SDK's class, `X`.
    private func unknownEnd(_ chain: ClassIndex.Chain, at end: String, members: String) -> String {
        chain.classes.isEmpty
            ? "\(end)'s \(members) are not known (the SDK's table lists the class without them)"
            : "\(chain.classes[0])'s superclass chain leaves the sources at \(end), whose \(members) are not known"
    }

    /// What a message tells to do about a member the chain lacks: declare it in the app's class, or,
    /// for an object of the SDK's class, give the object a class that declares it.
    private func remedy(
        _ declaration: String, _ chain: ClassIndex.Chain, _ object: InterfaceObject, or alternative: String
    ) -> String {
        guard chain.classes.isEmpty else { return "declare \(declaration) in \(chain.classes[0]), or \(alternative)" }
        // The Application placeholder is the app object itself, whose class a document does not choose.
        return object.role == .application
            ? "the Application placeholder stands for the shared application object, which has no such member: "
                + alternative
            : "give the object a class of yours in the Identity inspector that declares \(declaration), or "
                + alternative
    }

    /// A class the code gives objects with `object_setClass` (``ClassIndex/classSwaps``), a subclass of
    /// the chain's first class, whose chain `has` what a connection needs: the name of the first, in
    /// order of names, and its call.
    private func swappedSubclass(of chain: ClassIndex.Chain, where has: (ClassIndex.Chain) -> Bool) -> (
        name: String, location: FileLocation
    )? {
        guard let base = chain.classes.first, !index.classSwaps.isEmpty else { return nil }
        for (name, location) in index.classSwaps.sorted(by: { $0.key < $1.key }) where name != base {
            let swapped = index.chain(of: name, sdk: chain.sdk)
            if swapped.classes.contains(base), has(swapped) { return (name, location) }
        }
        return nil
    }

    /// The note for a member the chain lacks that a subclass the code swaps in has (`subject` ends
    /// with what the connection does, `sets a property`; `verb` is what the chain does not do).
    private func swapNote(
        _ code: Finding.Code, _ subject: String, _ chain: ClassIndex.Chain, _ verb: String,
        _ swap: (name: String, location: FileLocation), at location: FileLocation?
    ) -> Finding {
        Finding(
            .note, code, at: location,
            "\(subject) \(searched(chain)) does not \(verb), but its subclass \(swap.name) does, and the code gives "
                + "objects that class at run time with object_setClass (\(swap.location)): it works only on the "
                + "objects whose class the code changes first; declare it in \(chain.classes[0]) if it must work on "
                + "every one.")
    }

    /// The classes searched, as a message names them: `NoteCell → BaseCell → UITableViewCell`; a chain
    /// longer than eight classes by its first three and last two, with the count of those between, so
    /// that a message stays a line.
    private func searched(_ chain: ClassIndex.Chain) -> String {
        var names = chain.classes
        if case .framework(let name) = chain.end { names.append(name) }
        guard names.count > 8 else { return names.joined(separator: " → ") }
        return (names.prefix(3) + ["(\(names.count - 5) more)"] + names.suffix(2)).joined(separator: " → ")
    }

    private func classFinding(_ object: InterfaceObject, in document: Storyboard) -> Finding? {
        guard let name = index.appClassName(of: object, sdk: document.sdk), !index.declares(name) else {
            return nil
        }
        if let module = object.customModule, !module.isEmpty, object.customModuleProvider != "target",
            !moduleFolders.contains(module)
        {
            return Finding(
                .note, .classUnverifiedModule, at: object.location,
                "The class \(quoted(name)) of the \(object.kindDescription) in \(place(object, in: document)) is in "
                    + "the module \(quoted(module)), whose sources were not read; pass them with --sources to have "
                    + "it checked.")
        }
        if index.outletTypes.contains(name) {
            return Finding(
                .note, .classExternal, at: object.location,
                "The class \(quoted(name)) of the \(object.kindDescription) in \(place(object, in: document)) is not "
                    + "declared in the sources read, but they declare outlets of that type, so a dependency declares "
                    + "it; pass its sources with --sources to have its connections checked.")
        }
        // A class of the target's own module (`customModuleProvider="target"`, or a module whose
        // sources were read) is no pod's or package's: only a submodule compiled into the target may
        // declare it.
        let isOwnModule =
            object.customModuleProvider == "target" || object.customModule.map(moduleFolders.contains) ?? false
        let absentDependencies =
            isOwnModule
            ? self.absentDependencies.filter { $0.manifest.hasSuffix(".gitmodules") } : self.absentDependencies
        if !absentDependencies.isEmpty {
            let manifests = Set(absentDependencies.map { lastPathComponent($0.manifest) }).sorted()
            let names = absentDependencies.prefix(5).map(\.name).joined(separator: ", ")
            let more = absentDependencies.count > 5 ? " and \(absentDependencies.count - 5) more" : ""
            return Finding(
                .note, .classExternal, at: object.location,
                "The class \(quoted(name)) of the \(object.kindDescription) in \(place(object, in: document)) is "
                    + "declared nowhere in the sources read, and the dependencies of "
                    + "\(manifests.joined(separator: " and ")) (\(names)\(more)) are not in the tree, so one of them may "
                    + "declare it; install them"
                    + (manifests.contains(".gitmodules") ? " (git submodule update --init for submodules)" : "")
                    + (manifests.contains("project.pbxproj")
                        ? " (the target's Swift packages: xcodebuild -resolvePackageDependencies "
                            + "-clonedSourcePackagesDirPath SourcePackages checks them out in the tree)" : "")
                    + " or pass their sources to have it checked.")
        }
        let module =
            object.customModuleProvider == "target"
            ? "" : object.customModule.map { " (its module \($0) is among them)" } ?? ""
        if object.role == .filesOwner {
            // The owner is the object the code passes when it loads the nib: nothing is made of this class.
            return Finding(
                .error, .classMissing, at: object.location,
                "The class \(quoted(name)) of the File's Owner of \(place(object, in: document)) is declared nowhere "
                    + "in the sources\(module). The owner is the object the code passes when it loads the nib (its "
                    + "class here only tells Interface Builder which outlets and actions to offer), so this nib's "
                    + "outlets and actions cannot be checked, and loading it with an owner that lacks them raises "
                    + "NSUnknownKeyException; set the class of the owner the code passes in the Identity inspector.")
        }
        let consequence =
            object.platform == .appKit
            ? "AppKit logs \"Unknown class \(name)\" and makes a plain \(object.frameworkClassName) instead"
            : "UIKit logs \"Unknown class \(name) in Interface Builder file\" and makes a plain "
                + "\(object.frameworkClassName), whose outlets then raise NSUnknownKeyException"
        return Finding(
            .error, .classMissing, at: object.location,
            "The custom class \(quoted(name)) of the \(object.kindDescription) in \(place(object, in: document)) is "
                + "declared nowhere in the sources\(module), so \(consequence); fix the class name in the Identity "
                + "inspector, or pass the sources that declare it.")
    }

    private func outletFinding(_ connection: InterfaceConnection, _ chain: ClassIndex.Chain, in document: Storyboard)
        -> Finding?
    {
        let lookup = index.property(connection.name, in: chain, settable: true)
        guard lookup != .found else { return nil }
        let owner = connection.owner
        let what = connection.kind == .outletCollection ? "outlet collection" : "outlet"
        let subject =
            "The \(what) \(quoted(connection.name)) of the \(owner.kindDescription) in \(place(owner, in: document))"
        switch lookup {
        case .found:
            return nil
        case .unverified(let end):
            // An object of the SDK's class whose class or superclass has no public header: nothing
            // to say.
            guard !chain.classes.isEmpty else { return nil }
            return Finding(
                .note, .outletUnverified, at: connection.location,
                "\(subject) could not be verified: \(unknownEnd(chain, at: end, members: "properties")).")
        case .readOnly, .missing:
            if let swap = swappedSubclass(
                of: chain, where: { index.property(connection.name, in: $0, settable: true) == .found })
            {
                return swapNote(
                    .outletUnverified, subject + " sets a property", chain, "have", swap, at: connection.location)
            }
            let readOnly = index.property(connection.name, in: chain, settable: false) == .found
            let consequence =
                owner.platform == .appKit
                ? "AppKit logs that it could not connect the outlet (missing setter or instance variable) and "
                    + "leaves it nil"
                : "UIKit raises NSUnknownKeyException (\"not key value coding-compliant for the key "
                    + "\(connection.name)\") when it loads the \(document.kind == .xib ? "nib" : "scene")"
            return Finding(
                .error, .outletMissingProperty, at: connection.location,
                "\(subject) sets a property \(searched(chain)) "
                    + (readOnly ? "has only read-only" : "does not have")
                    + ", so \(consequence); "
                    + remedy(
                        "@IBOutlet var \(connection.name)", chain, owner,
                        or: "remove the connection in the Connections inspector") + ".")
        }
    }

    private func actionFinding(
        _ connection: InterfaceConnection, _ target: InterfaceObject, _ chain: ClassIndex.Chain,
        in document: Storyboard
    ) -> Finding? {
        let lookup = index.method(connection.name, in: chain)
        guard lookup != .found && lookup != .readOnly else { return nil }
        let sender = connection.owner
        let subject =
            "The action \(connection.name) of the \(sender.kindDescription) in \(place(sender, in: document)), sent "
            + "to the \(target.kindDescription),"
        switch lookup {
        case .found, .readOnly:
            return nil
        case .unverified(let end):
            guard !chain.classes.isEmpty else { return nil }
            return Finding(
                .note, .actionUnverified, at: connection.location,
                "\(subject) could not be verified: \(unknownEnd(chain, at: end, members: "methods")).")
        case .missing:
            if let swap = swappedSubclass(of: chain, where: { index.method(connection.name, in: $0) == .found }) {
                return swapNote(
                    .actionUnverified, subject + " calls a method", chain, "implement", swap, at: connection.location)
            }
            let near = index.nearSelectors(connection.name, in: chain)
            let hint =
                near.isEmpty
                ? "" : " (it has \(near.joined(separator: ", ")), with other arguments: the action never arrives)"
            let consequence =
                target.platform == .appKit
                ? "the control does nothing when it fires (a menu item is disabled)"
                : "UIKit raises \"unrecognized selector sent to instance\" when the control fires"
            let swiftName = connection.name.prefix { $0 != ":" }
            return Finding(
                .error, .actionMissingMethod, at: connection.location,
                "\(subject) calls a method \(searched(chain)) does not implement\(hint), so \(consequence); "
                    + remedy("@IBAction func \(swiftName)(_ sender: Any)", chain, target, or: "reconnect the action")
                    + "."
            )
        }
    }

    private func responderFinding(_ connection: InterfaceConnection, in document: Storyboard) -> Finding? {
        let selector = connection.name
        guard !index.allSelectors.contains(selector),
            !PlatformClasses.isResponderAction(selector, platform: connection.owner.platform)
        else { return nil }
        let sender = connection.owner
        return Finding(
            .warning, .actionUnhandled, at: connection.location,
            "The action \(selector) of the \(sender.kindDescription) in \(place(sender, in: document)) goes to the "
                + "First Responder, but no class of the sources implements it and it is no standard responder "
                + "action, so nothing handles it (the control does nothing, a menu item stays disabled); implement "
                + "it in a responder, or reconnect the action.")
    }

    private func runtimeAttributeFinding(
        _ attribute: InterfaceRuntimeAttribute, _ chain: ClassIndex.Chain, in document: Storyboard
    ) -> Finding? {
        let key = String(attribute.keyPath.prefix { $0 != "." })
        let isPath = key.utf8.count < attribute.keyPath.utf8.count
        let lookup = index.property(key, in: chain, settable: !isPath)
        guard lookup == .missing || lookup == .readOnly else { return nil }
        let object = attribute.object
        if let swap = swappedSubclass(of: chain, where: { index.property(key, in: $0, settable: !isPath) == .found }) {
            return swapNote(
                .outletUnverified,
                "The user-defined runtime attribute \(quoted(attribute.keyPath)) of the \(object.kindDescription) in "
                    + "\(place(object, in: document)) sets a property", chain, "have", swap, at: attribute.location)
        }
        return Finding(
            .warning, .runtimeAttributeMissingProperty, at: attribute.location,
            "The user-defined runtime attribute \(quoted(attribute.keyPath)) of the \(object.kindDescription) in "
                + "\(place(object, in: document)) sets a property \(searched(chain)) "
                + (lookup == .readOnly ? "has only read-only" : "does not have")
                + ", so it is never set: when the \(document.kind == .xib ? "nib" : "scene") loads, "
                + "\(object.platform.frameworkName) logs \"Failed to set (\(attribute.keyPath)) user defined inspected "
                + "property\" (not key value coding-compliant for the key \(key)); "
                + remedy(
                    "@IBInspectable var \(key)", chain, object, or: "remove the attribute in the Identity inspector")
                + "."
        )
    }
}
