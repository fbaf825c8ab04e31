import Foundation
import Testing
import WidgettyTestSupport

/// Tests leave no temporary folders behind: each one made is removed when the test process exits.
@Suite struct TemporaryFoldersTests {
    @Test func aTemporaryFilesFolderIsRemovedAtExit() throws {
        let file = try BuiltBinary.temporaryFile("[[widget]]\n", name: "widgetty/config.toml")
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(TemporaryFolders.willRemove(file.deletingLastPathComponent().deletingLastPathComponent()),
                "the new folder, not only the file's own (name holds a folder too)")
    }
}
