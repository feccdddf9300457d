import SegueRouting

/// How a test names the element that triggers a segue: by its controller's outlet, or by its title.
public enum SegueTriggerQuery: Sendable, Hashable, CustomStringConvertible {
    /// The element the controller's outlet of this name refers to (`composeButton`).
    case outlet(String)
    /// The element with this title: a button's normal-state title, a bar button item's title.
    case title(String)

    /// `outlet 'composeButton'` or `title 'Compose'`.
    public var description: String {
        switch self {
        case .outlet(let name): "outlet \(quoted(name))"
        case .title(let title): "title \(quoted(title))"
        }
    }
}

extension StoryboardCatalog {
    /// The segue that an element of a controller's scenes triggers: the wiring a test checks without
    /// launching the app.
    ///
    ///     let segue = try catalog.segue(triggeredBy: .outlet("composeButton"), in: "InboxViewController")
    ///     #expect(segue.identifier == "Compose")
    ///
    /// - Parameters:
    ///   - trigger: The element, by outlet name or title.
    ///   - controllerClass: The custom class of the scene that holds the element.
    /// - Returns: The first segue the element triggers, in file order.
    /// - Throws: A `Finding` that says what is missing: no scene of that class, no such outlet, no
    ///   element with that title, or no segue from the element.
    public func segue(triggeredBy trigger: SegueTriggerQuery, in controllerClass: String) throws(Finding)
        -> StoryboardSegue
    {
        let scenes = storyboards.flatMap { storyboard in
            storyboard.scenes.filter { $0.customClass == controllerClass }.map { (storyboard, $0) }
        }
        guard !scenes.isEmpty else {
            throw Finding(
                .error, .wiringMissing, at: nil,
                "No scene of the storyboards has the class \(controllerClass); set the scene's custom class, or fix "
                    + "the class name.")
        }
        switch trigger {
        case .outlet(let name):
            var outlets: [(Storyboard, StoryboardOutlet)] = []
            for (storyboard, scene) in scenes {
                outlets += storyboard.outlets.filter { $0.ownerID == scene.id && $0.property == name }.map {
                    (storyboard, $0)
                }
            }
            guard let (storyboard, outlet) = outlets.first else {
                let known = Set(
                    scenes.flatMap { storyboard, scene in
                        storyboard.outlets.filter { $0.ownerID == scene.id }.map(\.property)
                    }
                ).sorted()
                throw Finding(
                    .error, .wiringMissing, at: scenes[0].1.location,
                    "\(controllerClass) has no outlet \(quoted(name))"
                        + (known.isEmpty ? "" : " (its outlets are " + known.map(quoted).joined(separator: ", ") + ")")
                        + "; connect the outlet in Interface Builder, or fix its name.")
            }
            guard let segue = storyboard.segues.first(where: { $0.trigger.id == outlet.destinationID }) else {
                throw Finding(
                    .error, .wiringMissing, at: outlet.location,
                    "The element of \(controllerClass)'s outlet \(quoted(name)) triggers no segue; connect a segue "
                        + "from it in Interface Builder.")
            }
            return segue
        case .title(let title):
            let ids = Set(scenes.map { $0.1.id })
            guard let segue = segues.first(where: { ids.contains($0.source.id) && $0.trigger.title == title }) else {
                throw Finding(
                    .error, .wiringMissing, at: scenes[0].1.location,
                    "No element titled \(quoted(title)) in \(controllerClass)'s scenes triggers a segue; connect one "
                        + "in Interface Builder, or fix the title.")
            }
            return segue
        }
    }

    /// The scene a segue leads to and the scenes its containers hold, outermost first: for a segue
    /// through a storyboard reference, the referenced scene in its own storyboard.
    ///
    /// - Returns: `nil` for an exit, a missing destination, or a reference to a storyboard or scene
    ///   that was not read.
    package func destinationHierarchy(of segue: StoryboardSegue) -> [StoryboardScene]? {
        guard let (scene, storyboard) = destinationScene(of: segue) else { return nil }
        return storyboard.hierarchy(of: scene, children: storyboard.containedScenes())
    }

    /// The scene a segue leads to and the storyboard that holds it: for a segue through a storyboard
    /// reference, the referenced scene in its own storyboard.
    ///
    /// - Parameters:
    ///   - segue: The segue.
    ///   - holder: The storyboard the segue is in, when the caller has it; otherwise it is found by
    ///     the segue's file.
    /// - Returns: `nil` for an exit, a missing destination, or a reference to a storyboard or scene
    ///   that was not read.
    package func destinationScene(of segue: StoryboardSegue, in holder: Storyboard? = nil)
        -> (scene: StoryboardScene, storyboard: Storyboard)?
    {
        switch segue.destination {
        case .scene(let destination):
            guard let holder = holder ?? storyboards.first(where: { $0.path == segue.location.file }) else {
                return nil
            }
            return (destination, holder)
        case .storyboardReference(let reference):
            guard let name = reference.referencedStoryboard, let target = storyboard(named: name),
                let referenced = resolve(reference)
            else { return nil }
            return (referenced, target)
        case .exit, .missing:
            return nil
        }
    }

    /// Checks that an element triggers a segue with `identifier` that leads to `destinationClass`.
    ///
    ///     let findings = catalog.verifySegue(
    ///         triggeredBy: .title("Compose"), in: "InboxViewController",
    ///         identifier: "Compose", destinationClass: "ComposeViewController")
    ///     #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    ///
    /// - Parameters:
    ///   - trigger: The element, by outlet name or title.
    ///   - controllerClass: The custom class of the scene that holds the element.
    ///   - identifier: The identifier the segue must have.
    ///   - destinationClass: The class the segue must lead to (the destination scene, or a scene its
    ///     containers hold); `nil` to leave it unchecked.
    /// - Returns: Findings that say what is missing or different; empty when the wiring is right.
    public func verifySegue(
        triggeredBy trigger: SegueTriggerQuery, in controllerClass: String, identifier: String,
        destinationClass: String? = nil
    ) -> [Finding] {
        let segue: StoryboardSegue
        do {
            segue = try self.segue(triggeredBy: trigger, in: controllerClass)
        } catch {
            return [error]
        }
        var findings: [Finding] = []
        if segue.identifier?.isEmpty ?? true {
            findings.append(
                Finding(
                    .error, .wiringMismatch, at: segue.location,
                    "The segue of \(controllerClass)'s \(trigger) has no identifier; set it to \(quoted(identifier))."))
        } else if segue.identifier != identifier {
            findings.append(
                Finding(
                    .error, .wiringMismatch, at: segue.location,
                    "The segue of \(controllerClass)'s \(trigger) has the identifier \(quoted(segue.identifier ?? "")), "
                        + "not \(quoted(identifier))."))
        }
        if let destinationClass {
            let classes = destinationHierarchy(of: segue)?.map(\.className) ?? [segue.destination.description]
            if !classes.contains(destinationClass) {
                findings.append(
                    Finding(
                        .error, .wiringMismatch, at: segue.location,
                        "The segue of \(controllerClass)'s \(trigger) leads to "
                            + classes.joined(separator: " > ") + ", not \(destinationClass)."))
            }
        }
        return findings
    }
}

extension StoryboardCatalog {
    /// Checks that an element is connected to an exit that unwinds with `action`: the unwind
    /// segue of a Done or Cancel button.
    ///
    ///     let findings = catalog.verifyUnwind(
    ///         triggeredBy: .title("Cancel"), in: "ComposeViewController", action: "unwindToInbox:")
    ///     #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    ///
    /// - Parameters:
    ///   - trigger: The element, by outlet name or title.
    ///   - controllerClass: The custom class of the scene that holds the element.
    ///   - action: The unwind action's selector, as the exit's action is spelled (`unwindToInbox:`).
    /// - Returns: Findings that say what is missing or different; empty when the wiring is right.
    public func verifyUnwind(triggeredBy trigger: SegueTriggerQuery, in controllerClass: String, action: String)
        -> [Finding]
    {
        let segue: StoryboardSegue
        do {
            segue = try self.segue(triggeredBy: trigger, in: controllerClass)
        } catch {
            return [error]
        }
        guard case .exit(let found) = segue.destination else {
            return [
                Finding(
                    .error, .wiringMismatch, at: segue.location,
                    "The segue of \(controllerClass)'s \(trigger) leads to \(segue.destination), not to an exit; "
                        + "connect the element to its scene's Exit with the action \(action).")
            ]
        }
        guard found == action else {
            return [
                Finding(
                    .error, .wiringMismatch, at: segue.location,
                    "The exit of \(controllerClass)'s \(trigger) unwinds with "
                        + (found.map { "the action \($0)" } ?? "no action") + ", not \(action); choose \(action) "
                        + "for the unwind segue in Interface Builder.")
            ]
        }
        return []
    }
}

extension Finding.Code {
    /// A wiring query found no scene, outlet, element or segue.
    public static let wiringMissing: Self = "wiring.missing"
    /// A segue's identifier or destination is not the one a test expects.
    public static let wiringMismatch: Self = "wiring.mismatch"
}
