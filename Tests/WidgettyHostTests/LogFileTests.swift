import Foundation
import Logging
import Synchronization
import Testing
import WidgettyTestSupport
@testable import WidgettyHost

/// The dashboard's log file: one clean line per message, kept under its size by moving it to `.1`.
@Suite struct LogFileTests {
    @Test func aLineHasTheTimeLevelWidgetMessageAndMetadataWithControlCharactersSpelledOut() {
        let line = FileLogHandler.line(level: .warning, message: "The timeline load failed",
                                       metadata: ["widget": "widget 2 (weather)", "kind": "weather", "error": "Bad\u{1B}[2J\nnews \"here\""],
                                       at: Date(timeIntervalSince1970: 1_795_340_460))
        #expect(line == #"2026-11-22T09:41:00Z warning kind=weather widget="widget 2 (weather)" The timeline load failed error="Bad\\u{1B}[2J\\nnews \"here\"""#)
    }

    @Test func theFileMovesToDotOneBeforeALineWouldTakeItPastItsLimit() throws {
        let folder = try TemporaryFolders.make()
        let path = folder.appendingPathComponent("widgetty/widgetty.log").path
        let file = LogFile(path: path, limit: 10_000)
        let line = String(repeating: "x", count: 999)
        for _ in 0..<25 { file.write(line) }
        let current = try Data(contentsOf: URL(fileURLWithPath: path))
        let previous = try Data(contentsOf: URL(fileURLWithPath: path + ".1"))
        #expect(previous.count == 10_000, "ten whole lines fit, the eleventh moved the file")
        #expect(current.count == 5_000, "25 lines: ten in the first file, ten in the next, five now")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("widgetty").path)
        #expect(folderAttributes[.posixPermissions] as? Int == 0o700)
    }

    @Test func aLogFileAlreadyFullMovesOnFirstWriteAndALinkIsNeverFollowed() throws {
        let folder = try TemporaryFolders.make()
        let path = folder.appendingPathComponent("widgetty.log").path
        try Data(repeating: 0x78, count: 20_000).write(to: URL(fileURLWithPath: path))
        LogFile(path: path, limit: 10_000).write("fresh")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "fresh\n")
        let target = folder.appendingPathComponent("elsewhere").path
        try "mine\n".write(toFile: target, atomically: false, encoding: .utf8)
        let linked = folder.appendingPathComponent("linked.log").path
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: target)
        LogFile(path: linked).write("not through the link")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine\n")
    }

    @Test func aLogNearlyFullMovesBeforeTheFirstLineThatWouldTakeItPastItsLimit() throws {
        let folder = try TemporaryFolders.make()
        let path = folder.appendingPathComponent("widgetty.log").path
        try Data(repeating: 0x78, count: 9_999).write(to: URL(fileURLWithPath: path))
        LogFile(path: path, limit: 10_000).write("abc")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".1")).count == 9_999, "moved whole, not grown past 10,000")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "abc\n")
    }

    @Test func aFIFOAtThePathIsGivenUpOnWithoutWaiting() async throws {
        let folder = try TemporaryFolders.make()
        let path = folder.appendingPathComponent("widgetty.log").path
        #expect(mkfifo(path, 0o600) == 0)
        let done = Mutex(false)
        // On a thread of its own: on main a write opened the FIFO and waited for a reader for good.
        Thread.detachNewThread {
            LogFile(path: path).write("nobody reads this")
            done.withLock { $0 = true }
        }
        let ended = await eventually { done.withLock { $0 } }
        if !ended {
            // Lets the stuck open go, so the thread ends with the test.
            let reader = open(path, O_RDONLY | O_NONBLOCK)
            if reader >= 0 { close(reader) }
        }
        #expect(ended, "the write returned, logging nothing, with no reader on the FIFO")
    }

    @Test func theHomesFollowXDGWithItsDefaultsAndIgnoreRelativePaths() {
        let set = XDGHomes(environment: ["HOME": "/home/ann", "XDG_CACHE_HOME": "/c", "XDG_STATE_HOME": "/s"])
        #expect(set.cacheHome.path == "/c" && set.stateHome.path == "/s" && set.logFile.path == "/s/widgetty/widgetty.log")
        let defaults = XDGHomes(environment: ["HOME": "/home/ann", "XDG_CACHE_HOME": "relative", "XDG_STATE_HOME": ""])
        #expect(defaults.cacheHome.path == "/home/ann/.cache")
        #expect(defaults.stateHome.path == "/home/ann/.local/state")
        let root = XDGHomes(environment: ["HOME": "/", "XDG_STATE_HOME": "/"])
        #expect(root.cacheHome.path == "/.cache" && root.logFile.path == "/widgetty/widgetty.log", "one slash between a folder and a name")
        #expect(defaults.cacheHome == URL(fileURLWithPath: "/home/ann", isDirectory: true).appendingPathComponent(".cache", isDirectory: true))
    }
}
