/// "Did you mean …?" for misspelt keys and names.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo; else the shortest
    /// that `word` is a beginning or a whole `_` part of, or that begins `word` ("bold" and "text" find "bold_text",
    /// "accent_color" finds "accent"), where the shorter of the two has at least 3 letters.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let word = word.lowercased()
        let scored = candidates.map { ($0, distance(word, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        if best.1 <= max(2, word.count / 3) { return best.0 }
        return candidates.filter { isPart(word, of: $0.lowercased()) }.min { $0.count < $1.count }
    }

    /// Whether one of `word` and `candidate` begins the other, or `word` is a whole `_` part of `candidate`, the shorter
    /// having at least 3 letters.
    private static func isPart(_ word: String, of candidate: String) -> Bool {
        guard min(word.count, candidate.count) >= 3 else { return false }
        return candidate.hasPrefix(word) || word.hasPrefix(candidate) || candidate.split(separator: "_").contains { $0 == word }
    }

    /// Levenshtein distance between two strings.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// " (did you mean "x"?)" or nothing.
    public static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }
}
