import Foundation
import StoryboardCatalog

/// A fresh temporary folder, removed when the fuzzer exits (nothing is written in it).
private let temporaryFolder: String = {
    var template = Array((NSTemporaryDirectory() + "/ProjectFileFuzzer-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("no temporary folder") }
    atexit {
        rmdir(temporaryFolder + "/checkout/ios")
        rmdir(temporaryFolder + "/checkout")
        rmdir(temporaryFolder)
    }
    return String(cString: made)
}()

/// The folder the fuzzed project is read in: two levels below the temporary folder, so that the
/// folders a project may name beside its own (``XcodeProject``'s walk stays in the folder above the
/// project's) are this run's, and empty.
private let projectFolder: String = {
    let folder = temporaryFolder + "/checkout/ios"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}()

/// Feeds arbitrary bytes to the project-file reader: the property-list parser alone, then the reading
/// of a project's objects (groups, targets, synchronized folders, settings) from them. A project, or a
/// `project.unreadable` finding with a message and a position, is fine; a crash, a hang, or an error
/// without a message is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    do {
        _ = try PropertyListText.parse(bytes)
    } catch {
        precondition(!error.message.isEmpty, "a property-list error without message")
        precondition(error.line >= 1 && error.column >= 1, "a property-list error without position")
    }
    do {
        let project = try XcodeProject(path: projectFolder + "/App.xcodeproj", projectFile: bytes)
        for target in project.targets {
            precondition(!target.moduleName.isEmpty, "a target without module")
        }
        for note in project.notes {
            precondition(!note.message.isEmpty, "a note without message")
        }
    } catch {
        precondition(error.code == .projectUnreadable, "an error of another code")
        precondition(!error.message.isEmpty, "an error without message")
    }
    return 0
}
