extension XcodeProject {
    /// The index in ``targets`` of the target named `name`: the first of the name, should two share
    /// it; `nil` when no target has it.
    package func targetIndex(named name: String) -> Int? {
        targetIndices[name]
    }
}

/// Walks the links of a project's targets by index, for the closures of many targets: each target's
/// links are found once (by name, through the project's index of names), and the marks of one walk
/// are those of the next.
///
///     var walk = LinkWalk(project)
///     let closure = walk.closure(of: 0)          // linkedClosure(of: project.targets[0]), as indices
///     walk.reach(from: 0) { print($0) }          // the same targets, each once over all calls
package struct LinkWalk {
    /// The targets each target links (``XcodeTarget/linkedTargets``), as indices in the project's
    /// targets, in its order; a name no target has is left out.
    let links: [[Int]]
    /// The stamp of the last walk that took each target.
    private var marks: [Int]
    /// The stamp of the walk under way.
    private var stamp = 0
    /// The targets ``reach(from:_:)`` has reached: each with all it links, transitively.
    private var reached: [Bool]
    /// The targets to walk from, last first.
    private var pending: [Int] = []

    /// A walk of `project`'s links.
    package init(_ project: XcodeProject) {
        links = project.targets.map { $0.linkedTargets.compactMap { project.targetIndices[$0] } }
        marks = [Int](repeating: -1, count: links.count)
        reached = [Bool](repeating: false, count: links.count)
    }

    /// The closure of the target at `index` as ``XcodeProject/linkedClosure(of:)`` gives it, as
    /// indices: the target and those it links, transitively, each once, depth first, the links of
    /// each taken last to first; a link back to a target taken already (a cycle) ends there.
    ///
    /// Its time is that of the targets and links it reaches.
    package mutating func closure(of index: Int) -> [Int] {
        stamp += 1
        var result: [Int] = []
        pending = [index]
        while let next = pending.popLast() {
            guard marks[next] != stamp else { continue }
            marks[next] = stamp
            result.append(next)
            pending += links[next]
        }
        return result
    }

    /// Calls `body` with each target of the closure of the target at `index` that no call of this
    /// method has reached before, in the order of ``closure(of:)``.
    ///
    /// A target reached before had all it links reached by the end of that call, so it is passed
    /// over with them: the targets passed to `body` over several calls are those the closures hold,
    /// first come first, and the calls take the time of the targets and links of the project once.
    package mutating func reach(from index: Int, _ body: (Int) -> Void) {
        pending = [index]
        while let next = pending.popLast() {
            guard !reached[next] else { continue }
            reached[next] = true
            body(next)
            pending += links[next]
        }
    }
}
