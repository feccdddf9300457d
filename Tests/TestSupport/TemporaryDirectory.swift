import Foundation

/// A fresh folder under the system's temporary directory, removed by `cleanUp()`.
public struct TemporaryDirectory: Sendable {
    /// The folder.
    public let url: URL

    /// Creates an empty folder whose name starts with `prefix`.
    public init(prefix: String = "SegueRoutingTests") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The folder's path.
    public var path: String { url.path }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` (creating subfolders) and returns the file's path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, Data(text.utf8))
    }

    /// Writes `data` to `name` (creating subfolders) and returns the file's path.
    @discardableResult
    public func write(_ name: String, _ data: Data) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file.path
    }

    /// Removes the folder and everything in it.
    public func cleanUp() {
        try? FileManager.default.removeItem(at: url)
    }
}
