import Foundation
import StoryboardCatalog

/// Feeds arbitrary bytes to the storyboard reader: any result or a `StoryboardError` is fine; a
/// crash, a hang or an error without a message is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Data(bytes: data, count: count)
    do {
        let storyboard = try Storyboard(data: bytes, path: "fuzz.storyboard")
        for segue in storyboard.segues {
            precondition((segue.location.line ?? 0) >= 1 && (segue.location.column ?? 0) >= 1, "a segue without position")
        }
        _ = StoryboardCatalog(storyboards: [storyboard]).check()
    } catch {
        precondition(!error.message.isEmpty, "an error without message")
    }
    return 0
}
