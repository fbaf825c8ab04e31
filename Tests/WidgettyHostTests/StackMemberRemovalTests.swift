import Foundation
import Glibc
import Testing
import WidgettyTestSupport
@testable import WidgettyHost

/// "Remove Widget" on a stack's widget takes out its `[[stack.widget]]` table alone; "Remove Stack" takes the stack.
/// Every other byte of the file stays.
@Suite struct StackMemberRemovalTests {
    static let registry = testRegistry

    static let stacked = """
        # my dashboard
        [[widget]]
        kind = "stub"
        label = "alone"

        # Morning stack
        [[stack]]
        size = "small"
        rotation = 'off'   # no rotation

        # The clock, first.
        [[stack.widget]]
        kind = "stub"
        label = 'Clock'

        # Then the weather
        [[stack.widget]]
        count = 3
        kind = "stub"
        label = "Weather"

        [[stack.widget]]
        kind="stub"
        label = "Third"

        # trailing comment

        """

    /// A configuration file holding `text`, and the configuration read from it.
    func file(_ text: String) throws -> (path: String, config: DashboardConfig) {
        try WidgetRemovalTests().file(text)
    }

    func remove(_ target: WidgetRemoval.Target, from text: String) throws -> String {
        let (path, config) = try file(text)
        try WidgetRemoval.remove(target, of: config, path: path, registry: Self.registry)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func theFirstWidgetOfAStackLeavesWithItsCommentAndTheStackStays() throws {
        #expect(try remove(.widget(WidgetPosition(slot: 1, member: 0)), from: Self.stacked)
                == Self.stacked.replacingOccurrences(of: "\n\n# The clock, first.\n[[stack.widget]]\nkind = \"stub\"\nlabel = 'Clock'", with: ""))
    }

    @Test func theMiddleWidgetLeavesAlone() throws {
        #expect(try remove(.widget(WidgetPosition(slot: 1, member: 1)), from: Self.stacked)
                == Self.stacked.replacingOccurrences(of: "\n\n# Then the weather\n[[stack.widget]]\ncount = 3\nkind = \"stub\"\nlabel = \"Weather\"", with: ""))
    }

    @Test func theSecondToLastLeavesAStackOfOneThatTheFileKeepsAsAStack() throws {
        let pair = """
            [[widget]]
            kind = "stub"

            [[stack]]
            # The clock
            [[stack.widget]]
            kind = "stub"
            label = "Clock"
            # The weather
            [[stack.widget]]
            kind = "stub"
            label = "Weather"

            """
        let (path, config) = try file(pair)
        try WidgetRemoval.remove(.widget(WidgetPosition(slot: 1, member: 0)), of: config, path: path, registry: Self.registry)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == """
            [[widget]]
            kind = "stub"

            [[stack]]
            # The weather
            [[stack.widget]]
            kind = "stub"
            label = "Weather"

            """)
        let reloaded = try ConfigLoader(registry: Self.registry).parse(text, file: path)
        guard case .stack(let stack) = reloaded.slots[1] else { Issue.record("no stack in \(reloaded.slots)"); return }
        #expect(stack.widgets.map(\.line) == [6], "the weather's table, under its comment")
        // Its only widget now takes the stack along: the file holds no empty stack.
        try WidgetRemoval.remove(.widget(WidgetPosition(slot: 1, member: 0)), of: reloaded, path: path, registry: Self.registry)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "[[widget]]\nkind = \"stub\"\n")
    }

    @Test func removeStackTakesTheStackAndEveryWidgetInIt() throws {
        #expect(try remove(.stack(slot: 1), from: Self.stacked) == """
            # my dashboard
            [[widget]]
            kind = "stub"
            label = "alone"

            # trailing comment

            """)
    }

    @Test func aStackEditedSinceItWasLoadedIsLeftAlone() throws {
        let (path, config) = try file(Self.stacked)
        let edited = Self.stacked.replacingOccurrences(of: "label = 'Clock'", with: "label = 'Alarm'")
        try edited.write(toFile: path, atomically: false, encoding: .utf8)
        let error = #expect(throws: ConfigError.self) {
            try WidgetRemoval.remove(.widget(WidgetPosition(slot: 1, member: 1)), of: config, path: path, registry: Self.registry)
        }
        #expect(error?.description.contains("changed since the dashboard loaded it") == true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
    }

    @Test func aFileAnotherProgramHasOpenIsLeftAlone() throws {
        let (path, config) = try file(Self.stacked)
        let holder = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        #expect(holder >= 0)
        defer { close(holder) }
        let error = #expect(throws: ConfigError.self) {
            try WidgetRemoval.remove(.widget(WidgetPosition(slot: 1, member: 0)), of: config, path: path, registry: Self.registry)
        }
        #expect(error?.description.contains("is open in another program now") == true, "\(String(describing: error))")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.stacked)
    }

    @Test func theDemoDropsTheMemberOrTheStackFromWhatItShows() throws {
        let config = try ConfigLoader(registry: Self.registry).parse(Self.stacked, file: "demo")
        let withoutClock = try #require(WidgetRemoval.removing(.widget(WidgetPosition(slot: 1, member: 0)), from: config))
        guard case .stack(let stack) = withoutClock.slots[1] else { Issue.record("no stack left"); return }
        #expect(stack.widgets.map(\.line) == [17, 22], "the weather's and the third's tables")
        #expect(WidgetRemoval.removing(.stack(slot: 1), from: config)?.slots.count == 1)
        #expect(WidgetRemoval.removing(.widget(0), from: try ConfigLoader(registry: Self.registry).parse("[[widget]]\nkind = \"stub\"\n", file: "demo")) == nil,
                "the last widget stays")
    }
}
