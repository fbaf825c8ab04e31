import FoundationEssentials
import WidgettyKit

/// One note read whole: its lines as light Markdown, and the version a checkbox toggle checks against.
public struct NoteDocument: Sendable, Equatable, Encodable {
    /// One line of the note and its index in the file.
    public struct Line: Sendable, Equatable {
        public var index: Int
        public var block: NoteBlock
    }

    public var summary: NoteSummary
    /// The lines of the body (front matter skipped), at most `lineLimit`.
    public var lines: [Line]
    /// Lines of the body past `lineLimit`, not kept.
    public var linesLeftOut: Int
    public var version: NoteVersion

    /// The most lines kept for drawing; a tile shows a few dozen at most.
    static let lineLimit = 500
    /// The most characters of one line kept for drawing (a long paragraph wraps onto a few rows at most).
    static let lineCharacterLimit = 2_000
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
        try container.encode(lines.count + linesLeftOut, forKey: .lineCount)
        try container.encode(linesLeftOut, forKey: .linesLeftOut)
        try container.encode(version, forKey: .version)
    }

    /// The note read from `file`, named `name` inside its folder.
    init(name: String, path: String, file: NoteFile, isPinned: Bool) {
        let text = file.text
        let isMarkdown = FolderListing.extensionOf(name) != "txt"
        let body = NoteParser.body(of: text, isMarkdown: isMarkdown, keeping: Self.lineLimit)
        lines = body.lines.indices.prefix(Self.lineLimit).map { Line(index: body.lines[$0].index, block: body.block($0, in: text)) }
        linesLeftOut = max(0, body.count - Self.lineLimit)
        version = file.version
        let (title, preview) = Self.titleAndPreview(body, of: text, kept: lines, isMarkdown: isMarkdown, name: name)
        summary = NoteSummary(name: name, path: path, title: title, preview: preview.map { Self.clipped($0.block.plainText) } ?? "",
                              previewLine: preview, modified: file.modified, isPinned: isPinned)
    }

    /// The first heading with words (in Markdown), else the first line with words, else the file name without its
    /// extension; and the first other line with words that is not a heading. `kept` are the first lines of `body` (the
    /// lines of `text`), read; a later line is read only while the search needs it, only when its bytes leave the
    /// answer open, and only among the first `searchReadLimit` such lines: past them the note counts as having no
    /// more words (a note of half a million lines like `#` or `[](u)` is not read through).
    static func titleAndPreview(_ body: NoteBody, of text: String, kept: [Line], isMarkdown: Bool, name: String) -> (String, Line?) {
        var heading: Line?
        /// The first two lines with words that are not headings: the title and preview when there is no heading.
        var worded: [Line] = []
        var readsLeft = searchReadLimit
        // By position, fields read in place: a line is not copied to be glanced at.
        search: for position in body.lines.indices {
            let needsHeading = isMarkdown && heading == nil
            let needsWords = worded.count < (heading == nil ? 2 : 1)
            guard needsHeading || needsWords else { break }
            let block: NoteBlock
            if position < kept.count {
                block = kept[position].block
            } else {
                switch body.lines[position].glance {
                case .blank: continue search
                case .heading where !needsHeading: continue search
                case .notHeading where !needsWords: continue search
                default: break
                }
                guard readsLeft > 0 else { break search }
                readsLeft -= 1
                block = body.block(position, in: text)
            }
            guard block.hasWords else { continue }
            if !block.isHeading {
                if needsWords { worded.append(Line(index: body.lines[position].index, block: block)) }
            } else if needsHeading {
                heading = Line(index: body.lines[position].index, block: block)
            }
        }
        guard let titleLine = heading ?? worded.first else {
            let base = name.split(separator: "/").last.map(String.init) ?? name
            let stem = base.lastIndex(of: ".").map { String(base[..<$0]) } ?? base
            return (stem.isEmpty ? base : stem, nil)
        }
        let preview = heading == nil ? worded.dropFirst().first : worded.first
        return (clipped(titleLine.block.plainText), preview)
    }

    /// At most `lineCharacterLimit` characters, trimmed of spaces.
    static func clipped(_ text: String) -> String {
        String(NoteSpaces.trimmed(text).prefix(lineCharacterLimit))
    }
}
