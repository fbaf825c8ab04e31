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
        let raw = NoteParser.lines(of: text)
        let blocks = NoteParser.blocks(raw, isMarkdown: isMarkdown)
        lines = blocks.prefix(Self.lineLimit).map { Line(index: $0.line, block: $0.block) }
        linesLeftOut = max(0, blocks.count - Self.lineLimit)
        version = file.version
        let (title, preview) = Self.titleAndPreview(blocks, isMarkdown: isMarkdown, name: name)
        summary = NoteSummary(name: name, path: path, title: title, preview: preview.map { Self.clipped($0.block.plainText) } ?? "",
                              previewLine: preview, modified: file.modified, isPinned: isPinned)
    }

    /// The first heading (in Markdown), else the first non-empty line, else the file name without its extension;
    /// and the first other line with words that is not a heading.
    /// Each line's words are looked at only until both are found.
    static func titleAndPreview(_ blocks: [(line: Int, block: NoteBlock)], isMarkdown: Bool, name: String) -> (String, Line?) {
        let heading = isMarkdown ? blocks.first { $0.block.isHeading && $0.block.hasWords } : nil
        guard let titleLine = heading ?? blocks.first(where: { $0.block.hasWords }) else {
            let base = name.split(separator: "/").last.map(String.init) ?? name
            let stem = base.lastIndex(of: ".").map { String(base[..<$0]) } ?? base
            return (stem.isEmpty ? base : stem, nil)
        }
        let preview = blocks.first { !$0.block.isHeading && $0.line != titleLine.line && $0.block.hasWords }
        return (clipped(titleLine.block.plainText), preview.map { Line(index: $0.line, block: $0.block) })
    }

    /// At most `lineCharacterLimit` characters, trimmed of spaces.
    static func clipped(_ text: String) -> String {
        String(NoteSpaces.trimmed(text).prefix(lineCharacterLimit))
    }
}
