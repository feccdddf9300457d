// Images and named colors. Signatures are those of Apple's AppKit reference (macOS 14/15 SDK), where
// `NSImage.Name` and `NSColor.Name` are `String`.
//
// What the stand-in keeps of AppKit's observable behaviour: `NSImage(named:)` and
// `NSColor(named:bundle:)` return `nil` for a name the bundle does not have. The names that exist
// are `StandInAppKitAssets.shared.names`, set by a test before it looks one up.
import Foundation

/// Stand-in only: the image and color names the "asset catalog" has.
public final class StandInAppKitAssets: @unchecked Sendable {
    /// The catalog every lookup reads.
    public static let shared = StandInAppKitAssets()
    private let lock = NSLock()
    private var storage: Set<String> = []

    /// The names that exist.
    public var names: Set<String> {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
}

/// `class NSImage : NSObject`
open class NSImage: NSObject, @unchecked Sendable {
    /// `typealias NSImage.Name = String`
    public typealias Name = String

    /// Stand-in only: the name it was loaded by.
    public let standInName: String

    /// `init?(named name: NSImage.Name)`
    public init?(named name: NSImage.Name) {
        guard StandInAppKitAssets.shared.names.contains(name) else { return nil }
        standInName = name
        super.init()
    }
}

/// `class NSColor : NSObject`
open class NSColor: NSObject, @unchecked Sendable {
    /// `typealias NSColor.Name = String`
    public typealias Name = String

    /// Stand-in only: the name it was loaded by.
    public let standInName: String

    /// `init?(named name: NSColor.Name, bundle: Bundle?)`
    public init?(named name: NSColor.Name, bundle: Bundle?) {
        guard StandInAppKitAssets.shared.names.contains(name) else { return nil }
        standInName = name
        super.init()
    }

    /// `convenience init?(named name: NSColor.Name)`
    public convenience init?(named name: NSColor.Name) {
        self.init(named: name, bundle: nil)
    }
}
