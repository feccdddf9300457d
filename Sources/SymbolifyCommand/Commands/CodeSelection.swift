import SegueRouting
import StoryboardCatalog

/// Finding codes chosen by name (`segue.collision`) or by family (`segue.`, every code that starts
/// with it), as the check configuration's `disable` and `check --only` and `--disable` name them.
package enum CodeSelector {
    /// Whether `selector` names `code`: the code itself, or a family (ending in `.`) it belongs to.
    static func selects(_ selector: String, _ code: String) -> Bool {
        selector.hasSuffix(".") ? code.hasPrefix(selector) : code == selector
    }

    /// Whether one of `selectors` names `code`.
    static func selects(_ selectors: Set<String>, _ code: String) -> Bool {
        !selectors.isEmpty
            && (selectors.contains(code) || selectors.contains { $0.hasSuffix(".") && code.hasPrefix($0) })
    }

    /// Whether `selector` names a documented code, or a family with one.
    static func isKnown(_ selector: String) -> Bool {
        if selector.hasSuffix(".") { return FindingCodeDescriptions.table.keys.contains { $0.hasPrefix(selector) } }
        return FindingCodeDescriptions.table[selector] != nil
    }

    /// Why `selector` selects nothing, with the closest codes and families that exist; the selector
    /// in `quote`s.
    static func unknown(_ selector: String, quote: String = "'") -> String {
        quote + singleLine(selector) + quote + " is no finding code"
            + (selector.hasSuffix(".") ? " family" : " or family (a family ends in '.', such as 'segue.')") + "; "
            + suggestion(for: selector)
    }

    /// The closest codes and families to `selector` (only families for a family), or where the codes
    /// are listed when none is close.
    static func suggestion(for selector: String) -> String {
        let codes = Set(FindingCodeDescriptions.table.keys)
        let families = Set(codes.compactMap { code in code.firstIndex(of: ".").map { String(code[...$0]) } })
        let closest = closestNames(to: selector, among: selector.hasSuffix(".") ? families : codes.union(families))
        return closest.isEmpty
            ? "the codes are listed in Finding codes."
            : "the closest: " + closest.map { "'\($0)'" }.joined(separator: ", ") + "."
    }
}

/// The codes `check --only` and `--disable` choose on the command line, applied after the check
/// configuration, over it: `--only` reports the codes it names and no other, even those the
/// configuration turns off; `--disable` drops the codes it names, even those `--only` names.
package struct CodeSelection: Equatable, Sendable {
    /// The codes and families to report alone; every code when empty.
    package var only: Set<String> = []
    /// The codes and families to drop.
    package var disabled: Set<String> = []

    /// Reads the selectors given.
    ///
    /// - Throws: ``UsageError`` naming an unknown code or family and the closest that exist.
    init(only: [String], disabled: [String], subcommand: String) throws(UsageError) {
        for (option, selectors) in [("--only", only), ("--disable", disabled)] {
            for selector in selectors where !CodeSelector.isKnown(selector) {
                throw UsageError("\(option): " + CodeSelector.unknown(selector), subcommand: subcommand)
            }
        }
        self.only = Set(only)
        self.disabled = Set(disabled)
    }

    /// No selection.
    init() {}

    /// Whether the command line keeps findings of `code`.
    func keeps(_ code: String) -> Bool {
        (only.isEmpty || CodeSelector.selects(only, code)) && !CodeSelector.selects(disabled, code)
    }

    /// `findings` with the configuration's rules, then the selection, applied.
    func apply(to findings: [Finding], configuration: CheckConfiguration?) -> [Finding] {
        let configured = configuration?.apply(to: findings, enabling: only) ?? findings
        guard !only.isEmpty || !disabled.isEmpty else { return configured }
        return configured.filter { keeps($0.code.rawValue) }
    }
}
