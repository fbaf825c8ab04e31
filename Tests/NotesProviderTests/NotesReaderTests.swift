import Foundation
import Glibc
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import NotesProvider

/// The provider over real folders: ordering, pinning, exclusions, and every file it must skip, named for `widgetty timeline`.
@Suite struct NotesReaderTests {
    @Test(SharedFixtures.required) func notesAreNewestFirstWithPinnedOnesFirstInTheirOrder() async throws {
        let folder = try NotesFolder()
        try folder.copyFixtures(["README.ko.md", "spec.md", "todo.txt", "todo.md", "note-template.md"])
        try folder.write("ignored.pdf", "not a note")
        let entry = try await folder.entry(["pinned": .strings(["todo.md", "note-template.md"])])
        #expect(entry.notes.map(\.name) == ["todo.md", "note-template.md", "README.ko.md", "spec.md", "todo.txt"])
        #expect(entry.notes.map(\.isPinned) == [true, true, false, false, false])
        #expect(entry.noteCount == 5)
        #expect(entry.document?.summary.name == "todo.md", "the first in order is read whole")
        #expect(entry.skipped.isEmpty)
    }

    @Test func hiddenExcludedAndNestedFilesAreLeftOutUnlessAsked() async throws {
        let folder = try NotesFolder()
        try folder.write("a.md", "# A", minutesAgo: 1)
        try folder.write(".a.md.swp", "swap")
        try folder.write("draft.tmp.md", "# Draft")
        try folder.write("archive/old.md", "# Old", minutesAgo: 5)
        try folder.write("work/plan.markdown", "# Plan", minutesAgo: 2)
        #expect(try await folder.entry().notes.map(\.name) == ["draft.tmp.md", "a.md"])
        let recursive = try await folder.entry(["recursive": .bool(true), "exclude": .strings(["*.tmp.md", "archive/*"])])
        #expect(recursive.notes.map(\.name) == ["a.md", "work/plan.markdown"])
    }

    @Test func binaryLargeAndUnreadableFilesAreSkippedAndNamed() async throws {
        let folder = try NotesFolder()
        try folder.write("good.md", "# Good")
        try folder.write("image.md", bytes: [0x89, 0x50, 0x4E, 0x47, 0x00, 0x1A, 0x0A], minutesAgo: 1)
        try folder.write("huge.md", bytes: [UInt8](repeating: 0x61, count: 5 << 20), minutesAgo: 2)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("loop.md").path, withDestinationPath: "loop.md")
        #expect(mkfifo(folder.url.appendingPathComponent("pipe.md").path, 0o644) == 0)
        let entry = try await folder.entry()
        #expect(entry.notes.map(\.name) == ["good.md"])
        let skipped = entry.skipped.map { "\($0.name): \($0.reason)" }.sorted()
        #expect(skipped == [
            "huge.md: over 1 MiB",
            "image.md: binary (NUL bytes or not UTF-8)",
            "loop.md: a link to nothing (Too many levels of symbolic links)",
            "pipe.md: not a regular file",
        ])
        let json = String(decoding: try JSONEncoder().encode(entry), as: UTF8.self)
        #expect(json.contains("\"reason\":\"over 1 MiB\""), "skips are in the entry `widgetty timeline --json` prints")
    }

    /// A note whose full path is longer than the system takes (4,096 bytes) is still found in its folder (looked up by
    /// its name there), and named as skipped with the reason, not left out without a word.
    @Test func aNoteBeyondTheLongestPathIsNamedNotDropped() async throws {
        let folder = try NotesFolder()
        var deep = [folder.path]
        while deep[deep.count - 1].utf8.count < 3_800 {
            deep.append(deep[deep.count - 1] + "/" + String(repeating: "d", count: 200))
            #expect(mkdir(deep[deep.count - 1], 0o755) == 0, "made \(deep.count - 1) folders")
        }
        let name = String(repeating: "n", count: 250) + ".md"
        let directory = open(deep[deep.count - 1], O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #expect(directory >= 0)
        defer {
            _ = unlinkat(directory, name, 0)
            close(directory)
            for path in deep.dropFirst().reversed() { rmdir(path) }
        }
        let file = openat(directory, name, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)
        #expect(file >= 0 && write(file, "# Far", 5) == 5)
        close(file)
        let entry = try await folder.entry(["path": .string(deep[deep.count - 1])])
        #expect(entry.skipped.map { "\($0.name): \($0.reason)" } == ["\(name): File name too long"])
        #expect(entry.noteCount == 0)
    }

    @Test func aMissingFolderIsAnEntryThatSaysSo() async throws {
        let folder = try NotesFolder()
        let entry = try await folder.entry(["path": .string(folder.path + "/nowhere")])
        #expect(entry.isMissing)
        var shown = entry
        shown.folder = "~/notes"
        #expect(NotesFolder.lines(folder.widget(), shown, family: .medium) == [
            "Notes                                 0",
            "No folder ~/notes — choose New Note to",
            "create it",
            "", "", "", "", "",
        ])
    }

    @Test func aNoteDeletedWhileShownIsGoneAtTheNextReload() async throws {
        let folder = try NotesFolder()
        let path = try folder.write("todo.md", "# Todo\n- [ ] one\n")
        try folder.write("other.md", "# Other", minutesAgo: 5)
        let shown = try await folder.entry(["show": .string("note"), "note": .string("todo.md")])
        #expect(shown.document?.summary.title == "Todo")
        try FileManager.default.removeItem(atPath: path)
        let toggle = ToggleNoteTask(path: path, name: "todo.md", line: 1, isChecked: false, version: try #require(shown.document?.version))
        await #expect(throws: WidgetProblem("todo.md cannot be read now (No such file or directory); nothing was changed", isRetryable: false)) {
            try await toggle.perform()
        }
        let after = try await folder.entry(["show": .string("note"), "note": .string("todo.md")])
        #expect(after.document == nil)
        #expect(after.documentProblem == "todo.md is not in \(folder.path)")
        #expect(after.notes.map(\.name) == ["other.md"])
    }

    @Test func theFolderTheNoteShownAndNestedFoldersAreWatched() async throws {
        let folder = try NotesFolder()
        let path = try folder.write("todo.md", "# Todo")
        try folder.write("work/plan.md", "# Plan")
        let watcher = FakeFileWatcher()
        let services = WidgetServices(kind: NotesWidget.kind, fileWatcher: watcher)
        _ = try await folder.entry(["recursive": .bool(true)], services: services)
        for watched in [folder.path, folder.path + "/work", path] {
            #expect(watcher.owners(of: URL(fileURLWithPath: watched)) == ["kind notes"], "\(watched)")
        }
    }
}
