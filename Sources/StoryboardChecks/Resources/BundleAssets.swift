import CatalogFiles
import Dispatch
import SegueRouting
import StoryboardModel

/// The images and colors a bundle provides by name: its asset catalogs' sets and its loose image
/// files, listed by their names only.
///
/// A catalog is read as folder names: `Logo.imageset` is the image `Logo`, `Tint.colorset` the color
/// `Tint`. A plain folder's `Contents.json` is read only to learn whether it provides a namespace
/// (`"provides-namespace" : true`, found as bytes), which puts `Folder/` before its children's
/// names; a set's `Contents.json` is never read.
///
/// A loose image (`Logo@2x~ipad.png`, `Photo.jpg`, `Icon.pdf`, `App.icns`) is found by its file name,
/// by that name without its extension, and by its name without scale (`@2x`) and device (`~ipad`)
/// suffixes, with and without the extension: AppKit's `NSImage(named:)` finds any image file without
/// its extension, and UIKit's `UIImage(named:)` finds `Logo@2x.png` as `Logo` (and needs the
/// extension of other types, which is not checked). An image in a folder reference is found by its
/// path in the folder as well as by its name.
package struct BundleAssets: Sendable {
    /// The sets of the bundle's asset catalogs, in catalog and name order.
    package private(set) var assets: [BundleAsset] = []
    /// The names loose image files are found by.
    package private(set) var looseImageNames: Set<String> = []
    /// The number of asset catalogs the bundle has.
    package private(set) var catalogCount = 0
    /// Whether one of its catalogs holds no set: a build script fills it (Loop's
    /// `DerivedAssets.xcassets` is an empty catalog in the tree), so what the bundle holds is not known.
    package private(set) var hasEmptyCatalog = false
    /// The names images and colors are found by, and the same lowercased.
    private var imageNames: Set<String> = []
    private var colorNames: Set<String> = []
    private var lowercasedNames: Set<String> = []

    /// The extensions of image files AppKit and UIKit load by name.
    static let imageExtensions: Set<Substring> = [
        "png", "jpg", "jpeg", "gif", "tif", "tiff", "heic", "pdf", "icns", "bmp", "ico", "webp",
    ]

    /// The most entries a folder reference is walked for: a folder of thousands of files is data,
    /// not images named in documents.
    static let folderReferenceLimit = 5000

    /// The assets of the bundle whose resources are `resources`; a catalog `listings` has listed
    /// already (for another target that copies it) is not walked again.
    package init(resources: BundleResources, fileSystem: FileSystem = .posix, listings: CatalogListings? = nil) {
        var budget = Self.folderReferenceLimit
        for file in resources.files {
            let name = lastPathComponent(file)
            if name.utf8.count > 9, name.hasSuffix(".xcassets") {
                catalogCount += 1
                let listed =
                    listings?.listing(of: file) { Self.catalog(at: file, fileSystem: fileSystem) }
                    ?? Self.catalog(at: file, fileSystem: fileSystem)
                if listed.isEmpty { hasEmptyCatalog = true }
                assets += listed
            } else if Self.isImageFile(name) {
                addLooseImage(name)
            } else if !name.hasSuffix(".lproj"), Self.pathExtension(name).isEmpty, fileSystem.isDirectory(file) {
                addFolderReference(file, prefix: name + "/", fileSystem: fileSystem, budget: &budget)
            }
        }
        for asset in assets {
            if asset.kind.isImage {
                imageNames.insert(asset.name)
            } else if asset.kind == .color {
                colorNames.insert(asset.name)
            } else {
                continue
            }
            lowercasedNames.insert(asset.kind.rawValue.prefix(1) + asset.name.lowercased())
        }
        for name in looseImageNames { lowercasedNames.insert("i" + name.lowercased()) }
    }

    /// Whether the bundle has no asset catalog and no image file: then what it provides is not known.
    package var isEmpty: Bool { catalogCount == 0 && looseImageNames.isEmpty }

    /// Whether the bundle provides the image `name`: a set or a loose file of that name, the name
    /// without an image extension, or the name in another case (the Mac's file system and asset
    /// lookups ignore case; a device's may not, which is not reported).
    package func providesImage(_ name: String) -> Bool {
        if imageNames.contains(name) || looseImageNames.contains(name) { return true }
        let stem = Self.withoutImageExtension(name)
        if stem != name, imageNames.contains(stem) || looseImageNames.contains(stem) { return true }
        return lowercasedNames.contains("i" + name.lowercased())
            || lowercasedNames.contains("s" + name.lowercased()) || lowercasedNames.contains("a" + name.lowercased())
            || (stem != name && lowercasedNames.contains("i" + stem.lowercased()))
    }

    /// Whether the bundle provides the color `name`.
    package func providesColor(_ name: String) -> Bool {
        colorNames.contains(name) || lowercasedNames.contains("c" + name.lowercased())
    }

    /// The names of the images the bundle provides, for suggestions.
    package var allImageNames: Set<String> { imageNames.union(looseImageNames) }
    /// The names of the colors the bundle provides, for suggestions.
    package var allColorNames: Set<String> { colorNames }

    /// The sets of the asset catalog at `path`, by name.
    package static func catalog(at path: String, fileSystem: FileSystem = .posix) -> [BundleAsset] {
        var found: [BundleAsset] = []
        walk(path, prefix: "", depth: 0, fileSystem: fileSystem, into: &found)
        return found.sorted()
    }

    private static func walk(
        _ folder: String, prefix: String, depth: Int, fileSystem: FileSystem, into found: inout [BundleAsset]
    ) {
        // A catalog nested deeper than any real one is a loop of links.
        guard depth < 32 else { return }
        for entry in fileSystem.entries(of: folder) {
            guard !entry.isRegularFile, entry.name.first != UInt8(ascii: ".") else { continue }
            let name = String(decoding: entry.name, as: UTF8.self)
            let path = folder + "/" + name
            guard entry.isDirectory || fileSystem.isDirectory(path) else { continue }
            let folderExtension = pathExtension(name)
            let stem = folderExtension.isEmpty ? name : String(name.dropLast(folderExtension.count + 1))
            if let kind = BundleAsset.Kind(folderExtension: folderExtension) {
                found.append(BundleAsset(kind: kind, name: prefix + stem, path: path))
                // A tvOS brand asset holds image stacks and sets under its own name.
                if folderExtension == "brandassets" {
                    walk(path, prefix: prefix, depth: depth + 1, fileSystem: fileSystem, into: &found)
                }
            } else {
                let namespace = providesNamespace(path + "/Contents.json")
                walk(
                    path, prefix: namespace ? prefix + name + "/" : prefix, depth: depth + 1, fileSystem: fileSystem,
                    into: &found)
            }
        }
    }

    /// Whether the `Contents.json` at `path` says `"provides-namespace" : true`.
    static func providesNamespace(_ path: String) -> Bool {
        guard let bytes = try? FileReader.bytes(at: FilePath(path), limit: 1 << 16) else { return false }
        let key = Array("provides-namespace".utf8)
        guard let start = firstIndex(of: key, in: bytes) else { return false }
        var index = start + key.count + 1
        // `" : true`, with any spacing.
        while index < bytes.count,
            bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: "\t")
                || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r")
        {
            index += 1
        }
        return bytes[index...].starts(with: "true".utf8)
    }

    private static func firstIndex(of key: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= key.count else { return nil }
        var index = 0
        while index <= bytes.count - key.count {
            if bytes[index] == key[0], bytes[index..<index + key.count].elementsEqual(key) { return index }
            index += 1
        }
        return nil
    }

    /// The extension of a file name, without its dot; empty when it has none.
    static func pathExtension(_ name: String) -> Substring {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.utf8.startIndex else { return "" }
        return name[name.utf8.index(after: dot)...]
    }

    /// Whether `name` has the extension of an image file, in any case.
    static func isImageFile(_ name: String) -> Bool {
        let found = pathExtension(name)
        return !found.isEmpty && imageExtensions.contains(Substring(found.lowercased()))
    }

    /// `name` without an image file extension (`Logo.png` is `Logo`), or `name`.
    static func withoutImageExtension(_ name: String) -> String {
        guard isImageFile(name) else { return name }
        return String(name.dropLast(pathExtension(name).count + 1))
    }

    /// Adds the names a loose image file `name` (whose extension is an image's) is found by.
    ///
    /// The name is cut on its UTF-8 (the extension, `~` and `@` are ASCII): a folder reference may
    /// hold thousands of images, and each `Character` search cost a grapheme walk of the name.
    private mutating func addLooseImage(_ name: String, prefix: String = "") {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return }
        let fileExtension = name[utf8.index(after: dot)...]
        var stem = name[..<dot]
        looseImageNames.insert(prefix + name)
        looseImageNames.insert(prefix + stem)
        // `~ipad`, `~iphone` after the scale, then `@2x`.
        if let tilde = stem.utf8.lastIndex(of: UInt8(ascii: "~")) { stem = stem[..<tilde] }
        if let at = stem.utf8.lastIndex(of: UInt8(ascii: "@")), stem.utf8.last == UInt8(ascii: "x"),
            stem.utf8.index(after: at) != stem.utf8.endIndex
        {
            stem = stem[..<at]
        }
        looseImageNames.insert(prefix + stem)
        looseImageNames.insert(prefix + stem + "." + fileExtension)
    }

    /// The images of a folder reference, found by their paths in it and by their names.
    private mutating func addFolderReference(
        _ folder: String, prefix: String, fileSystem: FileSystem, budget: inout Int
    ) {
        for entry in fileSystem.entries(of: folder) {
            budget -= 1
            guard budget > 0 else { return }
            let name = String(decoding: entry.name, as: UTF8.self)
            if Self.isImageFile(name) {
                addLooseImage(name, prefix: prefix)
                addLooseImage(name)
            } else if !entry.isRegularFile, !name.hasPrefix("."), fileSystem.isDirectory(folder + "/" + name) {
                addFolderReference(
                    folder + "/" + name, prefix: prefix + name + "/", fileSystem: fileSystem, budget: &budget)
            }
        }
    }
}

/// The sets of the asset catalogs listed so far, by the catalog's path: the targets of a project that
/// copy one catalog (VLC's nine copy two) list it once in a run.
///
/// `@unchecked Sendable` is sound: `listings` is only read and written while `semaphore` is held.
package final class CatalogListings: @unchecked Sendable {
    /// The listings of this process's checks, which read each tree once.
    package static let shared = CatalogListings()

    private let semaphore = DispatchSemaphore(value: 1)
    private var listings: [String: [BundleAsset]] = [:]

    /// An empty cache.
    package init() {}

    /// The sets of the catalog at `path`: listed before, or by `list` now.
    package func listing(of path: String, _ list: () -> [BundleAsset]) -> [BundleAsset] {
        semaphore.wait()
        if let known = listings[path] {
            semaphore.signal()
            return known
        }
        semaphore.signal()
        let listed = list()
        semaphore.wait()
        listings[path] = listed
        semaphore.signal()
        return listed
    }
}
