import Testing
@testable import WidgettyHost

/// A string left open is named in plain words, at its line and the column of its opening quote, with what to do (not
/// the TOML parser's "unescaped control characters"); strings that close, however they end, are not.
@Suite struct UnclosedStringTests {
    static func notClosed(line: Int, column: Int, quote: String) -> String {
        let three = quote + quote + quote
        return "config.toml:\(line): column \(column): the string that starts here is not closed on line \(line): add the closing \(quote) before the line ends (text over several lines goes between \(three) and \(three))"
    }

    @Test func aStringNotClosedOnItsLineSaysSoWithItsLine() {
        #expect(problems(in: "[dashboard]\ntheme = \"dark\n\n[[widget]]\nkind = \"stub\"\n") == [Self.notClosed(line: 2, column: 9, quote: "\"")])
        #expect(problems(in: "[[widget]]\nkind = 'stub\n") == [Self.notClosed(line: 2, column: 8, quote: "'")], "a literal string")
        #expect(problems(in: "[[widget]]\nkind = \"stub\"\nlabel = [\"a\", \"b]\n") == [Self.notClosed(line: 3, column: 15, quote: "\"")], "in a list")
        #expect(problems(in: "[[widget]]\nkind = \"stub\"\nlabel = \"ends in a backslash\\\n") == [Self.notClosed(line: 3, column: 9, quote: "\"")],
                "a backslash does not carry a one-line string over its line break")
        #expect(problems(in: "[[widget]]\nkind = \"stub\"\nlabel = \"no line break at the end") == [Self.notClosed(line: 3, column: 9, quote: "\"")])
    }

    @Test func aMultiLineStringNeverClosedSaysWhereItStarts() {
        #expect(problems(in: "[[widget]]\nkind = \"stub\"\nlabel = \"\"\"first\nsecond\n") == [
            "config.toml:3: column 9: the multi-line string that starts on line 3 is never closed: end it with \"\"\"",
        ])
    }

    @Test func stringsThatCloseAreRead() {
        for closed in ["label = \"\"\"say \"hi\"\"\"\"", "label = '''it's'''''", "label = \"\"\"line \\\nnext\"\"\"", "label = \"a # b\" # \"comment",
                       "label = \"escaped \\\" quote\""] {
            #expect(problems(in: "[[widget]]\nkind = \"stub\"\n\(closed)\n").allSatisfy { !$0.contains("not closed") && !$0.contains("never closed") },
                    "\(closed): \(problems(in: "[[widget]]\nkind = \"stub\"\n\(closed)\n"))")
        }
    }
}
