/// What one bundle ships besides its code and Interface Builder documents: what documents and code
/// name by string at run time (images, colors, fonts) is looked up in it.
package struct BundleResources: Sendable, Hashable {
    /// The bundle's name: the target's, or in folder mode the folder's.
    package var name: String
    /// The resource files and folders the bundle copies, as paths: an asset catalog as its `.xcassets`
    /// folder (not its contents), loose images, fonts, `.strings` files (those in `.lproj` folders
    /// too), a folder reference as its folder.
    package var files: [String]
    /// The bundle's Info.plist files (the target's, and those other build configurations name).
    package var infoPlists: [String]
    /// Whether a build phase copies resources `files` does not list (a CocoaPods resources script, a
    /// Run Script that copies into the bundle): a name not found may still be there.
    package var mayHoldMore: Bool
    /// Whether the code compiled into the bundle runs with it as the main bundle: an app's or an
    /// extension's; not a framework's or a test bundle's, whose code's `Bundle.main` is the app that
    /// loads it (what that code names of the main bundle is checked with each app that links it).
    package var isMainBundle: Bool

    /// Creates the resources of a bundle.
    package init(
        name: String, files: [String], infoPlists: [String] = [], mayHoldMore: Bool = false, isMainBundle: Bool = true
    ) {
        self.name = name
        self.files = files
        self.infoPlists = infoPlists
        self.mayHoldMore = mayHoldMore
        self.isMainBundle = isMainBundle
    }
}
