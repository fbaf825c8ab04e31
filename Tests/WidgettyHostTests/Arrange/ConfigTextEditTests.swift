import Testing
@testable import WidgettyHost
import WidgettyKit

/// Edit mode's edits of the file move, resize, stack and take out exactly the tables they must; every other byte
/// (comments above, between and after tables, inline comments, blank lines, quoting) stays.
@Suite struct ConfigTextEditTests {
    static let config = """
        # My home screen.
        [dashboard]
        theme = "dark"   # always dark

        # First: a greeting.
        [[widget]]
        kind = "stub"
        label = "One"  # the first

        # Second.
        [[widget]]
        kind = "stub"
        size = 'medium'   # wide
        label = "Two"

        [[widget]]   # third, no comment above
        kind = "stub"
        label = "Three"

        # Closing words of the file.

        """

    @Test func movingTheLastTableFirstTakesItsCommentsAndLeavesTheGapsAndTheClosingComment() {
        #expect(ConfigTableOrder.moving(2, to: 0, amongTablesAt: [6, 11, 16], in: Self.config) == """
            # My home screen.
            [dashboard]
            theme = "dark"   # always dark

            [[widget]]   # third, no comment above
            kind = "stub"
            label = "Three"

            # First: a greeting.
            [[widget]]
            kind = "stub"
            label = "One"  # the first

            # Second.
            [[widget]]
            kind = "stub"
            size = 'medium'   # wide
            label = "Two"

            # Closing words of the file.

            """)
    }

    @Test func anOrderThatIsNoArrangementOrALineThatIsNoHeaderChangesNothing() {
        #expect(ConfigTableOrder.reordering(tablesAt: [6, 11, 16], into: [0, 0, 1], in: Self.config) == nil)
        #expect(ConfigTableOrder.moving(0, to: 1, amongTablesAt: [6, 12], in: Self.config) == nil)
        #expect(ConfigTableOrder.moving(0, to: 3, amongTablesAt: [6, 11, 16], in: Self.config) == nil)
    }

    @Test func resizingChangesTheValueInItsQuotesAndKeepsTheComment() {
        let resized = ConfigTableEdit.setting([.size(.large)], inTableAt: 11, of: Self.config)
        #expect(resized == Self.config.replacingOne("size = 'medium'   # wide", with: "size = \"large\"   # wide"))
    }

    @Test func aTableWithoutASizeGetsOneAfterItsLastKey() {
        let resized = ConfigTableEdit.setting([.size(.medium)], inTableAt: 6, of: Self.config)
        #expect(resized == Self.config.replacingOne("label = \"One\"  # the first\n", with: "label = \"One\"  # the first\nsize = \"medium\"\n"))
        #expect(ConfigTableEdit.setting([.size(.medium)], inTableAt: 6, of: Self.config, onlyInPlace: true) == nil)
    }

    @Test func aKeyWrittenAsAMultiLineStringIsReplacedWhole() {
        #expect(ConfigTableEdit.setting([.size(.small)], inTableAt: 1, of: "[[widget]]\nsize = \"\"\"\nmedium\n\"\"\" # big\nkind = \"a\"\n")
                == "[[widget]]\nsize = \"small\" # big\nkind = \"a\"\n")
    }

    @Test func aStacksKeyGoesAmongItsOwnLinesNeverIntoAMembersTable() {
        let text = "[[stack]]\nsize = \"small\"\n\n# first\n[[stack.widget]]\nkind = \"a\"\nrotation = \"x\"\n"
        #expect(ConfigTableEdit.setting([.init(key: "rotation", value: "\"smart\"")], inTableAt: 1, of: text)
                == "[[stack]]\nsize = \"small\"\nrotation = \"smart\"\n\n# first\n[[stack.widget]]\nkind = \"a\"\nrotation = \"x\"\n")
    }

    static let stacked = """
        # My home screen.
        [dashboard]
        theme = "dark"   # always dark

        [[stack]]
        size = "small"

        # First: a greeting.
        [[stack.widget]]
        kind = "stub"
        label = "One"  # the first

        [[stack.widget]]   # third, no comment above
        kind = "stub"
        label = "Three"

        # Second.
        [[widget]]
        kind = "stub"
        size = 'medium'   # wide
        label = "Two"

        # Closing words of the file.

        """

    @Test func droppingAWidgetOnAnotherMakesAStackWhereTheTargetStood() {
        #expect(ConfigStacking.stacking(widgetAt: 16, with: 6, family: .small, in: Self.config) == Self.stacked)
    }

    @Test func takingAWidgetOutPutsItAfterTheStackKeepingTheStacksSize() {
        #expect(ConfigStacking.unstacking(widgetAt: 13, fromStackAt: 5, family: .small, in: Self.stacked) == """
            # My home screen.
            [dashboard]
            theme = "dark"   # always dark

            [[stack]]
            size = "small"

            # First: a greeting.
            [[stack.widget]]
            kind = "stub"
            label = "One"  # the first

            [[widget]]   # third, no comment above
            kind = "stub"
            label = "Three"
            size = "small"

            # Second.
            [[widget]]
            kind = "stub"
            size = 'medium'   # wide
            label = "Two"

            # Closing words of the file.

            """)
    }

    @Test func aStacksOnlyWidgetIsNotTakenOut() throws {
        let one = try #require(ConfigStacking.unstacking(widgetAt: 13, fromStackAt: 5, family: .small, in: Self.stacked))
        #expect(ConfigStacking.unstacking(widgetAt: 9, fromStackAt: 5, family: .small, in: one) == nil)
    }

    @Test func addingToAStackPutsTheWidgetLast() {
        let text = "[[stack]]\nsize = \"small\"\n[[stack.widget]]\nkind = \"a\"\n\n# b\n[[widget]]\nkind = \"b\"\n"
        #expect(ConfigStacking.adding(widgetAt: 7, toStackAt: 1, in: text)
                == "[[stack]]\nsize = \"small\"\n[[stack.widget]]\nkind = \"a\"\n\n# b\n[[stack.widget]]\nkind = \"b\"\n")
    }

    @Test func anInlineTableMovesWholeAndABracketInsideItIsNoHeader() {
        let text = "[[widget]]\nkind = \"a\"\nplace = { name = \"[[widget]]\", at = [1, 2] }\n\n[[widget]]\nkind = \"b\"\n"
        #expect(ConfigTableOrder.moving(1, to: 0, amongTablesAt: [1, 5], in: text)
                == "[[widget]]\nkind = \"b\"\n\n[[widget]]\nkind = \"a\"\nplace = { name = \"[[widget]]\", at = [1, 2] }\n")
    }

    @Test func crlfLinesStayCrlfAndANewLineEndsAsTheOthers() {
        let text = "[[widget]]\r\nkind = \"a\"\r\n\r\n[[widget]]\r\nkind = \"b\"\r\n"
        #expect(ConfigTableOrder.moving(1, to: 0, amongTablesAt: [1, 4], in: text)
                == "[[widget]]\r\nkind = \"b\"\r\n\r\n[[widget]]\r\nkind = \"a\"\r\n")
        #expect(ConfigTableEdit.setting([.size(.medium)], inTableAt: 1, of: text)
                == "[[widget]]\r\nkind = \"a\"\r\nsize = \"medium\"\r\n\r\n[[widget]]\r\nkind = \"b\"\r\n")
        #expect(ConfigStacking.stacking(widgetAt: 4, with: 1, family: .small, in: text)
                == "[[stack]]\r\nsize = \"small\"\r\n\r\n[[stack.widget]]\r\nkind = \"a\"\r\n\r\n[[stack.widget]]\r\nkind = \"b\"\r\n")
    }

    @Test func aFileWithoutAFinalLineFeedStaysWithoutOne() {
        #expect(ConfigTableOrder.moving(1, to: 0, amongTablesAt: [1, 4], in: "[[widget]]\nkind = \"a\"\n\n[[widget]]\nkind = \"b\"")
                == "[[widget]]\nkind = \"b\"\n\n[[widget]]\nkind = \"a\"")
        #expect(ConfigTableOrder.moving(1, to: 0, amongTablesAt: [1, 4], in: "[[widget]]\r\nkind = \"a\"\r\n\r\n[[widget]]\r\nkind = \"b\"")
                == "[[widget]]\r\nkind = \"b\"\r\n\r\n[[widget]]\r\nkind = \"a\"")
        #expect(ConfigTableEdit.setting([.size(.large)], inTableAt: 4, of: "[[widget]]\nkind = \"a\"\n\n[[widget]]\nkind = \"b\"")
                == "[[widget]]\nkind = \"a\"\n\n[[widget]]\nkind = \"b\"\nsize = \"large\"")
    }

    @Test func theRemovalOfATableIsUnchangedByTheSharedLineModel() {
        #expect(ConfigTableRemoval.removing(tableAt: 4, named: ["widget"], from: "[[widget]]\nkind = \"a\"\n\n[[widget]]\nkind = \"b\"") == "[[widget]]\nkind = \"a\"")
    }
}

extension String {
    /// The string with its one occurrence of `part` replaced (a test's expected text, built from another).
    func replacingOne(_ part: String, with replacement: String) -> String {
        guard let range = firstRange(of: part) else { return self }
        return self[..<range.lowerBound] + replacement + self[range.upperBound...]
    }
}
