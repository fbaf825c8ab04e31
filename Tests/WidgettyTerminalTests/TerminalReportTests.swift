import Glibc
import Testing
import WidgettyHost
import WidgettyRender
@testable import WidgettyTerminal

@Suite struct TerminalReportTests {
    @Test func readsBackgroundAndSynchronizedOutput() {
        let report = TerminalReport.parse("\u{1B}]11;rgb:ffff/fafa/f0f0\u{1B}\\\u{1B}[?2026;2$y\u{1B}[?62;22c")
        #expect(report.background == RGB(red: 255, green: 250, blue: 240))
        #expect(report.supportsSynchronizedOutput)
        #expect(SchemeDetection.scheme(report: report, environment: [:]) == .light)
    }

    /// Each reply read where its ESC starts it; of one given twice (a late answer to an earlier probe), the first.
    @Test func ofARepliesGivenTwiceTheFirstCounts() {
        let report = TerminalReport.parse("\u{1B}]11;rgb:00/00/00\u{07}\u{1B}]11;rgb:ff/ff/ff\u{07}\u{1B}[?2026;2$y\u{1B}[?2026;0$y")
        #expect(report.background == RGB(red: 0, green: 0, blue: 0))
        #expect(report.supportsSynchronizedOutput)
        #expect(TerminalReport.parse("\u{1B}]11;rgb:00/00\u{07}").background == nil, "two channels are no color")
        #expect(TerminalReport.parse("\u{1B}]11;rgb:zz/zz\u{07}\u{1B}]11;rgb:ffff/ffff/ffff\u{07}").background == RGB(red: 255, green: 255, blue: 255),
                "a reply that does not read is passed over")
        #expect(TerminalReport.parse("\u{1B}]10;rgb:0000/0000/0000]11;rgb:ffff/ffff/ffff\u{07}").background == nil,
                "the foreground's reply holds no background")
    }

    @Test func silentTerminalFallsBackToColorFgBgThenDark() {
        let silent = TerminalReport.parse("\u{1B}[?1;2c")
        #expect(silent.background == nil && !silent.supportsSynchronizedOutput)
        #expect(SchemeDetection.scheme(report: silent, environment: ["COLORFGBG": "0;15"]) == .light)
        #expect(SchemeDetection.scheme(report: silent, environment: ["COLORFGBG": "15;0"]) == .dark)
        #expect(SchemeDetection.scheme(report: silent, environment: [:]) == .dark)
        #expect(!TerminalReport.parse("\u{1B}[?2026;0$y").supportsSynchronizedOutput, "0 means the mode is unknown")
    }

    @Test func onlyAnAnswerToTheKeyboardQueryMeansTheKittyProtocol() {
        #expect(TerminalProbe.queries.hasSuffix("\u{1B}[?u\u{1B}[c"), "asked before DA1, whose answer ends the wait")
        #expect(TerminalReport.parse("\u{1B}[?2026;2$y\u{1B}[?0u\u{1B}[?62;22c").supportsKeyboardProtocol)
        #expect(TerminalReport.parse("\u{1B}[?31u\u{1B}[?1;2c").supportsKeyboardProtocol)
        #expect(!TerminalReport.parse("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?2026;2$y\u{1B}[?62;22c").supportsKeyboardProtocol,
                "DA1 alone: the terminal does not know the query")
        #expect(!TerminalReport.parse("\u{1B}[?u\u{1B}[?1;2c").supportsKeyboardProtocol, "an echo of the query is no answer")
        #expect(!TerminalReport.parse("").supportsKeyboardProtocol, "a silent terminal")
    }

    @Test func ctrlCBackslashAndZSentAsKeysStandForTheirSignals() {
        #expect(KeyboardSignals.signal(for: .key(.control("c"))) == SIGINT)
        #expect(KeyboardSignals.signal(for: .key(.control("\\"))) == SIGQUIT)
        #expect(KeyboardSignals.signal(for: .key(.control("z"))) == SIGTSTP)
        #expect(KeyboardSignals.signal(for: .key(KeyPress(.character("c"), .control, phase: .release))) == nil, "a release is no second Ctrl-C")
        #expect(KeyboardSignals.signal(for: .key(KeyPress(.character("c"), [.control, .alt]))) == nil)
        #expect(KeyboardSignals.signal(for: .key(.control("l"))) == nil, "Ctrl-L redraws")
        #expect(KeyboardSignals.signal(for: .key(.character("c"))) == nil)
    }

    @Test func recognisesTheEndOfTheReplies() {
        #expect(TerminalProbe.endsWithDeviceAttributes(Array("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?64;1;2c".utf8)))
        #expect(!TerminalProbe.endsWithDeviceAttributes(Array("\u{1B}[?64;1;2".utf8)))
    }

    @Test func cellsKeepTheirMarksButNotJoinedFamilies() {
        #expect(NcursesScreen.wideCharacters(of: "e\u{301}") == [0x65, 0x301, 0])
        #expect(NcursesScreen.wideCharacters(of: "👩‍👩‍👧") == [0x1F469, 0])
    }
}
