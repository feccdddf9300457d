import Foundation
import SegueRouting

/// One storyboard file, read: its scenes and segues.
public struct Storyboard: Sendable {
    /// The file's path, as it was given.
    public let path: String
    /// The UI framework the storyboard is for.
    public let platform: StoryboardPlatform
    /// The scenes' controllers and storyboard references, in file order.
    public let scenes: [StoryboardScene]
    /// The object id of the initial controller (the document's `initialViewController`), if any.
    public let initialViewControllerID: String?
    /// The segues, in file order. Relationship segues are included; `<segue reference=…>`
    /// placeholders and preview segues nested in other segues are not segues and are left out.
    public let segues: [StoryboardSegue]
    /// The outlet connections of the scenes' controllers, in file order.
    public let outlets: [StoryboardOutlet]

    /// Reads the storyboard at `path`.
    ///
    /// The file is opened without blocking and checked with `fstat`: a FIFO, a device, a socket or a
    /// directory is an error that says what it is, and is never read (a FIFO would wait for a
    /// writer). The file is then read at once, straight into the buffer the reader scans.
    ///
    /// - Parameter path: The `.storyboard` file.
    /// - Throws: A `Finding` naming the file and, where it has one, the position.
    /// - Complexity: O(*n*), where *n* is the size of the file.
    public init(contentsOf path: String) throws(Finding) {
        try self.init(reading: FilePath(path), named: path)
    }

    /// Reads a storyboard from its XML.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The path to name in locations and findings.
    /// - Throws: A `Finding` for malformed XML, merge-conflict markers, or a document that is not a
    ///   storyboard.
    /// - Complexity: O(*n*), where *n* is the size of the file.
    public init(data: Data, path: String) throws(Finding) {
        try self.init(document: data.withUnsafeBytes { XMLDocumentBytes(copying: $0) }, path: path)
    }

    /// Reads a storyboard from bytes already in the scanner's buffer.
    init(document: XMLDocumentBytes, path: String) throws(Finding) {
        self = try StoryboardReader.read(document, path: path)
    }

    /// A storyboard made of what a reader found.
    init(
        path: String, platform: StoryboardPlatform, scenes: [StoryboardScene], initialViewControllerID: String?,
        segues: [StoryboardSegue], outlets: [StoryboardOutlet]
    ) {
        self.path = path
        self.platform = platform
        self.scenes = scenes
        self.initialViewControllerID = initialViewControllerID
        self.segues = segues
        self.outlets = outlets
    }

    /// The initial controller's scene, if the storyboard has one.
    public var initialScene: StoryboardScene? {
        initialViewControllerID.flatMap(scene(withID:))
    }

    /// The scene whose controller has the object id `id`, if any.
    ///
    /// - Complexity: O(*n*), where *n* is the number of scenes.
    public func scene(withID id: String) -> StoryboardScene? {
        scenes.first { $0.id == id }
    }

    /// The storyboard's name, as `UIStoryboard(name:bundle:)` takes it: the file name without
    /// `.storyboard`.
    public var name: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
    }

    /// Why a file could not be read, and what to do.
    static func readFailure(_ error: FileError) -> String {
        switch error {
        case .system(ENOENT): return "No such file; check the path."
        case .system(EACCES), .system(EPERM):
            return "The file cannot be read (permission denied); check its permissions."
        case .system(EISDIR), .notRegularFile(.directory):
            return "This is a directory, not a storyboard file; pass a .storyboard file."
        case .system(EIO): return "The file cannot be read (input/output error); check the disk and try again."
        case .notRegularFile(let kind): return "This is \(kind.described), not a regular file; pass a .storyboard file."
        case .tooLarge(let size):
            return "The file is \(size) bytes, more than the \(FileReader.sizeLimit) a storyboard may have; "
                + "pass a .storyboard file."
        case .system(ENOTDIR), .system(ELOOP), .system(ENAMETOOLONG), .nulCharacter:
            return StoryboardFiles.pathFailure(error)
        case .system(let code): return "The file cannot be read (\(String(cString: strerror(code)))); check the file."
        }
    }
}

/// The UI framework a storyboard is written for.
public enum StoryboardPlatform: String, Sendable, Hashable, CaseIterable {
    /// iOS, iPadOS, tvOS, Mac Catalyst and visionOS storyboards (`CocoaTouch`).
    case uiKit
    /// macOS storyboards (`Cocoa`).
    case appKit

    /// The platform of a document type: `com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB` is AppKit,
    /// any other (`…CocoaTouch.Storyboard.XIB`, `…AppleTV.Storyboard.XIB`) UIKit.
    init(documentType: String?) {
        self = documentType == "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" ? .appKit : .uiKit
    }

    /// The module to import: `UIKit` or `AppKit`.
    public var frameworkName: String {
        switch self {
        case .uiKit: "UIKit"
        case .appKit: "AppKit"
        }
    }
}
