import CatalogFiles
import SegueRouting
import SourceReading
import StoryboardModel
import StoryboardReading

extension StoryboardCatalog {
    /// Checks declared scenes against the storyboards: the Wireframe test, before the app runs.
    ///
    ///     @Test func scenesMatchTheStoryboards() {
    ///         let findings = catalog.validate(scenes: [Scenes.message.erased, Scenes.onboarding.erased])
    ///         #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    ///     }
    ///
    /// It reports a scene whose storyboard was not read (`scene.missing-storyboard`), whose storyboard
    /// ID or initial controller does not exist (`scene.missing`), and whose storyboard class is not
    /// the declared type (`scene.wrong-class`). The storyboard's classes are resolved to real types
    /// where this process has them, so a superclass of the storyboard's class is accepted; a scene
    /// declared with a protocol type is checked for existence only.
    ///
    /// - Parameter scenes: The scenes the app declares, type-erased with `Scene.erased`.
    /// - Returns: The findings, at each scene's declaration.
    public func validate(scenes: [AnyScene]) -> [Finding] {
        var findings: [Finding] = []
        for declared in scenes {
            guard let storyboard = storyboard(named: declared.storyboard) else {
                let names = storyboards.map { "'\($0.name)'" }.joined(separator: ", ")
                findings.append(
                    Finding(
                        .error, .sceneMissingStoryboard, at: declared.declaration,
                        "\(declared) names a storyboard that was not read (the storyboards are \(names)); fix the "
                            + "name, or add the storyboard to the paths checked."))
                continue
            }
            let found: StoryboardScene?
            if let identifier = declared.identifier {
                found = storyboard.scenes.first { $0.storyboardIdentifier == identifier && !$0.isStoryboardReference }
                if found == nil {
                    let identifiers = Set(storyboard.scenes.compactMap(\.storyboardIdentifier)).sorted()
                    findings.append(
                        Finding(
                            .error, .sceneMissing, at: declared.declaration,
                            "\(declared) does not exist: \(storyboard.name).storyboard has "
                                + (identifiers.isEmpty
                                    ? "no storyboard ID"
                                    : "the storyboard IDs " + identifiers.map { "'\($0)'" }.joined(separator: ", "))
                                + "; set the ID in the Identity inspector, or fix the declaration."))
                }
            } else {
                found = storyboard.initialScene
                if found == nil {
                    findings.append(
                        Finding(
                            .error, .sceneMissing, at: declared.declaration,
                            "\(declared) does not exist: \(storyboard.name).storyboard has no initial view "
                                + "controller; check 'Is Initial View Controller', or declare the scene by its ID."))
                }
            }
            if let scene = found, let mismatch = classMismatch(declared, scene) {
                findings.append(Finding(.error, .sceneWrongClass, at: declared.declaration, mismatch))
            }
        }
        return findings
    }

    private func classMismatch(_ declared: AnyScene, _ scene: StoryboardScene) -> String? {
        guard let expected = declared.controllerType as? AnyClass else { return nil }
        let location = scene.location.map { " (\($0))" } ?? ""
        if let resolved = resolveClass(of: scene) {
            if isClass(resolved, subclassOf: expected) { return nil }
            return "\(declared) is a \(scene.className)\(location), not the \(expected) it is declared as; set "
                + "the scene's custom class, or declare it as Scene<\(scene.className)>."
        }
        if scene.className == String(describing: expected) { return nil }
        return
            "\(declared) is a \(scene.className)\(location), not the \(expected) it is declared as (\(scene.className) "
            + "could not be resolved in this process, so only class names were compared); set the scene's custom "
            + "class, or declare it as Scene<\(scene.className)>."
    }
}

extension Finding.Code {
    /// A declared scene whose storyboard ID or initial controller does not exist.
    public static let sceneMissing: Self = "scene.missing"
    /// A declared scene whose storyboard was not read.
    public static let sceneMissingStoryboard: Self = "scene.missing-storyboard"
    /// A declared scene whose storyboard class is not the declared type.
    public static let sceneWrongClass: Self = "scene.wrong-class"
    /// A storyboard ID used by two scenes of one storyboard.
    public static let sceneDuplicateIdentifier: Self = "scene.duplicate-identifier"
    /// A storyboard reference to a storyboard or scene that does not exist among the storyboards read.
    public static let referenceBroken: Self = "reference.broken"
    /// A storyboard reference to a storyboard that was not among the storyboards read.
    public static let referenceUnchecked: Self = "reference.unchecked"
}
