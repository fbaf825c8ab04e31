import TOMLKit

/// Takes one widget out of a stack whose widgets are written as an inline array in its `[[stack]]` table
/// (`widget = [{…}, {…}]`, on one line or over several), leaving every other byte as it was.
///
/// What goes: the element, the comma that separates it (its own, or the one before it when it is last and has none),
/// and, when it stands on lines of its own, those lines with its trailing comment and the comment lines directly
/// above it inside the array (no blank line between). The result is read again: it must parse as the same document
/// with that one element gone, else nothing is returned.
enum InlineMemberRemoval {
    /// `text` without element `member` of the `widget = [ … ]` array whose key is on `line` (1-based) in a `[[stack]]`
    /// table; nil when that line sets no such array, the array has fewer than two elements, or the cut text would not
    /// read as the document without that element.
    static func removing(member: Int, ofArrayAt line: Int, from text: String) -> String? {
        let file = ConfigLines(text)
        let kinds = file.kinds
        guard file.lines.indices.contains(line - 1),
              let stack = stackIndex(owning: line - 1, paths: file.headerPaths(kinds: kinds)) else { return nil }
        var scanner = TOMLLineScanner()
        for earlier in file.lines.prefix(line - 1) { _ = scanner.statementStart(in: earlier) }
        guard let statement = scanner.statementStart(in: file.lines[line - 1]),
              let (parts, rest) = TOMLKeyReader.read(Substring(statement)), parts == ["widget"], rest.first == "=" else { return nil }
        let scalars = Array(text.unicodeScalars)
        let lineStart = file.lines.prefix(line - 1).reduce(file.byteOrderMark.unicodeScalars.count) { $0 + $1.unicodeScalars.count + 1 }
        let value = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        let open = lineStart + file.lines[line - 1].unicodeScalars.count - value.unicodeScalars.count
        guard let array = TOMLArrayElements(scalars, open: open), array.elements.count > 1,
              array.elements.indices.contains(member) else { return nil }
        var kept = scalars
        for cut in cuts(member, of: array, open: open, in: scalars).sorted(by: { $0.lowerBound > $1.lowerBound }) {
            kept.removeSubrange(cut)
        }
        let edited = String(String.UnicodeScalarView(kept))
        return reads(edited, as: text, without: member, ofStack: stack, count: array.elements.count) ? edited : nil
    }

    /// The index among the `[[stack]]` tables of the one line `index` (0-based) is in: the latest header above it
    /// must open a `[[stack]]` table (`stack[2]`), not a table under it or another.
    private static func stackIndex(owning index: Int, paths: [Int: String]) -> Int? {
        guard let header = paths.keys.filter({ $0 < index }).max(), let path = paths[header],
              path.hasPrefix("stack["), path.hasSuffix("]") else { return nil }
        return Int(path.dropFirst("stack[".count).dropLast())
    }

    /// The ranges of scalars that go with element `member`: the element with its comma, or, for a last element
    /// without one, the element and the comma before it.
    private static func cuts(_ member: Int, of array: TOMLArrayElements, open: Int, in text: [Unicode.Scalar]) -> [Range<Int>] {
        let element = array.elements[member]
        let floor = member > 0 ? (array.elements[member - 1].comma ?? open) + 1 : open + 1
        if let comma = element.comma {
            return [span(element.range.lowerBound..<comma + 1, after: floor, in: text)]
        }
        guard member > 0, let before = array.elements[member - 1].comma else { return [] }
        let commaLine = lineStart(of: before, in: text)
        let nextToComma = text[before + 1..<element.range.lowerBound].allSatisfy(isBlank)
        // A leading comma, first on its line: `, {…}` leaves as whole lines (nothing but blanks would stay), and a
        // comma on a line of its own takes that line along.
        if text[commaLine..<before].allSatisfy(isBlank) {
            if nextToComma { return [span(commaLine..<element.range.upperBound, after: array.elements[member - 1].range.upperBound, in: text)] }
            return [lineAlone(before, in: text), span(element.range, after: floor, in: text)]
        }
        // `{…}, {…}` on one line: from the comma before to the element's end.
        if nextToComma { return [before..<element.range.upperBound] }
        return [before..<before + 1, span(element.range, after: floor, in: text)]
    }

    /// The scalar at `index` with its whole line when nothing else but blanks is on it, else the scalar alone.
    private static func lineAlone(_ index: Int, in text: [Unicode.Scalar]) -> Range<Int> {
        let start = lineStart(of: index, in: text)
        guard let end = text[index...].firstIndex(of: "\n"), text[start..<index].allSatisfy(isBlank),
              text[(index + 1)..<end].allSatisfy(isBlank) else { return index..<index + 1 }
        return start..<end + 1
    }

    /// `range` widened to what leaves with it: its whole lines, with the comment lines right above (none before
    /// `floor`, where the previous element's comma or the array's `[` ends), when nothing else is on them but a
    /// trailing comment; else the blanks before it when it ends its line; else the blanks after it.
    private static func span(_ range: Range<Int>, after floor: Int, in text: [Unicode.Scalar]) -> Range<Int> {
        let start = lineStart(of: range.lowerBound, in: text)
        let end = text[range.upperBound...].firstIndex(of: "\n") ?? text.count
        let tail = text[range.upperBound..<end].drop(while: isBlank)
        let endsLine = tail.isEmpty || tail.first == "#"
        if start >= floor, text[start..<range.lowerBound].allSatisfy(isBlank), endsLine, end < text.count {
            var top = start
            while top > floor {
                let above = lineStart(of: top - 1, in: text)
                guard above >= floor, text[above..<top - 1].drop(while: isBlank).first == "#" else { break }
                top = above
            }
            return top..<end + 1
        }
        if endsLine {
            var from = range.lowerBound
            while from > floor, isBlank(text[from - 1]) { from -= 1 }
            return from..<range.upperBound
        }
        var to = range.upperBound
        while to < end, isBlank(text[to]) { to += 1 }
        return range.lowerBound..<to
    }

    /// Whether `edited` parses (and passes the checks before the parser) as `original`'s document with element
    /// `member` of the widgets of stack `stack` (of `count`) gone, everything else equal.
    private static func reads(_ edited: String, as original: String, without member: Int, ofStack stack: Int, count: Int) -> Bool {
        guard TOMLPreflight.problem(in: original) == nil, TOMLPreflight.problem(in: edited) == nil,
              let before = try? TOMLTable(string: original), let after = try? TOMLTable(string: edited),
              let stacks = before["stack"]?.array, stacks.indices.contains(stack),
              let widgets = stacks[stack].table?["widget"]?.array, widgets.count == count, widgets.indices.contains(member) else { return false }
        widgets.remove(at: member)
        return before == after
    }

    /// The index where the line holding `index` starts.
    private static func lineStart(of index: Int, in text: [Unicode.Scalar]) -> Int {
        (text[..<index].lastIndex(of: "\n") ?? -1) + 1
    }

    /// A space, a tab, or a CRLF line's carriage return.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\r"
    }
}
