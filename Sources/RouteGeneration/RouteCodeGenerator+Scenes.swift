import SegueRouting
import SourceReading
import StoryboardModel

extension RouteCodeGenerator {
    /// The name of the enum that holds the scene declarations, one nested enum per storyboard.
    public static let scenesEnumName = "StoryboardScenes"

    /// One generated scene declaration.
    public struct DeclaredScene: Sendable, Hashable {
        /// The storyboard's name.
        public let storyboard: String
        /// The storyboard ID, or `nil` for the initial controller.
        public let identifier: String?
        /// The controller type the declaration names.
        public let controllerType: String
        /// The Swift path of the declaration: `StoryboardScenes.Main.inbox`.
        public let path: String
    }

    /// An extension of `StoryboardScenes` (declared by SegueRouting): for each storyboard, its initial
    /// controller and every scene with a storyboard ID, as `Scene` declarations typed with the
    /// storyboard's classes.
    mutating func generateScenes(
        _ catalog: StoryboardCatalog, platform: StoryboardPlatform, names library: LibraryNames, options: Options
    ) -> String {
        let access = options.accessLevel.prefix
        var storyboardNames = ConstantNames(suffix: "Storyboard")
        var body = ""
        for storyboard in catalog.storyboards {
            var entries: [(name: String, scene: StoryboardScene, identifier: String?)] = []
            var names = ConstantNames(taken: ["initial"], suffix: "Scene")
            if let initial = storyboard.initialScene, !initial.isStoryboardReference {
                entries.append(("initial", initial, nil))
            }
            var seen: Set<String> = []
            for scene in storyboard.scenes where !scene.isStoryboardReference {
                guard let identifier = scene.storyboardIdentifier, !identifier.isEmpty else { continue }
                // A storyboard ID used twice is reported by `check`; the first scene is declared.
                guard seen.insert(identifier).inserted else { continue }
                guard let symbol = Symbolifier.symbol(for: identifier) else {
                    findings.append(
                        Finding(
                            .warning, .generateOmitted, at: scene.location,
                            "The storyboard ID \(quoted(identifier)) has no symbol, so no scene was declared for "
                                + "it; give it at least one ASCII letter, digit or '_'."))
                    continue
                }
                entries.append((names.name(for: symbol), scene, identifier))
            }
            if entries.isEmpty { continue }
            guard let storyboardSymbol = Symbolifier.symbol(for: storyboard.name) else {
                findings.append(
                    Finding(
                        .warning, .generateOmitted, at: FileLocation(file: storyboard.path),
                        "The storyboard's name \(quoted(storyboard.name)) has no symbol, so its scenes were not "
                            + "declared; rename the file with at least one ASCII letter, digit or '_'."))
                continue
            }
            let typeName = typeName(storyboardNames.name(for: storyboardSymbol))
            body += "\n    /// The scenes of \(storyboard.name).storyboard.\n"
            body += "    \(access)enum \(typeName) {\n"
            let name = swiftStringLiteral(storyboard.name)
            for entry in entries {
                let type = Self.swiftType(of: entry.scene, platform)
                let bareName = entry.name.trimmingBackquotes
                scenes.append(
                    DeclaredScene(
                        storyboard: storyboard.name, identifier: entry.identifier, controllerType: type,
                        path: "\(Self.scenesEnumName).\(typeName.trimmingBackquotes).\(bareName)"))
                if let identifier = entry.identifier {
                    body += "        /// The scene with the storyboard ID \(quoted(identifier)).\n"
                    body +=
                        "        \(access)static let \(entry.name) = \(library.scene)<\(type)>("
                        + "\(swiftStringLiteral(identifier)), in: \(name))\n"
                } else {
                    body += "        /// The initial controller.\n"
                    body += "        \(access)static let initial = \(library.scene)<\(type)>.initial(in: \(name))\n"
                }
            }
            body += "    }\n"
        }
        if body.isEmpty { return "" }
        // An extension of the core's namespace, so that several generated files coexist in a module.
        return
            "\n// MARK: - Scenes\n\n/// The scenes of the storyboards: each initial controller and each scene with a storyboard ID.\n"
            + "extension \(library.storyboardScenes) {" + body + "}\n"
    }

    /// `main` → `Main`: a constant name made a type name.
    private func typeName(_ constant: String) -> String {
        let bare = constant.trimmingBackquotes
        guard let first = bare.first, first.isLowercase else { return constant }
        let upper = first.uppercased() + bare.dropFirst()
        return ["Type", "Self", "Protocol", "Any"].contains(upper) ? upper + "Storyboard" : upper
    }
}

extension String {
    /// The name without the backquotes that make a keyword an identifier.
    fileprivate var trimmingBackquotes: String {
        hasPrefix("`") && hasSuffix("`") ? String(dropFirst().dropLast()) : self
    }
}
