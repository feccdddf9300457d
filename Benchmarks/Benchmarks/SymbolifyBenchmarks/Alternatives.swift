import Foundation

/// (a) The straightforward Swift port: split on non-symbol characters, capitalize, join.
func straightforwardSymbol(_ identifier: String) -> String? {
    let runs = identifier.unicodeScalars.split { scalar in
        !(scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"))
    }
    let symbol = runs.map { run in String(run.prefix(1)).uppercased() + String(run.dropFirst()) }.joined()
    return symbol.isEmpty ? nil : symbol
}

/// (b) A Foundation port of KNMSegueRouting's algorithm: `components(separatedBy:)` with the
/// inverted set of symbol characters, first letter of each component uppercased.
let separators = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_"
).inverted

func foundationSymbol(_ identifier: String) -> String? {
    var symbol = ""
    for component in identifier.components(separatedBy: separators) where !component.isEmpty {
        symbol += component.prefix(1).uppercased() + component.dropFirst()
    }
    return symbol.isEmpty ? nil : symbol
}

/// (c) The copy limit: a new `String` from the identifier's bytes, which no symbolifier can beat by
/// much, since it must at least write its result.
func copyOfIdentifier(_ identifier: String) -> String {
    identifier.utf8.withContiguousStorageIfAvailable { String(decoding: $0, as: UTF8.self) }!
}
