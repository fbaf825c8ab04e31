import Foundation
import Testing
import WidgettyTestSupport
@testable import WidgettyHost

/// "Remove Widget" and "Remove Stack" on the layouts TOML allows beyond the usual one: a stack's widgets split by
/// another table (each still the latest stack's), a stack written inside an inline array, which "Remove Widget"
/// refuses with its line, and a `[[stack]]` whose widgets are an inline array, which "Remove Stack" takes whole.
/// Nothing but what was asked leaves the file.
@Suite struct StackRemovalLayoutTests {
    static let registry = testRegistry

    /// A stack whose second widget comes after a lone widget's table: still that stack's, as TOML reads it.
    static let split = """
        [[widget]]
        kind="stub"
        label="first"

        [[stack]]
        size="small"
        rotation="off"

        [[stack.widget]]
        kind="stub"
        label="Paris"

        [[widget]]
        kind="stub"
        label="New York"

        # Tea belongs to the stack above
        [[stack.widget]]
        kind="stub"
        label="Tea"

        """

    /// The split layout without Tea's table and its comment: what "Remove Widget" on Tea leaves.
    static let splitWithoutTea = split.replacingOccurrences(of: "\n# Tea belongs to the stack above\n[[stack.widget]]\nkind=\"stub\"\nlabel=\"Tea\"\n", with: "")

    func remove(_ target: WidgetRemoval.Target, from text: String) throws -> String {
        let (path, config) = try WidgetRemovalTests().file(text)
        try WidgetRemoval.remove(target, of: config, path: path, registry: Self.registry)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func aSplitStacksLaterWidgetIsReadAtItsOwnTable() throws {
        let config = try ConfigLoader(registry: Self.registry).parse(Self.split, file: "split")
        guard case .stack(let stack) = config.slots[1] else { Issue.record("no stack in \(config.slots)"); return }
        #expect(stack.widgets.map(\.line) == [9, 18], "Paris's and Tea's [[stack.widget]] headers")
    }

    @Test func removeWidgetTakesOnlyTheSplitMembersTableAndItsComment() throws {
        let after = try remove(.widget(WidgetPosition(slot: 1, member: 1)), from: Self.split)
        #expect(after == Self.splitWithoutTea && after.hasSuffix("label=\"New York\"\n"))
        let reloaded = try ConfigLoader(registry: Self.registry).parse(after, file: "split")
        #expect(reloaded.slots.count == 3, "the stack of one stays, between the two lone widgets")
    }

    @Test func removeWidgetOnTheFirstMemberLeavesTheSplitMemberInItsStack() throws {
        let after = try remove(.widget(WidgetPosition(slot: 1, member: 0)), from: Self.split)
        #expect(after == Self.split.replacingOccurrences(of: "[[stack.widget]]\nkind=\"stub\"\nlabel=\"Paris\"\n\n", with: ""))
        let reloaded = try ConfigLoader(registry: Self.registry).parse(after, file: "split")
        guard case .stack(let stack) = reloaded.slots[1] else { Issue.record("no stack in \(reloaded.slots)"); return }
        #expect(stack.widgets.map(\.line) == [14], "Tea's header, four lines up, is the stack's only widget")
    }

    @Test func removeStackTakesEveryOneOfItsTablesWhereverTheyAreAndNothingElse() throws {
        #expect(try remove(.stack(slot: 1), from: Self.split) == """
            [[widget]]
            kind="stub"
            label="first"

            [[widget]]
            kind="stub"
            label="New York"

            """)
    }

    @Test func aDashboardTableBetweenAStackAndItsWidgetsStaysWhenTheStackGoes() throws {
        let text = "[[widget]]\r\nkind=\"stub\"\r\n\r\n[[stack]]\r\n[[stack.widget]]\r\nkind=\"stub\"\r\n\r\n"
            + "[dashboard]\r\ntheme=\"dark\"\r\n\r\n# second\r\n[[stack.widget]]\r\nkind=\"stub\"\r\nlabel=\"last\""
        #expect(try remove(.widget(WidgetPosition(slot: 1, member: 1)), from: text)
                == "[[widget]]\r\nkind=\"stub\"\r\n\r\n[[stack]]\r\n[[stack.widget]]\r\nkind=\"stub\"\r\n\r\n[dashboard]\r\ntheme=\"dark\"",
                "CRLF and no final line feed kept")
        #expect(try remove(.stack(slot: 1), from: text) == "[[widget]]\r\nkind=\"stub\"\r\n\r\n[dashboard]\r\ntheme=\"dark\"")
    }

    /// A stack whose widgets are an inline array of tables.
    static let inline = """
        [[widget]]
        kind="stub"

        [[stack]]
        size="small"
        widget = [ {kind="stub",label="Paris"}, {kind="stub",label="Tea"}, {kind="stub",label="Tokyo"} ]

        [[widget]]
        kind="stub"

        """

    /// A stack written whole as an inline table, its widgets inside it: no `[[stack]]` table of its own to cut from.
    static let inlineStack = """
        stack = [ { size="small", widget = [ {kind="stub",label="Paris"}, {kind="stub",label="Tea"} ] } ]

        [[widget]]
        kind="stub"

        """

    @Test func removeWidgetInsideAnInlineStackIsRefusedWithItsLineAndNothingChanges() throws {
        let (path, config) = try WidgetRemovalTests().file(Self.inlineStack)
        let error = #expect(throws: ConfigError.self) {
            try WidgetRemoval.remove(.widget(WidgetPosition(slot: 0, member: 1)), of: config, path: path, registry: Self.registry)
        }
        #expect(error?.diagnostics.first?.line == 1, "the line that writes stack = [ … ]: \(String(describing: error))")
        #expect(error?.description.contains("has no [[stack.widget]] table of its own") == true, "\(String(describing: error))")
        #expect(error?.description.contains("nothing was changed") == true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.inlineStack)
    }

    /// The same stack as the only tile: Remove Widget says what it says beside another tile (not that the last widget
    /// stays, which the stack's other widget would not be), and Remove Stack says what a lone `[[stack]]` says.
    @Test func anInlineStackAloneIsRefusedWithTheWordsOfItsForm() throws {
        let alone = "stack = [ { size=\"small\", widget = [ {kind=\"stub\",label=\"Paris\"}, {kind=\"stub\",label=\"Tea\"} ] } ]\n"
        let lone = "[[stack]]\nsize=\"small\"\n[[stack.widget]]\nkind=\"stub\"\n[[stack.widget]]\nkind=\"stub\"\n"
        var said: [String] = []
        for (text, target) in [(alone, WidgetRemoval.Target.widget(WidgetPosition(slot: 0, member: 1))), (alone, .stack(slot: 0)), (lone, .stack(slot: 0))] {
            let (path, config) = try WidgetRemovalTests().file(text)
            let error = #expect(throws: ConfigError.self) { try WidgetRemoval.remove(target, of: config, path: path, registry: Self.registry) }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "nothing changed in \(text)")
            said.append(error?.diagnostics.first?.message ?? "")
        }
        #expect(said[0].hasPrefix("this widget has no [[stack.widget]] table of its own"), "said: \(said[0])")
        #expect(said[1] == said[2] && said[1].contains("needs at least one widget"), "said: \(said[1]) / \(said[2])")
        let config = try ConfigLoader(registry: Self.registry).parse(alone, file: "demo")
        #expect(ArrangeEdit.remove(.widget(WidgetPosition(slot: 0, member: 1))).applied(to: alone, config: config) == nil,
                "edit mode cannot cut it either, and keeps the text")
    }

    @Test func removeStackTakesAStackWithAnInlineArrayWhole() throws {
        #expect(try remove(.stack(slot: 1), from: Self.inline) == "[[widget]]\nkind=\"stub\"\n\n[[widget]]\nkind=\"stub\"\n")
    }

    @Test func aLineThatIsAnotherTablesHeaderRemovesNothing() {
        #expect(ConfigTableRemoval.removing(tableAt: 5, named: ["stack", "widget"], from: Self.split) == nil, "the stack's own header")
        #expect(ConfigTableRemoval.removing(tableAt: 13, named: ["stack"], from: Self.split) == nil, "a lone widget's header")
        #expect(ConfigTableRemoval.removing(tableAt: 6, named: ["stack", "widget"], from: Self.inline) == nil, "a key line")
    }
}
