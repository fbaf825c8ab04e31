/// The box of a Markdown task line (`- [ ] task`, `* [x] task`, `1. [ ] task`): where it is and whether it is ticked.
struct CheckboxMark: Equatable {
    /// Whether the box holds `x`, `X`, `✓` or `✔`.
    var isChecked: Bool
    /// The range of the character inside the brackets.
    var inside: Range<Substring.Index>
    /// Where the task's text starts.
    var textStart: Substring.Index
    /// An ordered list item's number as written ("1.", "2)"); nil for a bullet's task.
    var number: String?

    /// The characters that tick a box.
    static let ticks: Set<Character> = ["x", "X", "✓", "✔"]

    /// The box of `body` (a line without its indentation), nil when it has none.
    init?(_ body: Substring) {
        var rest = body
        if let first = rest.first, "-*+".contains(first) {
            rest = rest.dropFirst()
        } else {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 9, let mark = rest.dropFirst(digits.count).first, mark == "." || mark == ")" else { return nil }
            rest = rest.dropFirst(digits.count + 1)
            number = String(body[..<rest.startIndex])
        }
        guard rest.first == " ", rest.dropFirst().first == "[" else { return nil }
        let box = rest.dropFirst(2)
        guard let mark = box.first, box.dropFirst().first == "]", mark == " " || Self.ticks.contains(mark) else { return nil }
        let after = box.dropFirst(2)
        guard after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
        isChecked = mark != " "
        inside = box.startIndex..<box.index(after: box.startIndex)
        textStart = after.drop { $0 == " " || $0 == "\t" }.startIndex
    }
}
