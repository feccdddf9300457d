import SourceReading
import StoryboardModel

/// The classes of the sources and their members, indexed for following a class's superclass chain
/// and finding a property or a selector along it.
struct ClassIndex {
    /// Where a class's superclass chain leaves the sources.
    enum ChainEnd: Equatable {
        /// At a class without a superclass: nothing more to search.
        case root
        /// At a framework class (by its prefix: `UIViewController`, `NSView`).
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
    private var members: [String: [SourceMember]] = [:]
    /// Every Objective-C-visible method's selector, for actions sent to the First Responder.
    private(set) var allSelectors: Set<String> = []
    /// The class names outlets are declared with: classes some module declares.
    private(set) var outletTypes: Set<String> = []
    /// `typealias` names and their targets' last parts.
    private var aliases: [String: String] = [:]

    init(_ files: [SwiftSourceFile]) {
        add(files)
    }

    /// The custom class of `object` when it names a class an app declares: not empty, not a
    /// framework's (by prefix), and not the stand-ins Interface Builder writes for placeholders
    /// (`NSObject`, `FirstResponder`, and any class of a First Responder).
    static func appClassName(of object: InterfaceObject) -> String? {
        guard let name = object.customClass, !name.isEmpty, object.role != .firstResponder,
            !StoryboardCatalog.isFrameworkClassName(name), name != "NSObject", name != "FirstResponder"
        else { return nil }
        return name
    }

    /// The index of the app's sources and, where `documents` name classes the app does not declare
    /// or whose superclasses it does not, of the dependency sources in the tree that mention them
    /// (and, in turn, their superclasses).
    static func reading(_ sources: SwiftSources, for documents: [Storyboard]) -> ClassIndex {
        var index = ClassIndex(sources.files + sources.dependencyFiles)
        var classNames: Set<String> = []
        var responderSelectors: Set<String> = []
        for document in documents {
            var firstResponders: Set<String> = []
            for object in document.objects {
                if object.role == .firstResponder { firstResponders.insert(object.id) }
                if let name = appClassName(of: object) { classNames.insert(name) }
            }
            for connection in document.connections where connection.kind == .action {
                if firstResponders.contains(connection.destinationID),
                    !PlatformClasses.isResponderAction(connection.name, platform: document.platform)
                {
                    responderSelectors.insert(connection.name)
                }
            }
        }
        index.readMembers(of: classNames, in: sources.files)
        // A First Responder action any class may implement: the files that hold its name.
        let unresolved = responderSelectors.subtracting(index.allSelectors)
        if !unresolved.isEmpty {
            let names = Set(unresolved.map { String($0.prefix { $0 != ":" }) })
            index.add(SwiftSources.withMembers(sources.files, mentioning: Array(names)), declarations: false)
        }
        guard !sources.dependencyFolders.isEmpty else { return index }
        var searched: Set<String> = []
        var read: Set<String> = []
        // A chain of superclasses in dependencies is followed a few steps at most.
        for _ in 0..<8 {
            var wanted: Set<String> = []
            for name in classNames {
                if !index.declares(name) {
                    wanted.insert(name)
                } else if case .unknown(let end) = index.chain(of: name).end {
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

    /// Reads the members of the classes `classNames` name, their superclasses in the sources, and the
    /// framework classes they reach (whose extensions in the sources add members), from the files of
    /// `files` that declare or extend one of them and did not keep their members.
    mutating func readMembers(of classNames: Set<String>, in files: [SwiftSourceFile]) {
        var needed: Set<String> = []
        for name in classNames {
            let chain = self.chain(of: name)
            needed.formUnion(chain.classes)
            switch chain.end {
            case .root: break
            case .unknown(let end): needed.insert(end)
            case .framework(let end):
                var current: String? = end
                while let type = current, needed.insert(type).inserted {
                    current = PlatformClasses.entry(type)?.superclass
                }
            }
        }
        // `extension Alias` extends what the alias names.
        for (alias, target) in aliases where needed.contains(target) { needed.insert(alias) }
        let unread = files.filter { file in
            !file.recordsMembers && file.classes.contains { needed.contains($0.name) }
        }
        add(SwiftSources.withMembers(unread), declarations: false)
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
                members[type, default: []] += fileMembers[start..<end]
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

    /// The superclass chain of the class a document names `customClass`.
    func chain(of customClass: String) -> Chain {
        var classes: [String] = []
        var current = simpleNames[customClass] ?? customClass
        var visited: Set<String> = []
        while visited.insert(current).inserted {
            guard let declarations = declared[current] else {
                return Chain(
                    classes: classes,
                    end: StoryboardCatalog.isFrameworkClassName(current) || current == "NSObject"
                        ? .framework(current) : .unknown(current))
            }
            classes.append(current)
            guard let superclass = declarations.lazy.compactMap(\.superclass).first else {
                return Chain(classes: classes, end: .root)
            }
            // `UIKit.UIViewController`, `Base.Controller`: the last part names the class.
            let simple = superclass.split(separator: ".").last.map(String.init) ?? superclass
            current = simpleNames[superclass] ?? simple
        }
        return Chain(classes: classes, end: .root)
    }

    /// Whether the chain has a property `key` (settable, when `settable`): declared in one of its
    /// classes or their extensions (an instance variable `_key` too, which key-value coding sets), or
    /// in the platform classes it reaches or their extensions in the sources.
    func property(_ key: String, in chain: Chain, settable: Bool) -> Lookup {
        var readOnly = false
        let instanceVariable = "_" + key
        func look(in type: String) -> Bool {
            guard let declared = members[type] else { return false }
            for member in declared where member.kind != .method {
                if member.name == key {
                    if member.kind == .property || !settable { return true }
                    readOnly = true
                } else if member.kind == .property && member.name == instanceVariable {
                    return true
                }
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
                guard let entry = PlatformClasses.entry(type) else { return readOnly ? .readOnly : .unverified(type) }
                if entry.properties.contains(key) { return .found }
                current = entry.superclass
            }
        }
        return readOnly ? .readOnly : .missing
    }

    /// Whether the chain implements `selector`: a method of one of its classes or their extensions,
    /// or of the platform classes it reaches.
    func method(_ selector: String, in chain: Chain) -> Lookup {
        func implements(_ type: String) -> Bool {
            members[type]?.contains { $0.kind == .method && $0.name == selector } ?? false
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
                guard let entry = PlatformClasses.entry(type) else { return .unverified(type) }
                if entry.actions.contains(selector) { return .found }
                current = entry.superclass
            }
            return .missing
        }
    }

    /// The selectors of the chain's classes that differ from `selector` only in their arguments
    /// (`loginTapped` and `loginTapped:`), for a message's hint.
    func nearSelectors(_ selector: String, in chain: Chain) -> [String] {
        let base = selector.prefix { $0 != ":" }
        return chain.classes.flatMap { type in
            (members[type] ?? []).filter {
                $0.kind == .method && $0.name != selector && $0.name.prefix(while: { $0 != ":" }) == base
            }
            .map(\.name)
        }.sorted()
    }
}
