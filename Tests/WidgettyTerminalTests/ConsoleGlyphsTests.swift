import Testing
@testable import WidgettyTerminal

/// A terminal without braille (the Linux console) gets ASCII glyphs, so charts and symbols still read.
@Suite struct ConsoleGlyphsTests {
    @Test func theLinuxConsoleAndOldTerminalsDrawASCII() {
        for term in ["linux", "linux-16color", "vt100", "vt220", "ansi"] {
            #expect(ConsoleGlyphs.style(configured: .unicode, term: term) == .ascii, "\(term)")
        }
    }

    @Test func otherTerminalsDrawWhatTheConfigurationSays() {
        for term in ["xterm-256color", "tmux-256color", "screen", "alacritty", "linuxish"] {
            #expect(ConsoleGlyphs.style(configured: .nerdfont, term: term) == .nerdfont, "\(term)")
        }
        #expect(ConsoleGlyphs.style(configured: .unicode, term: nil) == .unicode)
    }
}
