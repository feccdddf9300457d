import SegueRouting
import SourceReading
import StoryboardModel

extension RouteCodeGenerator {
    /// One generated nib declaration: `Nibs.noteCell`.
    public struct DeclaredNib: Sendable, Hashable {
        /// The nib's name: the xib's file name without `.xib`.
        public let name: String
        /// The File's Owner type the declaration names.
        public let ownerType: String
        /// The root type the declaration names: its first top-level object's.
        public let rootType: String
        /// The types of all its top-level objects, in file order, as the declaration's comment lists them.
        public let topLevelTypes: [String]
        /// The Swift path of the declaration: `Nibs.noteCell`.
        public let path: String
    }

    /// One generated reuse identifier declaration: `Reuse.noteCell`.
    public struct DeclaredReuseIdentifier: Sendable, Hashable {
        /// The reuse identifier.
        public let identifier: String
        /// The view type the declaration names.
        public let cellType: String
        /// The kind of the views that have the identifier (all of one kind, or a collection view's cells
        /// and supplementary views).
        public let kinds: Set<ReusableView.Kind>
        /// The xib that holds the view at its top level, when exactly one does.
        public let nib: String?
        /// The Swift path of the declaration: `Reuse.noteCell`.
        public let path: String
    }

    /// The framework classes a nib's root or owner, or a reusable view, is typed with when it has no
    /// custom class the generated file can name; any other object is an `NSObject`.
    static let nibFrameworkClasses: Set<String> = [
        "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
        "UIViewController", "NSView", "NSTableCellView", "NSWindow", "NSViewController", "NSWindowController",
    ]

    /// The type the generated code names for an object of class `className` whose framework class
    /// is `frameworkClass`: the class itself when the file can name it (an app class, or a framework
    /// class of ``nibFrameworkClasses``), else the framework class when it can, else `NSObject`.
    static func nibType(_ className: String?, frameworkClass: String) -> String {
        for candidate in [className, frameworkClass].compactMap({ $0 }) where isSwiftIdentifier(candidate) {
            if nibFrameworkClasses.contains(candidate) { return candidate }
            // A class of UIKit's or AppKit's (or another framework's) that the file may not see.
            let scalars = Array(candidate.unicodeScalars)
            let framework =
                scalars.count > 2
                && ((scalars[0] == "U" && scalars[1] == "I") || (scalars[0] == "N" && scalars[1] == "S"))
                && ("A"..."Z").contains(scalars[2])
            if !framework && !isFrameworkClass(candidate) { return candidate }
        }
        return "NSObject"
    }

    /// An extension of `Nibs` with one `Nib` per xib of the platform, and an extension of `Reuse`
    /// with one `ReuseIdentifier` per reuse identifier of the storyboards' prototypes and the xibs'
    /// views.
    ///
    /// An identifier whose views have different classes is declared with their common framework
    /// class when they are of one kind (table cells: `UITableViewCell`; a collection view's cells and
    /// supplementary views: `UICollectionReusableView`), and left out, with a comment and a note,
    /// when they are not (a table cell and a collection view cell share no class to dequeue as).
    mutating func generateNibs(
        _ catalog: StoryboardCatalog, platform: StoryboardPlatform, names library: LibraryNames, options: Options
    ) -> String {
        let access = options.accessLevel.prefix
        let xibs = catalog.xibs.filter { $0.platform == platform }
        var code = ""
        var nibNames = ConstantNames(suffix: "Nib")
        var nibBody = ""
        var seenNibs: Set<String> = []
        for xib in xibs where seenNibs.insert(xib.name).inserted {
            guard let first = xib.topLevelObjects.first else { continue }
            guard let symbol = Symbolifier.symbol(for: xib.name) else {
                findings.append(
                    Finding(
                        .warning, .generateOmitted, at: FileLocation(file: xib.path),
                        "The xib's name \(quoted(xib.name)) has no symbol, so no nib was declared for it; rename the "
                            + "file with at least one ASCII letter, digit or '_'."))
                continue
            }
            let owner = xib.objects.first { $0.role == .filesOwner }
            let ownerType = Self.nibType(owner?.customClass, frameworkClass: "NSObject")
            let rootType = Self.nibType(first.customClass, frameworkClass: first.frameworkClassName)
            let types = xib.topLevelObjects.map { Self.nibType($0.customClass, frameworkClass: $0.frameworkClassName) }
            let name = nibNames.name(for: symbol)
            nibs.append(
                DeclaredNib(
                    name: xib.name, ownerType: ownerType, rootType: rootType, topLevelTypes: types,
                    path: "\(Self.nibsEnumName).\(name.trimmingNameBackquotes)"))
            nibBody += "    /// \(Self.commentText(xib.name)).xib: File's Owner \(ownerType); top-level "
            nibBody += (types.count == 1 ? "object " : "objects ") + types.joined(separator: ", ") + ".\n"
            nibBody +=
                "    \(access)static let \(name) = \(library.nib)<\(ownerType), \(rootType)>(\(swiftStringLiteral(xib.name)))\n"
        }
        if !nibBody.isEmpty {
            code +=
                "\n// MARK: - Nibs\n\n/// The nibs of the xibs: each one's File's Owner and first top-level object, typed.\n"
            code += "extension \(library.nibs) {\n" + nibBody + "}\n"
        }
        let reuseBody = generateReuseIdentifiers(catalog, platform: platform, names: library, access: access)
        if !reuseBody.isEmpty {
            code += "\n// MARK: - Reuse identifiers\n\n"
            code +=
                "/// The reuse identifiers of the storyboards' prototypes and the xibs' views, with their classes.\n"
            code += "extension \(library.reuse) {\n" + reuseBody + "}\n"
        }
        return code
    }

    /// The name of the enum that holds the nib declarations.
    public static let nibsEnumName = "Nibs"
    /// The name of the enum that holds the reuse identifier declarations.
    public static let reuseEnumName = "Reuse"

    /// The body of the `Reuse` extension.
    private mutating func generateReuseIdentifiers(
        _ catalog: StoryboardCatalog, platform: StoryboardPlatform, names library: LibraryNames, access: String
    ) -> String {
        // Identifier → its views, with the document each is in, in path and file order.
        var order: [String] = []
        var views: [String: [(view: ReusableView, document: Storyboard)]] = [:]
        for document in catalog.documents where document.platform == platform {
            for view in document.reusableViews {
                guard let identifier = view.reuseIdentifier, !identifier.isEmpty else { continue }
                // A storyboard's static cells are made by their table, never dequeued.
                guard view.isPrototype || view.containerID == nil || view.kind == .tableCellView else { continue }
                if views[identifier] == nil { order.append(identifier) }
                views[identifier, default: []].append((view, document))
            }
        }
        var names = ConstantNames(suffix: "Reuse")
        var body = ""
        for identifier in order {
            let group = views[identifier]!
            guard let symbol = Symbolifier.symbol(for: identifier) else {
                findings.append(
                    Finding(
                        .warning, .generateOmitted, at: group[0].view.location,
                        "The reuse identifier \(quoted(identifier)) has no symbol, so it was not declared; give it at "
                            + "least one ASCII letter, digit or '_'."))
                continue
            }
            let types = group.map {
                Self.nibType($0.view.customClass, frameworkClass: Self.frameworkClass(of: $0.view))
            }
            let kinds = Set(group.map(\.view.kind))
            let places = group.map { "\(Self.commentText(lastPathComponent($0.document.path)))" }
            var unique: [String] = []
            for place in places where !unique.contains(place) { unique.append(place) }
            let placesText = unique.joined(separator: ", ")
            let type: String
            var comment: String
            if Set(types).count == 1 {
                type = types[0]
                comment = "    /// \(quoted(identifier)): \(type), in \(placesText).\n"
            } else if let common = Self.commonClass(of: group.map(\.view)) {
                type = common
                let classes = Array(Set(types)).sorted().joined(separator: ", ")
                comment =
                    "    /// \(quoted(identifier)): \(classes), in \(placesText); declared with their "
                    + "common class.\n"
            } else {
                let classes = Array(Set(types)).sorted().joined(separator: ", ")
                body +=
                    "    // \(quoted(identifier)) is left out: its views (\(classes), in \(placesText)) are of "
                    + "kinds that share no class to dequeue as.\n"
                findings.append(
                    Finding(
                        .note, .generateOmitted, at: group[0].view.location,
                        "The reuse identifier \(quoted(identifier)) names views of different kinds (\(classes)); it was "
                            + "not declared; give each kind its own identifier."))
                continue
            }
            let nibs = Set(group.filter { $0.document.kind == .xib && $0.view.containerID == nil }.map(\.document.name))
            let nib = nibs.count == 1 ? nibs.first : nil
            let name = names.name(for: symbol)
            reuseIdentifiers.append(
                DeclaredReuseIdentifier(
                    identifier: identifier, cellType: type, kinds: kinds, nib: nib,
                    path: "\(Self.reuseEnumName).\(name.trimmingNameBackquotes)"))
            if let nib { comment = comment.dropLast(2) + "; registered from \(Self.commentText(nib)).xib.\n" }
            body += comment
            body +=
                "    \(access)static let \(name) = \(library.reuseIdentifier)<\(type)>(\(swiftStringLiteral(identifier))"
            body += nib.map { ", nib: \(swiftStringLiteral($0)))\n" } ?? ")\n"
        }
        return body
    }

    /// The framework class of a reusable view: its kind's, or `NSView` for an AppKit cell view that is
    /// not an `NSTableCellView`.
    private static func frameworkClass(of view: ReusableView) -> String {
        view.kind == .tableCellView && view.elementName != "tableCellView" ? "NSView" : view.kind.frameworkClassName
    }

    /// The framework class views of different classes share, when it is one to dequeue as: their
    /// kind's, or `UICollectionReusableView` for a collection view's cells and supplementary views.
    private static func commonClass(of views: [ReusableView]) -> String? {
        let kinds = Set(views.map(\.kind))
        if kinds == [.collectionViewCell, .collectionReusableView] { return "UICollectionReusableView" }
        guard kinds.count == 1, let kind = kinds.first else { return nil }
        if kind == .tableCellView {
            return Set(views.map(frameworkClass)).count == 1 ? frameworkClass(of: views[0]) : "NSView"
        }
        return kind.frameworkClassName
    }

    /// `text` fit for a comment line: one line, control characters and line separators shown escaped.
    static func commentText(_ text: String) -> String {
        escapedField(text)
    }
}

extension String {
    /// The name without the backquotes that make a keyword an identifier.
    var trimmingNameBackquotes: String {
        hasPrefix("`") && hasSuffix("`") ? String(dropFirst().dropLast()) : self
    }
}
