#if canImport(AppKit)
    import Foundation
    import SegueRouting
    import AppKit

    extension NSImage {
        /// The image `asset` names, from the main bundle's asset catalogs and image files; `nil` when the
        /// bundle has none of that name.
        ///
        ///     imageView.image = NSImage(Images.iconsAdd)
        public convenience init?(_ asset: ImageAsset) {
            self.init(named: asset.name)
        }
    }

    extension NSColor {
        /// The color `asset` names, from the main bundle's asset catalogs; `nil` when the bundle has no
        /// color set of that name.
        ///
        ///     label.textColor = NSColor(Colors.brand)
        public convenience init?(_ asset: ColorAsset) {
            self.init(named: asset.name, bundle: .main)
        }
    }
#endif
