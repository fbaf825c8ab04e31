import Glibc

/// One line of a note's body as the block reader found it: its index in the file, how many quotes open it, how its
/// text is read and what its bytes already tell. Its block is made only when asked: a note keeps its first lines for
/// drawing and only counts the rest, looking among them for a title and preview, so a note of half a million lines
/// reads each line's bytes once and builds no block for most.
struct NoteBodyLine {
    /// How the text after the quote marks is read.
    enum Reading: UInt8 {
        /// A line inside a fenced code block, as written.
        case code
        /// A quoted callout's title (`[!todo] Title`), drawn as a heading.
        case calloutTitle
        /// A Markdown line (what comments left of it).
        case markdown
        /// A line of a plain-text note.
        case plain
    }

    /// What a line's bytes say of its block before it is read.
    enum Glance: UInt8 {
        /// No words and not a heading: spaces, tabs and CRs only (a code line: spaces and tabs only).
        case blank
        /// Unquoted Markdown, indented by spaces and tabs, then one to six `#` and a space, a tab or the end: a heading.
        case heading
        /// Unquoted Markdown holding a `#`: reading it tells.
        case mayBeHeading
        /// Not a heading; whether it has words, reading it tells.
        case notHeading
    }

    /// The line's index in the file.
    var index: Int
    /// Where its text is in the note's UTF-8 bytes, when it is the note's own.
    var range: Range<Int>
    /// Whether its text is not a piece of the note as written (comments taken out, a callout's title): its body holds
    /// it. A line is plain data: half a million of them are copied without a reference counted.
    var isEdited: Bool
    /// How many `>` marks open it, at most `NoteQuote.depthLimit` (as many as its block nests).
    var depth: UInt8
    var reading: Reading
    var glance: Glance

    /// The line at `range` of the note's bytes `bytes`, or of the text `edited` when it is not as written; `depth`
    /// marks open it.
    init(index: Int, depth: Int, reading: Reading, range: Range<Int>, edited: Substring? = nil, in bytes: UnsafeBufferPointer<UInt8>) {
        self.index = index
        self.depth = UInt8(min(depth, NoteQuote.depthLimit))
        self.reading = reading
        self.range = range
        isEdited = edited != nil
        if let edited {
            var copy = String(edited)
            glance = copy.withUTF8 { Self.glance($0[...], reading: reading, depth: depth) }
        } else {
            glance = Self.glance(bytes[range], reading: reading, depth: depth)
        }
    }

    /// The line's block, in as many quotes as it has, read from its first `NoteDocument.lineByteLimit` bytes; `text` is
    /// the note, `edits` its body's edited lines.
    func block(in text: String, edits: [Int: Substring]) -> NoteBlock {
        let line = Self.readPart(of: isEdited ? edits[index] ?? "" : text.slice(range))
        let inner: NoteBlock = switch reading {
        case .code: .code(String(line))
        case .calloutTitle: .heading(level: 3, text: NoteInline(markdown: line))
        case .markdown: NoteParser.markdown(line)
        case .plain: NoteParser.plain(line)
        }
        return (0..<Int(depth)).reduce(inner) { block, _ in .quote(block) }
    }

    /// The first `NoteDocument.lineByteLimit` bytes of `line` (fewer, to end on a scalar's boundary): what a line is
    /// read from. A tile draws 2,000 characters of a line at most, on a few rows, so a line of a megabyte costs what
    /// its first few thousand bytes do; a mark whose closer lies past them (`*` … `*`, a link's `](…)`) stays as written.
    private static func readPart(of line: Substring) -> Substring {
        guard line.utf8.count > NoteDocument.lineByteLimit else { return line }
        var end = line.utf8.index(line.startIndex, offsetBy: NoteDocument.lineByteLimit)
        while UTF8.isContinuation(line.utf8[end]) { end = line.utf8.index(before: end) }
        return line[..<end]
    }

    /// What `bytes`, read as `reading` under `depth` quotes, say. A byte before one past ASCII (which may join it into a
    /// longer character) never decides a heading.
    private static func glance(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, reading: Reading, depth: Int) -> Glance {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        switch reading {
        // A code line of spaces and tabs only has no words (a CR is one to the title's search).
        case .code: return bytes.allSatisfy(isSpace) ? .blank : .notHeading
        case .calloutTitle: return .notHeading
        case .plain: return bytes.allSatisfy { isSpace($0) || $0 == 0x0D } ? .blank : .notHeading
        case .markdown: break
        }
        if bytes.allSatisfy({ isSpace($0) || $0 == 0x0D }) { return .blank }
        guard depth == 0, !bytes.isEmpty, memchr(bytes.base.baseAddress! + bytes.startIndex, Int32(UInt8(ascii: "#")), bytes.count) != nil else {
            return .notHeading
        }
        var position = bytes.startIndex
        while position < bytes.endIndex, isSpace(bytes[position]) { position += 1 }
        let hashes = bytes[position...].prefix { $0 == UInt8(ascii: "#") }.count
        position += hashes
        guard (1...6).contains(hashes) else { return .mayBeHeading }
        if position == bytes.endIndex { return .heading }
        guard isSpace(bytes[position]), position + 1 == bytes.endIndex || bytes[position + 1] < 0x80 else { return .mayBeHeading }
        return .heading
    }
}
