import Testing
@testable import WidgettyHost

/// "Remove Widget" takes exactly one table out of a commented configuration; every other byte stays.
@Suite struct ConfigTableRemovalTests {
    static let config = """
        # My home screen.
        [dashboard]
        theme = "dark"   # always dark

        # Clocks first.
        [[widget]]
        kind = "clock"
        zones = [
          "Asia/Tokyo",  # [not a header]
          ["nested"],
        ]
        note = \"\"\"
        [[widget]] inside a string is no header
        \"\"\"

        # The weather, for the commute.
        # Two lines of comment.
        [[widget]]
        kind = "weather"
        location = "Tokyo"

        [[stack]]
        size = "small"
        [[stack.widget]]
        kind = "clock"

        """

    @Test func theMiddleTableGoesWithItsCommentAndOneBlankLine() {
        let removed = ConfigTableRemoval.removing(tableAt: 18, named: ["widget"], from: Self.config)
        #expect(removed == """
            # My home screen.
            [dashboard]
            theme = "dark"   # always dark

            # Clocks first.
            [[widget]]
            kind = "clock"
            zones = [
              "Asia/Tokyo",  # [not a header]
              ["nested"],
            ]
            note = \"\"\"
            [[widget]] inside a string is no header
            \"\"\"

            [[stack]]
            size = "small"
            [[stack.widget]]
            kind = "clock"

            """)
    }

    @Test func aTableWithMultiLineValuesGoesWholeAndTheNextTablesCommentsStay() {
        let removed = ConfigTableRemoval.removing(tableAt: 6, named: ["widget"], from: Self.config)
        #expect(removed == """
            # My home screen.
            [dashboard]
            theme = "dark"   # always dark

            # The weather, for the commute.
            # Two lines of comment.
            [[widget]]
            kind = "weather"
            location = "Tokyo"

            [[stack]]
            size = "small"
            [[stack.widget]]
            kind = "clock"

            """)
    }

    @Test func theLastTableGoesAndTheFileStillEndsInOneNewline() {
        let text = "[[widget]]\nkind = \"clock\"\n\n[[widget]]\nkind = \"weather\"\n"
        #expect(ConfigTableRemoval.removing(tableAt: 4, named: ["widget"], from: text) == "[[widget]]\nkind = \"clock\"\n")
        #expect(ConfigTableRemoval.removing(tableAt: 1, named: ["widget"], from: text) == "[[widget]]\nkind = \"weather\"\n")
    }

    @Test func aStacksQuotedSubTablesGoWithIt() {
        let text = "[[stack]]\nsize = \"small\"\n[[ stack.\"widget\" ]]\nkind = \"clock\"\n\n[[widget]]\nkind = \"weather\"\n"
        #expect(ConfigTableRemoval.removing(tableAt: 1, named: ["stack"], from: text) == "[[widget]]\nkind = \"weather\"\n")
    }

    @Test func windowsLineEndingsAreKept() {
        let text = "[[widget]]\r\nkind = \"clock\"\r\n\r\n[[widget]]\r\nkind = \"weather\"\r\n"
        #expect(ConfigTableRemoval.removing(tableAt: 4, named: ["widget"], from: text) == "[[widget]]\r\nkind = \"clock\"\r\n")
    }

    @Test func aLineThatIsNoHeaderRemovesNothing() {
        #expect(ConfigTableRemoval.removing(tableAt: 7, named: ["widget"], from: Self.config) == nil, "a key line")
        #expect(ConfigTableRemoval.removing(tableAt: 13, named: ["widget"], from: Self.config) == nil, "inside a multi-line string")
        #expect(ConfigTableRemoval.removing(tableAt: 10, named: ["widget"], from: Self.config) == nil, "inside a multi-line array")
        #expect(ConfigTableRemoval.removing(tableAt: 99, named: ["widget"], from: Self.config) == nil)
    }
}

/// The editor command for "Edit in Editor…" and for opening local files.
@Suite struct EditorCommandTests {
    @Test(arguments: [
        ("vim", ["vim", "+12", "/c.toml"]), ("/usr/bin/nvim", ["/usr/bin/nvim", "+12", "/c.toml"]), ("nano", ["nano", "+12", "/c.toml"]),
        ("emacs -nw", ["emacs", "-nw", "+12", "/c.toml"]), ("micro", ["micro", "+12", "/c.toml"]),
        ("hx", ["hx", "/c.toml:12"]), ("kak", ["kak", "/c.toml:12"]), ("code --wait", ["code", "--wait", "-g", "/c.toml:12"]),
        ("gedit", ["gedit", "/c.toml"]),
    ])
    func eachEditorIsToldTheLineItsOwnWay(editor: String, expected: [String]) {
        #expect(EditorCommand(file: "/c.toml", line: 12, environment: ["EDITOR": editor]).arguments == expected)
    }

    @Test func visualWinsOverEditorAndViIsTheLastResort() {
        #expect(EditorCommand(file: "f", environment: ["VISUAL": "nvim", "EDITOR": "nano"]).arguments == ["nvim", "f"])
        #expect(EditorCommand(file: "f", environment: ["VISUAL": " ", "EDITOR": "nano"]).arguments == ["nano", "f"])
        #expect(EditorCommand(file: "f", line: 3, environment: [:]).arguments == ["vi", "+3", "f"])
    }
}
