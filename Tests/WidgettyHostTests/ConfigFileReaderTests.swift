import Foundation
import Glibc
import Testing
import WidgettyTestSupport
import WidgettyKit
import WidgettyHost

/// Reading the configuration file: only a regular file, never blocking, never past the limit.
@Suite struct ConfigFileReaderTests {
    /// The one message `ConfigFileReader` gives for `path`, or nil when it reads the file.
    private func problem(at path: String) -> String? {
        do {
            _ = try ConfigFileReader.text(at: path)
            return nil
        } catch {
            return error.description
        }
    }

    /// Runs `body` with a new empty folder (its real path, no links in it).
    private func inFolder(_ body: (String) throws -> Void) throws {
        try body(TemporaryFolders.make().resolvingSymlinksInPath().path)
    }

    @Test func readsARegularFile() throws {
        try inFolder { folder in
            try "[[widget]]\nkind = \"clock\"\n".write(toFile: folder + "/config.toml", atomically: false, encoding: .utf8)
            #expect(try ConfigFileReader.text(at: folder + "/config.toml") == "[[widget]]\nkind = \"clock\"\n")
        }
    }

    @Test func aDirectorySaysToNameTheFileInIt() throws {
        try inFolder { folder in
            #expect(problem(at: folder) == "\(folder): the configuration file is a directory, not a regular file; give the path of the TOML file in it (usually config.toml)")
        }
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        try inFolder { folder in
            try #require(mkfifo(folder + "/config.toml", 0o600) == 0)
            // Were the FIFO opened for reading, this would wait for a writer that never comes.
            #expect(problem(at: folder + "/config.toml") == "\(folder)/config.toml: the configuration file is a named pipe (FIFO), not a regular file; save the configuration as a regular file and point the path at it")
        }
    }

    @Test func aDeviceIsRefusedInsteadOfReadForever() {
        #expect(problem(at: "/dev/zero") == "/dev/zero: the configuration file is a character device, not a regular file; save the configuration as a regular file and point the path at it")
    }

    @Test func aLinkToADeviceIsJudgedByWhatItPointsAt() throws {
        try inFolder { folder in
            try FileManager.default.createSymbolicLink(atPath: folder + "/config.toml", withDestinationPath: "/dev/zero")
            #expect(problem(at: folder + "/config.toml")?.contains("is a character device, not a regular file") == true)
        }
    }

    @Test func aFileOverTheLimitSaysSo() throws {
        try inFolder { folder in
            let path = folder + "/config.toml"
            try Data(repeating: UInt8(ascii: "#"), count: InputLimits.configFileBytes).write(to: URL(fileURLWithPath: path))
            #expect(problem(at: path) == nil, "a file of exactly the limit is read")
            try Data(repeating: UInt8(ascii: "#"), count: InputLimits.configFileBytes + 1).write(to: URL(fileURLWithPath: path))
            #expect(problem(at: path) == "\(path): the configuration file is larger than 1048576 bytes, the most widgetty reads (a configuration is a few kilobytes); check that the path names the right file")
        }
    }

    @Test func missingUnreadableAndNonUTF8FilesAreNamed() throws {
        try inFolder { folder in
            #expect(problem(at: folder + "/none.toml") == "\(folder)/none.toml: the configuration file does not exist")
            #expect(problem(at: folder + "/none/config.toml") == "\(folder)/none/config.toml: the configuration file does not exist")
            try Data([0x66, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: folder + "/latin1.toml"))
            #expect(problem(at: folder + "/latin1.toml") == "\(folder)/latin1.toml: is not UTF-8 text; save it as UTF-8")
            try FileManager.default.createSymbolicLink(atPath: folder + "/loop.toml", withDestinationPath: "loop.toml")
            #expect(problem(at: folder + "/loop.toml")?.hasSuffix("is a symbolic link that leads round in a loop; point it at a TOML file") == true)
        }
    }

    @Test func theLoaderReadsThroughTheReader() {
        #expect(throws: ConfigError([ConfigDiagnostic(file: "/dev/null", line: nil, message: "the configuration file is a character device, not a regular file; save the configuration as a regular file and point the path at it")])) {
            try ConfigLoader(registry: testRegistry).load(contentsOf: "/dev/null")
        }
    }

    /// A file another writer holds under a lease, as widgetty's own saves do, is read once the lease goes and is not
    /// "unreadable": an edit from outside woke the dashboard's reloader while an undo held the file, and the banner
    /// said "cannot be read (Resource temporarily unavailable)" instead of the undo's refusal.
    @Test func aFileUnderAWritersLeaseIsReadOnceTheLeaseGoes() async throws {
        let folder = try TemporaryFolders.make().resolvingSymlinksInPath().path
        let path = folder + "/config.toml"
        try "[[widget]]\nkind = \"clock\"\n".write(toFile: path, atomically: false, encoding: .utf8)
        let lease = try await HeldLease(on: path)
        let reading = Task { await BlockingWork.run { () -> String in
            // A minute, not the dashboard's 2 s: on a loaded machine this test may take seconds to let go of the lease.
            do { return try ConfigFileReader.text(at: path, leaseWait: 60) } catch { return "\(error)" }
        } }
        try await lease.releaseOnceMet()
        #expect(await reading.value == "[[widget]]\nkind = \"clock\"\n")
    }
}
