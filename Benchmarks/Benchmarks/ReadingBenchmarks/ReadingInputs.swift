import Foundation

/// The storyboards the reading benchmarks read: the real ones in `../shared/corpus/storyboards` when
/// they are there, otherwise the project's own fixture `XcodeLayouts.storyboard`. Read from disk at
/// run time, once.
enum ReadingInputs {
    struct File: Sendable {
        /// The file name without `.storyboard`, as the benchmarks name it.
        let name: String
        let path: String
        let data: Data
    }

    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ReadingBenchmarks
        .deletingLastPathComponent()  // Benchmarks (targets)
        .deletingLastPathComponent()  // Benchmarks (package)
        .deletingLastPathComponent()  // the repository

    static let corpusDirectory = repository.deletingLastPathComponent()
        .appendingPathComponent("shared/corpus/storyboards")

    static let fixture =
        repository
        .appendingPathComponent("Tests/StoryboardCatalogTests/Fixtures/XcodeLayouts.storyboard")

    static let files: [File] = corpusFiles() ?? fixtureFiles()

    /// One Swift source file the way an app's controller reads: a class with outlets, actions, a segue
    /// action, an unwind, `prepare(for:sender:)` with a `switch`, comments, doc comments, strings with
    /// escapes and interpolations, a multi-line and a raw string. The same text in every run, so that
    /// allocation counts can be gated; `swiftSource(copies:)` repeats it.
    static func swiftSource(copies: Int) -> [UInt8] {
        var text = ""
        for copy in 0..<copies {
            text += #"""
                /// A screen of the inbox, number \#(copy).
                final class InboxViewController\#(copy): UIViewController, UITableViewDelegate {
                    @IBOutlet private weak var tableView: UITableView!
                    private let formatter = DateFormatter()  // reused for every row
                    /* The messages, newest first. /* Nested. */ */
                    private var messages: [Message] = []

                    @IBAction func compose(_ sender: Any) {
                        performSegue(withIdentifier: "Compose", sender: sender)
                    }

                    @IBAction func unwindToInbox(_ segue: UIStoryboardSegue) {}

                    @IBSegueAction func makeMessage(_ coder: NSCoder, sender: Any?) -> MessageViewController? {
                        MessageViewController(coder: coder, message: messages.first)
                    }

                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        switch segue.identifier {
                        case "Show Message": log("showing \(messages.count) \"messages\"\n")
                        case "Settings": break
                        default: break
                        }
                    }

                    func openSettings() {
                        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
                        let controller = storyboard.instantiateViewController(withIdentifier: "SettingsRoot")
                        present(controller, animated: true)
                        let help = """
                            Swipe a message to archive it; "undo" brings it back.
                            """
                        let pattern = #"^\d+ "quoted"$"#
                        print(help, pattern, formatter.string(from: Date()))
                    }
                }

                """#
        }
        return Array(text.utf8)
    }

    private static func corpusFiles() -> [File]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path) else {
            return nil
        }
        let files = names.filter { $0.hasSuffix(".storyboard") }.sorted().compactMap { name -> File? in
            let url = corpusDirectory.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url) else { return nil }
            return File(name: String(name.dropLast(".storyboard".count)), path: url.path, data: data)
        }
        return files.isEmpty ? nil : files
    }

    private static func fixtureFiles() -> [File] {
        guard let data = try? Data(contentsOf: fixture) else {
            fatalError("Neither the corpus (\(corpusDirectory.path)) nor the fixture (\(fixture.path)) can be read")
        }
        return [File(name: "XcodeLayouts", path: fixture.path, data: data)]
    }

    /// A synthetic app of `count` storyboards, the same every run, for the navigation graph: each
    /// `Screen<i>.storyboard` holds a navigation controller (initial) around a list, which shows a
    /// detail (storyboard ID `Detail<i>`) and opens the next storyboard through a reference; the detail
    /// unwinds to the list and presents an editor; one scene in ten is left unconnected.
    static func syntheticApp(storyboards count: Int) -> [(path: String, data: Data)] {
        (0..<count).map { index in
            let next = (index + 1) % count
            let orphan =
                index % 10 == 0
                ? "<viewController id=\"orphan\" customClass=\"Orphan\(index)\" sceneMemberID=\"viewController\"/>" : ""
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
                    <scenes>
                        <scene sceneID="s1"><objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                            </navigationController>
                        </objects></scene>
                        <scene sceneID="s2"><objects>
                            <tableViewController id="list" customClass="List\(index)ViewController" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="detail" kind="show" identifier="Show Detail" id="g1"/>
                                    <segue destination="next" kind="show" identifier="Next" id="g2"/>
                                </connections>
                            </tableViewController>
                        </objects></scene>
                        <scene sceneID="s3"><objects>
                            <viewController id="detail" customClass="Detail\(index)ViewController" storyboardIdentifier="Detail\(index)" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="exit" kind="unwind" unwindAction="unwindToList\(index):" id="g3"/>
                                    <segue destination="editor" kind="presentation" identifier="Edit" id="g4"/>
                                </connections>
                            </viewController>
                            <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
                        </objects></scene>
                        <scene sceneID="s4"><objects>
                            <viewController id="editor" customClass="Editor\(index)ViewController" sceneMemberID="viewController"/>
                            \(orphan)
                            <viewControllerPlaceholder storyboardName="Screen\(next)" id="next" sceneMemberID="viewController"/>
                        </objects></scene>
                    </scenes>
                </document>
                """
            return ("App/Base.lproj/Screen\(index).storyboard", Data(text.utf8))
        }
    }
}
