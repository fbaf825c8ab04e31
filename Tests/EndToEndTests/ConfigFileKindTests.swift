import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// `check` and the dashboard given something that is not a regular file as the configuration: named, never read.
@Suite struct ConfigFileKindTests {
    @Test func checkNamesADeviceAFIFOAndADirectory() async throws {
        let folder = try TemporaryFolders.make().path
        try #require(mkfifo(folder + "/fifo.toml", 0o600) == 0)
        for (path, kind) in [("/dev/zero", "a character device"), (folder + "/fifo.toml", "a named pipe (FIFO)"), (folder, "a directory")] {
            // Before, /dev/zero was read until memory ran out and the FIFO waited for a writer forever.
            let result = try await BuiltBinary.run(["check", path])
            #expect(result.status == 2)
            #expect(result.error.hasPrefix("\(path): the configuration file is \(kind), not a regular file; "), "stderr was: \(result.error)")
        }
    }

    @Test func checkSaysAFileIsTooLarge() async throws {
        let file = try BuiltBinary.temporaryFile(String(repeating: "#", count: 2 << 20))
        let result = try await BuiltBinary.run(["check", file.path])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("\(file.path): the configuration file is larger than 1048576 bytes, the most widgetty reads"), "stderr was: \(result.error)")
    }
}
