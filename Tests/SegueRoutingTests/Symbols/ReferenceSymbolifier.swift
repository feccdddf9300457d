import Foundation
import TestSupport

/// The rule written as plainly as possible, with Foundation's NFC (an implementation independent
/// of the standard library's), to check the fast symbolifier against.
func referenceSymbol(_ identifier: String?) -> String? {
    guard let identifier else { return nil }
    let symbolCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_".unicodeScalars)
    var runs: [String] = []
    var run = ""
    for scalar in identifier.precomposedStringWithCanonicalMapping.unicodeScalars {
        if symbolCharacters.contains(scalar) {
            run.unicodeScalars.append(scalar)
        } else {
            runs.append(run)
            run = ""
        }
    }
    runs.append(run)
    let symbol = runs.filter { !$0.isEmpty }.map { run in
        let first = run.unicodeScalars.first!
        let rest = String(run.unicodeScalars.dropFirst())
        return ("a"..."z").contains(first) ? String(first).uppercased() + rest : run
    }.joined()
    return symbol.isEmpty ? nil : symbol
}

/// Random identifiers from an alphabet that mixes ASCII, combining marks, precomposed letters,
/// canonical singletons, Hangul, emoji and control characters.
func randomIdentifier(using generator: inout SeededGenerator) -> String {
    let pieces: [String] = [
        "a", "z", "A", "Z", "0", "9", "_", " ", "-", ".", "@", "(", ")", "\t", "\n", "\u{0}",
        "e\u{301}", "\u{E9}", "\u{301}", "\u{316}", "\u{212A}", "\u{212B}", "\u{1E9B}\u{323}",
        "q\u{301}", "\u{1100}\u{1161}", "\u{AC00}", "😀", "🇫🇷", "Ü", "U\u{308}", "ß", "\u{37E}", "\u{2126}",
        "Segue", "show", "URL", "2nd",
    ]
    let length = Int.random(in: 0...12, using: &generator)
    return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
}
