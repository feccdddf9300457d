import Foundation

/// The Swift toolchain's programs, for tests that hold the package's readers against the compiler.
public enum Toolchain {
    /// The program `name` (such as `swiftc`) on the `PATH`, or `nil` when no folder of the `PATH`
    /// has it.
    public static func program(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
