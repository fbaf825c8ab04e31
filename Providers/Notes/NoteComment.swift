/// HTML comments in a note (`<!-- … -->`, on one line or over several), which a Markdown view does not draw.
struct NoteComment {
    /// True while a comment opened on an earlier line has not closed.
    private(set) var isOpen = false

    /// `line` without the comments in it (and, while one is open, without everything up to its `-->`); nil when
    /// nothing but comments and spaces is left of a line that held one.
    mutating func visible(_ line: Substring) -> Substring? {
        guard isOpen || line.contains("<!--") else { return line }
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
