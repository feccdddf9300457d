import CatalogFiles
import SegueRouting
import SourceReading
import StoryboardModel

extension Finding.Code {
    /// A custom font a document uses that the bundle does not provide: its file is not listed in the
    /// `Info.plist`'s `UIAppFonts` (iOS) or the `Info.plist` has no `ATSApplicationFontsPath`
    /// (macOS), or the bundle does not ship the file. The system font shows instead, without a word.
    public static let fontMissing: Self = "font.missing"
}

/// The custom fonts of documents checked against the bundle that ships them.
///
/// Which fonts are custom: on iOS (and tvOS), those the document's `<customFonts>` lists, which
/// Xcode writes for every font that is not the system's. On macOS, Xcode writes `<customFonts>` too
/// when it knows the font comes from the project, and a font is taken as custom then; otherwise a
/// named font (`<font name="Lato-Bold">`) counts as custom only when the bundle ships a font file of
/// its name (`Lato-Bold.ttf`, or `Lato.ttc` for the family): macOS has hundreds of font families, and
/// users install more, so a font named without a file of the project's is taken as the system's
/// (`Menlo-Regular`, `HelveticaNeue`) rather than guessed at from a list that would go stale.
///
/// What a custom font needs: iOS loads the files `UIAppFonts` lists (by path in the bundle; compared
/// here by file name); macOS loads the fonts in the folder of the resources that
/// `ATSApplicationFontsPath` names (the key is checked; which folder a file is copied to is not
/// known, so any font file the bundle ships counts). And the bundle must ship the file: a resource
/// file of the target, or one in a folder it copies. When the bundle may hold resources its list
/// does not (`mayHoldMore`), or a dependency whose sources are not in the tree may ship the font
/// (fonts packaged as pods register themselves in code), a font neither listed nor shipped is not
/// reported, and a missing file is not either. Property lists that are binary are not read: then
/// only files are checked.
struct FontCheck {
    let documents: [Storyboard]
    let resources: BundleResources?
    /// Whether a dependency whose sources are absent may ship fonts.
    let hasAbsentDependencies: Bool
    let fileSystem: FileSystem

    init(
        documents: [Storyboard], resources: BundleResources?, dependencies: [SourceDependency],
        fileSystem: FileSystem = .posix
    ) {
        self.documents = documents
        self.resources = resources
        self.hasAbsentDependencies = dependencies.contains { !$0.isInTree }
        self.fileSystem = fileSystem
    }

    /// The font files a bundle ships, by file name.
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "dfont"]

    static func isFontFile(_ name: String) -> Bool {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return fontExtensions.contains(String(name[name.utf8.index(after: dot)...]).lowercased())
    }

    /// The findings of the catalog's documents (one of each variant group), computed only when the
    /// bundle is known and a document names a font.
    static func findings(
        in catalog: StoryboardCatalog, resources: BundleResources?, dependencies: [SourceDependency]
    ) -> [Finding] {
        guard let resources, catalog.documents.contains(where: { !$0.fonts.isEmpty }) else { return [] }
        let groups = catalog.variantGroups + catalog.variantGroups(of: catalog.xibs)
        return FontCheck(
            documents: StoryboardCatalog.checkedMembers(of: groups), resources: resources, dependencies: dependencies
        ).findings()
    }

    func findings() -> [Finding] {
        guard let resources else { return [] }
        // Nothing is read unless a document names a font.
        guard documents.contains(where: { !$0.fonts.isEmpty }) else { return [] }
        let shipped = shippedFonts(resources)
        let plist = FontPropertyList(reading: resources.infoPlists)
        var found: [Finding] = []
        for document in documents where !document.fonts.isEmpty {
            found += check(document, shipped: shipped, plist: plist, resources: resources)
        }
        return found
    }

    /// The file names of the font files the bundle ships: its resource files, and the font files in
    /// the folders it copies (three levels deep at most).
    func shippedFonts(_ resources: BundleResources) -> Set<String> {
        var names: Set<String> = []
        for file in resources.files {
            let name = lastPathComponent(file)
            if Self.isFontFile(name) {
                names.insert(name)
            } else if !name.contains("."), fileSystem.isDirectory(file) {
                collectFonts(in: file, depth: 3, into: &names)
            }
        }
        return names
    }

    private func collectFonts(in folder: String, depth: Int, into names: inout Set<String>) {
        for entry in fileSystem.entries(of: folder) {
            let name = String(decoding: entry.name, as: UTF8.self)
            if Self.isFontFile(name) {
                names.insert(name)
            } else if entry.isDirectory, depth > 1, !name.hasPrefix(".") {
                collectFonts(in: folder + "/" + name, depth: depth - 1, into: &names)
            }
        }
    }

    /// The stem of a font file's name (`Lato-Bold` of `Lato-Bold.ttf`).
    static func stem(_ file: String) -> String {
        guard let dot = file.utf8.lastIndex(of: UInt8(ascii: ".")) else { return file }
        return String(file[..<dot])
    }

    private func check(
        _ document: Storyboard, shipped: Set<String>, plist: FontPropertyList, resources: BundleResources
    ) -> [Finding] {
        // Each custom font's file: from `<customFonts>`, or on macOS a shipped file of its name.
        var fileOf: [String: String] = [:]
        for declared in document.customFonts {
            for name in declared.fontNames where fileOf[name] == nil { fileOf[name] = declared.file }
        }
        let isMac = document.sdk == .macOS
        if isMac {
            var byStem: [String: String] = [:]
            for file in shipped { byStem[Self.stem(file)] = file }
            for font in document.fonts where fileOf[font.name] == nil {
                let family = font.name.split(separator: "-").first.map(String.init) ?? font.name
                if let file = byStem[font.name] ?? byStem[family] { fileOf[font.name] = file }
            }
        }
        guard !fileOf.isEmpty else { return [] }
        // The uses of each file, in file order.
        var order: [String] = []
        var uses: [String: [InterfaceFont]] = [:]
        for font in document.fonts {
            guard let file = fileOf[font.name] else { continue }
            if uses[file] == nil { order.append(file) }
            uses[file, default: []].append(font)
        }
        let listed = Set(plist.appFonts.map(lastPathComponent))
        var found: [Finding] = []
        for file in order {
            guard let fonts = uses[file], let first = fonts.first else { continue }
            let isShipped = shipped.contains(file)
            let mayBeElsewhere = resources.mayHoldMore || hasAbsentDependencies
            let isRegistered = isMac ? plist.fontsPath != nil : listed.contains(file)
            let lacksEntry = plist.isKnown && !isRegistered
            let lacksFile = !isShipped && !mayBeElsewhere
            // A dependency may ship and register a font the app neither lists nor ships.
            if lacksEntry && !isShipped && mayBeElsewhere { continue }
            guard lacksEntry || lacksFile else { continue }
            found.append(
                finding(
                    file: file, fonts: fonts, first: first, document: document, isMac: isMac, lacksEntry: lacksEntry,
                    lacksFile: lacksFile, shipped: shipped, listed: listed, resources: resources))
        }
        return found
    }

    private func finding(
        file: String, fonts: [InterfaceFont], first: InterfaceFont, document: Storyboard, isMac: Bool,
        lacksEntry: Bool, lacksFile: Bool, shipped: Set<String>, listed: Set<String>, resources: BundleResources
    ) -> Finding {
        let object =
            "This \(first.objectElementName)"
            + (first.objectLabel.map { " \(quoted($0))" } ?? first.objectID.map { " (id \($0))" } ?? "")
        let names = Set(fonts.map(\.name)).sorted()
        let others = fonts.count > 1 ? " \(fonts.count - 1) other use(s) in this document have the same problem." : ""
        var missing: [String] = []
        var fixes: [String] = []
        if lacksEntry {
            if isMac {
                missing.append("the Info.plist has no ATSApplicationFontsPath")
                fixes.append(
                    "set ATSApplicationFontsPath in the Info.plist to the folder of the resources that holds \(file) "
                        + "(\".\" for the resources folder itself)")
            } else {
                missing.append("the Info.plist's UIAppFonts does not list \(file)")
                fixes.append("add \(file) to UIAppFonts (Fonts provided by application) in the Info.plist")
            }
        }
        if lacksFile {
            missing.append("the bundle \(resources.name) does not ship \(file)")
            fixes.append("add \(file) to the target's Copy Bundle Resources")
        }
        var closest: [String] = []
        if lacksFile {
            closest = closestNames(to: file, among: shipped)
        } else if lacksEntry && !isMac {
            closest = closestNames(to: file, among: listed)
        }
        let hint =
            closest.isEmpty
            ? ""
            : " The closest font files \(lacksFile ? "the bundle ships" : "UIAppFonts lists"): "
                + closest.map(quoted).joined(separator: ", ") + "."
        return Finding(
            .warning, .fontMissing, at: first.location,
            "\(object) uses the font \(names.joined(separator: ", ")) from \(file), but "
                + missing.joined(separator: " and ") + ", so \(isMac ? "macOS" : "iOS") shows the system font "
                + "instead, without a word; " + fixes.joined(separator: ", and ") + "." + others + hint)
    }
}
