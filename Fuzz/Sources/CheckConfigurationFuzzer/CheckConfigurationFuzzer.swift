import SegueRouting
@_spi(Fuzzing) import SymbolifyCommand

/// Findings of several files and codes, which each configuration read is applied to.
private let findings: [Finding] = [
    Finding(.warning, "segue.missing-identifier", at: FileLocation(file: "/fuzz/App/Main.storyboard", line: 3), "a"),
    Finding(.error, "class.missing", at: FileLocation(file: "/fuzz/App/Old/Legacy.storyboard", line: 9), "b"),
    Finding(.note, "outlet.unverified", at: FileLocation(file: "Legacy/Cell.xib", line: 1, column: 2), "c"),
    Finding(.error, "attribute.missing-property", at: FileLocation(file: "/elsewhere/Other.swift"), "d"),
    Finding(.warning, "scene.unreachable", at: nil, "e"),
]

/// Feeds arbitrary bytes to the check configuration reader (`.symbolify.json`) and applies what it
/// reads to a few findings: a `configuration.invalid` error with a message, or findings the
/// configuration keeps (in their order, each unchanged but for its severity), is fine; a crash, a
/// hang, or anything else is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    switch CheckConfigurationReading.read(bytes, path: "/fuzz/.symbolify.json", applyingTo: findings) {
    case .success(let kept):
        var next = findings.startIndex
        for finding in kept {
            // Each kept finding is one of the findings, after those kept before it.
            guard
                let index = findings[next...].firstIndex(where: {
                    $0.code == finding.code && $0.location == finding.location && $0.message == finding.message
                })
            else { preconditionFailure("a finding the configuration did not keep: \(finding)") }
            next = index + 1
        }
    case .failure(let error):
        precondition(
            error.code == "configuration.invalid" && error.severity == .error && !error.message.isEmpty,
            "a configuration error of another kind, or without message: \(error)")
    }
    return 0
}
