import TestSupport
import Testing

@testable import StoryboardChecks

@Suite("Suggested names: the closest by edit distance")
struct ClosestNamesTests {
    /// The Levenshtein distance over the whole table, case folded as the suggestions fold ASCII.
    static func distance(_ first: String, _ second: String) -> Int {
        let a = Array(first.lowercased().utf8)
        let b = Array(second.lowercased().utf8)
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// What `closestNames` promises, computed the plain way: up to three names within a third of the
    /// name's length (at least two edits), nearest first, ties by name.
    static func expected(_ name: String, _ names: Set<String>) -> [String] {
        let limit = max(2, name.utf8.count / 3)
        return names.filter { $0 != name }.map { (distance: distance(name, $0), name: $0) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(3).map(\.name)
    }

    @Test("The same suggestions as the whole table's distance, on names of every length near each other")
    func matchesFullDistance() {
        var generator = SeededGenerator(seed: 44)
        let letters = Array("abcdeABCDE_1")
        func randomName(_ length: Int) -> String {
            String((0..<length).map { _ in letters.randomElement(using: &generator)! })
        }
        for round in 0..<60 {
            let name = randomName(Int.random(in: 0...14, using: &generator))
            var names = Set<String>()
            for _ in 0..<40 {
                // Mostly edits of the name, so that many fall within the limit and near its edge.
                var candidate = Array(name)
                for _ in 0..<Int.random(in: 0...6, using: &generator) {
                    let position = candidate.isEmpty ? 0 : Int.random(in: 0..<candidate.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: candidate.insert(letters.randomElement(using: &generator)!, at: position)
                    case 1 where !candidate.isEmpty: candidate.remove(at: position)
                    default: if !candidate.isEmpty { candidate[position] = letters.randomElement(using: &generator)! }
                    }
                }
                names.insert(String(candidate))
                names.insert(randomName(Int.random(in: 0...16, using: &generator)))
            }
            // One at a time, each candidate within the limit is suggested, those at its edge too.
            for candidate in names {
                #expect(
                    closestNames(to: name, among: [candidate]) == Self.expected(name, [candidate]),
                    "\(name) \(candidate)")
            }
            #expect(closestNames(to: name, among: names) == Self.expected(name, names), "round \(round): \(name)")
        }
    }

    @Test("A transposition is two edits; a name far longer or shorter is never suggested")
    func edges() {
        #expect(
            closestNames(to: "profileCell", among: ["porfileCell", "profile", "ProfileCell"]) == [
                "ProfileCell", "porfileCell",
            ])
        #expect(closestNames(to: "ab", among: ["abcde", "a", ""]) == ["a", ""])
        #expect(closestNames(to: "", among: ["x", "xy", "xyz"]) == ["x", "xy"])
        // Exactly the limit away, all on one side of the table: six letters, two deletions or two insertions.
        #expect(closestNames(to: "abcdef", among: ["abcd"]) == ["abcd"])
        #expect(closestNames(to: "abcdef", among: ["abcdefgh"]) == ["abcdefgh"])
        #expect(closestNames(to: "abcdef", among: ["cdef", "xxabcdef"]) == ["cdef", "xxabcdef"])
    }
}
