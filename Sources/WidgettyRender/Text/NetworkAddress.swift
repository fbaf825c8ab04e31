/// Host names and web addresses in running text, which wrapping never breaks in two: half an address reads as another.
enum NetworkAddress {
    /// Punctuation a sentence may put after an address ("… api.open-meteo.com." or "(example.org)").
    private static let trailing: Set<Character> = [".", ",", ";", ":", ")", "!", "?"]

    /// Whether `word` is a web address (`scheme://…`) or a host name (`api.open-meteo.com`, `127.0.0.1:8080`,
    /// optionally with a path): labels of letters, digits and hyphens joined by dots, the last with a letter, or four
    /// numbers.
    static func isAddress(_ word: String) -> Bool {
        if word.contains("://") { return true }
        var host = Substring(word)
        while let last = host.last, trailing.contains(last) { host.removeLast() }
        if let slash = host.firstIndex(of: "/") { host = host[..<slash] }
        if let colon = host.lastIndex(of: ":"), host[host.index(after: colon)...].allSatisfy(\.isASCIIDigit) { host = host[..<colon] }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCIILetterOrDigit || $0 == "-" } }) else {
            return false
        }
        return labels.last?.contains(where: \.isASCIILetter) == true || (labels.count == 4 && labels.allSatisfy { $0.allSatisfy(\.isASCIIDigit) })
    }

    /// Where an address is best cut: after a whole label or path part.
    private static let boundaries: Set<Character> = [".", "-", "/", ":", "@", "_"]

    /// `address` cut to `width` cells with "…": after its last whole label when that keeps two thirds of what fits
    /// ("geocoding-api…", not "geocoding-api.o…"), and without a dot or slash dangling before the ellipsis.
    static func truncate(_ address: String, toWidth width: Int) -> String {
        var cut = TextTruncation.truncate(address, toWidth: width)
        guard cut.last == TextTruncation.ellipsis else { return cut }
        cut.removeLast()
        let endsWhole = address.dropFirst(cut.count).first.map(boundaries.contains) ?? true
        if !endsWhole, let boundary = cut.lastIndex(where: boundaries.contains),
           cut.distance(from: cut.startIndex, to: boundary) * 3 >= cut.count * 2 {
            cut = String(cut[..<boundary])
        }
        while let last = cut.last, boundaries.contains(last) { cut.removeLast() }
        return cut + String(TextTruncation.ellipsis)
    }
}

private extension Character {
    /// 0–9.
    var isASCIIDigit: Bool { isASCII && isNumber }
    /// A–Z or a–z.
    var isASCIILetter: Bool { isASCII && isLetter }
    /// A–Z, a–z or 0–9.
    var isASCIILetterOrDigit: Bool { isASCIIDigit || isASCIILetter }
}
