/// A line's text in runs: plain, strong, emphasised or inline code; links are shown by their text alone.
public struct NoteInline: Sendable, Equatable {
    /// One run of text.
    public struct Run: Sendable, Equatable {
        public var text: String
        /// Whether it was `inline code`.
        public var isCode: Bool
        /// Whether it was `**strong**` or `__strong__`.
        public var isStrong: Bool
        /// Whether it was `*emphasised*` or `_emphasised_`.
        public var isEmphasis: Bool

        /// A run of `text` in the styles given.
        public init(text: String, isCode: Bool = false, isStrong: Bool = false, isEmphasis: Bool = false) {
            self.text = text
            self.isCode = isCode
            self.isStrong = isStrong
            self.isEmphasis = isEmphasis
        }
    }

    public var runs: [Run]

    /// The text without marks: each run's bytes copied once, into a string made at its full length (a line of half a
    /// million runs is read as a title).
    var plainText: String {
        guard runs.count > 1 else { return runs.first?.text ?? "" }
        let length = runs.reduce(0) { $0 + $1.text.utf8.count }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            for run in runs {
                let rest = UnsafeMutableBufferPointer(rebasing: buffer[end...])
                end += run.text.utf8.withContiguousStorageIfAvailable(rest.initialize(fromContentsOf:)) ?? rest.initialize(fromContentsOf: run.text.utf8)
            }
            return end
        }
    }

    /// `text` read for inline marks: `` `code` ``, `**strong**`, `*emphasis*` (and with `_`), `\*` escapes,
    /// `[text](url)`, `![alt](url)`, `<url>`.
    init(markdown text: Substring) {
        runs = NoteInlineParser.runs(text)
    }

    /// The runs given.
    init(runs: [Run]) {
        self.runs = runs
    }

    /// Text taken as it is (a plain-text note's line).
    init(plain text: Substring) {
        runs = [Run(text: String(text))]
    }
}
