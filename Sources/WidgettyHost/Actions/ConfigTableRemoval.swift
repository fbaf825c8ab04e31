/// Takes one `[[widget]]`, `[[stack]]` or `[[stack.widget]]` table out of a configuration's text, leaving every
/// other byte as it was.
///
/// The table runs from its header line to the next table header that is not one of
/// its sub-tables (`[[stack.widget]]` belongs to the latest `[[stack]]`), or to the end;
/// a sub-table written further on, after another table, goes as a table of its own.
/// Comment lines directly above its header (no blank line between) go with it;
/// comment lines directly above the next header stay, as they describe that
/// table, and so does a comment block closing the file after a blank line;
/// so does everything else. One blank line that separated the table from
/// what came before goes too, so no double gap is left. Written here rather than
/// by TOMLKit, which rewrites the whole document and drops comments.
public enum ConfigTableRemoval {
    /// `text` without the `[[name]]` table (`name` as its parts: `["stack", "widget"]`) whose header is on `line`
    /// (1-based), and without every table under it wherever it is written: a stack's `[[stack.widget]]` tables
    /// after another table go too, each with its comment. Nil when that line is no `[[name]]` header.
    public static func removing(tableAt line: Int, named name: [String], from text: String) -> String? {
        var file = ConfigLines(text)
        var kinds = file.kinds
        let paths = file.headerPaths(kinds: kinds)
        let header = line - 1
        guard let path = paths[header], ConfigLines.header(file.lines[header]) == (name, true),
              let block = file.tableBlock(at: header, kinds: kinds, paths: paths) else { return nil }
        var blocks = [block]
        for index in paths.keys.sorted() where ConfigLines.isTable(paths[index], within: path) && !blocks.contains(where: { $0.contains(index) }) {
            if let block = file.tableBlock(at: index, kinds: kinds, paths: paths) { blocks.append(block) }
        }
        // From the last block back, so the lines before it keep their places.
        for block in blocks.sorted(by: { $0.lowerBound > $1.lowerBound }) {
            var (start, end) = (block.lowerBound, block.upperBound)
            if start > 0, kinds[start - 1] == .blank, end == file.lines.count || kinds[end] != .other {
                start -= 1
            } else if start == 0, end < file.lines.count, kinds[end] == .blank {
                end += 1
            }
            file.lines.removeSubrange(start..<end)
            kinds = file.kinds
        }
        return file.joined()
    }
}
