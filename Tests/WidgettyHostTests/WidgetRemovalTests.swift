import Foundation
import Testing
import WidgettyTestSupport
@testable import WidgettyHost

/// "Remove Widget" on a real file: exactly the widget's table leaves, byte for byte; a stale file is left alone.
@Suite struct WidgetRemovalTests {
    static let registry = testRegistry

    static let commented = """
        # widgetty — my setup ✨
        [dashboard]   # the screen
        theme = "dark"

        # Greeting, top left.
        [[widget]]
        kind = "stub"
        label = "Hello"   # say hello

        # The second one:
        #   a longer comment.
        [[widget]]
        kind = "stub"
        label = "こんにちは"
        count = 2

        [[stack]]
        size = "small"
        # inside the stack
        [[stack.widget]]
        kind = "stub"
        label = "in a stack"

        # trailing comment
        """

    /// A configuration file holding `text`, and the configuration read from it.
    func file(_ text: String) throws -> (path: String, config: DashboardConfig) {
        let path = try TemporaryFolders.make().appendingPathComponent("config.toml").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return (path, try ConfigLoader(registry: Self.registry).parse(text, file: path))
    }

    @Test func theSecondWidgetLeavesWithItsCommentAndNothingElseChanges() throws {
        let (path, config) = try file(Self.commented)
        try WidgetRemoval.remove(.widget(1), of: config, path: path, registry: Self.registry)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == """
            # widgetty — my setup ✨
            [dashboard]   # the screen
            theme = "dark"

            # Greeting, top left.
            [[widget]]
            kind = "stub"
            label = "Hello"   # say hello

            [[stack]]
            size = "small"
            # inside the stack
            [[stack.widget]]
            kind = "stub"
            label = "in a stack"

            # trailing comment
            """)
    }

    @Test func aStackLeavesWithItsWidgetsAndTheTrailingCommentStays() throws {
        let (path, config) = try file(Self.commented)
        try WidgetRemoval.remove(.widget(2), of: config, path: path, registry: Self.registry)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == """
            # widgetty — my setup ✨
            [dashboard]   # the screen
            theme = "dark"

            # Greeting, top left.
            [[widget]]
            kind = "stub"
            label = "Hello"   # say hello

            # The second one:
            #   a longer comment.
            [[widget]]
            kind = "stub"
            label = "こんにちは"
            count = 2

            # trailing comment
            """)
    }

    @Test func theFileKeepsItsModeAndALinkedFileIsWrittenThrough() throws {
        let (path, config) = try file(Self.commented)
        chmod(path, 0o640)
        let link = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("link.toml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        try WidgetRemoval.remove(.widget(0), of: config, path: link, registry: Self.registry)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == path, "the link is still a link")
        #expect(try !String(contentsOfFile: path, encoding: .utf8).contains("Greeting"))
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        #expect(leftovers.sorted() == ["config.toml", "link.toml"], "no temporary file is left behind")
    }

    @Test func aFileEditedSinceItWasLoadedIsLeftAlone() throws {
        let (path, config) = try file(Self.commented)
        let edited = "# a new first line\n" + Self.commented
        try edited.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: ConfigError.self) { try WidgetRemoval.remove(.widget(1), of: config, path: path, registry: Self.registry) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
    }

    @Test func theLastWidgetStays() throws {
        let (path, config) = try file("[[widget]]\nkind = \"stub\"\n")
        let error = #expect(throws: ConfigError.self) { try WidgetRemoval.remove(.widget(0), of: config, path: path, registry: Self.registry) }
        #expect(error?.description.contains("needs at least one widget") == true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "[[widget]]\nkind = \"stub\"\n")
    }
}
