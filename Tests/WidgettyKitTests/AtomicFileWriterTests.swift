import Foundation
import Glibc
import Testing
import WidgettyTestSupport
@testable import WidgettyKit

/// An edit never loses what another program writes meanwhile: it backs off and says so, and the other program's
/// bytes are in the file afterwards.
@Suite struct AtomicFileWriterTests {
    /// What an edit of `path` (with a lease unless told) did: "applied", or the failure's case.
    static func outcome(_ path: String, leasing: Bool = true, _ edit: ([UInt8], stat) -> [UInt8]) -> String {
        do throws(AtomicFileWriter.Failure<Never>) {
            try AtomicFileWriter.edit(path, readingAtMost: 1 << 16, leasing: leasing, edit)
            return "applied"
        } catch {
            return "\(error)"
        }
    }

    /// A new file holding `text`.
    func file(_ text: String) throws -> String {
        let path = try TemporaryFolders.make().appendingPathComponent("note.md").path
        try saveInPlace(text, to: path)
        return path
    }

    /// Appends `line` to `path` as a logging program does: open, write, close (close-on-exec, so no child keeps it).
    static func append(_ line: String, to path: String) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = Array(line.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// Waits (10 s at most) until the kernel lists the lease on `inode` as being broken: an open is waiting for it.
    /// Returns the lines of /proc/locks seen for that inode.
    static func waitForLeaseBreakOnThisThread(on inode: ino_t) -> String {
        let limit = ContinuousClock.now + .seconds(10)
        var seen: [String] = []
        repeat {
            let locks = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
            seen = locks.split(separator: "\n").map(String.init).filter { $0.contains(":\(inode) ") }
            if seen.contains(where: { $0.contains("BREAKING") }) { break }
            usleep(1000)
        } while ContinuousClock.now < limit
        return seen.joined(separator: " | ")
    }

    /// What an edit of `path` ticking its task did while `another` ran on a thread of its own, opening the file once
    /// the edit held it: the outcome, whether `another` finished, and the lease as /proc/locks listed it.
    func edit(_ path: String, while another: @escaping @Sendable () -> Void) async -> String {
        await BlockingWork.run {
            let finished = DispatchSemaphore(value: 0)
            var seen = ""
            let outcome = Self.outcome(path) { _, info in
                Thread {
                    another()
                    finished.signal()
                }.start()
                seen = Self.waitForLeaseBreakOnThisThread(on: info.st_ino)
                return Array("- [x] one\n".utf8)
            }
            let done = finished.wait(timeout: .now() + 10) == .success
            return "\(outcome); the other \(done ? "finished" : "was still waiting after 10 s"); /proc/locks: \(seen)"
        }
    }

    @Test func aProgramOpeningTheFileToWriteDuringTheEditMakesItBackOffAndItsLineLands() async throws {
        let path = try file("- [ ] one\n")
        let result = await edit(path) { Self.append("a line from another program\n", to: path) }
        #expect(result.hasPrefix("changedMeanwhile; the other finished"), "\(result)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "- [ ] one\na line from another program\n", "\(result)")
    }

    @Test func aReaderOpeningTheFileDuringTheEditLetsItGoOn() async throws {
        let path = try file("- [ ] one\n")
        let result = await edit(path) { close(open(path, O_RDONLY | O_CLOEXEC)) }
        #expect(result.hasPrefix("applied; the other finished"), "a reader loses nothing: \(result)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "- [x] one\n")
    }

    @Test func aFileSavedByRenameDuringTheEditIsKept() async throws {
        let path = try file("- [ ] one\n")
        let result = await BlockingWork.run {
            Self.outcome(path) { _, _ in
                try? saveInPlace("- [ ] one\n- [ ] two, saved by an editor\n", to: path + ".saving")
                rename(path + ".saving", path)
                return Array("- [x] one\n".utf8)
            }
        }
        #expect(result == "changedMeanwhile")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "- [ ] one\n- [ ] two, saved by an editor\n")
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["note.md"], "no temporary file is left")
    }

    @Test func withoutALeaseAWriteThroughAnOpenFileBeforeTheRenameIsStillCaught() async throws {
        let path = try file("- [ ] one\n")
        let holder = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        defer { close(holder) }
        let result = await BlockingWork.run {
            Self.outcome(path, leasing: false) { _, _ in
                _ = Array("written meanwhile\n".utf8).withUnsafeBytes { write(holder, $0.baseAddress, $0.count) }
                return Array("- [x] one\n".utf8)
            }
        }
        #expect(result == "changedMeanwhile")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "- [ ] one\nwritten meanwhile\n")
    }

    /// Through its name or a second one (a hard link, which the edit would write in place).
    @Test(arguments: [false, true]) func aFileAnotherProgramHoldsOpenIsNotEdited(throughASecondName: Bool) async throws {
        let path = try file("- [ ] one\n")
        if throughASecondName { try #require(link(path, path + ".other") == 0, "a hard link: errno \(errno)") }
        let holder = open(throughASecondName ? path + ".other" : path, O_WRONLY | O_APPEND | O_CLOEXEC)
        defer { close(holder) }
        let result = await BlockingWork.run { Self.outcome(path) { _, _ in Array("- [x] one\n".utf8) } }
        #expect(result == "inUse")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "- [ ] one\n")
    }

    /// A descriptor held for a moment (as a program being started holds a copy of every descriptor until it execs)
    /// delays the edit; it is not refused.
    @Test func aFileHeldOpenForAMomentIsEditedOnceItIsLetGo() async throws {
        let path = try file("- [ ] one\n")
        let result = await BlockingWork.run { () -> String in
            let holder = open(path, O_RDONLY | O_CLOEXEC)
            let release = Thread {
                var pause = timespec(tv_sec: 0, tv_nsec: 8_000_000)
                _ = nanosleep(&pause, nil)
                close(holder)
            }
            release.start()
            return Self.outcome(path) { _, _ in Array("- [x] one\n".utf8) }
        }
        #expect(result == "applied", "the lease was asked again until the descriptor closed")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "- [x] one\n")
    }
}
