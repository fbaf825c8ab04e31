import Foundation
import Testing
import WidgettyTestSupport
@testable import WidgettyHost

/// A configuration file opening with a UTF-8 byte-order mark right before its first table header: that header is a
/// header to every targeted edit (the one asked about leaves, not the next), and the mark stays at the file's start.
@Suite struct ByteOrderMarkEditTests {
    static let registry = testRegistry
    static let mark = "\u{FEFF}"

    static let widgets = mark + "[[widget]]\nkind = \"stub\"\nlabel = \"a\"\n\n[[widget]]\nkind = \"stub\"\nlabel = \"b\"\n"
    static let stackTables = mark + "[[stack]]\n[[stack.widget]]\nkind = \"stub\"\nlabel = \"a\"\n[[stack.widget]]\nkind = \"stub\"\nlabel = \"b\"\n\n"
        + "[[widget]]\nkind = \"stub\"\nlabel = \"c\"\n"
    static let stackInline = mark + "[[stack]]\nwidget = [{ kind = \"stub\", label = \"a\" }, { kind = \"stub\", label = \"b\" }]\n\n"
        + "[[widget]]\nkind = \"stub\"\nlabel = \"c\"\n"

    /// The file holding `text` after removing `target`, its bytes as they are (Foundation's UTF-8 reading drops a mark).
    func removing(_ target: WidgetRemoval.Target, from text: String) throws -> String {
        let (path, config) = try WidgetRemovalTests().file(text)
        #expect(FileManager.default.contents(atPath: path)?.prefix(3) == Data([0xEF, 0xBB, 0xBF]), "the file starts with the mark")
        try WidgetRemoval.remove(target, of: config, path: path, registry: Self.registry)
        return String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    @Test func theFirstTableIsFoundOnLineOne() throws {
        let config = try ConfigLoader(registry: Self.registry).parse(Self.widgets, file: "bom.toml")
        #expect(config.slots.map(\.line) == [1, 5])
        #expect(ConfigLines(Self.widgets).kinds.first == .header)
    }

    @Test func removingTheFirstWidgetRemovesItAndKeepsTheMark() throws {
        #expect(try removing(.widget(0), from: Self.widgets) == Self.mark + "[[widget]]\nkind = \"stub\"\nlabel = \"b\"\n")
        #expect(try removing(.widget(1), from: Self.widgets) == Self.mark + "[[widget]]\nkind = \"stub\"\nlabel = \"a\"\n")
    }

    @Test func aStackAtTheStartGivesUpItsMemberInEitherForm() throws {
        #expect(try removing(.widget(WidgetPosition(slot: 0, member: 0)), from: Self.stackTables)
                == Self.mark + "[[stack]]\n[[stack.widget]]\nkind = \"stub\"\nlabel = \"b\"\n\n[[widget]]\nkind = \"stub\"\nlabel = \"c\"\n")
        #expect(try removing(.widget(WidgetPosition(slot: 0, member: 1)), from: Self.stackInline)
                == Self.mark + "[[stack]]\nwidget = [{ kind = \"stub\", label = \"a\" }]\n\n[[widget]]\nkind = \"stub\"\nlabel = \"c\"\n")
        #expect(try removing(.stack(slot: 0), from: Self.stackInline) == Self.mark + "[[widget]]\nkind = \"stub\"\nlabel = \"c\"\n")
    }

    @Test func movingTheFirstTableKeepsTheMarkAtTheStart() throws {
        let config = try ConfigLoader(registry: Self.registry).parse(Self.widgets, file: "bom.toml")
        let moved = ArrangeEdit.move(slot: 0, to: 1).applied(to: Self.widgets, config: config)
        #expect(moved?.hasPrefix(Self.mark + "[[widget]]\nkind = \"stub\"\nlabel = \"b\"") == true, "got \(String(describing: moved))")
        #expect(moved?.unicodeScalars.filter { $0 == "\u{FEFF}" }.count == 1)
    }
}
