import Foundation
import Testing
import WidgettyTestSupport
@testable import WidgettyHost

/// The gallery's and the sheet's changes on a real file: written through `ConfigFileEdit.write` only while the file
/// holds what the dashboard loaded, and only when the result still loads.
@Suite struct ConfigFileEditTests {
    static let registry = testRegistry
    static let text = """
        # Greetings ✨
        [[widget]]
        kind = "stub"
        label = "Hello"   # say hello

        [[widget]]
        kind = "stub"
        count = 2

        """

    /// A file holding `text`, and the configuration read from it.
    func file(_ text: String = text) throws -> (path: String, config: DashboardConfig) {
        let path = try TemporaryFolders.make().appendingPathComponent("config.toml").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return (path, try ConfigLoader(registry: Self.registry).parse(text, file: path))
    }

    @Test func keysAreSetInTheWidgetsTableAndAWidgetIsAddedAfterTheFocusedOne() throws {
        let (path, config) = try file()
        try ConfigFileEdit.write(.setKeys([.init(key: "label", value: "\"こんにちは\""), .init(key: "fail", value: "false")],
                                          of: WidgetPosition(slot: 0)), of: config, path: path, registry: Self.registry)
        try ConfigFileEdit.write(.addWidget(kind: "stub", family: .small, settings: [.init(key: "count", value: "3")], after: 0),
                                 of: ConfigLoader(registry: Self.registry).load(contentsOf: path), path: path, registry: Self.registry)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == """
            # Greetings ✨
            [[widget]]
            kind = "stub"
            label = "こんにちは"   # say hello
            fail = false

            [[widget]]
            kind = "stub"
            size = "small"
            count = 3

            [[widget]]
            kind = "stub"
            count = 2

            """)
    }

    @Test func aFileEditedSinceItWasLoadedIsLeftAlone() throws {
        let (path, config) = try file()
        let edited = Self.text.replacing("count = 2", with: "count = 4")
        try edited.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: ConfigError.self) {
            try ConfigFileEdit.write(.setKeys([.init(key: "count", value: "5")], of: WidgetPosition(slot: 1)), of: config, path: path,
                                     registry: Self.registry)
        }
        #expect(throws: ConfigError.self, "with no tile focused, any edit since it was loaded stops the addition") {
            try ConfigFileEdit.write(.addWidget(kind: "stub", family: .small, settings: [], after: nil), of: config, path: path,
                                     registry: Self.registry)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
    }

    @Test func aChangeTheLoaderWouldRefuseIsNotWritten() throws {
        let (path, config) = try file()
        let before = try String(contentsOfFile: path, encoding: .utf8)
        do {
            try ConfigFileEdit.write(.setKeys([.init(key: "count", value: "9")], of: WidgetPosition(slot: 1)), of: config, path: path,
                                     registry: Self.registry)
            Issue.record("a count out of its range was written")
        } catch {
            #expect(error.diagnostics.first?.message.contains("would not load after this change") == true, "\(error)")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }
}
