import Foundation
import Glibc
import Synchronization
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import NotesProvider

/// Ticking tasks in a note another program keeps appending to loses none of that program's lines: each toggle is
/// written or refused with a message, never written over an append.
@Suite struct ToggleRaceTests {
    /// A program appending "appended N" lines to a file every 3 ms (open, write, close) on a thread of its own, until stopped.
    final class Appender: Sendable {
        let path: String
        private let stopping = Atomic(false)
        private let count = Atomic(0)
        private let finished = DispatchSemaphore(value: 0)

        init(path: String) {
            self.path = path
            Thread { [self] in
                while !stopping.load(ordering: .acquiring) {
                    let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
                    guard descriptor >= 0 else { break }
                    let line = Array("appended \(count.load(ordering: .relaxed))\n".utf8)
                    let wrote = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == line.count
                    close(descriptor)
                    guard wrote else { break }
                    count.add(1, ordering: .releasing)
                    usleep(3000)
                }
                finished.signal()
            }.start()
        }

        /// Stops it and returns how many lines it appended; nil when it did not stop within 10 s.
        func stop() async -> Int? {
            stopping.store(true, ordering: .releasing)
            let stopped = await BlockingWork.run { [finished] in finished.wait(timeout: .now() + 10) == .success }
            return stopped ? count.load(ordering: .acquiring) : nil
        }
    }

    /// A program that appends a line to a note the moment a toggle's temporary file appears beside it, while the
    /// toggle is writing: the moment an unguarded rename loses it. It stops when a file named "stop" appears.
    final class WindowWriter: Sendable {
        private let count = Atomic(0)
        private let finished = DispatchSemaphore(value: 0)

        init(folder: String, note: String) throws {
            let watch = inotify_init1(Int32(IN_CLOEXEC))
            guard watch >= 0, inotify_add_watch(watch, folder, UInt32(IN_CREATE)) >= 0 else { throw WidgetProblem("cannot watch \(folder): errno \(errno)") }
            Thread { [self] in
                var buffer = [UInt8](repeating: 0, count: 4096)
                reading: while true {
                    let got = buffer.withUnsafeMutableBytes { read(watch, $0.baseAddress, $0.count) }
                    guard got > 0 else { break }
                    var offset = 0
                    while offset + MemoryLayout<inotify_event>.size <= got {
                        let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
                        let nameBytes = buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }
                        let name = String(decoding: nameBytes, as: UTF8.self)
                        offset += 16 + length
                        if name == "stop" { break reading }
                        guard name.contains(".widgetty-") else { continue }
                        let descriptor = open(note, O_WRONLY | O_APPEND | O_CLOEXEC)
                        let line = Array("written during toggle \(count.load(ordering: .relaxed))\n".utf8)
                        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                        close(descriptor)
                        count.add(1, ordering: .releasing)
                    }
                }
                close(watch)
                finished.signal()
            }.start()
        }

        /// Stops it (the caller has made "stop") and returns how many lines it wrote; nil when it did not stop within 10 s.
        func stop() async -> Int? {
            let stopped = await BlockingWork.run { [finished] in finished.wait(timeout: .now() + 10) == .success }
            return stopped ? count.load(ordering: .acquiring) : nil
        }
    }

    @Test func aProgramWritingWhileTheToggleWritesLosesNoLine() async throws {
        let folder = try NotesFolder()
        let path = try folder.write("todo.md", "- [ ] one\n- [ ] two\n")
        let writer = try WindowWriter(folder: folder.path, note: path)
        var refusals: [String] = []
        for _ in 0..<10 {
            do {
                try await folder.toggle("todo.md", line: 0).perform()
            } catch let problem as WidgetProblem {
                refusals.append(problem.message)
            }
        }
        try folder.write("stop", "")
        let written = try #require(await writer.stop(), "the writing thread did not stop within 10 s")
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let lost = (0..<written).filter { !lines.contains("written during toggle \($0)") }
        #expect(lost.isEmpty, "\(lost.count) of \(written) lines lost; refusals: \(refusals)")
        #expect(written > 0, "the writer saw a toggle write")
        #expect(refusals.allSatisfy { $0.contains("changed on disk since it was shown") || $0.contains("is open in another program now") }, "\(refusals)")
    }

    @Test func aProgramAppendingWhileATaskIsToggledLosesNoLine() async throws {
        let folder = try NotesFolder()
        let path = try folder.write("log.md", "- [ ] watch the log\n" + (1...300).map { "earlier line \($0)\n" }.joined())
        let appender = Appender(path: path)
        var applied = 0
        var refusals: [String] = []
        for _ in 0..<80 {
            do {
                try await folder.toggle("log.md", line: 0).perform()
                applied += 1
            } catch let problem as WidgetProblem {
                refusals.append(problem.message)
            }
        }
        let appended = try #require(await appender.stop(), "the appending thread did not stop within 10 s")
        let lines = Set(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init))
        let lost = (0..<appended).filter { !lines.contains("appended \($0)") }
        #expect(lost.isEmpty, "\(lost.count) of \(appended) appended lines lost (\(applied) toggles written, \(refusals.count) refused)")
        #expect(lines.contains(applied % 2 == 1 ? "- [x] watch the log" : "- [ ] watch the log"), "every toggle written is in the file")
        let explained = refusals.filter { $0.contains("changed on disk since it was shown") || $0.contains("is open in another program now") }
        #expect(explained == refusals, "every refusal says why")
        #expect(appended > 0)
    }
}
