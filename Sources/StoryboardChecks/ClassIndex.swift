import SegueRouting
import SourceReading
import StoryboardModel

/// A key a document sets on an object of the SDK's class `type`.
private struct FrameworkKey: Hashable {
    var type: String
    var key: String
    var sdk: SDKPlatform
}

/// The classes of the sources and their members, indexed for following a class's superclass chain
/// and finding a property or a selector along it.
struct ClassIndex {
    /// Where a class's superclass chain leaves the sources.
    enum ChainEnd: Equatable {
        /// At a class without a superclass: nothing more to search.
        case root
        /// At a class of the SDK's table (``SDKTable``): `UIViewController`, `NSView`.
        case framework(String)
        /// At a class neither the sources nor the frameworks declare: a dependency's, or a class
        /// whose sources were not read.
        case unknown(String)
    }

    /// A class's superclass chain: the classes of the sources, the class itself first, and where
    /// the chain leaves them.
    struct Chain {
        var classes: [String]
        var end: ChainEnd
        /// The SDK whose classes the chain reaches.
        var sdk: SDKPlatform
    }

    /// What a look-up along a chain found.
    enum Lookup: Equatable {
        /// The member is there.
        case found
        /// Only a property that cannot be set has that name.
        case readOnly
        /// No class of the chain, and no platform class it reaches, has it.
        case missing
        /// Not among the sources' classes of the chain, which leave the sources at a class whose
        /// members are not known (named).
        case unverified(String)
    }

    /// The classes' declarations (not their extensions), by simple name.
    private(set) var declared: [String: [SwiftClassDeclaration]] = [:]
    /// The simple names of classes by the other names a document may use for them (`@objc(Name)`).
    private(set) var simpleNames: [String: String] = [:]
    /// The names of the headers Objective-C files import from frameworks: classes declared there.
    private(set) var importedHeaders: Set<String> = []
    /// The properties and methods of each class and extended type, in file order: a class has tens,
    /// and the members of one type are kept together when they are read, so that the index hashes
    /// each type's name once per file rather than once per member.
    private var members: [String: TypeMembers] = [:]
    /// Every Objective-C-visible method's selector, for actions sent to the First Responder.
    private(set) var allSelectors: Set<String> = []
    /// The class names outlets are declared with: classes some module declares.
    private(set) var outletTypes: Set<String> = []
    /// `typealias` names and their targets' last parts.
    private var aliases: [String: String] = [:]
    /// The classes the sources' `object_setClass` calls give objects, with the first such call.
    private(set) var classSwaps: [String: FileLocation] = [:]

    init(_ files: [SwiftSourceFile]) {
        add(files)
    }

    /// The custom class of `object`, in a document for `sdk`, when it names a class an app declares:
    /// one the sources declare, or one the SDK's table (``SDKTable``) does not have; not empty, not a
    /// mangled Swift name (`_TtC3App4Home`), and not the stand-ins Interface Builder writes for
    /// placeholders (`FirstResponder`, and any class of a First Responder). A class the sources
    /// declare is the app's even when an SDK's private class has its name.
    func appClassName(of object: InterfaceObject, sdk: SDKPlatform) -> String? {
        guard let name = object.customClass, !name.isEmpty, object.role != .firstResponder,
            name != "FirstResponder", !name.utf8.starts(with: "_Tt".utf8)
        else { return nil }
        return declares(name) || !SDKTable.hasClass(name, sdk: sdk) ? name : nil
    }

    /// What decides an object's class, as a key: its custom class, else its element (the Application
    /// placeholder is `NSApplication` whatever class Interface Builder writes for it). Objects of one
    /// key have one class status.
    static func classKey(of object: InterfaceObject) -> String {
        if object.role == .application { return "\u{0}application" }
        if let name = object.customClass, !name.isEmpty { return name }
        return "\u{1}" + object.elementName
    }

    /// The SDK's class of an object whose class is none of the app's (``appClassName(of:sdk:)`` is
    /// `nil`): its custom class, else its element's (`tableView` is `UITableView`), and the
    /// Application placeholder's `NSApplication`; `nil` when the SDK's table does not have it, for a
    /// First Responder, and for a File's Owner without a class or of class `NSObject` (the owner is
    /// the object the code passes when it loads the nib).
    static func frameworkClassName(of object: InterfaceObject, sdk: SDKPlatform) -> String? {
        let custom = object.customClass.flatMap { $0.isEmpty ? nil : $0 }
        switch object.role {
        case .firstResponder:
            return nil
        case .application:
            return object.platform == .appKit ? "NSApplication" : "UIApplication"
        case .filesOwner:
            guard let custom, custom != "NSObject" else { return nil }
        case .object:
            break
        }
        let name = custom ?? object.frameworkClassName
        return SDKTable.hasClass(name, sdk: sdk) ? name : nil
    }

    /// The index of the app's sources and, where `documents` name classes the app does not declare
    /// or whose superclasses it does not, of the dependency sources in the tree that mention them
    /// (and, in turn, their superclasses).
    static func reading(_ sources: SwiftSources, for documents: [Storyboard]) -> ClassIndex {
        var index = ClassIndex(sources.files + sources.dependencyFiles)
        var classNames: [String: SDKPlatform] = [:]
        // The keys set on objects of the SDK's classes: extensions in dependencies may add them.
        var frameworkKeys: Set<FrameworkKey> = []
        for document in documents {
            for object in document.objects {
                if let name = index.appClassName(of: object, sdk: document.sdk), classNames[name] == nil {
                    classNames[name] = document.sdk
                }
            }
            // The SDK's class of each kind of object, once per document.
            var frameworkTypes: [String: String?] = [:]
            func frameworkType(_ object: InterfaceObject) -> String? {
                guard object.role != .firstResponder else { return nil }
                let key = classKey(of: object)
                if let known = frameworkTypes[key] { return known }
                let type =
                    index.appClassName(of: object, sdk: document.sdk) == nil
                    ? frameworkClassName(of: object, sdk: document.sdk) : nil
                frameworkTypes[key] = type
                return type
            }
            for connection in document.connections where connection.kind != .action {
                guard let type = frameworkType(connection.owner) else { continue }
                frameworkKeys.insert(FrameworkKey(type: type, key: connection.name, sdk: document.sdk))
            }
            var objectsByID: [String: InterfaceObject] = [:]
            if !document.bindings.isEmpty {
                for object in document.objects where objectsByID[object.id] == nil { objectsByID[object.id] = object }
                for controller in document.bindingControllers {
                    // The content's class, whose keys bindings through the controller name.
                    if let name = controller.objectClassName, index.declares(name), classNames[name] == nil {
                        classNames[name] = document.sdk
                    }
                }
            }
            // A binding's key the SDK's class does not have: an extension may add it. (Most are the SDK's:
            // `values`, `selection`, or any key of a dictionary.)
            for binding in document.bindings {
                guard let destination = objectsByID[binding.destinationID], let type = frameworkType(destination)
                else { continue }
                let key = String(binding.firstKey)
                guard index.readableKey(key, in: frameworkChain(of: type, sdk: document.sdk)) == .missing else {
                    continue
                }
                frameworkKeys.insert(FrameworkKey(type: type, key: key, sdk: document.sdk))
            }
            for attribute in document.runtimeAttributes {
                guard let type = frameworkType(attribute.object) else { continue }
                let key = String(attribute.keyPath.prefix { $0 != "." })
                frameworkKeys.insert(FrameworkKey(type: type, key: key, sdk: document.sdk))
            }
        }
        // A class `object_setClass` gives objects may bring the members a document's object lacks.
        if let sdk = documents.first?.sdk {
            for name in index.classSwaps.keys where classNames[name] == nil && index.declares(name) {
                classNames[name] = sdk
            }
        }
        // The keys set on the SDK's objects that neither the SDK's table nor the sources' extensions
        // have: an extension in a dependency may declare them.
        var sdkMissingKeys: Set<String> = []
        for request in frameworkKeys where !sdkMissingKeys.contains(request.key) {
            let chain = frameworkChain(of: request.type, sdk: request.sdk)
            let lookup = index.property(request.key, in: chain, settable: false)
            if lookup == .missing || lookup == .readOnly { sdkMissingKeys.insert(request.key) }
        }
        guard !sources.dependencyFolders.isEmpty else { return index }
        var searched: Set<String> = []
        var read: Set<String> = []
        // Keys set on objects of the SDK's classes that neither the SDK nor the app declares: an
        // extension in a dependency may (`extension UIBarButtonItem { @IBInspectable var accLabelText … }`
        // in a local package the app links). The dependency files that name such a key are read, in
        // the first search for classes (one walk and one read of the dependencies' files).
        var unresolvedKeys: Set<String> = []
        for request in frameworkKeys where !unresolvedKeys.contains(request.key) {
            let chain = frameworkChain(of: request.type, sdk: request.sdk)
            if sdkMissingKeys.contains(request.key), index.property(request.key, in: chain, settable: false) == .missing
            {
                unresolvedKeys.insert(request.key)
            }
        }
        // A chain of superclasses in dependencies is followed a few steps at most.
        for _ in 0..<8 {
            var wanted = unresolvedKeys
            unresolvedKeys = []
            for (name, sdk) in classNames {
                if !index.declares(name) {
                    wanted.insert(name)
                } else if case .unknown(let end) = index.chain(of: name, sdk: sdk).end {
                    wanted.insert(end)
                }
            }
            wanted.subtract(searched)
            guard !wanted.isEmpty else { break }
            searched.formUnion(wanted)
            let files = sources.dependencyFiles(mentioning: wanted, excluding: &read)
            guard !files.isEmpty else { break }
            index.add(files)
        }
        return index
    }

    /// Adds the declarations and members of `files`, or only their members.
    mutating func add(_ files: [SwiftSourceFile], declarations: Bool = true) {
        for file in files {
            for (name, target) in file.typeAliases { aliases[name] = target }
        }
        for file in files {
            if declarations {
                outletTypes.formUnion(file.outletTypes)
                for declaration in file.classes where !declaration.isExtension {
                    declared[declaration.name, default: []].append(declaration)
                    if let objectiveCName = declaration.objectiveCName {
                        simpleNames[objectiveCName] = declaration.name
                    }
                }
                importedHeaders.formUnion(file.importedHeaders)
                for swap in file.classSwaps where classSwaps[swap.className] == nil {
                    classSwaps[swap.className] = swap.location
                }
            }
            let fileMembers = file.members
            var start = 0
            while start < fileMembers.count {
                // The run of members of one type.
                let typeName = fileMembers[start].typeName
                var end = start + 1
                while end < fileMembers.count && fileMembers[end].typeName == typeName { end += 1 }
                // `extension Alias` extends the alias's target.
                let type = aliases.isEmpty ? typeName : aliases[typeName] ?? typeName
                members[type, default: TypeMembers()].append(contentsOf: fileMembers[start..<end])
                for member in fileMembers[start..<end] where member.kind == .method { allSelectors.insert(member.name) }
                start = end
            }
        }
    }

    /// Whether a document's `customClass` names a class of the sources, or one whose header an
    /// Objective-C file imports from a framework: a `class` declaration (top level, or nested with
    /// `@objc(Name)`) or an Objective-C `@interface`. An extension or a category alone is not one.
    func declares(_ customClass: String) -> Bool {
        if simpleNames[customClass] != nil || importedHeaders.contains(customClass) { return true }
        guard let declarations = declared[customClass] else { return false }
        // A nested class's runtime name is not its simple name: `Outer.A` is no `A`.
        return declarations.contains { $0.qualifiedName == $0.name }
    }

    /// The superclass chain of the class a document for `sdk` names `customClass`.
    func chain(of customClass: String, sdk: SDKPlatform) -> Chain {
        var classes: [String] = []
        var current = simpleNames.isEmpty ? customClass : simpleNames[customClass] ?? customClass
        // The classes met are the chain's (a chain is a few classes long): a cycle ends it.
        while !classes.contains(current) {
            guard let declarations = declared[current] else {
                return Chain(
                    classes: classes,
                    end: SDKTable.hasClass(current, sdk: sdk) ? .framework(current) : .unknown(current), sdk: sdk)
            }
            classes.append(current)
            guard let superclass = declarations.lazy.compactMap(\.superclass).first else {
                return Chain(classes: classes, end: .root, sdk: sdk)
            }
            // `UIKit.UIViewController`, `Base.Controller`: the last part names the class.
            var simple = superclass
            if let dot = superclass.utf8.lastIndex(of: UInt8(ascii: ".")) {
                simple = String(superclass[superclass.utf8.index(after: dot)...])
            }
            current = simpleNames.isEmpty ? simple : simpleNames[superclass] ?? simple
        }
        return Chain(classes: classes, end: .root, sdk: sdk)
    }

    /// The chain of an object of the SDK's class `name`: no class of the sources, ending there.
    static func frameworkChain(of name: String, sdk: SDKPlatform) -> Chain {
        Chain(classes: [], end: .framework(name), sdk: sdk)
    }

    /// Whether the chain has a property `key` (settable, when `settable`): declared in one of its
    /// classes or their extensions (an instance variable `_key` too, which key-value coding sets), or
    /// in the SDK's classes it reaches (any key the SDK's headers declare: key-value coding sets a
    /// read-only property through its instance variable) or their extensions in the sources.
    func property(_ key: String, in chain: Chain, settable: Bool) -> Lookup {
        var readOnly = false
        let instanceVariable = "_" + key
        func look(in type: String) -> Bool {
            guard let declared = members[type] else { return false }
            let (named, variable) = declared.kinds(of: key, and: instanceVariable)
            if named & TypeMembers.property != 0 || variable & TypeMembers.property != 0 { return true }
            if named & TypeMembers.readOnlyProperty != 0 {
                if !settable { return true }
                readOnly = true
            }
            return false
        }
        for type in chain.classes where look(in: type) { return .found }
        switch chain.end {
        case .root:
            break
        case .unknown(let name):
            return readOnly ? .readOnly : .unverified(name)
        case .framework(let name):
            var current: String? = name
            while let type = current {
                if look(in: type) { return .found }
                guard let entry = SDKTable.entry(type, sdk: chain.sdk), entry.membersKnown else {
                    return readOnly ? .readOnly : .unverified(type)
                }
                if entry.hasKey(key) { return .found }
                current = entry.superclass
            }
        }
        return readOnly ? .readOnly : .missing
    }

    /// The SDK's classes whose `value(forKey:)` answers any key: a dictionary's is its value for the
    /// key, a collection's its elements', a managed object's its entity's attribute, user defaults'
    /// the default.
    static let answersAnyKey: Set<String> = [
        "NSDictionary", "NSArray", "NSSet", "NSOrderedSet", "NSManagedObject", "NSUserDefaults",
    ]

    /// Whether key-value coding finds `key` when it reads it from an object of the chain
    /// (`value(forKey:)`, as a binding does): a property, a getter (`key`, `getKey`, `isKey`,
    /// `countOfKey`), an instance variable (`_key`, `_isKey`, `isKey`) of one of its classes or their
    /// extensions, or the SDK's key of a class it reaches. A class of the chain that overrides
    /// `valueForUndefinedKey:` or `valueForKey:` answers any key: found.
    func readableKey(_ key: String, in chain: Chain) -> Lookup {
        if key == "self" { return .found }
        var capitalized = key
        if let first = key.unicodeScalars.first, first.isASCII, first.properties.isLowercase {
            capitalized = first.properties.uppercaseMapping + key.unicodeScalars.dropFirst().map(String.init).joined()
        }
        var names = [
            key, "_" + key, "is" + capitalized, "_is" + capitalized, "get" + capitalized, "countOf" + capitalized,
        ]
        // `isEnabled` is the getter of `@property (getter=isEnabled) BOOL enabled`, kept as `enabled`.
        let scalars = key.unicodeScalars
        if scalars.count > 2, key.hasPrefix("is"), let third = scalars.dropFirst(2).first, third.properties.isUppercase
        {
            names.append(third.properties.lowercaseMapping + scalars.dropFirst(3).map(String.init).joined())
        }
        func look(in type: String) -> Bool {
            guard let declared = members[type] else { return false }
            return declared.hasAny(names) || declared.has(method: "valueForUndefinedKey:")
                || declared.has(method: "valueForKey:")
        }
        for type in chain.classes where look(in: type) { return .found }
        switch chain.end {
        case .root:
            return .missing
        case .unknown(let name):
            return .unverified(name)
        case .framework(let name):
            var current: String? = name
            while let type = current {
                if look(in: type) { return .found }
                if Self.answersAnyKey.contains(type) { return .found }
                guard let entry = SDKTable.entry(type, sdk: chain.sdk), entry.membersKnown else {
                    return .unverified(type)
                }
                if entry.hasKey(key) || entry.hasAction(key) { return .found }
                current = entry.superclass
            }
            return .missing
        }
    }

    /// The names of the properties of the chain's classes and their extensions, and the keys of the
    /// SDK's classes it reaches whose members are known: what a message offers as the closest keys.
    func keyNames(in chain: Chain) -> Set<String> {
        var names: Set<String> = []
        for type in chain.classes {
            for member in members[type]?.list ?? [] where member.kind != .method { names.insert(member.name) }
        }
        if case .framework(let name) = chain.end {
            var current: String? = name
            while let type = current, let entry = SDKTable.entry(type, sdk: chain.sdk), entry.membersKnown {
                names.formUnion(entry.keyNames)
                current = entry.superclass
            }
        }
        return names
    }

    /// Whether the chain implements `selector`: a method of one of its classes or their extensions,
    /// or of the SDK's classes it reaches.
    func method(_ selector: String, in chain: Chain) -> Lookup {
        func implements(_ type: String) -> Bool {
            members[type]?.has(method: selector) ?? false
        }
        for type in chain.classes where implements(type) { return .found }
        switch chain.end {
        case .root:
            return .missing
        case .unknown(let name):
            return .unverified(name)
        case .framework(let name):
            var current: String? = name
            while let type = current {
                if implements(type) { return .found }
                guard let entry = SDKTable.entry(type, sdk: chain.sdk), entry.membersKnown else {
                    return .unverified(type)
                }
                if entry.hasAction(selector) { return .found }
                current = entry.superclass
            }
            return .missing
        }
    }

    /// Whether a class of the sources in the chain of `name` (its own declarations, not the SDK's)
    /// implements `selector`: an override of a framework method, such as `performSegueWithIdentifier:sender:`.
    func sourcesImplement(_ selector: String, inChainOf name: String, sdk: SDKPlatform) -> Bool {
        chain(of: name, sdk: sdk).classes.contains { type in members[type]?.has(method: selector) ?? false }
    }

    /// The selectors of the chain's classes that differ from `selector` only in their arguments
    /// (`loginTapped` and `loginTapped:`), for a message's hint.
    func nearSelectors(_ selector: String, in chain: Chain) -> [String] {
        let base = selector.prefix { $0 != ":" }
        return chain.classes.flatMap { type in
            (members[type]?.list ?? []).filter {
                $0.kind == .method && $0.name != selector && $0.name.prefix(while: { $0 != ":" }) == base
            }
            .map(\.name)
        }.sorted()
    }
}

/// The members of one type, in file order, and by name once there are many: a look-up scans a
/// type's few members, and finds one of a type's many through a dictionary, so that checking a
/// document's connections costs no more than their count times a constant.
private struct TypeMembers {
    /// A member kind's bit in ``kinds(of:and:)``.
    static let property: UInt8 = 1
    static let readOnlyProperty: UInt8 = 2
    static let method: UInt8 = 4
    /// From how many members on a type's members are found by name through the dictionary.
    static let indexedCount = 64

    /// The members, in file order.
    private(set) var list: [SourceMember] = []
    /// The kinds of each name's members, as bits, once there are more than ``indexedCount``.
    private var byName: [String: UInt8]?

    private static func bit(_ kind: SourceMember.Kind) -> UInt8 {
        switch kind {
        case .property: property
        case .readOnlyProperty: readOnlyProperty
        case .method: method
        }
    }

    mutating func append(contentsOf members: ArraySlice<SourceMember>) {
        list += members
        if byName == nil, list.count > Self.indexedCount {
            var index: [String: UInt8] = [:]
            index.reserveCapacity(list.count)
            for member in list { index[member.name, default: 0] |= Self.bit(member.kind) }
            byName = index
        } else if byName != nil {
            for member in members { byName![member.name, default: 0] |= Self.bit(member.kind) }
        }
    }

    /// The kinds of the members named `name` and of those named `other`, as bits.
    func kinds(of name: String, and other: String) -> (UInt8, UInt8) {
        if let byName { return (byName[name] ?? 0, byName[other] ?? 0) }
        var named: UInt8 = 0
        var others: UInt8 = 0
        for member in list {
            if member.name == name {
                named |= Self.bit(member.kind)
            } else if member.name == other {
                others |= Self.bit(member.kind)
            }
        }
        return (named, others)
    }

    /// Whether a member of any kind has one of `names`.
    func hasAny(_ names: [String]) -> Bool {
        if let byName { return names.contains { byName[$0] != nil } }
        return list.contains { names.contains($0.name) }
    }

    /// Whether a method has the selector.
    func has(method selector: String) -> Bool {
        if let byName { return (byName[selector] ?? 0) & Self.method != 0 }
        return list.contains { $0.kind == .method && $0.name == selector }
    }
}
