/// A line's text in runs: plain, or inline code (drawn dim); links are shown by their text alone.
public struct NoteInline: Sendable, Equatable {
    /// One run of text.
    public struct Run: Sendable, Equatable {
        public var text: String
        /// Whether it was `inline code`.
        public var isCode: Bool
    }

    public var runs: [Run]

    /// The text without marks.
    var plainText: String { runs.map(\.text).joined() }

    /// `text` read for inline marks: `` `code` ``, `[text](url)`, `![alt](url)`, `**strong**`, `__strong__`, `<url>`.
    init(markdown text: Substring) {
        var runs: [Run] = []
        var plain = ""
        var rest = text[...]
        while let first = rest.first {
            if first == "`", let close = rest.dropFirst().firstIndex(of: "`") {
                if !plain.isEmpty { runs.append(Run(text: plain, isCode: false)) }
                plain = ""
                runs.append(Run(text: String(rest[rest.index(after: rest.startIndex)..<close]), isCode: true))
                rest = rest[rest.index(after: close)...]
            } else if let (label, after) = Self.link(rest) {
                plain += label
                rest = after
            } else if rest.hasPrefix("**") || rest.hasPrefix("__") {
                rest = rest.dropFirst(2)
            } else {
                plain.append(first)
                rest = rest.dropFirst()
            }
        }
        if !plain.isEmpty || runs.isEmpty { runs.append(Run(text: plain, isCode: false)) }
        self.runs = runs
    }

    /// The runs given.
    init(runs: [Run]) {
        self.runs = runs
    }

    /// Text taken as it is (a plain-text note's line).
    init(plain text: Substring) {
        runs = [Run(text: String(text), isCode: false)]
    }

    /// `[label](url)` or `![label](url)` at the start of `text` (labels may hold brackets, as an image inside a link does):
    /// its label's words and what follows; `<https://…>` gives its address.
    private static func link(_ text: Substring) -> (String, Substring)? {
        if text.first == "<", let close = text.firstIndex(of: ">"), text[text.startIndex..<close].contains("://") {
            return (String(text[text.index(after: text.startIndex)..<close]), text[text.index(after: close)...])
        }
        let body = text.hasPrefix("![") ? text.dropFirst(2) : text.hasPrefix("[") ? text.dropFirst() : nil
        guard let body else { return nil }
        var depth = 0
        var index = body.startIndex
        while index < body.endIndex {
            switch body[index] {
            case "[": depth += 1
            case "]" where depth > 0: depth -= 1
            case "]":
                let after = body[body.index(after: index)...]
                guard after.first == "(", let close = after.firstIndex(of: ")") else { return nil }
                return (NoteInline(markdown: body[..<index]).plainText, after[after.index(after: close)...])
            default: break
            }
            index = body.index(after: index)
        }
        return nil
    }
}
