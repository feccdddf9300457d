// Images and named colors. Signatures are those of Apple's UIKit reference.
//
// What the stand-in keeps of UIKit's observable behaviour: `UIImage(named:in:compatibleWith:)` and
// `UIColor(named:in:compatibleWith:)` return `nil` for a name the bundle does not have. The names
// that exist are `standInNames`, set by a test before it looks one up.
import Foundation

/// `class UITraitCollection : NSObject`
open class UITraitCollection: NSObject, @unchecked Sendable {}

/// Stand-in only: the image and color names the "asset catalog" has.
public final class StandInUIKitAssets: @unchecked Sendable {
    /// The catalog every lookup reads.
    public static let shared = StandInUIKitAssets()
    private let lock = NSLock()
    private var storage: Set<String> = []

    /// The names that exist.
    public var names: Set<String> {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
}

/// `class UIImage : NSObject`
open class UIImage: NSObject, @unchecked Sendable {
    /// Stand-in only: the name it was loaded by.
    public let standInName: String

    /// `init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)`
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard StandInUIKitAssets.shared.names.contains(name) else { return nil }
        standInName = name
        super.init()
    }

    /// `convenience init?(named name: String)`
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }
}

/// `class UIColor : NSObject`
open class UIColor: NSObject, @unchecked Sendable {
    /// Stand-in only: the name it was loaded by.
    public let standInName: String

    /// `init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)`
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard StandInUIKitAssets.shared.names.contains(name) else { return nil }
        standInName = name
        super.init()
    }

    /// `convenience init?(named name: String)`
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }
}
