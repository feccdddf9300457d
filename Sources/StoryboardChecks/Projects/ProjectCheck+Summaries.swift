import SegueRouting

extension ProjectCheck.Result {
    /// The targets' summaries counted from a list of findings, and how that list's total relates to
    /// the sum of the targets' counts.
    public struct Counts: Sendable, Hashable {
        /// The summaries of ``ProjectCheck/Result/targets``, each counting the findings that name its
        /// target.
        public let targets: [ProjectCheck.TargetSummary]
        /// The findings that name several targets: each is counted on every one of their lines, and
        /// once in the total.
        public let shared: Int
        /// The findings that name no target (a project file that cannot be read, a file no target
        /// builds): in the total, on no line.
        public let ofNoTarget: Int
    }

    /// The indices in ``targets`` of the targets `finding` names: those whose check found it, and
    /// those that build a missing file or a submodule that is not checked out. A finding whose
    /// severity was changed since (a check configuration) still names them.
    public func targetIndices(of finding: Finding) -> [Int] {
        namedTargets[ProjectCheck.attributionKey(finding)] ?? []
    }

    /// ``targets`` with their counts made from `findings` (the findings as reported, after a check
    /// configuration, suppression comments or a baseline took some out or changed their severity):
    /// each target's counts are the findings that name it, so a finding several targets share counts
    /// on each of their lines, and one of no target on none.
    public func summaries(counting findings: [Finding]) -> Counts {
        var counts = [(errors: Int, warnings: Int, notes: Int)](repeating: (0, 0, 0), count: targets.count)
        var shared = 0
        var ofNoTarget = 0
        for finding in findings {
            let indices = targetIndices(of: finding)
            if indices.isEmpty { ofNoTarget += 1 }
            if indices.count > 1 { shared += 1 }
            for index in indices where index < counts.count {
                switch finding.severity {
                case .error: counts[index].errors += 1
                case .warning: counts[index].warnings += 1
                case .note: counts[index].notes += 1
                }
            }
        }
        let summaries = zip(targets, counts).map { target, count in
            ProjectCheck.TargetSummary(
                project: target.project, target: target.target, moduleName: target.moduleName,
                storyboards: target.storyboards, xibs: target.xibs, segues: target.segues, sources: target.sources,
                errors: count.errors, warnings: count.warnings, notes: count.notes, checkedWith: target.checkedWith)
        }
        return Counts(targets: summaries, shared: shared, ofNoTarget: ofNoTarget)
    }
}

extension ProjectCheck {
    /// What identifies a finding for ``Result/targetIndices(of:)``: its code, place and message, not
    /// its severity.
    static func attributionKey(_ finding: Finding) -> String {
        let location = finding.location.map { "\($0.file)\u{0}\($0.line ?? 0)\u{0}\($0.column ?? 0)" } ?? ""
        return finding.code.rawValue + "\u{0}" + location + "\u{0}" + finding.message
    }
}
