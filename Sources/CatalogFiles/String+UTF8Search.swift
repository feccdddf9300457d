import SegueRouting

extension String {
    /// The offset in the UTF-8 of the first occurrence of `word`'s UTF-8, or `nil` when there is none
    /// (or `word` is empty).
    ///
    /// Byte by byte, without allocating: the generic string search allocates on every call, and the
    /// storyboard reader asks once per file.
    package func utf8Offset(of word: String) -> Int? {
        let pattern = word.utf8
        guard !pattern.isEmpty else { return nil }
        var rest = utf8[...]
        var offset = 0
        while rest.count >= pattern.count {
            if rest.starts(with: pattern) { return offset }
            rest = rest.dropFirst()
            offset += 1
        }
        return nil
    }
}
