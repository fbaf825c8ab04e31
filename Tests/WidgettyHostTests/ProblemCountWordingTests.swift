import Testing
import WidgettyKit
@testable import WidgettyHost

/// How many problems a configuration has is said in words: "1 problem", "2 problems", never "problem(s)", and the line
/// after the first hundred says "and 1 more problem" when one is left out.
@Suite struct ProblemCountWordingTests {
    @Test func aCountTakesTheSingularForOneAndThePluralOtherwise() {
        #expect(CountedNoun.phrase(1, "problem") == "1 problem")
        #expect(CountedNoun.phrase(2, "problem") == "2 problems")
        #expect(CountedNoun.phrase(0, "line") == "0 lines")
        #expect(CountedNoun.phrase(1, "more line") == "1 more line")
        #expect(CountedNoun.phrase(3, "box", plural: "boxes") == "3 boxes")
    }

    @Test func theLineForProblemsLeftOutCountsThemInWords() {
        let shown = ConfigDiagnostic(file: "config.toml", line: 3, message: "dashboard: unknown key \"bold\"")
        #expect(ConfigError([shown], omitted: 1).lines.last == "config.toml: and 1 more problem")
        #expect(ConfigError([shown], omitted: 2).lines.last == "config.toml: and 2 more problems")
    }

    /// A file named with a line break or a tab keeps its problem on one line: the name cannot make a line of its own.
    @Test func aFileNameWithALineBreakStaysOnItsLine() {
        let shown = ConfigDiagnostic(file: "/tmp/a\nwidgetty: OK\tb.toml", line: 1, message: "unknown key \"x\"")
        #expect(shown.description == "/tmp/a\\u{A}widgetty: OK\\u{9}b.toml:1: unknown key \"x\"")
        #expect(ConfigError([shown], omitted: 1).lines.last == "/tmp/a\\u{A}widgetty: OK\\u{9}b.toml: and 1 more problem")
    }

    @Test func theStackRemovalQuestionCountsItsWidgetsInWords() {
        #expect(HomeScreenState.stackRemovalQuestion(size: 1, canEditConfig: true).first == "Remove the stack of 1 widget?")
        #expect(HomeScreenState.stackRemovalQuestion(size: 3, canEditConfig: true).first == "Remove the stack of 3 widgets?")
    }
}
