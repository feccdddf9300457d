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
}
