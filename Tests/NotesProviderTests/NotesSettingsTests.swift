import Foundation
import Testing
import WidgettyHost
import WidgettyKit
@testable import NotesProvider

/// The notes kind's keys: `~` expanded, and a bad value a message naming the file, line and key.
@Suite struct NotesSettingsTests {
    static let registry = WidgetRegistry([WidgetKind(NotesWidget.self)])

    /// The messages `check` gives for a notes widget with `lines` in its table.
    private func problems(_ lines: String) -> [String] {
        do {
            _ = try ConfigLoader(registry: Self.registry).parse("[[widget]]\nkind = \"notes\"\n\(lines)\n", file: "config.toml")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func theFolderDefaultsToNotesInHomeAndTildeIsExpanded() {
        let settings = NotesSettings(WidgetSettings(options: NotesWidget.options, values: [:]), home: "/home/mika")
        #expect(settings.path == "~/notes")
        #expect(settings.folder == "/home/mika/notes")
        #expect(HomePath.expanding("/srv/notes", home: "/home/mika") == "/srv/notes")
        #expect(HomePath.expanding("~mika/notes", home: "/home/mika") == "~mika/notes", "another user's home is not guessed")
    }

    @Test func badValuesAreNamedWithTheirLine() {
        #expect(problems("path = \"  \"") == ["config.toml:3: widget 1 (notes): path: path is empty; give a folder such as \"~/notes\""])
        #expect(problems("note = \"../secrets.md\"") == ["config.toml:3: widget 1 (notes): note: \"../secrets.md\" leaves the folder; name a note inside it"])
        #expect(problems("show = \"grid\"").first?.contains("one of list, note") == true)
        #expect(problems("show = \"note\"\nnote = \"todo.md\"\npinned = [\"todo.md\"]\nrecursive = true\nexclude = [\"archive/*\"]").isEmpty)
    }

    /// Every note of a listing is matched against every glob and pinned name: 25,000 globs made 300 notes take a second.
    @Test func excludeAndPinnedListAHundredAtMost() {
        let list = { (count: Int) in "[" + (0..<count).map { "\"n\($0)*\"" }.joined(separator: ", ") + "]" }
        #expect(problems("exclude = \(list(100))\npinned = \(list(100))").isEmpty)
        #expect(problems("exclude = \(list(25_000))") == ["config.toml:3: widget 1 (notes): exclude: lists 25000 globs; give 100 at most"])
        #expect(problems("pinned = \(list(101))") == ["config.toml:3: widget 1 (notes): pinned: lists 101 notes; give 100 at most"])
    }
}
