/// Puts tables of a configuration's text in a new order (the home screen's slots, or a stack's widgets), leaving
/// every other byte where it was.
///
/// Each table goes with the comment lines directly above its header (`ConfigLines.tableBlock`); what lies
/// between tables (blank lines, a comment standing apart, another table such as `[dashboard]`) stays in place,
/// so only the tables change places. Written here rather than by TOMLKit, which rewrites the whole document.
public enum ConfigTableOrder {
    /// `text` with the tables whose headers are on `lines` (1-based, in file order) in `order`: `order[i]` is
    /// the index into `lines` of the table that comes `i`th. Nil when a line is no table header, the tables
    /// overlap or `order` is not an arrangement of them all.
    public static func reordering(tablesAt lines: [Int], into order: [Int], in text: String) -> String? {
        guard order.sorted() == Array(lines.indices) else { return nil }
        var file = ConfigLines(text)
        let kinds = file.kinds
        let blocks = lines.compactMap { file.tableBlock(at: $0 - 1, kinds: kinds) }
        guard blocks.count == lines.count, zip(blocks, blocks.dropFirst()).allSatisfy({ $0.upperBound <= $1.lowerBound }) else { return nil }
        let contents = blocks.map { Array(file.lines[$0]) }
        // From the last block back, so the ranges before it still hold.
        for (place, block) in blocks.enumerated().reversed() {
            file.lines.replaceSubrange(block, with: contents[order[place]])
        }
        return file.joined()
    }

    /// `text` with the table that is `from`th among the tables on `lines` moved to be `to`th, the others keeping
    /// their order; nil as `reordering` says, or when a place is out of range.
    public static func moving(_ from: Int, to: Int, amongTablesAt lines: [Int], in text: String) -> String? {
        guard lines.indices.contains(from), lines.indices.contains(to) else { return nil }
        var order = Array(lines.indices)
        order.insert(order.remove(at: from), at: to)
        return reordering(tablesAt: lines, into: order, in: text)
    }
}
