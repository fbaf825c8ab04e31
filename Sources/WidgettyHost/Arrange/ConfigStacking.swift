import WidgettyKit

/// Makes a stack of two widgets' tables, adds a widget's table to a stack, or takes a stack's widget out to stand
/// alone, in a configuration's text: the tables move with the comments directly above them, their headers are
/// renamed (`[[widget]]` and `[[stack.widget]]`, keeping indentation and a comment after them), and every
/// other byte stays.
public enum ConfigStacking {
    /// `text` with the lone widget whose header is on `line` put in a stack with the one on `target`, where the
    /// target stood: a new `[[stack]]` of `family` holding the target first, then the widget. Nil when a line is no header.
    public static func stacking(widgetAt line: Int, with target: Int, family: WidgetFamily, in text: String) -> String? {
        guard line != target, case (var file, let moving)? = cut(line, from: text, renamingTo: "stack.widget") else { return nil }
        let targetIndex = target - 1 - (line < target ? moving.removed : 0)
        let kinds = file.kinds
        guard let block = file.tableBlock(at: targetIndex, kinds: kinds) else { return nil }
        let cr = file.carriageReturn
        file.lines.insert(contentsOf: [cr] + moving.lines, at: block.upperBound)
        file.lines[targetIndex] = renamed(file.lines[targetIndex], to: "stack.widget")
        let indent = String(file.lines[targetIndex].prefix { $0 == " " || $0 == "\t" })
        file.lines.insert(contentsOf: ["\(indent)[[stack]]" + cr, "\(indent)size = \"\(family.configName)\"" + cr, cr], at: block.lowerBound)
        return file.joined()
    }

    /// `text` with the lone widget whose header is on `line` added as the last widget of the stack on `stack`.
    public static func adding(widgetAt line: Int, toStackAt stack: Int, in text: String) -> String? {
        guard line != stack, case (var file, let moving)? = cut(line, from: text, renamingTo: "stack.widget") else { return nil }
        let stackIndex = stack - 1 - (line < stack ? moving.removed : 0)
        guard let block = file.tableBlock(at: stackIndex, kinds: file.kinds) else { return nil }
        file.lines.insert(contentsOf: [file.carriageReturn] + moving.lines, at: block.upperBound)
        return file.joined()
    }

    /// `text` with the stack widget whose `[[stack.widget]]` header is on `line` taken out of the stack on `stack`
    /// to stand alone right after it, as a `[[widget]]` keeping the stack's size `family`. Nil when a line is no
    /// header or the widget is its stack's only one (the stack would be left empty).
    public static func unstacking(widgetAt line: Int, fromStackAt stack: Int, family: WidgetFamily, in text: String) -> String? {
        guard line > stack, let sized = ConfigTableEdit.setting([.size(family)], inTableAt: line, of: text) else { return nil }
        let sizedLines = ConfigLines(sized)
        let kinds = sizedLines.kinds
        let members = kinds.indices.filter { $0 > stack - 1 && kinds[$0] == .header }
            .prefix { ConfigLines.headerName(sizedLines.lines[$0]).hasPrefix("stack.") }
        guard members.count > 1, case (var file, let moving)? = cut(line, from: sized, renamingTo: "widget") else { return nil }
        guard let block = file.tableBlock(at: stack - 1, kinds: file.kinds) else { return nil }
        file.lines.insert(contentsOf: [file.carriageReturn] + moving.lines, at: block.upperBound)
        return file.joined()
    }

    /// The lines of `text` without the table on `line` (and one blank line beside it, as removal leaves), and that
    /// table's lines with its header renamed `[[name]]`, and how many lines left.
    private static func cut(_ line: Int, from text: String, renamingTo name: String) -> (ConfigLines, (lines: [String], removed: Int))? {
        var file = ConfigLines(text)
        let kinds = file.kinds
        guard let block = file.tableBlock(at: line - 1, kinds: kinds) else { return nil }
        var lines = Array(file.lines[block])
        lines[line - 1 - block.lowerBound] = renamed(lines[line - 1 - block.lowerBound], to: name)
        var range = block
        if block.lowerBound > 0, kinds[block.lowerBound - 1] == .blank {
            range = (block.lowerBound - 1)..<block.upperBound
        } else if block.upperBound < kinds.count, kinds[block.upperBound] == .blank, block.upperBound + 1 < kinds.count {
            range = block.lowerBound..<(block.upperBound + 1)
        }
        file.lines.removeSubrange(range)
        return (file, (lines, range.count))
    }

    /// A header line naming `[[name]]` instead, its indentation and anything after the brackets kept.
    private static func renamed(_ header: String, to name: String) -> String {
        guard let open = header.firstRange(of: "[["), let close = header[open.upperBound...].firstRange(of: "]]") else { return header }
        return header[..<open.lowerBound] + "[[\(name)]]" + header[close.upperBound...]
    }
}
