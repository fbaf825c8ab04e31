/// HTML comments in a note (`<!-- … -->`, on one line or over several), which a Markdown view does not draw.
struct NoteComment {
    /// True while a comment opened on an earlier line has not closed.
    private(set) var isOpen = false

    /// Whether `line` holds `<!--`. Its bytes are searched first: a line without those four bytes cannot hold them
    /// as characters, and the search of characters (Foundation's, through UTF-16) is asked only of the rare line that does.
    static func opens(in line: Substring) -> Bool {
        /// How many bytes of `<!--` the bytes just read match.
        var matched = 0
        for byte in line.utf8 {
            switch byte {
            case UInt8(ascii: "<"): matched = 1
            case UInt8(ascii: "!") where matched == 1: matched = 2
            case UInt8(ascii: "-") where matched == 2: matched = 3
            case UInt8(ascii: "-") where matched == 3: return line.contains("<!--")
            default: matched = 0
            }
        }
        return false
    }

    /// `line` without the comments in it (and, while one is open, without everything up to its `-->`); nil when
    /// nothing but comments and spaces is left of a line that held one.
    mutating func visible(_ line: Substring) -> Substring? {
        guard isOpen || Self.opens(in: line) else { return line }
        var kept = ""
        var rest = line
        while !rest.isEmpty {
            if isOpen {
                guard let end = rest.firstRange(of: "-->") else { return kept.isEmpty ? nil : Substring(kept) }
                rest = rest[end.upperBound...]
                isOpen = false
            } else if let start = rest.firstRange(of: "<!--") {
                kept += rest[..<start.lowerBound]
                rest = rest[start.upperBound...]
                isOpen = true
            } else {
                kept += rest
                break
            }
        }
        return kept.allSatisfy({ $0 == " " || $0 == "\t" }) ? nil : Substring(kept)
    }
}
