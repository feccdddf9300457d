import Foundation
import SegueRouting

/// Writes generated code to a file without ever leaving it half written.
///
/// The text goes to a temporary file beside the target, which then replaces it in one rename, so a
/// reader sees the old file or the new one. A symbolic link at the path is followed (the file it
/// points to is replaced, the link stays), and the replaced file's permissions are kept.
enum OutputFile {
    /// Writes `text` to `path`.
    ///
    /// - Throws: A ``Finding`` naming the path and what to do.
    static func write(_ text: String, to path: String) throws(Finding) {
        let location = FileLocation(file: path)
        let target = resolvingSymbolicLinks(path)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue {
            throw Finding(
                .error, .outputUnwritable, at: location,
                "The output path is a directory; give the path of a Swift file, such as \(path)/SegueRoutes.swift.")
        }
        let directory = (target as NSString).deletingLastPathComponent
        let temporary =
            (directory.isEmpty ? "." : directory) + "/." + (target as NSString).lastPathComponent
            + ".symbolify-\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw Finding(
                .error, .outputUnwritable, at: location,
                "The output cannot be written: the directory \(directory.isEmpty ? "." : directory) does not exist "
                    + "or is not writable; create it or choose another path.")
        }
        do {
            let permissions =
                exists
                ? (try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? NSNumber) ?? 0o644
                : 0o644
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
            if rename(temporary, target) != 0 {
                let reason = String(cString: strerror(errno))
                throw Finding(
                    .error, .outputUnwritable, at: location,
                    "The output cannot be replaced (\(reason)); check the permissions of \(target).")
            }
        } catch let finding as Finding {
            try? FileManager.default.removeItem(atPath: temporary)
            throw finding
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw Finding(
                .error, .outputUnwritable, at: location,
                "The output cannot be written (\(error.localizedDescription)); check the path and its permissions.")
        }
    }

    /// `path` with symbolic links resolved, or `path` itself when it does not exist yet.
    static func resolvingSymbolicLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

extension Finding.Code {
    /// An output that could not be written completely.
    public static let outputUnwritable: Self = "output.unwritable"
}
