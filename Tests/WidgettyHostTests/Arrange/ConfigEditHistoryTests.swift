import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyHost

/// The session's history of whole-file texts, its file edits, and what each of edit mode's changes writes.
@Suite struct ConfigEditHistoryTests {
    @Test func undoAndRedoWalkTheChangesAndANewChangeDropsWhatWasUndone() {
        var history = ConfigEditHistory()
        history.record(.init(before: "a", after: "b", title: "One"))
        history.record(.init(before: "b", after: "c", title: "Two"))
        history.record(.init(before: "c", after: "c", title: "Nothing"))
        #expect(history.undoable?.title == "Two" && history.redoable == nil)
        history.didUndo()
        #expect(history.undoable?.title == "One" && history.redoable?.title == "Two")
        history.didUndo()
        #expect(history.undoable == nil && history.redoable?.title == "One")
        history.didRedo()
        history.record(.init(before: "b", after: "d", title: "Three"))
        #expect(history.undoable?.title == "Three" && history.redoable == nil)
    }

    @Test func pastItsLimitTheOldestChangesAreForgotten() {
        var history = ConfigEditHistory()
        let big = String(repeating: "#", count: ConfigEditHistory.byteLimit / 2 - 10)
        history.record(.init(before: "a", after: "b", title: "One"))
        history.record(.init(before: "b", after: big, title: "Two"))
        #expect(history.undoable?.title == "Two")
        history.record(.init(before: big, after: big + "c", title: "Three"))
        #expect(history.undoable?.title == "Three", "the newest change stays, alone when it must")
        history.didUndo()
        #expect(history.undoable == nil && history.redoable?.title == "Three", "One and Two were forgotten to keep the history under its limit")
    }

    static let text = """
        # Clocks.
        [[widget]]
        kind = "stub"
        label = "One"

        [[widget]]  # two
        kind = "stub"
        label = "Two"

        """

    @Test func aFileEditIsRecordedAndUndoneByteForByteUnlessTheFileChangedMeanwhile() throws {
        let file = try TemporaryFolders.make().appendingPathComponent("config.toml")
        try saveInPlace(Self.text, to: file.path)
        let config = try ConfigLoader(registry: testRegistry).parse(Self.text, file: file.path)
        let edit = ArrangeEdit.move(slot: 1, to: 0)
        let change = try ConfigFileEdit.apply(edit.title, to: file.path, showing: config, registry: testRegistry) { edit.applied(to: $0, config: config) }
        let moved = "[[widget]]  # two\nkind = \"stub\"\nlabel = \"Two\"\n\n# Clocks.\n[[widget]]\nkind = \"stub\"\nlabel = \"One\"\n"
        #expect(change == .init(before: Self.text, after: moved, title: "Move Widget"))
        #expect(try String(contentsOf: file, encoding: .utf8) == moved)
        #expect(throws: ConfigError.self, "the dashboard's configuration is no longer the file's") {
            try ConfigFileEdit.apply(edit.title, to: file.path, showing: config, registry: testRegistry) { edit.applied(to: $0, config: config) }
        }
        try ConfigFileEdit.restore(change.reversed, at: file.path, undoing: true)
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.text)
        try saveInPlace(Self.text + "# mine\n", to: file.path)
        let refusal = #expect(throws: ConfigError.self) { try ConfigFileEdit.restore(change, at: file.path, undoing: false) }
        #expect(refusal?.description.contains("was edited since \u{201C}Move Widget\u{201D}, so it cannot redo it") == true)
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.text + "# mine\n", "someone else's edit stays")
    }

    @Test func anEditOfAFileThatDoesNotLoadNamesItsProblemAndSaysToFixItFirst() throws {
        let file = try TemporaryFolders.make().appendingPathComponent("config.toml")
        let config = try ConfigLoader(registry: testRegistry).parse(Self.text, file: file.path)
        let broken = "[dashboard]\ntheme = \"bogus\"\n\n" + Self.text
        try saveInPlace(broken, to: file.path)
        let edit = ArrangeEdit.resize(slot: 0, to: .large)
        let refusal = #expect(throws: ConfigError.self) {
            try ConfigFileEdit.apply(edit.title, to: file.path, showing: config, registry: testRegistry) { edit.applied(to: $0, config: config) }
        }
        let message = try #require(refusal?.description)
        #expect(message.contains("does not load now (line 2: "), "\(message)")
        #expect(message.contains("bogus"), "\(message)")
        #expect(message.contains("fix the file first, then resize widget again"), "\(message)")
        #expect(!message.contains("once it shows your edit"), "\(message)")
        #expect(try String(contentsOf: file, encoding: .utf8) == broken, "nothing is written")
    }

    @Test func eachChangeWritesOnlyItsTables() throws {
        let config = try ConfigLoader(registry: testRegistry).parse(Self.text, file: "config.toml")
        #expect(ArrangeEdit.resize(slot: 0, to: .large).applied(to: Self.text, config: config)
                == Self.text.replacingOne("label = \"One\"\n", with: "label = \"One\"\nsize = \"large\"\n"))
        let stacked = try #require(ArrangeEdit.stack(slot: 1, onto: 0).applied(to: Self.text, config: config))
        #expect(stacked == "[[stack]]\nsize = \"small\"\n\n# Clocks.\n[[stack.widget]]\nkind = \"stub\"\nlabel = \"One\"\n\n[[stack.widget]]  # two\nkind = \"stub\"\nlabel = \"Two\"\n")
        let stack = try ConfigLoader(registry: testRegistry).parse(stacked, file: "config.toml")
        #expect(ArrangeEdit.rotation(slot: 0, to: "off").applied(to: stacked, config: stack)
                == stacked.replacingOne("size = \"small\"\n", with: "size = \"small\"\nrotation = \"off\"\n"))
        #expect(ArrangeEdit.resize(slot: 0, to: .medium).applied(to: stacked, config: stack)
                == stacked.replacingOne("size = \"small\"", with: "size = \"medium\""))
        let reordered = try #require(ArrangeEdit.reorderMember(slot: 0, from: 1, to: 0).applied(to: stacked, config: stack))
        #expect(reordered == "[[stack]]\nsize = \"small\"\n\n[[stack.widget]]  # two\nkind = \"stub\"\nlabel = \"Two\"\n\n# Clocks.\n[[stack.widget]]\nkind = \"stub\"\nlabel = \"One\"\n")
        let out = try #require(ArrangeEdit.unstack(slot: 0, member: 1).applied(to: stacked, config: stack))
        #expect(out == "[[stack]]\nsize = \"small\"\n\n# Clocks.\n[[stack.widget]]\nkind = \"stub\"\nlabel = \"One\"\n\n[[widget]]  # two\nkind = \"stub\"\nlabel = \"Two\"\nsize = \"small\"\n")
        #expect(ArrangeEdit.remove(.widget(WidgetPosition(slot: 1))).applied(to: Self.text, config: config) == "# Clocks.\n[[widget]]\nkind = \"stub\"\nlabel = \"One\"\n")
        #expect(ArrangeEdit.stack(slot: 0, onto: 0).applied(to: Self.text, config: config) == nil)
    }
}

/// "Save as Configuration" makes a new file, with its folders, and never writes over one.
@Suite struct ConfigFileCreationTests {
    @Test func aNewFileIsMadeWithItsFoldersAndAnExistingOneIsLeftAlone() throws {
        let folder = try TemporaryFolders.make()
        let path = folder.appendingPathComponent("config/widgetty/config.toml").path
        try ConfigFileCreation.create(path, holding: "[[widget]]\nkind = \"stub\"\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "[[widget]]\nkind = \"stub\"\n")
        let refusal = #expect(throws: ConfigError.self) { try ConfigFileCreation.create(path, holding: "other") }
        #expect(refusal?.description.contains("exists already; the demo was not saved over it") == true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "[[widget]]\nkind = \"stub\"\n")
    }
}
