import CatalogFiles
import SegueRouting
import SourceReading
import StoryboardModel

extension Finding.Code {
    /// An image a document or the code names that no asset catalog or image file of the bundle
    /// provides: the image is `nil` at run time ("Could not load the "X" image referenced from a nib").
    public static let imageMissing: Self = "image.missing"
    /// A named color a document or the code names that no color set of the bundle provides: the color
    /// is `nil` at run time, and a document's object keeps its default color.
    public static let colorMissing: Self = "color.missing"
}

/// The images and named colors the documents and the code name, checked against what the bundle's
/// asset catalogs and image files provide.
///
/// Nothing is reported when the bundle is not known (`resources` is `nil`), when a build phase may
/// copy more into it (a CocoaPods resources script compiles pods' catalogs into the app's), when one
/// of its catalogs holds no set (a build script fills it), or when it has no asset catalog and no
/// image file at all (its resources were not found). The code of a framework or test bundle is not
/// checked against it: its `Bundle.main` is the app's, and it is checked with each app that links it. SF Symbols
/// (`catalog="system"`), system colors and AppKit's named images (`NSActionTemplate`) are the
/// system's and are not checked, in documents or in code.
struct AssetCheck {
    /// Every document of the bundle, variants too (a localized variant may name images of its own).
    let documents: [Storyboard]
    let resources: BundleResources?
    /// The code's references; only `imageName` and `colorName` ones are read.
    let references: [SourceReference]
    var fileSystem: FileSystem = .posix
    /// The catalogs listed already, by other targets' checks; `nil` to list each anew.
    var listings: CatalogListings?

    init(
        documents: [Storyboard], resources: BundleResources?, sources: SwiftSources, fileSystem: FileSystem = .posix,
        listings: CatalogListings? = .shared
    ) {
        self.documents = documents
        self.resources = resources
        self.references = sources.references
        self.fileSystem = fileSystem
        self.listings = listings
    }

    func findings() -> [Finding] {
        guard let resources, !resources.mayHoldMore else { return [] }
        let hasNames =
            documents.contains { !$0.assetReferences.isEmpty }
            || references.contains { $0.kind == .imageName || $0.kind == .colorName }
        guard hasNames else { return [] }
        let assets = BundleAssets(resources: resources, fileSystem: fileSystem, listings: listings)
        // A catalog with no set is one a build script fills (Loop's DerivedAssets.xcassets): what the
        // bundle will hold is not known.
        guard !assets.isEmpty, !assets.hasEmptyCatalog else { return [] }
        let suggestions = Suggestions(assets)
        var found: [Finding] = []
        // Variants of a document name the same images: each name once a document name.
        var reported: Set<String> = []
        for document in documents {
            for reference in document.assetReferences where !reference.isSystem {
                let provided =
                    reference.kind == .image
                    ? assets.providesImage(reference.name) : assets.providesColor(reference.name)
                guard !provided,
                    reported.insert("\(document.name)\u{0}\(reference.kind)\u{0}\(reference.name)").inserted
                else { continue }
                found.append(finding(reference, in: document, suggestions, suggesting: found.count))
            }
        }
        // A framework's code looks names up in the main bundle of the app that loads it, not in its
        // own: it is checked with each app that links it.
        for reference in references where resources.isMainBundle {
            let isImage: Bool
            switch reference.kind {
            case .imageName: isImage = true
            case .colorName: isImage = false
            default: continue
            }
            let name = reference.value
            guard !name.isEmpty, !(isImage && AssetReference.isAppKitSystemImageName(name)),
                !(isImage ? assets.providesImage(name) : assets.providesColor(name))
            else { continue }
            found.append(codeFinding(reference, isImage: isImage, suggestions, suggesting: found.count))
        }
        return found
    }

    /// The names a bundle's images and colors are suggested from, made at the first suggestion.
    private final class Suggestions {
        let assets: BundleAssets
        lazy var images = NameCandidates(assets.allImageNames)
        lazy var colors = NameCandidates(assets.allColorNames)
        init(_ assets: BundleAssets) { self.assets = assets }
    }

    private func closest(_ name: String, isImage: Bool, _ suggestions: Suggestions, suggesting: Int) -> String {
        guard suggesting < CellCheck.suggestionLimit else { return "" }
        let candidates = isImage ? suggestions.images : suggestions.colors
        // A name without the namespace its asset is in (`Add` for `Icons/Add`) is far from it by edit
        // distance: those come first.
        let suffix = "/" + name
        let namespaced = candidates.names.lazy.map(\.name).filter { $0.hasSuffix(suffix) }.sorted().prefix(3)
        let closest = Array(namespaced) + closestNames(to: name, among: candidates).filter { !namespaced.contains($0) }
        guard !closest.isEmpty else { return "" }
        return " The closest the bundle has: " + closest.prefix(3).map(quoted).joined(separator: ", ") + "."
    }

    private func finding(
        _ reference: AssetReference, in document: Storyboard, _ suggestions: Suggestions, suggesting: Int
    ) -> Finding {
        let isImage = reference.kind == .image
        let object: String
        if let owner = reference.owner {
            let label = owner.label.map { " \(quoted($0))" } ?? ""
            object = "The \(owner.elementName)\(label) (id \(owner.id)) names"
        } else {
            object = "The document's resources name"
        }
        let use = reference.owner == nil ? "" : " as its \(reference.key)"
        let what = isImage ? "image" : "color"
        let store = isImage ? "no asset catalog or image file" : "no color set of an asset catalog"
        let runtime =
            isImage
            ? "so it shows no image (Could not load the \(quoted(reference.name)) image referenced from a nib in the "
                + "bundle)"
            : "so the color is nil and the object keeps its default color"
        return Finding(
            .warning, isImage ? .imageMissing : .colorMissing, at: reference.location,
            "\(object) the \(what) \(quoted(reference.name))\(use), but \(store) of the bundle provides it, "
                + "\(runtime); add it to an asset catalog the target copies, or name one the bundle has."
                + closest(reference.name, isImage: isImage, suggestions, suggesting: suggesting))
    }

    private func codeFinding(
        _ reference: SourceReference, isImage: Bool, _ suggestions: Suggestions, suggesting: Int
    ) -> Finding {
        let what = isImage ? "image" : "color"
        let store = isImage ? "no asset catalog or image file" : "no color set of an asset catalog"
        return Finding(
            .warning, isImage ? .imageMissing : .colorMissing, at: reference.location,
            "The code names the \(what) \(quoted(reference.value)), but \(store) of the bundle provides it, so the "
                + "call returns nil here (a forced unwrap crashes; SwiftUI shows nothing); add it to an asset catalog the target "
                + "copies, or name one the bundle has."
                + closest(reference.value, isImage: isImage, suggestions, suggesting: suggesting))
    }
}
