import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import NotesProvider

/// "New Note" makes a dated file without ever touching one already there, and the folder when it is missing.
@Suite struct NewNoteTests {
    @Test func newNotesAreDatedAndNeverReplaceAnExistingFile() throws {
        let folder = try TemporaryFolders.make().appendingPathComponent("new/notes")
        let stem = NewNote.stem(at: NotesFolder.now, in: ZoneDatabase.system.zone(named: "Asia/Tokyo")!)
        #expect(stem == "2026-11-23-0000")
        let note = NewNote(folder: folder.path, stem: stem)
        #expect(try note.fileToEdit().lastPathComponent == "2026-11-23-0000.md", "the folder made too")
        try saveInPlace("kept", to: folder.appendingPathComponent("2026-11-23-0000.md").path)
        #expect(try note.fileToEdit().lastPathComponent == "2026-11-23-0000-2.md")
        #expect(try String(contentsOf: folder.appendingPathComponent("2026-11-23-0000.md"), encoding: .utf8) == "kept")
    }

    /// The menu names the file "New Note…" will make: after one note this minute, the next name, not the taken one.
    @Test func theNewNoteItemNamesTheFileItWillMake() async throws {
        let folder = try NotesFolder()
        let entry = try await folder.entry()
        let subtitle = { folder.widget().quickActions(entry: entry, context: NotesFolder.context(.medium)).first?.subtitle }
        #expect(subtitle() == "2026-11-22-1500.md")
        for expected in ["2026-11-22-1500.md", "2026-11-22-1500-2.md", "2026-11-22-1500-3.md"] {
            guard case .perform(let intent as NewNote, _)? = folder.widget().quickActions(entry: entry, context: NotesFolder.context(.medium)).first?.action else {
                Issue.record("New Note… performs a NewNote")
                return
            }
            #expect(subtitle() == expected, "the menu names the file before it is made")
            #expect(try intent.fileToEdit().lastPathComponent == expected, "and that file is the one made")
        }
        #expect(subtitle() == "2026-11-22-1500-4.md")
    }

    @Test func theQuickActionsAreNewNoteOpenFolderAndTheNewestNote() async throws {
        let folder = try NotesFolder()
        try folder.write("old.md", "# Old", minutesAgo: 60)
        try folder.write("fresh.md", "# Fresh idea", minutesAgo: 1)
        let entry = try await folder.entry(["pinned": .strings(["old.md"])])
        let actions = folder.widget().quickActions(entry: entry, context: NotesFolder.context(.medium))
        #expect(actions.map(\.title) == ["New Note…", "Open Folder", "Open “Fresh idea”"], "New Note asks for more: the editor")
        #expect(folder.widget().quickActions(entry: entry, context: NotesFolder.context(.small)).map(\.title)
                == ["New Note…", "Open Folder", "Open “Fresh idea”"], "a small tile's tap opens the pinned note, not the newest")
        guard case .openURL(let url) = actions[2].action, case .openURL(let folderURL) = actions[1].action else {
            Issue.record("the last two open URLs")
            return
        }
        #expect(url.path == folder.path + "/fresh.md")
        #expect(folderURL.hasDirectoryPath)
        #expect(folder.widget().quickActions(entry: NotesSample.entry(at: NotesFolder.now), context: NotesFolder.context(.medium)).isEmpty,
                "the samples open nothing")
    }

    /// No item only repeats the tile's tap: a small tile showing the newest note opens it on a tap already.
    @Test func aSmallTileShowingTheNewestNoteDoesNotOfferToOpenItAgain() async throws {
        let folder = try NotesFolder()
        try folder.write("old.md", "# Old", minutesAgo: 60)
        try folder.write("fresh.md", "# Fresh idea", minutesAgo: 1)
        let entry = try await folder.entry([:], family: .small)
        #expect(folder.widget().quickActions(entry: entry, context: NotesFolder.context(.small)).map(\.title) == ["New Note…", "Open Folder"])
        #expect(folder.widget().quickActions(entry: entry, context: NotesFolder.context(.medium)).map(\.title)
                == ["New Note…", "Open Folder", "Open “Fresh idea”"], "a medium list's tap opens nothing of its own")
    }
}
