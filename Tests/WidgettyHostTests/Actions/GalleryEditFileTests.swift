import Foundation
import Testing
import WidgettyTestSupport
@testable import WidgettyHost

/// The gallery's and the sheet's changes on a real file: written through `ConfigFileEdit.apply` only while the file
/// holds what the dashboard loaded, each kept as a change the history can undo.
@Suite struct GalleryEditFileTests {
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

    /// Writes `edit` into the file at `path`, loaded as `config`, as the dashboard does.
    @discardableResult
    func write(_ edit: GalleryEdit, to path: String, loaded config: DashboardConfig) throws(ConfigError) -> ConfigEditHistory.Change {
        try ConfigFileEdit.apply(edit.title, to: path, showing: config, registry: Self.registry) { edit.applied(to: $0, config: config) }
    }

    @Test func keysAreSetInTheWidgetsTableAndAWidgetIsAddedAfterTheFocusedOne() throws {
        let (path, config) = try file()
        let set = try write(.setKeys([.init(key: "label", value: "\"こんにちは\""), .init(key: "fail", value: "false")], of: WidgetPosition(slot: 0)),
                            to: path, loaded: config)
        #expect(set.before == Self.text && set.title == "Edit Widget", "kept for undo")
        try write(.addWidget(kind: "stub", family: .small, settings: [.init(key: "count", value: "3")], after: 0), to: path,
                  loaded: ConfigLoader(registry: Self.registry).load(contentsOf: path))
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
        #expect(throws: ConfigError.self) { try write(.setKeys([.init(key: "count", value: "5")], of: WidgetPosition(slot: 1)), to: path, loaded: config) }
        #expect(throws: ConfigError.self, "with no tile focused too") {
            try write(.addWidget(kind: "stub", family: .small, settings: [], after: nil), to: path, loaded: config)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
    }
}
