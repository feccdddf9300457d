import SegueRouting

extension StoryboardCatalog {
    /// Checks every storyboard and returns the findings, in file and line order, with what reading met
    /// (``readFindings``) among them.
    ///
    ///     let findings = StoryboardCatalog(paths: ["App/Base.lproj"]).check()
    ///     #expect(!findings.containsErrors(), "\(findings.map(\.description).joined(separator: "\n"))")
    ///
    /// - Errors: two different identifiers with one symbol from the same source scene
    ///   (`segue.collision`); an identifier without symbol (`segue.no-symbol`); a destination that names
    ///   no scene, storyboard reference or exit of the file (`segue.missing-destination`).
    /// - Warnings: one identifier leading from one scene to different destinations
    ///   (`segue.ambiguous-destination`).
    /// - Notes: a segue without identifier from a scene with a custom class, whose
    ///   `prepare(for:sender:)` cannot tell it from the others (`segue.missing-identifier`).
    ///
    /// - Complexity: O(*n* log *n*), where *n* is the number of segues.
    public func check() -> [Finding] {
        var found = readFindings
        for storyboard in storyboards {
            found += Self.check(storyboard)
        }
        return found.sorted { ($0.location ?? SourceLocation(file: "")) < ($1.location ?? SourceLocation(file: "")) }
    }

    private static func check(_ storyboard: Storyboard) -> [Finding] {
        var found: [Finding] = []
        var firstBySymbol: [String: [SegueSymbol: StoryboardSegue]] = [:]
        var firstByIdentifier: [String: [String: StoryboardSegue]] = [:]
        for segue in storyboard.segues {
            if case .missing(let id) = segue.destination {
                found.append(
                    Finding(
                        .error, .segueMissingDestination, at: segue.location,
                        "The segue\(describe(segue.identifier)) from \(segue.source.className) leads to \(quoted(id)), "
                            + "which is no scene, storyboard reference or exit of this file; reconnect it in Interface Builder."
                    ))
            }
            if segue.isRelationship { continue }
            guard let identifier = segue.identifier, !identifier.isEmpty else {
                if segue.source.customClass != nil {
                    found.append(
                        Finding(
                            .note, .segueMissingIdentifier, at: segue.location,
                            "This \(segue.kind) segue from \(segue.source.className) (\(segue.trigger)) "
                                + "has no identifier, so prepare(for:sender:) cannot route it; give it an identifier."))
                }
                continue
            }
            guard let symbol = segue.symbol else {
                found.append(
                    Finding(
                        .error, .segueNoSymbol, at: segue.location,
                        "The identifier \(quoted(identifier)) has no symbol, so no handler can be named for it; "
                            + "use at least one ASCII letter, digit or '_'."))
                continue
            }
            let scene = segue.source.id
            if let first = firstBySymbol[scene]?[symbol], first.identifier != identifier {
                found.append(
                    Finding(
                        .error, .segueCollision, at: segue.location,
                        "\(quoted(identifier)) and \(quoted(first.identifier ?? "")) (line \(first.location.line ?? 0)) from "
                            + "\(segue.source.className) share the symbol \(symbol.rawValue), so both would call "
                            + "\(symbol.handlerName(.swift)); rename one of them."))
            } else if firstBySymbol[scene]?[symbol] == nil {
                firstBySymbol[scene, default: [:]][symbol] = segue
            }
            if let first = firstByIdentifier[scene]?[identifier] {
                if first.destination.key != segue.destination.key {
                    found.append(
                        Finding(
                            .warning, .segueAmbiguousDestination, at: segue.location,
                            "\(quoted(identifier)) from \(segue.source.className) leads to \(segue.destination) here "
                                + "and to \(first.destination) on line \(first.location.line ?? 0); its handler gets "
                                + "either; give the segues different identifiers."))
                }
            } else {
                firstByIdentifier[scene, default: [:]][identifier] = segue
            }
        }
        return found
    }

    private static func describe(_ identifier: String?) -> String {
        identifier.map { " " + quoted($0) } ?? ""
    }
}
