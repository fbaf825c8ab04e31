import Testing
import WidgettyKit
@testable import CommandProvider

/// Text output keeps its SGR colours as semantic colours and loses every other escape.
@Suite struct PrintedTextTests {
    @Test func sgrColoursBecomeTheNearestSemanticColour() {
        let lines = PrintedText.lines("ok \u{1B}[1;32mpassing\u{1B}[0m\n\u{1B}[38;5;196mhot\u{1B}[39m cold\n\u{1B}[38;2;10;130;250mblue\n")
        #expect(lines == [
            [StyledRun(text: "ok ", color: nil, isBold: false), StyledRun(text: "passing", color: .green, isBold: true)],
            [StyledRun(text: "hot", color: .red, isBold: false), StyledRun(text: " cold", color: nil, isBold: false)],
            [StyledRun(text: "blue", color: .blue, isBold: false)],
        ])
    }

    @Test func everyOtherEscapeAndControlIsRemoved() {
        let hostile = "a\u{1B}[2J\u{1B}[10;10Hb\u{1B}]0;title\u{07}c\u{1B}]8;;http://x\u{1B}\\d\u{1B}Pq#0\u{1B}\\e\u{9B}31mf\u{1B}7g\u{08}\r\n"
        #expect(PrintedText.lines(hostile).map { $0.map(\.text).joined() } == ["abcdefg"])
    }

    @Test(arguments: [
        "\u{1B}P1$r0m\u{1B}\\",
        "\u{1B}Ptmux;\u{1B}\u{1B}]8;;http://x\u{07}\u{1B}\\",
        "\u{1B}Ptmux;\u{1B}\u{1B}P1$r0m\u{1B}\u{1B}\\\u{1B}\\",
        "\u{1B}_Gf=100;AAAA\u{1B}\\", "\u{1B}^pm\u{1B}\\", "\u{1B}Xsos\u{1B}\\",
        "\u{90}1$r0m\u{9C}", "\u{9D}0;title\u{07}", "\u{9D}8;;http://x\u{9C}", "\u{9F}G\u{9C}", "\u{9E}pm\u{9C}", "\u{98}sos\u{9C}",
        "\u{9B}2J", "\u{1B}(B", "\u{1B}#8",
    ])
    func controlStringsLeaveNothingOnTheTile(sequence: String) {
        let lines = PrintedText.lines("ok \u{1B}[32mgreen" + sequence + " still green\u{1B}[0m\nnext")
        #expect(lines == [
            [StyledRun(text: "ok ", color: nil, isBold: false), StyledRun(text: "green still green", color: .green, isBold: false)],
            [StyledRun(text: "next", color: nil, isBold: false)],
        ])
    }

    @Test func eightBitSGRColoursToo() {
        #expect(PrintedText.lines("\u{9B}31mred\u{9B}m") == [[StyledRun(text: "red", color: .red, isBold: false)]])
    }

    @Test func aRawByte0x9BIsShownAsAReplacementCharacterNotReadAsCSI() throws {
        let output = String(decoding: [0x61, 0x9B, 0x33, 0x31, 0x6D, 0x62] as [UInt8], as: UTF8.self)
        #expect(PrintedText.lines(output) == [[StyledRun(text: "a\u{FFFD}31mb", color: nil, isBold: false)]])
    }

    @Test func anUnterminatedControlStringTakesTheRestOfTheOutput() {
        #expect(PrintedText.lines("title\nshown\u{1B}Pq#0;2;0;0;0\n#0~~@@\nhidden").map { $0.map(\.text).joined() } == ["title", "shown"])
    }

    @Test func anUnfinishedEscapeAtTheEndIsDropped() {
        #expect(PrintedText.lines("x\u{1B}[38;5").map { $0.map(\.text).joined() } == ["x"])
        #expect(PrintedText.lines("y\u{1B}").map { $0.map(\.text).joined() } == ["y"])
    }

    @Test func tabsBecomeSpacesAndLinesAreCapped() {
        #expect(PrintedText.lines("a\tb").first == [StyledRun(text: "a b", color: nil, isBold: false)])
        #expect(PrintedText.lines(String(repeating: "x\n", count: 1000), maxLines: 5).count == 5)
    }

    @Test func dimIsASecondaryLabelAndResetClearsIt() {
        let lines = PrintedText.lines("\u{1B}[2mquiet\u{1B}[mloud")
        #expect(lines == [[StyledRun(text: "quiet", color: .secondaryLabel, isBold: false),
                           StyledRun(text: "loud", color: nil, isBold: false)]])
    }
}
