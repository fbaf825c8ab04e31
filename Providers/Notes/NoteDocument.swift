import FoundationEssentials
import WidgettyKit

/// One note as a tile shows it: its first lines as light Markdown (as many as the tile can draw), and the version a
/// checkbox toggle checks against.
public struct NoteDocument: Sendable, Equatable, Encodable {
    /// One line of the note and its index in the file.
    public struct Line: Sendable, Equatable {
        public var index: Int
        public var block: NoteBlock
    }

    public var summary: NoteSummary
    /// The first lines of the body (front matter skipped), read: at most `lineLimit`, and only as many as the tile
    /// showing the note can draw (`NoteShownLines`).
    public var lines: [Line]
    /// Lines among the first `lineLimit` of the body past `lines`: counted, not read (the view's "+N more" counts them).
    public var linesUnread: Int
    public var version: NoteVersion
    /// The note's bytes, read again only when `widgetty timeline` asks how many lines it has.
    private var bytes: [UInt8]
    private var isMarkdown: Bool

    /// The most lines kept for drawing; a tile shows a few dozen at most.
    static let lineLimit = 500
    /// The most characters of one line kept for drawing (a long paragraph wraps onto a few rows at most).
    static let lineCharacterLimit = 2_000
    /// The most bytes of one line read for its block and marks: four times the characters drawn, were each four bytes.
    static let lineByteLimit = 8_192
    /// The most lines past the kept ones read whole in search of a title and preview (lines whose bytes rule them
    /// out, blank ones among them, are not counted): 10,000 lines of no words after the 500 kept, and the note has
    /// none for a title or preview. Reading a line costs a microsecond or two, so the search costs at most ~20 ms.
    static let searchReadLimit = 10_000

    private enum CodingKeys: String, CodingKey {
        case summary, lineCount, linesLeftOut, version
    }

    /// The note as `widgetty timeline --json` prints it: its summary, version and how many lines it has, not the lines.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(summary, forKey: .summary)
        try container.encode(lineCount, forKey: .lineCount)
        try container.encode(linesLeftOut, forKey: .linesLeftOut)
        try container.encode(version, forKey: .version)
    }

    /// How many lines the body has, every one read to count them (for `widgetty timeline`; a tile never asks).
    var lineCount: Int {
        var reader = NoteBodyReader(bytes: bytes, isMarkdown: isMarkdown)
        return reader.countRest()
    }

    /// Lines of the body past the first `lineLimit`.
    var linesLeftOut: Int { max(0, lineCount - Self.lineLimit) }

    /// The note read from `file`, named `name` inside its folder, its lines read as far as a tile `rows` rows tall
    /// shows them (nil: the first `lineLimit`; 0: none, for a list, which shows the title and preview alone).
    init(name: String, path: String, file: NoteFile, isPinned: Bool, rows: Int? = nil) {
        isMarkdown = FolderListing.extensionOf(name) != "txt"
        bytes = file.bytes
        version = file.version
        var reader = NoteBodyReader(bytes: bytes, isMarkdown: isMarkdown)
        var shown = rows.map(NoteShownLines.init(rows:))
        var read: [Line] = []
        while read.count < Self.lineLimit, shown?.isComplete != true, let line = reader.next() {
            let block = reader.block(of: line)
            read.append(Line(index: line.index, block: block))
            shown?.add(block)
        }
        lines = read
        let (title, preview, counted) = Self.titleAndPreview(&reader, read: read, isMarkdown: isMarkdown, name: name)
        // The reader has given the lines read and those the search passed.
        var kept = min(max(counted, read.count), Self.lineLimit)
        while kept < Self.lineLimit, reader.next() != nil { kept += 1 }
        linesUnread = kept - read.count
        summary = NoteSummary(name: name, path: path, title: title, preview: preview.map { Self.clipped($0.block.plainText) } ?? "",
                              previewLine: preview, modified: file.modified, isPinned: isPinned)
    }

    /// The first heading with words (in Markdown), else the first line with words, else the file name without its
    /// extension; and the first other line with words that is not a heading; and how many lines of the body the search
    /// passed. `read` are the first lines of the body, read already; `reader` gives the
    /// next ones. A later line is read only while the search needs it, only when its bytes leave the answer open, and,
    /// past the first `lineLimit` lines, only among the first `searchReadLimit` such lines: past them the note counts as
    /// having no more words (a note of half a million lines like `#` or `[](u)` is not read through).
    static func titleAndPreview(_ reader: inout NoteBodyReader, read: [Line], isMarkdown: Bool, name: String) -> (String, Line?, passed: Int) {
        var heading: Line?
        /// The first two lines with words that are not headings: the title and preview when there is no heading.
        var worded: [Line] = []
        var readsLeft = searchReadLimit
        var passed = 0
        /// Whether a later line may be a heading: only one holding `#` may (a note of half a million lines without one
        /// is not read through for a heading it cannot have).
        var mayHaveHeading = isMarkdown
        search: while true {
            if passed == read.count, mayHaveHeading { mayHaveHeading = reader.restHolds(UInt8(ascii: "#")) }
            let needsHeading = mayHaveHeading && heading == nil
            let needsWords = worded.count < (heading == nil ? 2 : 1)
            guard needsHeading || needsWords else { break }
            let line: Line
            if passed < read.count {
                line = read[passed]
                passed += 1
            } else {
                guard let next = reader.next() else { break }
                passed += 1
                switch next.glance {
                case .blank: continue search
                case .heading where !needsHeading: continue search
                case .notHeading where !needsWords: continue search
                default: break
                }
                if passed > lineLimit {
                    guard readsLeft > 0 else { break search }
                    readsLeft -= 1
                }
                line = Line(index: next.index, block: reader.block(of: next))
            }
            guard line.block.hasWords else { continue }
            if !line.block.isHeading {
                if needsWords { worded.append(line) }
            } else if needsHeading {
                heading = line
            }
        }
        guard let titleLine = heading ?? worded.first else {
            let base = name.split(separator: "/").last.map(String.init) ?? name
            let stem = base.lastIndex(of: ".").map { String(base[..<$0]) } ?? base
            return (stem.isEmpty ? base : stem, nil, passed)
        }
        let preview = heading == nil ? worded.dropFirst().first : worded.first
        return (clipped(titleLine.block.plainText), preview, passed)
    }

    /// At most `lineCharacterLimit` characters, trimmed of spaces.
    static func clipped(_ text: String) -> String {
        String(NoteSpaces.trimmed(text).prefix(lineCharacterLimit))
    }
}
