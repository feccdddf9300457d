import CatalogFiles
import SegueRouting
import StoryboardModel
@_spi(XMLScanning) import XMLScanning

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a storyboard in one pass over its bytes with ``XMLScanner``: no dictionary or string per
/// element; attribute values are decoded only for the elements that become scenes, segues and
/// outlets.
///
/// A segue belongs to the scene whose `<objects>` hold its trigger: the innermost open scene
/// controller when the trigger is inside one, otherwise the controller of the enclosing `<scene>`
/// (gesture recognizers, bar button items and other scene-level objects are siblings of the
/// controller, and Xcode may write them before or after it).
enum StoryboardReader {
    /// Reads `document`, the contents of the file at `path`, keeping what `extent` says.
    ///
    /// - Throws: A `Finding` naming the file, the line and the column, and what was expected.
    /// - Complexity: O(*n*), where *n* is the size of the file.
    static func read(
        _ document: XMLDocumentBytes, path: String, extent: StoryboardReadingExtent = .everything
    ) throws(Finding) -> Storyboard {
        var scanner = XMLScanner(document: document)
        var collector = Collector(path: path, extent: extent)
        do {
            while let event = try scanner.next() {
                switch event {
                case .startElement(let name, _):
                    try collector.start(name, &scanner)
                case .endElement:
                    collector.end()
                }
            }
        } catch let error as XMLScanError {
            // A merge conflict always holds `<<<<<<<`, which is not well-formed: name the conflict.
            if let line = document.withBytes(firstMergeConflictMarker(in:)) {
                throw Finding(
                    .error, .fileMergeConflict, at: FileLocation(file: path, line: line, column: 1),
                    "The file contains a merge-conflict marker; resolve the conflict, then read it again.")
            }
            throw Finding(
                .error, .fileMalformed, at: FileLocation(file: path, line: error.line, column: error.column),
                "The file is not well-formed XML: \(error.message); fix the XML, or restore the file from "
                    + "version control.")
        } catch let finding as Finding {
            throw finding
        } catch {
            throw Finding(.error, .fileMalformed, at: FileLocation(file: path), "\(error)")
        }
        guard collector.sawDocument else {
            throw Finding(
                .error, .fileNotStoryboard, at: FileLocation(file: path, line: 1, column: 1),
                "The file is not a storyboard or a xib: it has no <document> element.")
        }
        return collector.storyboard(scanner)
    }

    /// The 1-based line of the first merge-conflict marker (`<<<<<<< `, `=======`, `>>>>>>> ` at a
    /// line start), if any.
    static func firstMergeConflictMarker(in bytes: UnsafeRawBufferPointer) -> Int? {
        var line = 1
        var start = 0
        while start < bytes.count {
            if start + 7 <= bytes.count {
                let first = bytes[start]
                if first == UInt8(ascii: "<") || first == UInt8(ascii: "=") || first == UInt8(ascii: ">"),
                    (start..<start + 7).allSatisfy({ bytes[$0] == first })
                {
                    let next = start + 7 < bytes.count ? bytes[start + 7] : UInt8(ascii: "\n")
                    if next == UInt8(ascii: " ") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") {
                        return line
                    }
                }
            }
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = newline + 1
            line += 1
        }
        return nil
    }
}

/// How much of a document a reading keeps.
package enum StoryboardReadingExtent: Sendable {
    /// Every part the checks read: objects, connections, outlets, runtime attributes, reusable views,
    /// assets, fonts and bindings, besides the scenes and segues.
    case everything
    /// The scenes and segues only (what `scan` and `scenes` list); the storyboard's other parts are
    /// empty. The findings of reading are the same: they are about the file and its XML.
    case scenesAndSegues
}

extension XMLScanner {
    /// Whether an attribute's value is `literal`: compared as bytes, or decoded first when the value
    /// holds references (Xcode writes none in these values, but `&#118;iewController` is the same).
    func valueMatches(_ attribute: XMLAttribute, _ literal: StaticString) -> Bool {
        guard attribute.needsDecoding else { return matches(attribute.rawValue, literal) }
        return value(of: attribute) == literal.description
    }
}

extension Finding.Code {
    /// A file that is not a storyboard: no `<document>` root, or another document type.
    public static let fileNotStoryboard: Self = "file.not-storyboard"
    /// A xib in the format of Xcode 4 and earlier (an `<archive>`), which is not read. A note.
    public static let fileLegacyFormat: Self = "file.legacy-format"
    /// A file with merge-conflict markers.
    public static let fileMergeConflict: Self = "file.merge-conflict"
    /// A file that is not well-formed XML, or not UTF-8.
    public static let fileMalformed: Self = "file.malformed"
}
