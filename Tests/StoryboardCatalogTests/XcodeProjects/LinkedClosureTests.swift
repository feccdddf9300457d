import StoryboardCatalog
import TestSupport
import Testing

@testable import XcodeProjects

/// A project of frameworks named `names`, target `i` linking the products of the targets `links[i]`
/// in its frameworks phase, in that order.
private func projectText(names: [String], links: [[Int]]) -> String {
    var objects = ""
    for (index, name) in names.enumerated() {
        let phase = links[index].isEmpty ? "" : "H\(index), "
        objects += "T\(index) = {isa = PBXNativeTarget; name = \"\(name)\"; buildPhases = (\(phase)); "
        objects += "productReference = P\(index); productType = \"com.apple.product-type.framework\"; };\n"
        objects +=
            "P\(index) = {isa = PBXFileReference; path = \"\(name).framework\"; sourceTree = BUILT_PRODUCTS_DIR; };\n"
        guard !links[index].isEmpty else { continue }
        let files = links[index].indices.map { "B\(index)_\($0), " }.joined()
        objects += "H\(index) = {isa = PBXFrameworksBuildPhase; files = (\(files)); };\n"
        for (position, linked) in links[index].enumerated() {
            objects += "B\(index)_\(position) = {isa = PBXBuildFile; fileRef = P\(linked); };\n"
        }
    }
    let targets = names.indices.map { "T\($0), " }.joined()
    return """
        // !$*UTF8*$!
        { objects = {
        R = {isa = PBXProject; mainGroup = G; targets = (\(targets)); };
        G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
        \(objects)}; rootObject = R; }
        """
}

/// The closure as `linkedClosure(of:)` made it before closures were made once and kept: each
/// target looked for by name, each target's links walked anew.
private func walkedClosure(of target: XcodeTarget, in project: XcodeProject) -> [String] {
    var result: [String] = []
    var pending = [target.name]
    var seen: Set<String> = []
    while let name = pending.popLast() {
        guard seen.insert(name).inserted, let found = project.targets.first(where: { $0.name == name }) else {
            continue
        }
        result.append(found.name)
        pending += found.linkedTargets
    }
    return result
}

@Suite("The targets a target links, transitively")
struct LinkedClosureTests {
    @Test("A walk by index gives each target's closure as the walk by name did, and reaches the closures' targets once")
    func walksAsByName() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        var generator = SeededGenerator(seed: 7)
        for round in 0..<60 {
            let count = Int.random(in: 1...14, using: &generator)
            // Chains, diamonds, cycles and links to itself; now and then two targets of one name.
            var names = (0..<count).map { "Kit\($0)" }
            if count > 2 && round % 5 == 0 { names[count - 1] = names[1] }
            let links = (0..<count).map { _ in
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    Int.random(in: 0..<count, using: &generator)
                }
            }
            try folder.write("P\(round).xcodeproj/project.pbxproj", projectText(names: names, links: links))
            let project = try XcodeProject(path: folder.path("P\(round).xcodeproj"))
            var walk = LinkWalk(project)
            var expected: [[String]] = []
            for target in project.targets {
                expected.append(walkedClosure(of: target, in: project))
                #expect(project.linkedClosure(of: target).map(\.name) == expected.last, "round \(round), \(links)")
                // By index: a second target of a name is found by the name, as the first.
                let first = try #require(project.targetIndex(named: target.name))
                #expect(walk.closure(of: first).map { project.targets[$0].name } == expected.last)
            }
            // Reaching from some targets gives the targets of their closures, first come first, each once.
            // (From the first target of a name, as the check does.)
            let roots = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                project.targetIndex(named: names[Int.random(in: 0..<count, using: &generator)])!
            }
            var reached: [Int] = []
            for root in roots { walk.reach(from: root) { reached.append($0) } }
            var seen: Set<String> = []
            let firstCome = roots.flatMap { expected[$0] }.filter { seen.insert($0).inserted }
            #expect(reached.map { project.targets[$0].name } == firstCome, "round \(round), \(links), from \(roots)")
        }
    }

    @Test("A cycle of links gives each of its targets all of them, and what the cycle links, each once")
    func cycle() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let names = ["A", "B", "C", "D"]
        try folder.write(
            "App.xcodeproj/project.pbxproj", projectText(names: names, links: [[1], [2], [0, 3], []]))
        let project = try XcodeProject(path: folder.path("App.xcodeproj"))
        var walk = LinkWalk(project)
        #expect((0..<4).map { walk.closure(of: $0) } == [[0, 1, 2, 3], [1, 2, 3, 0], [2, 3, 0, 1], [3]])
        #expect(project.linkedClosure(of: project.targets[1]).map(\.name) == ["B", "C", "D", "A"])
        var reached: [Int] = []
        for root in [3, 1, 0, 2] { walk.reach(from: root) { reached.append($0) } }
        #expect(reached == [3, 1, 2, 0])
    }
}
