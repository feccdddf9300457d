import CatalogFiles
import SegueRouting
import SourceReading
import StoryboardModel

extension Finding.Code {
    /// A Cocoa binding whose key path starts with a key the class of the object bound to does not
    /// have (nor its superclasses, their extensions, nor the AppKit class they reach), or whose key
    /// after a controller's `selection.`, `arrangedObjects.` or `selectedObjects.` is none of the
    /// controller's declared keys nor a key of its content's class: AppKit logs "this class is not key
    /// value coding-compliant for the key …" and the control shows nothing. A warning: nothing crashes.
    public static let bindingUnknownKey: Self = "binding.unknown-key"
    /// A Cocoa binding whose `NSValueTransformerName` names no transformer: not AppKit's, not a class
    /// of the sources, and a name no source file holds (so none registers it). AppKit logs that it
    /// cannot find the value transformer and the binding is not made. A warning.
    public static let bindingUnknownTransformer: Self = "binding.unknown-transformer"
    /// A `values.` key of the user defaults controller that one binding uses, that no source file holds,
    /// and that is one or two edits from a key the code reads or other bindings use: a misspelling,
    /// whose control changes a default nothing reads. A warning.
    public static let bindingMisspelledDefaultsKey: Self = "binding.misspelled-defaults-key"
}

/// The Cocoa bindings of macOS documents, checked against the classes of the objects they bind to:
/// each key path's first key against the destination's class chain, the key after a controller's
/// `selection.`, `arrangedObjects.` or `selectedObjects.` against its declared keys or its content's
/// class, value transformers against AppKit's and the sources', and the user defaults keys bound
/// once against the keys read.
struct BindingCheck {
    let index: ClassIndex
    let sources: SwiftSources
    /// The dependencies the app's manifests name whose sources are not in the tree: one of them may
    /// register a value transformer.
    let absentDependencies: [SourceDependency]

    /// The names AppKit registers its transformers under (the values of `NSNegateBooleanTransformerName`
    /// and the others), and the constants' names, which Interface Builder accepts too.
    static let sdkTransformers: Set<String> = [
        "NSNegateBoolean", "NSIsNil", "NSIsNotNil", "NSUnarchiveFromData", "NSKeyedUnarchiveFromData",
        "NSSecureUnarchiveFromData", "NSNegateBooleanTransformerName", "NSIsNilTransformerName",
        "NSIsNotNilTransformerName", "NSUnarchiveFromDataTransformerName", "NSKeyedUnarchiveFromDataTransformerName",
        "NSSecureUnarchiveFromDataTransformerName",
    ]

    /// The keys of `NSTreeNode`, which a tree controller's arranged objects are.
    private static let treeNodeKeys: Set<String> = [
        "childNodes", "indexPath", "isLeaf", "leaf", "mutableChildNodes", "parentNode", "representedObject",
    ]

    /// The keys of a controller whose next key is a key of its content objects.
    private static let contentKeys: Set<Substring> = ["selection", "arrangedObjects", "selectedObjects"]

    /// A binding met, with its document.
    private struct Bound {
        let binding: InterfaceBinding
        let document: Storyboard
    }

    /// The findings of `documents` (storyboards and xibs, one per variant group).
    func findings(in documents: [Storyboard]) -> [Finding] {
        var found: [Finding] = []
        var transformers: [Bound] = []
        var defaults: [Bound] = []
        var misspellings: [(key: String, finding: Finding)] = []
        for document in documents where !document.bindings.isEmpty {
            found += findings(
                in: document, transformers: &transformers, defaults: &defaults, misspellings: &misspellings)
        }
        // What the sources may hold, searched for at once (every source file is read again): a key near
        // a declared one, a transformer's name, a user default's.
        let transformerNames = unresolvedTransformers(transformers)
        let nearDefaults = nearDefaultsKeys(defaults)
        var wanted = Set(misspellings.map(\.key)).union(transformerNames.keys)
        for (key, near) in nearDefaults.near {
            wanted.insert(key)
            wanted.formUnion(near)
        }
        let mentioned = wanted.isEmpty ? [] : sources.mentioned(wanted)
        found += misspellings.filter { !mentioned.contains($0.key) }.map(\.finding)
        found += transformerFindings(transformerNames, mentioned: mentioned)
        found += defaultsFindings(defaults, nearDefaults, mentioned: mentioned)
        return found
    }

    /// The class chain a binding's key is looked up along, or `nil` when it cannot be known: an app
    /// class whose chain leaves the sources, a File's Owner without a class, a First Responder, the
    /// application when a delegate may answer keys for it.
    private func chain(of object: InterfaceObject, sdk: SDKPlatform) -> ClassIndex.Chain? {
        guard object.role != .firstResponder else { return nil }
        guard let name = index.appClassName(of: object, sdk: sdk) else {
            guard let type = ClassIndex.frameworkClassName(of: object, sdk: sdk) else { return nil }
            return ClassIndex.frameworkChain(of: type, sdk: sdk)
        }
        // A class the sources do not declare is reported on its own (`class.missing`).
        guard index.declares(name) else { return nil }
        let chain = index.chain(of: name, sdk: sdk)
        return chain.classes.isEmpty ? nil : chain
    }

    private func findings(
        in document: Storyboard, transformers: inout [Bound], defaults: inout [Bound],
        misspellings: inout [(key: String, finding: Finding)]
    ) -> [Finding] {
        var objectsByID: [String: InterfaceObject] = [:]
        for object in document.objects where !object.id.isEmpty && objectsByID[object.id] == nil {
            objectsByID[object.id] = object
        }
        var controllers: [String: InterfaceBindingController] = [:]
        for controller in document.bindingControllers where controllers[controller.object.id] == nil {
            controllers[controller.object.id] = controller
        }
        // Per class, its chain; per class and key, the look-up; per controller, its declared keys' first keys.
        var chains: [String: ClassIndex.Chain?] = [:]
        var lookups: [String: ClassIndex.Lookup] = [:]
        var declaredKeys: [String: Set<String>] = [:]
        var found: [Finding] = []
        for binding in document.bindings {
            if let name = binding.valueTransformerName, !name.isEmpty, !Self.sdkTransformers.contains(name) {
                transformers.append(Bound(binding: binding, document: document))
            }
            guard let destination = objectsByID[binding.destinationID] else { continue }
            let key = binding.firstKey
            guard !key.isEmpty, !key.hasPrefix("@") else { continue }
            let controller = controllers[destination.id]
            if controller?.kind == .userDefaultsController, key == "values", binding.secondKey != nil {
                defaults.append(Bound(binding: binding, document: document))
            }
            let classKey = ClassIndex.classKey(of: destination)
            let chain: ClassIndex.Chain?
            if let known = chains[classKey] {
                chain = known
            } else {
                chain = self.chain(of: destination, sdk: document.sdk)
                chains[classKey] = chain
            }
            guard let chain else { continue }
            let lookupKey = classKey + "\u{0}" + key
            let lookup = lookups[lookupKey] ?? index.readableKey(String(key), in: chain)
            lookups[lookupKey] = lookup
            switch lookup {
            case .missing:
                if isApplication(destination), delegateAnswersKeys { continue }
                found.append(unknownKey(binding, destination, chain, in: document))
            case .found:
                guard let controller, controller.kind != .userDefaultsController, Self.contentKeys.contains(key) else {
                    continue
                }
                let declared = declaredKeys[controller.object.id] ?? Self.declaredKeys(of: controller)
                declaredKeys[controller.object.id] = declared
                switch contentKeyFinding(binding, controller, declared: declared, in: document) {
                case .missing(let finding): found.append(finding)
                case .misspelled(let key, let finding): misspellings.append((key, finding))
                case nil: break
                }
            case .readOnly, .unverified:
                continue
            }
        }
        return found
    }

    private func isApplication(_ object: InterfaceObject) -> Bool {
        object.role == .application || object.customClass == "NSApplication"
    }

    /// Whether some source file names `application:delegateHandlesKey:`, with which an application's
    /// delegate answers keys for it.
    private var delegateAnswersKeys: Bool {
        index.allSelectors.contains("application:delegateHandlesKey:")
            || !sources.mentioned(["delegateHandlesKey"]).isEmpty
    }

    /// What is wrong with the key after a controller's `selection.`, `arrangedObjects.` or
    /// `selectedObjects.`.
    private enum ContentKeyProblem {
        /// The content's class, an app class, does not have it.
        case missing(Finding)
        /// The controller's content class is not known, and the key is none of its declared keys but one
        /// or two edits from one: a misspelling, unless a source file holds the key.
        case misspelled(String, Finding)
    }

    /// The problem with the key after a controller's `selection.`, `arrangedObjects.` or
    /// `selectedObjects.`, if any.
    ///
    /// When the document names the content's class (`objectClassName`) and the sources declare it, the
    /// key is looked up along its chain. Otherwise the declared keys are only what Interface Builder was
    /// told: in public apps, controllers of dictionaries bind to many keys their declared keys do not
    /// list, and those bindings work. So a key is reported only when it is none of the declared keys
    /// but within one edit of one (two, for keys of eight characters or more), and no source file holds
    /// it. Core Data controllers (`mode="entity"`) without a content class are not checked.
    private func contentKeyFinding(
        _ binding: InterfaceBinding, _ controller: InterfaceBindingController, declared: Set<String>,
        in document: Storyboard
    ) -> ContentKeyProblem? {
        guard let second = binding.secondKey, !second.isEmpty, !second.hasPrefix("@") else { return nil }
        let key = String(second)
        if declared.contains(key) { return nil }
        // A tree's nodes and a dictionary's pairs have keys of their own.
        if controller.kind == .treeController, Self.treeNodeKeys.contains(key) { return nil }
        if controller.kind == .dictionaryController, ["key", "value", "localizedKey"].contains(key) { return nil }
        if let name = controller.objectClassName, !name.isEmpty, index.declares(name) {
            let chain = index.chain(of: name, sdk: document.sdk)
            guard !chain.classes.isEmpty, index.readableKey(key, in: chain) == .missing else { return nil }
            let closest = closestNames(to: key, among: declared.union(index.keyNames(in: chain)))
            return .missing(
                contentKeyFinding(
                    binding, controller, key, "its content's class \(chain.classes[0]) does not have", closest,
                    in: document))
        }
        guard controller.entityName == nil, !declared.isEmpty else { return nil }
        let bytes = Array(key.utf8)
        let near = declared.filter { other in
            let otherBytes = Array(other.utf8)
            let limit = min(bytes.count, otherBytes.count) >= 8 ? 2 : 1
            return abs(bytes.count - otherBytes.count) <= limit
                && Self.typingDistance(bytes, otherBytes, limit: limit) <= limit
        }
        guard !near.isEmpty else { return nil }
        return .misspelled(
            key,
            contentKeyFinding(
                binding, controller, key, "is none of the controller's declared keys, no source file holds it",
                near.sorted(), in: document))
    }

    /// The first keys of a controller's declared keys and of a tree controller's key paths.
    private static func declaredKeys(of controller: InterfaceBindingController) -> Set<String> {
        var declared: Set<String> = []
        let paths =
            controller.declaredKeys
            + [controller.childrenKeyPath, controller.countKeyPath, controller.leafKeyPath].compactMap { $0 }
        for path in paths { declared.insert(String(path.prefix { $0 != "." })) }
        return declared
    }

    private func contentKeyFinding(
        _ binding: InterfaceBinding, _ controller: InterfaceBindingController, _ key: String, _ why: String,
        _ closest: [String], in document: Storyboard
    ) -> Finding {
        let object = binding.object
        return Finding(
            .warning, .bindingUnknownKey, at: binding.location,
            "The binding '\(binding.name)' of the \(object.kindDescription) in \(place(object, in: document)) binds "
                + "to \(quoted(binding.keyPath)) of the \(controller.object.kindDescription), whose key "
                + "\(quoted(key)) \(why), so AppKit logs \"this class is not key value coding-compliant for the "
                + "key \(key)\" and the control shows nothing; fix the key path in the Bindings inspector."
                + (closest.isEmpty ? "" : " The closest keys: " + closest.map(quoted).joined(separator: ", ") + "."))
    }

    private func unknownKey(
        _ binding: InterfaceBinding, _ destination: InterfaceObject, _ chain: ClassIndex.Chain,
        in document: Storyboard
    ) -> Finding {
        let key = String(binding.firstKey)
        var names = chain.classes
        if case .framework(let name) = chain.end { names.append(name) }
        let closest = closestNames(to: key, among: index.keyNames(in: chain))
        let object = binding.object
        let remedy =
            chain.classes.isEmpty
            ? "fix the key path in the Bindings inspector"
            : "declare @objc dynamic var \(key) in \(chain.classes[0]), or fix the key path in the Bindings inspector"
        return Finding(
            .warning, .bindingUnknownKey, at: binding.location,
            "The binding '\(binding.name)' of the \(object.kindDescription) in \(place(object, in: document)) binds "
                + "to \(quoted(binding.keyPath)) of the \(destination.kindDescription), whose class "
                + "\(names.joined(separator: " → ")) has no key \(quoted(key)), so AppKit logs \"this class is not key "
                + "value coding-compliant for the key \(key)\" and the control shows nothing; \(remedy)."
                + (closest.isEmpty ? "" : " The closest keys: " + closest.map(quoted).joined(separator: ", ") + "."))
    }

    /// The transformers named by no class of the sources nor AppKit: reported when no source file
    /// holds the name (a registration with `setValueTransformer(_:forName:)` holds it as a literal, or
    /// in a constant), and no dependency whose sources are absent may register it. Module-qualified
    /// names (`App.Transformer`) are not checked.
    /// The bindings whose transformer is no AppKit one, no class of the sources, and no
    /// module-qualified name, by name; none when a dependency whose sources are absent may register it.
    private func unresolvedTransformers(_ bound: [Bound]) -> [String: [Bound]] {
        guard absentDependencies.isEmpty else { return [:] }
        var unresolved: [String: [Bound]] = [:]
        for item in bound {
            guard let name = item.binding.valueTransformerName, !name.contains("."), !index.declares(name) else {
                continue
            }
            unresolved[name, default: []].append(item)
        }
        return unresolved
    }

    private func transformerFindings(_ unresolved: [String: [Bound]], mentioned: Set<String>) -> [Finding] {
        let items = unresolved.filter { !mentioned.contains($0.key) }.values.joined()
        guard !items.isEmpty else { return [] }
        let transformerClasses = Set(
            sources.files.flatMap(\.classes).filter { !$0.isExtension && $0.superclass.map(Self.isTransformer) == true }
                .map(\.name))
        return items.compactMap { item in
            guard let name = item.binding.valueTransformerName else { return nil }
            let object = item.binding.object
            let closest = closestNames(
                to: name, among: transformerClasses.union(Self.sdkTransformers.filter { !$0.hasSuffix("Name") }))
            return Finding(
                .warning, .bindingUnknownTransformer, at: item.binding.location,
                "The binding '\(item.binding.name)' of the \(object.kindDescription) in "
                    + "\(place(object, in: item.document)) transforms its value with \(quoted(name)), which is no "
                    + "AppKit transformer, no class of the sources, and a name no source file registers, so AppKit "
                    + "logs that it cannot find the value transformer and the binding is not made; fix the name in "
                    + "the Bindings inspector, or register a transformer under it with "
                    + "ValueTransformer.setValueTransformer(_:forName:)."
                    + (closest.isEmpty
                        ? "" : " The closest transformers: " + closest.map(quoted).joined(separator: ", ") + "."))
        }
    }

    private static func isTransformer(_ superclass: String) -> Bool {
        superclass.hasSuffix("ValueTransformer") || superclass.hasSuffix("Transformer")
    }

    /// The user defaults keys bound once that look misspelled: see ``Finding/Code/bindingMisspelledDefaultsKey``.
    ///
    /// The rule, from the bindings of public macOS apps, where such keys are many and free-form: a key
    /// (`values.Key`) is reported when exactly one binding of the documents checked uses it, no source
    /// file holds it, it is a name (letters, digits, `_`) that is no AppKit or system default (`NS…`,
    /// `Apple…`), and another key is within one edit (two for keys of eight characters or more), not
    /// merely in its digits, that some source file holds or two bindings use. A key only bindings
    /// use is a setting of the interface alone, and is not reported on its own.
    /// The `values.` keys and how many bindings use each, and for each key bound once that may be
    /// misspelled (a name, no AppKit or system default), the other keys close to it.
    private func nearDefaultsKeys(_ bound: [Bound]) -> (uses: [String: Int], near: [String: [String]]) {
        var uses: [String: Int] = [:]
        for item in bound {
            guard let key = item.binding.secondKey else { continue }
            uses[String(key), default: 0] += 1
        }
        let keys = uses.keys.map { (name: $0, bytes: Array($0.utf8), counts: Self.byteCounts($0.utf8)) }
        var near: [String: [String]] = [:]
        for key in keys where uses[key.name] == 1 && Self.isCandidate(key.name) {
            var others: [String] = []
            for other in keys where other.name != key.name {
                let limit = min(key.bytes.count, other.bytes.count) >= 8 ? 2 : 1
                guard abs(key.bytes.count - other.bytes.count) <= limit,
                    Self.countDistance(key.counts, other.counts) <= 2 * limit,
                    Self.typingDistance(key.bytes, other.bytes, limit: limit) <= limit,
                    !Self.differInDigitsOnly(key.name, other.name)
                else { continue }
                others.append(other.name)
            }
            if !others.isEmpty { near[key.name] = others.sorted() }
        }
        return (uses, near)
    }

    /// The user defaults keys bound once that look misspelled: see ``Finding/Code/bindingMisspelledDefaultsKey``.
    ///
    /// The rule, from the bindings of public macOS apps, where such keys are many and free-form: a key
    /// (`values.Key`) is reported when exactly one binding of the documents checked uses it, no source
    /// file holds it, it is a name (letters, digits, `_`) that is no AppKit or system default (`NS…`,
    /// `Apple…`), and another key is within one edit (two for keys of eight characters or more; a swap
    /// of neighbours is one), not merely in its digits, that some source file holds or two bindings
    /// use. A key only bindings use is a setting of the interface alone, and is not reported on its own.
    private func defaultsFindings(
        _ bound: [Bound], _ keys: (uses: [String: Int], near: [String: [String]]), mentioned: Set<String>
    ) -> [Finding] {
        guard !keys.near.isEmpty else { return [] }
        var found: [Finding] = []
        for item in bound {
            guard let second = item.binding.secondKey else { continue }
            let key = String(second)
            guard let others = keys.near[key], !mentioned.contains(key) else { continue }
            let read = others.filter { mentioned.contains($0) || keys.uses[$0, default: 0] >= 2 }
            guard !read.isEmpty else { continue }
            let object = item.binding.object
            found.append(
                Finding(
                    .warning, .bindingMisspelledDefaultsKey, at: item.binding.location,
                    "The binding '\(item.binding.name)' of the \(object.kindDescription) in "
                        + "\(place(object, in: item.document)) binds to the user default \(quoted(key)), which no "
                        + "source file reads and no other binding uses, but is close to "
                        + read.map(quoted).joined(separator: ", ")
                        + ", which the app uses: the control changes a default nothing reads, so the setting has no "
                        + "effect; fix the key in the Bindings inspector."))
        }
        return found
    }

    /// The edits between two keys, a swap of two neighbouring characters counting one (`titel` is one
    /// from `title`): the optimal string alignment distance.
    /// Past `limit`, the distance is only known to be more: the rows stop once two in a row exceed it.
    static func typingDistance(_ first: [UInt8], _ second: [UInt8], limit: Int) -> Int {
        guard !first.isEmpty else { return second.count }
        guard !second.isEmpty else { return first.count }
        var before = [Int](repeating: 0, count: second.count + 1)
        var previous = Array(0...second.count)
        var current = [Int](repeating: 0, count: second.count + 1)
        for i in 1...first.count {
            current[0] = i
            for j in 1...second.count {
                let cost = first[i - 1] == second[j - 1] ? 0 : 1
                var distance = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, first[i - 1] == second[j - 2], first[i - 2] == second[j - 1] {
                    distance = Swift.min(distance, before[j - 2] + 1)
                }
                current[j] = distance
            }
            // A later row is at least the least of this one and the one before (a swap reaches back two).
            if current.min()! > limit && previous.min()! > limit { return limit + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return previous[second.count]
    }

    /// How many times each byte occurs, in 32 buckets (`byte & 31`): two keys whose counts differ by
    /// more than twice `limit` in all are more than `limit` edits apart (an edit changes the counts by
    /// two at most), which is found without the distance.
    private static func byteCounts(_ utf8: String.UTF8View) -> [Int8] {
        var counts = [Int8](repeating: 0, count: 32)
        for byte in utf8 { counts[Int(byte & 31)] &+= 1 }
        return counts
    }

    private static func countDistance(_ first: [Int8], _ second: [Int8]) -> Int {
        var total = 0
        for index in 0..<32 { total += abs(Int(first[index]) - Int(second[index])) }
        return total
    }

    /// Whether a key may be a misspelling worth a finding: a name, and no default AppKit or the system reads.
    private static func isCandidate(_ key: String) -> Bool {
        guard !key.isEmpty, !key.hasPrefix("NS"), !key.hasPrefix("Apple") else { return false }
        return key.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
    }

    /// Whether two keys are the same but for their digits (`Column1Width`, `Column2Width`).
    private static func differInDigitsOnly(_ first: String, _ second: String) -> Bool {
        let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
        return first.filter { !isDigit($0) } == second.filter { !isDigit($0) }
    }

    /// Where an object is, as a message says it: `the Preferences scene of Main.storyboard`, or
    /// `Preferences.xib`.
    private func place(_ object: InterfaceObject, in document: Storyboard) -> String {
        let file = lastPathComponent(document.path)
        guard document.kind == .storyboard, let scene = object.sceneIndex, scene < document.scenes.count else {
            return file
        }
        return "the \(document.scenes[scene].className) scene of \(file)"
    }
}
