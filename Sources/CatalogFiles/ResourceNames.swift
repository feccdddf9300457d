/// The files of a bundle that Interface Builder documents and code name by string at run time:
/// asset catalogs (a folder each), images, fonts and translations.
package enum ResourceNames {
    /// The endings of such files (and of an asset catalog's folder).
    package static let suffixes: [[UInt8]] = [
        ".xcassets", ".png", ".jpg", ".jpeg", ".pdf", ".gif", ".tif", ".tiff", ".heic", ".icns", ".ttf", ".otf",
        ".ttc", ".strings",
    ].map { Array($0.utf8) }

    /// Whether a file (or folder) of this name is such a resource, its bytes compared.
    package static func matches(_ name: some BidirectionalCollection<UInt8>) -> Bool {
        suffixes.contains { suffix in name.count > suffix.count && name.suffix(suffix.count).elementsEqual(suffix) }
    }

    /// Whether a folder of this name is an asset catalog, which is one resource: it is not entered.
    package static func isAssetCatalog(_ name: some BidirectionalCollection<UInt8>) -> Bool {
        name.count > 9 && name.suffix(9).elementsEqual(".xcassets".utf8)
    }
}
