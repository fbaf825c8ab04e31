import Foundation
import Glibc
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTestSupport
@testable import NotesProvider

/// The notes kind's rules over its options and the files they name, as `widgetty check` and the dashboard report them.
@Suite struct NotesOptionRulesTests {
    static let registry = WidgetRegistry([WidgetKind(NotesWidget.self)])

    /// The configuration's problems and warnings for a notes widget with `lines` in its table (line 3 on).
    private func messages(_ lines: String) -> [String] {
        do {
            return try ConfigLoader(registry: Self.registry).parse("[[widget]]\nkind = \"notes\"\n\(lines)\n", file: "config.toml")
                .warnings.map(\.description)
        } catch {
            return error.lines
        }
    }

    @Test func aFolderOfNotesIsAccepted() throws {
        let folder = try NotesFolder()
        try folder.write("todo.md", "- [ ] milk")
        #expect(messages("path = \"\(folder.path)\"").isEmpty)
        #expect(messages("path = \"\(folder.path)\"\nshow = \"note\"\nnote = \"todo.md\"").isEmpty)
        #expect(messages("path = \"\(folder.path)\"\nshow = \"note\"").isEmpty, "without note, the large tile shows the first pinned note, else the newest")
        #expect(messages("path = \"widgetty:demo\"\nshow = \"note\"\nnote = \"Groceries.md\"").isEmpty, "the samples are not looked for on disk")
    }

    @Test func aFileForAFolderIsRefusedAndANoteFileGetsTheWayToShowIt() throws {
        let folder = try NotesFolder()
        let note = try folder.write("todo.md", "- [ ] milk")
        let quoted = QuotedValue.quote(note)
        #expect(messages("path = \"\(note)\"") == [
            "config.toml:3: widget 1 (notes): path: \(quoted) is a note, not a folder; set path to the folder of notes, such as path = \(QuotedValue.quote(folder.path)), and to show this one note add show = \"note\" and note = \"todo.md\"",
        ])
        let fifo = folder.path + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(messages("path = \"\(fifo)\"") == [
            "config.toml:3: widget 1 (notes): path: \(QuotedValue.quote(fifo)) is a FIFO, device or socket, not a folder; set path to the folder of notes, such as \"~/notes\"",
        ])
    }

    @Test func aRelativePathIsRefused() {
        #expect(messages("path = \"notes\"") == [
            #"config.toml:3: widget 1 (notes): path: "notes" is a relative path, which would be read from whatever folder widgetty starts in; write it from your home folder or from /, e.g. "~/notes""#,
        ])
    }

    /// At run time a missing folder is a tile offering New Note (which creates it): a warning, and the rest still loads.
    @Test func aMissingFolderIsAWarningOnItsLine() throws {
        let gone = try NotesFolder().path + "/gone"
        #expect(messages("recursive = true\npath = \"\(gone)\"\nshow = \"note\"\nnote = \"todo.md\"") == [
            "config.toml:4: warning: widget 1 (notes): path: there is no folder \(QuotedValue.quote(gone)) yet; the tile says so and its New Note creates it, or set path to your notes folder",
        ])
    }

    @Test func tildeIsExpandedAsTheWidgetExpandsIt() throws {
        let home = try TemporaryFolders.make()
        try FileManager.default.createDirectory(at: home.appendingPathComponent("notes"), withIntermediateDirectories: false)
        let settings = { (path: String) in NotesSettings(WidgetSettings(options: NotesWidget.options, values: ["path": .string(path)]), home: home.path) }
        #expect(NotesSettings.folderProblems(settings("~/notes")).isEmpty)
        #expect(NotesSettings.folderProblems(settings("~/notas")) == [
            .warning(#"there is no folder "~/notas" yet; the tile says so and its New Note creates it, or set path to your notes folder"#, at: "path"),
        ])
    }

    @Test func aNoteThatIsNotThereIsAWarningAndOneThatCannotBeListedIsRefused() throws {
        let folder = try NotesFolder()
        try folder.write("todo.md", "- [ ] milk")
        try FileManager.default.createDirectory(atPath: folder.path + "/work.md", withIntermediateDirectories: false)
        let table = "path = \"\(folder.path)\"\nshow = \"note\"\n"
        let quotedPath = QuotedValue.quote(folder.path)
        #expect(messages(table + "note = \"tood.md\"") == [
            "config.toml:5: warning: widget 1 (notes): note: there is no note \"tood.md\" in \(quotedPath); the large tile says so until it exists, so create it or correct the name",
        ])
        #expect(messages(table + "note = \"todo\"") == [
            #"config.toml:5: widget 1 (notes): note: "todo" is not a note; name a .md, .markdown or .txt file in the folder"#,
        ])
        #expect(messages(table + "note = \"work/plan.md\"") == [
            #"config.toml:5: widget 1 (notes): note: "work/plan.md" is in a folder inside path, which is read only with recursive = true; add recursive = true or name a note at the top of the folder"#,
        ])
        #expect(messages(table + "note = \"todo.md\"\nexclude = [\"todo*\"]") == [
            #"config.toml:5: widget 1 (notes): note: "todo.md" is left out by exclude; remove the glob that matches it, or name another note"#,
        ])
        #expect(messages(table + "note = \".todo.md\"") == [
            #"config.toml:5: widget 1 (notes): note: ".todo.md" is hidden (a name starting with "."), and hidden files are not listed; rename it or name another note"#,
        ])
        #expect(messages(table + "note = \"/etc/todo.md\"") == [
            #"config.toml:5: widget 1 (notes): note: "/etc/todo.md" is not inside the folder; name the note by its path inside path, such as "todo.md""#,
        ])
        #expect(messages(table + "note = \"work.md\"") == [
            #"config.toml:5: widget 1 (notes): note: "work.md" is a folder, not a note file; name a .md, .markdown or .txt file in the folder"#,
        ])
    }

    /// `note` picks what a large tile shows with show = "note"; anywhere else it does nothing, which is worth saying.
    @Test func aNoteWithoutShowNoteIsAWarning() throws {
        let folder = try NotesFolder()
        try folder.write("todo.md", "- [ ] milk")
        #expect(messages("path = \"\(folder.path)\"\nnote = \"todo.md\"") == [
            #"config.toml:4: warning: widget 1 (notes): note: has no effect unless show = "note"; add show = "note" for a large tile to show "todo.md" whole, or remove note"#,
        ])
    }
}
