#if canImport(UIKit)
    import Foundation
    import SegueRouting
    import UIKit

    extension UIImage {
        /// The image `asset` names, from the main bundle's asset catalogs and image files; `nil` when the
        /// bundle has none of that name.
        ///
        ///     imageView.image = UIImage(Images.iconsAdd)
        public convenience init?(_ asset: ImageAsset) {
            self.init(named: asset.name, in: .main, compatibleWith: nil)
        }
    }

    extension UIColor {
        /// The color `asset` names, from the main bundle's asset catalogs; `nil` when the bundle has no
        /// color set of that name.
        ///
        ///     label.textColor = UIColor(Colors.brand)
        public convenience init?(_ asset: ColorAsset) {
            self.init(named: asset.name, in: .main, compatibleWith: nil)
        }
    }
#endif
