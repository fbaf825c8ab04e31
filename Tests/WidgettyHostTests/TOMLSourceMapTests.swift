import Testing
import WidgettyTestSupport
@testable import WidgettyHost

@Suite struct TOMLSourceMapTests {
    @Test func findsTablesAndKeysAcrossMultilineValues() {
        let map = TOMLSourceMap(text: """
        # comment [[widget]]
        [dashboard]
        theme = "dark"

        [[widget]]
        kind = "clock"
        zones = [
          "Asia/Tokyo",   # [[not a table]]
          "Europe/London",
        ]
        note = \"\"\"
        size = "not a key"
        \"\"\"
        size = "medium"

        [[stack]]
        [[stack.widget]]
        kind = "clock"
        [[stack]]
        [[stack.widget]]
        'kind' = "clock"
        """)
        #expect(map.line(of: "dashboard") == 2)
        #expect(map.line(of: "dashboard.theme") == 3)
        #expect(map.line(of: "widget[0]") == 5)
        #expect(map.line(of: "widget[0].zones") == 7)
        #expect(map.line(of: "widget[0].size") == 14)
        #expect(map.line(of: "widget[1]") == nil)
        #expect(map.line(of: "stack[0].widget[0].kind") == 18)
        #expect(map.line(of: "stack[1].widget[0]") == 20)
        #expect(map.line(of: "stack[1].widget[0].kind") == 21)
        #expect(map.line(of: "stack") == 16, "an array of tables starts at its first")
    }

    @Test func windowsLineEndingsCountLinesToo() {
        let map = TOMLSourceMap(text: "[dashboard]\r\ntheme = \"dark\"\r\n\r\n[[widget]]\r\nkind = \"clock\"\r\n")
        #expect(map.line(of: "widget[0]") == 4, "\\r\\n is one Character in Swift; lines still end at each line feed")
        #expect(map.line(of: "widget[0].kind") == 5)
    }

    @Test func quotedKeysAreReadAsTOMLReadsThem() {
        let map = TOMLSourceMap(text: #"""
        [[widget]]
        kind = "stub"
        "\u0041bc" = 1
        "\U0001F600" = 2
        "tab\there" = 3
        'C:\path' = 4
        "a.b" = 5
        "x=y" = 6
        site . "host" = 7
        [[ "stack" ]]
        [[stack . 'widget']]
        kind = "stub"
        """#)
        #expect(map.line(of: "widget[0].Abc") == 3)
        #expect(map.line(of: "widget[0].😀") == 4)
        #expect(map.line(of: "widget[0].tab\there") == 5)
        #expect(map.line(of: #"widget[0].C:\path"#) == 6)
        #expect(map.line(of: "widget[0].a.b") == 7)
        #expect(map.line(of: "widget[0].x=y") == 8)
        #expect(map.line(of: "widget[0].site.host") == 9)
        #expect(map.line(of: "stack[0]") == 10)
        #expect(map.line(of: "stack[0].widget[0].kind") == 12)
    }

    /// A table written by a dotted key (`widget.kind = …`) or as a key (`widget = []`) is found on that key's line,
    /// so a refusal names the line that says it, not its table's header.
    @Test func aDottedKeyOrArrayKeyIsWhereItsTableIsWritten() throws {
        let map = TOMLSourceMap(text: "[[stack]]\nsize = \"small\"\nwidget.kind = \"clock\"\n")
        #expect(map.line(of: "stack[0].widget") == 3)
        #expect(map.line(of: "stack[0].widget.kind") == 3)
        for (text, message) in [("[[stack]]\nsize = \"small\"\nwidget.kind = \"clock\"\n", "two brackets"),
                                ("[[stack]]\nsize = \"small\"\nwidget = []\n", "holds no widgets")] {
            let error = #expect(throws: ConfigError.self) { try ConfigLoader(registry: testRegistry).parse(text, file: "dotted.toml") }
            let named = error?.diagnostics.first { $0.message.contains(message) }
            #expect(named?.line == 3, "\(String(describing: error))")
        }
    }
}
