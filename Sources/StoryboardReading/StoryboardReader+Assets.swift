import CatalogFiles
import SegueRouting
import StoryboardModel
@_spi(XMLScanning) import XMLScanning

/// The images and named colors a document names, kept as ranges of the document while it is read
/// and decoded only at the end.
struct AssetCollection {
    /// A name an object uses.
    struct Pending {
        let kind: AssetReference.Kind
        let name: XMLAttribute
        /// Whether the element itself says it is the system's (`catalog=…`, `systemColor=…`).
        let isSystem: Bool
        /// The innermost element with an id around the one that names it.
        let ownerName: XMLByteRange?
        let ownerID: XMLAttribute?
        let ownerLabel: XMLAttribute?
        /// The attribute that names it, or the `key`/`keyPath` attribute whose value says what it is for.
        let key: XMLByteRange?
        let location: FileLocation
    }

    /// An entry of the document's `<resources>`: `<image name=…>`, `<namedColor name=…>`,
    /// `<systemColor name=…>`.
    struct Entry {
        let kind: AssetReference.Kind
        let name: XMLAttribute
        let isSystem: Bool
        let location: FileLocation
    }

    var pending: [Pending] = []
    var entries: [Entry] = []

    /// The references, decoded: a name is the system's when its element or the document's resources
    /// say so (a button state names an SF Symbol without `catalog`; its `<image>` entry has it), or,
    /// in an AppKit document, when it is one of AppKit's named images.
    func references(_ scanner: XMLScanner, platform: StoryboardPlatform) -> [AssetReference] {
        guard !pending.isEmpty || !entries.isEmpty else { return [] }
        var systemImages: Set<String> = []
        var systemColors: Set<String> = []
        for entry in entries where entry.isSystem {
            if entry.kind == .image {
                systemImages.insert(scanner.value(of: entry.name))
            } else {
                systemColors.insert(scanner.value(of: entry.name))
            }
        }
        func isSystem(_ kind: AssetReference.Kind, _ name: String) -> Bool {
            switch kind {
            case .image:
                systemImages.contains(name) || (platform == .appKit && AssetReference.isAppKitSystemImageName(name))
            case .color: systemColors.contains(name)
            }
        }
        var found: [AssetReference] = []
        var named: Set<String> = []
        for reference in pending {
            let name = scanner.value(of: reference.name)
            guard !name.isEmpty else { continue }
            let owner = reference.ownerName.map { element in
                AssetReference.Owner(
                    elementName: scanner.string(element), id: reference.ownerID.map { scanner.value(of: $0) } ?? "",
                    label: reference.ownerLabel.map { scanner.value(of: $0) })
            }
            let key = reference.key.map { scanner.string($0) }
            named.insert(reference.kind.rawValue + ":" + name)
            found.append(
                AssetReference(
                    kind: reference.kind, name: name, isSystem: reference.isSystem || isSystem(reference.kind, name),
                    owner: owner, key: key ?? reference.kind.rawValue, location: reference.location))
        }
        // An entry no object names (a form not read above): the document still asks for it.
        for entry in entries where !entry.isSystem {
            let name = scanner.value(of: entry.name)
            guard !name.isEmpty, !named.contains(entry.kind.rawValue + ":" + name) else { continue }
            found.append(
                AssetReference(
                    kind: entry.kind, name: name, isSystem: isSystem(entry.kind, name), owner: nil,
                    key: entry.kind == .image ? "image" : "namedColor", location: entry.location))
        }
        return found
    }
}

extension Collector {
    /// The names of images and colors the element just opened (on top of `stack`) uses or declares.
    ///
    /// Attribute names are compared as bytes; a value is decoded only at the end, for the references
    /// kept.
    mutating func collectAssets(_ name: XMLByteRange, _ scanner: XMLScanner) {
        if scanner.matches(name, "color") {
            // `<color key="textColor" name="X"/>`: an asset's; with `catalog="System"` or `systemColor=`,
            // the system's.
            var named: XMLAttribute?
            var key: XMLAttribute?
            var isSystem = false
            for attribute in scanner.attributes {
                let attributeName = attribute.name
                if scanner.matches(attributeName, "name") {
                    named = attribute
                } else if scanner.matches(attributeName, "key") {
                    key = attribute
                } else if scanner.matches(attributeName, "catalog") || scanner.matches(attributeName, "systemColor")
                    || scanner.matches(attributeName, "cocoaTouchSystemColor")
                {
                    isSystem = true
                }
            }
            if let named { addAsset(.color, named, isSystem: isSystem, key: key?.rawValue, scanner) }
            return
        }
        if scanner.matches(name, "image") || scanner.matches(name, "namedColor") || scanner.matches(name, "systemColor")
        {
            guard let named = scanner.attribute(named: "name") else { return }
            let isImage = scanner.matches(name, "image")
            let isSystem =
                scanner.matches(name, "systemColor") || (isImage && scanner.attribute(named: "catalog") != nil)
            let parent = stack.count >= 2 ? stack[stack.count - 2].name : nil
            if let parent, scanner.matches(parent, "resources") {
                assets.entries.append(
                    AssetCollection.Entry(
                        kind: isImage ? .image : .color, name: named, isSystem: isSystem, location: location(scanner)))
            } else if isImage {
                addAsset(.image, named, isSystem: isSystem, key: nil, scanner)
            }
            return
        }
        if scanner.matches(name, "userDefinedRuntimeAttribute") {
            // `<userDefinedRuntimeAttribute type="image" keyPath="maskImage" value="X"/>`.
            guard let type = scanner.attribute(named: "type"), scanner.valueMatches(type, "image"),
                let value = scanner.attribute(named: "value")
            else { return }
            addAsset(
                .image, value, isSystem: scanner.attribute(named: "catalog") != nil,
                key: scanner.attribute(named: "keyPath")?.rawValue, scanner)
            return
        }
        // `image="X"`, `selectedImage=`, `backgroundImage=`, AppKit's `alternateImage=` … on any object.
        var found: XMLAttribute?
        var more = false
        for attribute in scanner.attributes where isImageAttribute(attribute.name, scanner) {
            if found == nil { found = attribute } else { more = true }
        }
        guard let found else { return }
        let isSystem = scanner.attribute(named: "catalog") != nil
        addAsset(.image, found, isSystem: isSystem, key: found.name, scanner)
        if more {
            var first = true
            for attribute in scanner.attributes where isImageAttribute(attribute.name, scanner) {
                if first {
                    first = false
                    continue
                }
                addAsset(.image, attribute, isSystem: isSystem, key: attribute.name, scanner)
            }
        }
    }

    /// Whether an attribute's name is `image` or ends with `Image` (`doesNotDimImage`, a flag, left out).
    @inline(__always)
    private func isImageAttribute(_ name: XMLByteRange, _ scanner: XMLScanner) -> Bool {
        if name.count == 5 { return scanner.matches(name, "image") }
        // The `I` first: most names have another letter there, and are told apart by one byte.
        return name.count > 5 && scanner.matches(XMLByteRange(start: name.end - 5, end: name.end - 4), "I")
            && scanner.matches(XMLByteRange(start: name.end - 4, end: name.end), "mage")
            && !scanner.matches(name, "doesNotDimImage")
    }

    private mutating func addAsset(
        _ kind: AssetReference.Kind, _ name: XMLAttribute, isSystem: Bool, key: XMLByteRange?,
        _ scanner: XMLScanner
    ) {
        guard name.rawValue.count > 0, !scanner.matches(name.rawValue, "YES"), !scanner.matches(name.rawValue, "NO")
        else { return }
        var owner: Frame?
        for frame in stack.reversed() where frame.id != nil {
            owner = frame
            break
        }
        assets.pending.append(
            AssetCollection.Pending(
                kind: kind, name: name, isSystem: isSystem, ownerName: owner?.name, ownerID: owner?.id,
                ownerLabel: owner.flatMap { $0.userLabel ?? $0.title }, key: key,
                location: location(scanner)))
    }
}
