import CatalogFiles
import SegueRouting
import SourceReading
import StoryboardModel
import StoryboardReading

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Finding.Code {
    /// Two storyboards with one name that are not variants of each other (localizations in
    /// `xx.lproj` folders, `~ipad` and `~iphone` files): only one of them can be in a bundle.
    public static let storyboardDuplicateName: Self = "storyboard.duplicate-name"
    /// Variants of one storyboard (localizations, `~ipad` and `~iphone` files) whose segue
    /// identifiers or storyboard IDs differ, so that code that works with one fails with another.
    public static let storyboardVariantMismatch: Self = "storyboard.variant-mismatch"
}

extension Storyboard {
    /// The name under which code loads the storyboard: ``name`` without a `~ipad` or `~iphone`
    /// device suffix.
    public var bundleName: String {
        let name = self.name
        for suffix in ["~ipad", "~iphone"] where name.utf8.count >= suffix.utf8.count {
            let start = name.utf8.index(name.utf8.endIndex, offsetBy: -suffix.utf8.count)
            if name.utf8[start...].elementsEqual(suffix.utf8) { return String(name[..<start]) }
        }
        return name
    }

    /// What tells the storyboard from its other variants: the `.lproj` folder it is in, if any, and
    /// its device suffix.
    var variantKey: String {
        // The path's last folder, found in its UTF-8 (String.split works on Characters, slowly).
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") {
            end = utf8.index(before: end)
        }
        var folder = ""
        if let fileSlash = utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
            var folderEnd = fileSlash
            while folderEnd > utf8.startIndex, utf8[utf8.index(before: folderEnd)] == UInt8(ascii: "/") {
                folderEnd = utf8.index(before: folderEnd)
            }
            let folderStart =
                utf8[..<folderEnd].lastIndex(of: UInt8(ascii: "/")).map(utf8.index(after:)) ?? utf8.startIndex
            let component = path[folderStart..<folderEnd]
            if component.utf8.count > 6 && component.utf8.suffix(6).elementsEqual(".lproj".utf8) {
                folder = String(component)
            }
        }
        let name = self.name
        let bundleName = self.bundleName
        return folder + "|" + String(name.utf8.dropFirst(bundleName.utf8.count))!
    }
}

extension StoryboardCatalog {
    /// The storyboards grouped by the bundle they are built into (``bundleFolder(of:)``; a UIKit and an
    /// AppKit storyboard are never in one), and their ``Storyboard/bundleName``, each group in path
    /// order with its `Base.lproj` or unlocalized, device-independent member first, in the order of the
    /// groups' first members.
    var variantGroups: [[Storyboard]] { variantGroups(of: storyboards) }

    /// `documents` (storyboards, or xibs) grouped as ``variantGroups`` groups the storyboards.
    func variantGroups(of documents: [Storyboard]) -> [[Storyboard]] {
        var order: [String] = []
        var groups: [String: [Storyboard]] = [:]
        var folders: [String: String] = [:]
        var hasInfoPlist: [String: Bool] = [:]
        for storyboard in documents {
            let path = storyboard.path
            let directory = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
            if folders[directory] == nil {
                folders[directory] = Self.bundleFolder(of: path, hasInfoPlist: &hasInfoPlist) ?? ""
            }
            // An iOS and a tvOS document of one name are no variants of each other.
            let key = folders[directory]! + "\u{0}" + storyboard.sdk.rawValue + "\u{0}" + storyboard.bundleName
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(storyboard)
        }
        return order.map { key in
            let group = groups[key]!
            let preferred = group.firstIndex { $0.variantKey == "Base.lproj|" || $0.variantKey == "|" } ?? 0
            return [group[preferred]] + group.enumerated().filter { $0.offset != preferred }.map(\.element)
        }
    }

    /// The documents of `groups` whose connections are checked: each group's first, and any other
    /// that is no localization or device variant of an earlier one (a document of the same name in
    /// another folder), which the group's first does not stand for.
    static func checkedMembers(of groups: [[Storyboard]]) -> [Storyboard] {
        var checked: [Storyboard] = []
        for group in groups {
            checked.append(group[0])
            guard group.count > 1 else { continue }
            var seen: Set<String> = [group[0].variantKey]
            for document in group.dropFirst() where !seen.insert(document.variantKey).inserted {
                checked.append(document)
            }
        }
        return checked
    }

    /// Storyboards with one name that are not variants of each other, and variants whose segue
    /// identifiers or storyboard IDs differ from the group's first member.
    func checkVariants(_ groups: [[Storyboard]]) -> [Finding] {
        var found: [Finding] = []
        for group in groups where group.count > 1 {
            let first = group[0]
            var seen: [String: Storyboard] = [first.variantKey: first]
            for storyboard in group.dropFirst() {
                if let earlier = seen[storyboard.variantKey] {
                    found.append(
                        Finding(
                            .warning, .storyboardDuplicateName, at: FileLocation(file: storyboard.path),
                            "This storyboard has the name \(quoted(storyboard.bundleName)) of \(earlier.path) too; "
                                + "only one of them can be in a bundle, so rename one, or exclude the one that is not "
                                + "the app's (--exclude)."))
                    continue
                }
                seen[storyboard.variantKey] = storyboard
                found += Self.differences(of: storyboard, from: first)
            }
        }
        return found
    }

    /// The nearest folder above `path` that holds an `Info.plist`: the folder of the target the
    /// file is built into (each target of an app has its own), or `nil` when there is none.
    ///
    /// `hasInfoPlist` remembers, for each folder looked in, whether it holds one: storyboards of one
    /// app share most of their folders.
    static func bundleFolder(of path: String, hasInfoPlist: inout [String: Bool]) -> String? {
        // Absolute, as the folders above a relative path are the working directory's.
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var folder = Substring(absolute)
        while true {
            // Up one folder: drop the last component and the slashes before it.
            guard let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
            folder = folder[..<slash]
            while folder.utf8.last == UInt8(ascii: "/") {
                folder = folder[..<folder.utf8.index(before: folder.utf8.endIndex)]
            }
            guard !folder.isEmpty else { return nil }
            let candidate = String(folder)
            let found =
                hasInfoPlist[candidate]
                ?? {
                    let exists = FileManager.default.fileExists(atPath: candidate + "/Info.plist")
                    hasInfoPlist[candidate] = exists
                    return exists
                }()
            if found { return candidate }
        }
    }

    private static func differences(of variant: Storyboard, from first: Storyboard) -> [Finding] {
        func identifiers(_ storyboard: Storyboard) -> Set<String> {
            Set(storyboard.segues.compactMap(\.identifier).filter { !$0.isEmpty })
        }
        func sceneIdentifiers(_ storyboard: Storyboard) -> Set<String> {
            Set(storyboard.scenes.compactMap(\.storyboardIdentifier).filter { !$0.isEmpty })
        }
        var parts: [String] = []
        let segues = (identifiers(first), identifiers(variant))
        let scenes = (sceneIdentifiers(first), sceneIdentifiers(variant))
        if !segues.0.subtracting(segues.1).isEmpty {
            parts.append("lacks the segue identifiers " + list(segues.0.subtracting(segues.1)))
        }
        if !segues.1.subtracting(segues.0).isEmpty {
            parts.append("adds the segue identifiers " + list(segues.1.subtracting(segues.0)))
        }
        if !scenes.0.subtracting(scenes.1).isEmpty {
            parts.append("lacks the storyboard IDs " + list(scenes.0.subtracting(scenes.1)))
        }
        if !scenes.1.subtracting(scenes.0).isEmpty {
            parts.append("adds the storyboard IDs " + list(scenes.1.subtracting(scenes.0)))
        }
        guard !parts.isEmpty else { return [] }
        return [
            Finding(
                .warning, .storyboardVariantMismatch, at: FileLocation(file: variant.path),
                "This variant of \(quoted(first.bundleName)) " + parts.joined(separator: ", and ") + " compared with "
                    + "\(first.path); code that works with one fails with the other, so make them match.")
        ]
    }

    private static func list(_ values: Set<String>) -> String {
        values.sorted().map(quoted).joined(separator: ", ")
    }
}
