/// xbar's nesting of an output's lines (its `pkg/plugins/parse.go`, `parseOutput` and `parseSeparator`): each `--`
/// in front of a line is a level, but a line goes at most one level deeper than the line above (the rest of its
/// dashes stay text); a divider is `---` after its levels' dashes; and a line nested under a row the menu does not
/// show is not shown either.
struct XbarNesting {
    /// One line's place in the menu.
    struct Level {
        /// How many levels it is nested under.
        var depth: Int
        /// The line without the dashes of its levels (empty for a divider).
        var text: Substring
        /// Whether it is a divider.
        var isDivider: Bool
        /// Whether every row it is nested under is shown.
        var isShown: Bool
    }

    /// Whether the line above, under which a deeper line nests, is shown in the menu.
    var previousIsShown = true
    /// For each level entered, whether the row it is nested under is shown.
    private var parentsShown: [Bool] = []
    /// How many of `parentsShown` are false.
    private var hiddenParents = 0

    /// Whether `text` is `---` alone, white space around it aside: the end of the titles.
    static func isDivider(_ text: Substring) -> Bool {
        dividerDashes(text).map { $0.allSatisfy(\.isWhitespace) } ?? false
    }

    /// The place of the line `text` (its parameters cut off), leaving the levels it is not under and entering at
    /// most one more.
    mutating func enter(_ text: Substring) -> Level {
        let dashes = Self.dividerDashes(text)
        let pairs = Self.leadingPairs(dashes ?? text)
        while parentsShown.count > pairs {
            if !parentsShown.removeLast() { hiddenParents -= 1 }
        }
        if pairs > parentsShown.count {
            parentsShown.append(previousIsShown)
            if !previousIsShown { hiddenParents += 1 }
        }
        let depth = parentsShown.count
        return Level(depth: depth, text: dashes == nil ? text.dropFirst(2 * depth) : text[text.endIndex...],
                     isDivider: dashes != nil, isShown: hiddenParents == 0)
    }

    /// What comes before a divider's final `---` (white space and pairs of `--`); nil when `text`, white space
    /// around it aside, is not an odd number of dashes, three or more.
    private static func dividerDashes(_ text: Substring) -> Substring? {
        guard let last = text.lastIndex(where: { !$0.isWhitespace }) else { return nil }
        let kept = text[...last]
        let dashes = kept.drop { $0.isWhitespace }
        guard dashes.allSatisfy({ $0 == "-" }) else { return nil }
        let count = dashes.count
        return count >= 3 && count % 2 == 1 ? kept.dropLast(3) : nil
    }

    /// How many `--` pairs `text` starts with.
    private static func leadingPairs(_ text: Substring) -> Int {
        text.prefix { $0 == "-" }.count / 2
    }
}
