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
