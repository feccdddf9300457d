/// The files of a bundle that Interface Builder documents and code name by string at run time:
/// asset catalogs (a folder each), images, fonts and translations.
package enum ResourceNames {
    /// The endings of such files (and of an asset catalog's folder), without their dot.
    package static let extensions: [String] = [
        "xcassets", "png", "jpg", "jpeg", "pdf", "gif", "tif", "tiff", "heic", "icns", "ttf", "otf", "ttc", "strings",
    ]

    /// Whether a file (or folder) of this name is such a resource, its bytes compared: a walk asks
    /// this of every file of a tree, so it looks at the extension's bytes only.
    package static func matches(_ name: [UInt8]) -> Bool {
        name.withUnsafeBufferPointer(matches)
    }

    /// ``matches(_:)-([UInt8])`` for a slice of a path.
    package static func matches(_ name: ArraySlice<UInt8>) -> Bool {
        name.withUnsafeBufferPointer(matches)
    }

    /// ``matches(_:)-([UInt8])`` for a name's bytes in memory.
    package static func matches(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = name.count
        // The extension is 3 to 8 bytes after a dot that is not the name's first byte.
        var dot = count - 1
        while dot > 0 && count - dot <= 9 && name[dot] != UInt8(ascii: ".") { dot -= 1 }
        guard dot > 0, name[dot] == UInt8(ascii: "."), (4...9).contains(count - dot) else { return false }
        // ASCII letters only, in either case (`Icon.PNG` is an image), packed and looked up.
        var key: UInt64 = 0
        for index in (dot + 1)..<count {
            let byte = name[index] | 0x20
            guard byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") else { return false }
            key = key << 8 | UInt64(byte)
        }
        return keys.contains(key)
    }

    /// Each extension's bytes packed into an integer, for ``matches(_:)-([UInt8])``.
    private static let keys: Set<UInt64> = Set(extensions.map { $0.utf8.reduce(0) { $0 << 8 | UInt64($1) } })

    /// Whether a folder of this name is an asset catalog, which is one resource: it is not entered.
    package static func isAssetCatalog(_ name: ArraySlice<UInt8>) -> Bool {
        name.count > 9 && name.suffix(9).elementsEqual(".xcassets".utf8)
    }
}
