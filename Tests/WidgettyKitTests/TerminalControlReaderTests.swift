import Testing
import WidgettyKit

/// Text is read as characters, lone controls and control sequences; control strings and other escapes go whole.
@Suite struct TerminalControlReaderTests {
    /// Every token of `text`.
    private func tokens(_ text: String) -> [TerminalControlReader.Token] {
        var reader = TerminalControlReader(text)
        var tokens: [TerminalControlReader.Token] = []
        while let token = reader.next() { tokens.append(token) }
        return tokens
    }

    /// The characters of `text` shown, without its controls.
    private func shown(_ text: String) -> String {
        var shown = String.UnicodeScalarView()
        for case .character(let scalar) in tokens(text) { shown.append(scalar) }
        return String(shown)
    }

    @Test func controlSequencesAreHandedOnWithTheirParameters() {
        #expect(tokens("a\u{1B}[1;31mb\u{9B}2J") == [
            .character("a"), .controlSequence(parameters: "1;31", final: "m"), .character("b"),
            .controlSequence(parameters: "2", final: "J"),
        ])
        #expect(tokens("\u{1B}[?25h\u{1B}[ q") == [.controlSequence(parameters: "?25", final: "h"),
                                                  .controlSequence(parameters: " ", final: "q")])
    }

    @Test func longParametersAreCut() {
        let tokens = tokens("\u{1B}[" + String(repeating: "1;", count: 100) + "m")
        #expect(tokens == [.controlSequence(parameters: String(repeating: "1;", count: 32), final: "m")])
    }

    @Test(arguments: [
        ("OSC ended by BEL", "a\u{1B}]0;title\u{07}b"),
        ("OSC ended by ST", "a\u{1B}]8;;http://x\u{1B}\\b"),
        ("DCS (DECRQSS reply)", "a\u{1B}P1$r0m\u{1B}\\b"),
        ("DCS with a BEL inside", "a\u{1B}Pq\u{07}#0;2;0;0;0\u{1B}\\b"),
        ("tmux passthrough", "a\u{1B}Ptmux;\u{1B}\u{1B}]52;c;dGVzdA==\u{07}\u{1B}\\b"),
        ("nested tmux passthrough", "a\u{1B}Ptmux;\u{1B}\u{1B}P1$r0m\u{1B}\u{1B}\\\u{1B}\\b"),
        ("SOS", "a\u{1B}Xstart of string\u{1B}\\b"),
        ("PM", "a\u{1B}^privacy message\u{1B}\\b"),
        ("APC (kitty graphics)", "a\u{1B}_Gf=100;AAAA\u{1B}\\b"),
        ("8-bit CSI", "a\u{9B}31mb"),
        ("8-bit OSC ended by 8-bit ST", "a\u{9D}0;title\u{9C}b"),
        ("8-bit OSC ended by BEL", "a\u{9D}0;title\u{07}b"),
        ("8-bit DCS", "a\u{90}1$r0m\u{9C}b"),
        ("8-bit SOS", "a\u{98}text\u{9C}b"),
        ("8-bit PM", "a\u{9E}text\u{9C}b"),
        ("8-bit APC", "a\u{9F}Gf=100\u{9C}b"),
        ("7-bit string ended by 8-bit ST", "a\u{1B}Pdata\u{9C}b"),
        ("8-bit string ended by 7-bit ST", "a\u{90}data\u{1B}\\b"),
        ("two-byte escapes", "a\u{1B}7\u{1B}=\u{1B}cb"),
        ("escapes with intermediates", "a\u{1B}(B\u{1B}#8\u{1B} Fb"),
    ])
    func controlStringsAndEscapesGoWhole(kind: String, text: String) {
        #expect(shown(text) == "ab", "\(kind)")
    }

    @Test func aStringCutOffByTheEndTakesTheRest() {
        #expect(shown("a\u{1B}Pq#0;2;0;0;0\nmore\nlines") == "a")
        #expect(shown("a\u{1B}]8;;http://x") == "a")
        #expect(shown("a\u{9F}unended") == "a")
        #expect(tokens("a\u{1B}[38;5") == [.character("a")])
        #expect(tokens("a\u{1B}") == [.character("a")])
    }

    @Test func aStringEndsAtBellOnlyWhenItIsAnOSC() {
        #expect(shown("a\u{1B}]0;t\u{07}b\u{1B}\\c") == "abc")
        #expect(shown("a\u{1B}Pt\u{07}b\u{1B}\\c") == "ac")
    }

    @Test func aBrokenSequenceLeavesWhatBrokeItToBeRead() {
        #expect(tokens("\u{1B}[31\nx") == [.control("\n"), .character("x")])
        #expect(tokens("\u{1B}[3é") == [.character("é")])
        #expect(tokens("\u{1B}\u{1B}[1m") == [.controlSequence(parameters: "1", final: "m")])
        #expect(tokens("\u{1B}\n") == [.control("\n")])
    }

    @Test func loneControlsAreHandedOn() {
        #expect(tokens("a\tb\n\u{07}\u{7F}\u{85}\u{9C}") == [
            .character("a"), .control("\t"), .character("b"), .control("\n"), .control("\u{07}"), .control("\u{7F}"),
            .control("\u{85}"), .control("\u{9C}"),
        ])
    }

    @Test func aRawByte0x9BIsNoControlSequence() {
        let text = String(decoding: [0x61, 0x9B, 0x33, 0x31, 0x6D, 0x62] as [UInt8], as: UTF8.self)
        #expect(shown(text) == "a\u{FFFD}31mb")
        let encoded = String(decoding: [0x61, 0xC2, 0x9B, 0x33, 0x31, 0x6D, 0x62] as [UInt8], as: UTF8.self)
        #expect(tokens(encoded) == [.character("a"), .controlSequence(parameters: "31", final: "m"), .character("b")])
    }

    @Test func positionIsJustAfterTheLastTokenReturned() {
        let text = "a\u{1B}]0;|\u{07}|b"
        var reader = TerminalControlReader(text)
        #expect(reader.next() == .character("a"))
        #expect(reader.next() == .character("|"))
        #expect(text[reader.position...] == "b")
    }
}
