import CatalogFiles
import SegueRouting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `base/relative`, or `relative` itself when it is absolute; with `collapsing`, a `..` component is
/// taken out with the folder before it (paths a project names), and without, the path is joined as it
/// is (paths a folder's listing gave, which have none).
func join(_ base: String, _ relative: String, collapsing: Bool = true) -> String {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    let relativeBytes = relative.utf8
    if relativeBytes.first == slash { return relative }
    if relativeBytes.isEmpty || (relativeBytes.count == 1 && relativeBytes.first == dot) { return base }
    // Byte comparisons throughout: these run for every file of a project.
    var rest = Substring(relative)
    while rest.utf8.count >= 2 && rest.utf8.first == dot && rest.utf8.dropFirst().first == slash {
        rest = rest.dropFirst(2)
    }
    // Relative to the working directory, as the paths given are.
    let baseBytes = base.utf8
    if baseBytes.isEmpty || (baseBytes.count == 1 && baseBytes.first == dot) { return String(rest) }
    var end = baseBytes.count
    while end > 1 && baseBytes[baseBytes.index(baseBytes.startIndex, offsetBy: end - 1)] == slash { end -= 1 }
    if end == 1 && baseBytes.first == slash { return "/" + rest }
    var result = end == baseBytes.count ? base : String(Substring(base.utf8.prefix(end)))
    result.reserveCapacity(end + 1 + rest.utf8.count)
    result += "/"
    result += rest
    // `app/../app/resources/x.xib` is `app/resources/x.xib`: one path for one file, as Xcode has it.
    return collapsing && climbsOut(rest.utf8) ? lexicallyNormalized(result) : result
}

/// Whether a relative path has a `..` component (`../x`, `a/../x`): its bytes looked at once, a dot
/// checked against the two bytes before it only where one is.
private func climbsOut(_ path: Substring.UTF8View) -> Bool {
    let dot = UInt8(ascii: ".")
    let slash = UInt8(ascii: "/")
    func climbs(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // `..` at the start or after a slash.
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == dot && bytes[index + 1] == dot && (index == 0 || bytes[index - 1] == slash) {
                return true
            }
            index += 1
        }
        return false
    }
    if let found = path.withContiguousStorageIfAvailable(climbs) { return found }
    return Array(path).withUnsafeBufferPointer(climbs)
}

/// `path` with its `.` components and each `folder/..` pair taken out, as text (`App/../Vendor/Kit`
/// is `Vendor/Kit`): projects name files relative to folders their groups climb out of.
package func lexicallyNormalized(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
        if part == "..", let last = parts.last, last != ".." {
            parts.removeLast()
        } else {
            parts.append(part)
        }
    }
    let joined = parts.joined(separator: "/")
    return isAbsolute ? "/" + joined : joined.isEmpty ? "." : joined
}

/// The build-time reading of a project's objects.
let buildableSuffixes: [[UInt8]] = [".swift", ".m", ".mm", ".h", ".storyboard", ".xib"].map { Array($0.utf8) }

/// The endings of folders Xcode treats as one resource, whose insides no target builds from.
let opaqueFolderSuffixes: [[UInt8]] = [
    ".xcassets", ".bundle", ".xcdatamodeld", ".xcdatamodel", ".framework", ".docc", ".xcframework",
].map { Array($0.utf8) }

/// Whether a file of this name is one a target can build from (``isSource(_:)``, a header, or
/// ``isInterface(_:)``), or a resource that documents and code name at run time
/// (``ResourceNames``), its bytes compared.
func isBuildableName(_ name: [UInt8]) -> Bool {
    buildableSuffixes.contains { name.hasSuffix($0) } || ResourceNames.matches(name)
}

extension Array where Element == UInt8 {
    /// Whether the bytes end with `suffix`.
    func hasSuffix(_ suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}

/// Whether `path` is a Swift or Objective-C source a target compiles.
func isSource(_ path: String) -> Bool {
    path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm")
}

/// Whether `path` is a storyboard or a xib.
func isInterface(_ path: String) -> Bool {
    path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
}

/// The path without its extension.
func stem(_ path: String) -> String {
    let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? Substring(path)
    return name.lastIndex(of: ".").map { String(name[..<$0]) } ?? String(name)
}

/// `Folder/Base.lproj/Main.storyboard` as `Folder/Main.storyboard`, the form of Xcode 16's
/// `/Localized/…` membership exceptions; `nil` when the file is in no `.lproj` folder.
func localizedPath(_ relative: String) -> String? {
    let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
    return (parts.dropLast(2) + [parts[parts.count - 1]]).joined(separator: "/")
}

/// `name` as Xcode makes a module name of a product name: each character that cannot be in a C99
/// extended identifier becomes `_`, and a leading digit gets a `_` before it.
func c99ExtendedIdentifier(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
        let ascii = scalar.isASCII
        let allowed =
            ascii
            ? (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
            : scalar.properties.isXIDContinue
        result.unicodeScalars.append(allowed ? scalar : "_")
    }
    if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
    return result.isEmpty ? "_" : result
}

extension String {
    /// The string with every occurrence of `pattern` replaced.
    func replacingAll(_ pattern: String, with replacement: String) -> String {
        guard !pattern.isEmpty, utf8Offset(of: pattern) != nil else { return self }
        return replacing(pattern, with: replacement)
    }
}

extension Array where Element == String {
    /// The first index whose element is not below the predicate's threshold, in a sorted array.
    func partitioningIndex(where belongs: (String) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// Why a project's or a workspace's own file could not be read, and what to do: the reasons of
/// ``FileReader/readFailure(_:expecting:)``, but said of this file where they are about what it is
/// (not a regular file) or its size (in MiB, against `limit`), and ending with `check`.
func projectFileFailure(_ error: FileError, file: String, limit: Int, noun: String, check: String) -> String {
    let mebibyte = 1 << 20
    switch error {
    case .notRegularFile(let kind):
        return "The \(noun) \(file) is \(kind.described), not a regular file; restore it from version control, or "
            + check + "."
    case .system(EISDIR):
        return "The \(noun) \(file) is a directory, not a regular file; restore it from version control, or "
            + check + "."
    case .tooLarge(let size):
        // In tenths of a MiB, rounded up: more than the limit is never shown as the limit.
        let tenths = (size * 10 + mebibyte - 1) / mebibyte
        let shown = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
        return "The \(noun) \(file) is \(shown) MiB, more than the \(limit / mebibyte) MiB a \(noun) may have; "
            + check + "."
    default:
        return "The \(noun) cannot be read (" + FileReader.readFailure(error) + "); " + check + "."
    }
}

/// The asset catalog `relative` is in (or is): its path up to the first component that ends in
/// `.xcassets`; `nil` for a path outside any catalog.
func assetCatalogFolder(of relative: String) -> String? {
    var start = relative.startIndex
    while start < relative.endIndex {
        let end = relative[start...].firstIndex(of: "/") ?? relative.endIndex
        if relative[start..<end].hasSuffix(".xcassets") { return String(relative[..<end]) }
        guard end < relative.endIndex else { return nil }
        start = relative.index(after: end)
    }
    return nil
}
