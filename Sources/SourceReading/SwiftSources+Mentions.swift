import CatalogFiles
import Dispatch

extension SwiftSources {
    /// Those of `names` that some file of the sources (the app's and the dependencies' read) holds as
    /// a whole name, in code, strings or comments: `ShowsGrid` in `@"ShowsGrid"` or
    /// `defaults.bool(forKey: "ShowsGrid")`. Each file is read again, on all cores; a file given as
    /// bytes (without a path to read again) counts as mentioning every name, since what it holds is
    /// not kept.
    ///
    /// For the few names a check has not found elsewhere: it reads every source file.
    ///
    /// - Complexity: O(*n*), where *n* is the size of the sources.
    package func mentioned(_ names: Set<String>) -> Set<String> {
        guard !names.isEmpty else { return [] }
        let all = files + dependencyFiles
        if all.contains(where: { $0.source == nil }) { return names }
        let ordered = names.sorted()
        let sets = ordered.map { IdentifierSet([$0]) }
        let found = MentionResults(count: all.count)
        DispatchQueue.concurrentPerform(iterations: all.count) { index in
            guard let source = all[index].source,
                let bytes = try? FileReader.bytes(at: source, limit: SwiftSourceFile.sizeLimit)
            else { return }
            var mask: [Bool] = []
            mask.reserveCapacity(sets.count)
            for set in sets { mask.append(set.occurs(in: bytes)) }
            found.store(mask, at: index)
        }
        var result: Set<String> = []
        for masks in found.all() {
            for (index, isFound) in masks.enumerated() where isFound { result.insert(ordered[index]) }
        }
        return result
    }
}

/// What each file of ``SwiftSources/mentioned(_:)`` holds, stored from the reading threads.
///
/// `@unchecked Sendable` is sound: the array is only read and written while the semaphore is held.
private final class MentionResults: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)
    private var masks: [[Bool]]

    init(count: Int) {
        masks = Array(repeating: [], count: count)
    }

    func store(_ mask: [Bool], at index: Int) {
        semaphore.wait()
        defer { semaphore.signal() }
        masks[index] = mask
    }

    func all() -> [[Bool]] {
        semaphore.wait()
        defer { semaphore.signal() }
        return masks
    }
}
