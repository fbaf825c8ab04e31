/// Takes one `[[widget]]` or `[[stack]]` table out of a configuration's text, leaving every other byte as it was.
///
/// The table runs from its header line to the next table header that is not one of
/// its sub-tables (`[[stack.widget]]` belongs to its `[[stack]]`), or to the end.
/// Comment lines directly above its header (no blank line between) go with it;
/// comment lines directly above the next header stay, as they describe that
/// table, and so does a comment block closing the file after a blank line;
/// so does everything else. One blank line that separated the table from
/// what came before goes too, so no double gap is left. Written here rather than
/// by TOMLKit, which rewrites the whole document and drops comments.
public enum ConfigTableRemoval {
    /// `text` without the table whose header is on `line` (1-based); nil when that line is no table header.
    public static func removing(tableAt line: Int, from text: String) -> String? {
        var file = ConfigLines(text)
        let kinds = file.kinds
        guard let block = file.tableBlock(at: line - 1, kinds: kinds) else { return nil }
        var (start, end) = (block.lowerBound, block.upperBound)
        if start > 0, kinds[start - 1] == .blank, end == file.lines.count || kinds[end] != .other {
            start -= 1
        } else if start == 0, end < file.lines.count, kinds[end] == .blank {
            end += 1
        }
        file.lines.removeSubrange(start..<end)
        return file.joined()
    }
}
