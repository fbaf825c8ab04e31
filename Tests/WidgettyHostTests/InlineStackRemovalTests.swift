import Foundation
import Testing
import WidgettyTestSupport
@testable import WidgettyHost

/// "Remove Widget" on a stack's widget written as an element of its `[[stack]]` table's `widget = [{…}, {…}]`:
/// that element alone leaves, with its comma and the comment lines of its own right above it; every other byte
/// stays, on one line or over several, CRLF or not, and undo gives the file back byte for byte.
@Suite struct InlineStackRemovalTests {
    static let registry = testRegistry

    /// One line: `widget = [ {…Paris}, {…Tea}, {…Tokyo} ]` in the second slot's `[[stack]]`.
    static let oneLine = StackRemovalLayoutTests.inline

    /// Over several lines: comments above and after elements, a blank line, a trailing comma, a key after the array.
    static let multiLine = """
        # my stack
        [[stack]]
        rotation = "off"
        widget = [   # the morning
          # Paris, first
          { kind = "stub", label = "Paris" },  # in French
          # Tea
          # (two lines)
          { kind = "stub", label = "Tea" },

          # Tokyo
          { kind = "stub", label = "Tokyo" },
        ]
        size = "small"

        [[widget]]
        kind = "stub"

        """

    /// The file at `path` after removing stack `slot`'s widget `member`, and the labels of that stack reloaded.
    func remove(_ member: Int, ofStack slot: Int = 1, from text: String) throws -> (text: String, labels: [String]) {
        let (path, config) = try WidgetRemovalTests().file(text)
        try WidgetRemoval.remove(.widget(WidgetPosition(slot: slot, member: member)), of: config, path: path, registry: Self.registry)
        let edited = try String(contentsOfFile: path, encoding: .utf8)
        return (edited, try labels(ofStack: slot, in: edited))
    }

    /// The labels of the widgets of stack `slot` as `text` loads.
    func labels(ofStack slot: Int, in text: String) throws -> [String] {
        let config = try ConfigLoader(registry: Self.registry).parse(text, file: "config.toml")
        guard config.slots.indices.contains(slot), case .stack(let stack) = config.slots[slot] else { return [] }
        return stack.widgets.map { $0.settings.string("label") ?? "" }
    }

    @Test(arguments: [
        (0, #"widget = [ {kind="stub",label="Tea"}, {kind="stub",label="Tokyo"} ]"#, ["Tea", "Tokyo"]),
        (1, #"widget = [ {kind="stub",label="Paris"}, {kind="stub",label="Tokyo"} ]"#, ["Paris", "Tokyo"]),
        (2, #"widget = [ {kind="stub",label="Paris"}, {kind="stub",label="Tea"} ]"#, ["Paris", "Tea"]),
    ])
    func anElementOfAOneLineArrayLeavesWithItsComma(member: Int, line: String, kept: [String]) throws {
        let removed = try remove(member, from: Self.oneLine)
        #expect(removed.text == Self.oneLine.replacingOccurrences(
            of: #"widget = [ {kind="stub",label="Paris"}, {kind="stub",label="Tea"}, {kind="stub",label="Tokyo"} ]"#, with: line))
        #expect(removed.labels == kept)
    }

    @Test(arguments: [
        (0, "  # Paris, first\n  { kind = \"stub\", label = \"Paris\" },  # in French\n", ["Tea", "Tokyo"]),
        (1, "  # Tea\n  # (two lines)\n  { kind = \"stub\", label = \"Tea\" },\n", ["Paris", "Tokyo"]),
        (2, "  # Tokyo\n  { kind = \"stub\", label = \"Tokyo\" },\n", ["Paris", "Tea"]),
    ])
    func anElementOnLinesOfItsOwnLeavesWithTheCommentsRightAboveIt(member: Int, lines: String, kept: [String]) throws {
        let removed = try remove(member, ofStack: 0, from: Self.multiLine)
        #expect(removed.text == Self.multiLine.replacingOccurrences(of: lines, with: ""))
        #expect(removed.labels == kept)
    }

    @Test func theLastElementWithoutATrailingCommaTakesTheCommaBeforeIt() throws {
        let text = "[[stack]]\nwidget = [\n  { kind = \"stub\", label = \"Paris\" }, # P\n  { kind = \"stub\", label = \"Tea\" }\n]\n"
        let removed = try remove(1, ofStack: 0, from: text)
        #expect(removed.text == "[[stack]]\nwidget = [\n  { kind = \"stub\", label = \"Paris\" } # P\n]\n")
        #expect(removed.labels == ["Paris"], "a stack of one, kept as a stack")
        let mixed = "[[stack]]\nwidget = [ {kind=\"stub\",label=\"A\"},\n  {kind=\"stub\",label=\"B\"}, {kind=\"stub\",label=\"C\"} ]\n"
        #expect(try remove(0, ofStack: 0, from: mixed).text == "[[stack]]\nwidget = [\n  {kind=\"stub\",label=\"B\"}, {kind=\"stub\",label=\"C\"} ]\n")
        #expect(try remove(2, ofStack: 0, from: mixed).text == "[[stack]]\nwidget = [ {kind=\"stub\",label=\"A\"},\n  {kind=\"stub\",label=\"B\"} ]\n")
    }

    /// Strings holding what separates elements, in each of TOML's four kinds, with escapes and quotes.
    static let tricky = #"""
        [[stack]]
        widget = [
          { kind = "stub", label = "a, {b} ]# \"q\" \\" },
          { kind = "stub", label = 'c, } ] # "d"' }, { kind = "stub", label = """e, ]} # ""\"
        f""" },
          { kind = "stub", label = '''g ]}, # "
        'h'''' }
        ]

        """#

    @Test(arguments: [
        (0, "  { kind = \"stub\", label = \"a, {b} ]# \\\"q\\\" \\\\\" },\n", ["c, } ] # \"d\"", "e, ]} # \"\"\"\nf", "g ]}, # \"\n'h'"]),
        (1, "{ kind = \"stub\", label = 'c, } ] # \"d\"' }, ", ["a, {b} ]# \"q\" \\", "e, ]} # \"\"\"\nf", "g ]}, # \"\n'h'"]),
        (3, ",\n  { kind = \"stub\", label = '''g ]}, # \"\n'h'''' }", ["a, {b} ]# \"q\" \\", "c, } ] # \"d\"", "e, ]} # \"\"\"\nf"]),
    ])
    func stringsHoldingCommasBracketsHashesAndQuotesAreReadAsStrings(member: Int, cut: String, kept: [String]) throws {
        #expect(try labels(ofStack: 0, in: Self.tricky).count == 4)
        let removed = try remove(member, ofStack: 0, from: Self.tricky)
        #expect(Self.tricky.contains(cut))
        #expect(removed.text == Self.tricky.replacingOccurrences(of: cut, with: ""))
        #expect(removed.labels == kept)
    }

    @Test func aMultiLineStringElementLeavesWhole() throws {
        let removed = try remove(2, ofStack: 0, from: Self.tricky)
        #expect(removed.text == Self.tricky.replacingOccurrences(of: " { kind = \"stub\", label = \"\"\"e, ]} # \"\"\\\"\nf\"\"\" },", with: ""))
        #expect(removed.labels == ["a, {b} ]# \"q\" \\", "c, } ] # \"d\"", "g ]}, # \"\n'h'"])
    }

    @Test func crlfLinesAndNoFinalLineFeedStay() throws {
        let text = "[[widget]]\r\nkind=\"stub\"\r\n\r\n[[stack]]\r\nwidget = [\r\n  # A\r\n  {kind=\"stub\",label=\"A\"},\r\n  {kind=\"stub\",label=\"B\"}\r\n]"
        #expect(try remove(1, from: text).text == "[[widget]]\r\nkind=\"stub\"\r\n\r\n[[stack]]\r\nwidget = [\r\n  # A\r\n  {kind=\"stub\",label=\"A\"}\r\n]")
        #expect(try remove(0, from: text).text == "[[widget]]\r\nkind=\"stub\"\r\n\r\n[[stack]]\r\nwidget = [\r\n  {kind=\"stub\",label=\"B\"}\r\n]")
        let oneLine = "[[stack]]\r\nwidget = [{kind=\"stub\",label=\"A\"}, {kind=\"stub\",label=\"B\"}]"
        #expect(try remove(1, ofStack: 0, from: oneLine).text == "[[stack]]\r\nwidget = [{kind=\"stub\",label=\"A\"}]")
    }

    @Test func undoGivesTheFileBackByteForByte() throws {
        for (text, slot) in [(Self.oneLine, 1), (Self.multiLine, 0), (Self.tricky, 0)] {
            let (path, config) = try WidgetRemovalTests().file(text)
            let change = try WidgetRemoval.remove(.widget(WidgetPosition(slot: slot, member: 1)), of: config, path: path, registry: Self.registry)
            #expect(try String(contentsOfFile: path, encoding: .utf8) != text)
            try ConfigFileEdit.restore(change.reversed, at: path, undoing: true)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        }
    }

    @Test func theStackOfOneLeftLosesItsLastWidgetWithTheStack() throws {
        let text = "[[widget]]\nkind=\"stub\"\n\n[[stack]]\nwidget = [{kind=\"stub\",label=\"A\"}, {kind=\"stub\",label=\"B\"}]\n"
        let (path, config) = try WidgetRemovalTests().file(text)
        try WidgetRemoval.remove(.widget(WidgetPosition(slot: 1, member: 0)), of: config, path: path, registry: Self.registry)
        let once = try String(contentsOfFile: path, encoding: .utf8)
        #expect(once == "[[widget]]\nkind=\"stub\"\n\n[[stack]]\nwidget = [{kind=\"stub\",label=\"B\"}]\n")
        let reloaded = try ConfigLoader(registry: Self.registry).parse(once, file: path)
        try WidgetRemoval.remove(.widget(WidgetPosition(slot: 1, member: 0)), of: reloaded, path: path, registry: Self.registry)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "[[widget]]\nkind=\"stub\"\n")
    }

    @Test func removeStackTakesTheTableWithItsMultiLineArray() throws {
        let (path, config) = try WidgetRemovalTests().file(Self.multiLine)
        try WidgetRemoval.remove(.stack(slot: 0), of: config, path: path, registry: Self.registry)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "[[widget]]\nkind = \"stub\"\n")
    }

    @Test func aFileEditedBetweenTheMenuAndTheConfirmationIsLeftAlone() throws {
        let edits = [Self.multiLine.replacingOccurrences(of: "label = \"Tokyo\"", with: "label = \"Kyoto\""),
                     Self.multiLine.replacingOccurrences(of: "# my stack\n", with: "# my stack\n# moved a line down\n")]
        for edited in edits {
            let (path, config) = try WidgetRemovalTests().file(Self.multiLine)
            try edited.write(toFile: path, atomically: false, encoding: .utf8)
            let error = #expect(throws: ConfigError.self) {
                try WidgetRemoval.remove(.widget(WidgetPosition(slot: 0, member: 1)), of: config, path: path, registry: Self.registry)
            }
            #expect(error?.description.contains("changed since the dashboard loaded it") == true, "\(String(describing: error))")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
            // Once the dashboard shows the edit, asking again takes Tea out of the edited file.
            let reloaded = try ConfigLoader(registry: Self.registry).parse(edited, file: path)
            try WidgetRemoval.remove(.widget(WidgetPosition(slot: 0, member: 1)), of: reloaded, path: path, registry: Self.registry)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == edited.replacingOccurrences(of: "  # Tea\n  # (two lines)\n  { kind = \"stub\", label = \"Tea\" },\n", with: ""))
        }
    }

    /// Every way of writing the separators, comments and brackets below, LF and CRLF: each element can be cut out, and
    /// what stands before the array's key and after its `]` stays byte for byte (the removal itself checks that the
    /// result reads as the document less that element).
    @Test func everyLayoutOfSeparatorsCommentsAndBracketsCutsCleanly() {
        let elements = [#"{ kind = "stub", label = "x, ]}" }"#, #"{ kind = "stub", label = '#{' }"#, #"{ kind = "stub", label = """a\n]""" }"#]
        let opens = ["[", "[\n  ", "[ # open ]\n  "]
        let separators = [", ", ",", " , ", ",\n  ", ",  # after, ]\n  # before\n  ", "\n  , ", "\n  ,\n  ", ",\n\n  # next\n  "]
        let closes = ["]", " ]", "\n]", ",\n]", ", ]", " # end ]\n]"]
        var refused: [String] = [], residue: [String] = []
        for ending in ["\n", "\r\n"] {
            for open in opens {
                for first in separators {
                    // Each separator before the last element too, and the plainest one: all pairs would take seconds.
                    for second in Set([first, ", "]) {
                        for close in closes {
                            let array = open + elements[0] + first + elements[1] + second + elements[2] + close
                            let text = ("# top\n[[stack]]\nwidget = " + array + "\nsize = \"small\"\n").replacingOccurrences(of: "\n", with: ending)
                            let suffix = ending + "size = \"small\"" + ending
                            for member in 0..<3 {
                                guard let edited = InlineMemberRemoval.removing(member: member, ofArrayAt: 3, from: text),
                                      edited.hasPrefix("# top" + ending + "[[stack]]" + ending + "widget = ["), edited.hasSuffix("]" + suffix) else {
                                    refused.append("member \(member) of \(text.debugDescription)")
                                    continue
                                }
                                if edited.unicodeScalars.split(separator: "\n").contains(where: { $0.contains(" ") && $0.allSatisfy { $0 == " " || $0 == "\r" } }) {
                                    residue.append("member \(member) of \(text.debugDescription) left \(edited.debugDescription)")
                                }
                            }
                        }
                    }
                }
            }
        }
        #expect(refused.isEmpty, "\(refused.count) refused, first: \(refused.prefix(3))")
        #expect(residue.isEmpty, "\(residue.count) left a line of blanks only, first: \(residue.prefix(3))")
    }

    /// Leading commas: the last element leaves with its line and the comma that starts it, no blanks left behind; a
    /// comma on a line of its own leaves with that line.
    @Test func aLeadingCommaLeavesWithItsWholeLine() throws {
        let text = """
            [[stack]]
            widget = [ { kind = "stub", label = "Paris" }
                     , { kind = "stub", label = "Tea" }
                     , { kind = "stub", label = "Tokyo" }   # last
                     ]

            """
        let removed = try remove(2, ofStack: 0, from: text)
        #expect(removed.text == text.replacingOccurrences(of: "         , { kind = \"stub\", label = \"Tokyo\" }   # last\n", with: ""))
        #expect(removed.labels == ["Paris", "Tea"])
        let alone = "[[stack]]\nwidget = [\n  { kind = \"stub\", label = \"Paris\" }\n  ,\n  { kind = \"stub\", label = \"Tea\" }\n]\n"
        #expect(try remove(1, ofStack: 0, from: alone).text == "[[stack]]\nwidget = [\n  { kind = \"stub\", label = \"Paris\" }\n]\n")
    }

    @Test func editModeAndTheDemoCutTheElementToo() throws {
        let config = try ConfigLoader(registry: Self.registry).parse(Self.oneLine, file: "demo")
        let edited = ArrangeEdit.remove(.widget(WidgetPosition(slot: 1, member: 1))).applied(to: Self.oneLine, config: config)
        #expect(edited == Self.oneLine.replacingOccurrences(of: #"{kind="stub",label="Tea"}, "#, with: ""))
    }
}
