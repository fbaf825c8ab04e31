import Testing
@testable import WidgettyTerminal
import WidgettyHost

/// OSC 52 and OSC 22 only where the terminal is known to take them, from the variables it sets; never inside tmux
/// or screen, never on a terminal that says nothing of itself.
@Suite struct TerminalFeaturesTests {
    @Test func pointerShapesInTheTerminalsThatDrawThem() {
        for environment in [["TERM": "xterm-kitty"], ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], ["TERM": "foot"],
                            ["TERM": "xterm-ghostty"], ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.5.4"]] {
            let features = TerminalFeatures(environment: environment)
            #expect(features.pointerSequence(.hand) == "\u{1B}]22;pointer\u{1B}\\", "\(environment)")
            #expect(features.pointerSequence(.standard) == "\u{1B}]22;default\u{1B}\\", "\(environment)")
        }
        let xterm = TerminalFeatures(environment: ["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(390)"])
        #expect(xterm.pointerSequence(.hand) == "\u{1B}]22;hand2\u{1B}\\")
        #expect(xterm.pointerSequence(.standard) == "\u{1B}]22;\u{1B}\\", "xterm's own pointer")
    }

    @Test func noPointerShapeWhereTheTerminalIsNotKnownToDrawIt() {
        for environment in [[:], ["TERM": "xterm-256color"], ["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(366)"],
                            ["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(99999999999999999999)"],
                            ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.4.23"],
                            ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], ["TERM": "alacritty"], ["TERM": "xterm-256color", "VTE_VERSION": "7600"],
                            ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-1000/default,1,0"], ["TERM": "xterm-kitty", "TMUX": "/tmp/t,1,0"],
                            ["TERM": "screen-256color"], ["TERM": "foot", "STY": "1.pts-0"], ["TERM": "linux"]] {
            let features = TerminalFeatures(environment: environment)
            #expect(features.pointerSequence(.hand) == nil && features.pointerSequence(.standard) == nil, "\(environment)")
        }
    }

    @Test func clipboardCopiesWhereTheTerminalTakesThem() {
        for environment in [["TERM": "xterm-kitty"], ["TERM": "foot"], ["TERM": "xterm-ghostty"], ["TERM": "wezterm"],
                            ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], ["TERM": "alacritty"],
                            ["TERM": "xterm-256color", "ALACRITTY_WINDOW_ID": "1"]] {
            #expect(TerminalFeatures(environment: environment).copiesToClipboard, "\(environment)")
        }
        for environment in [[:], ["TERM": "xterm-256color"], ["TERM": "xterm-256color", "VTE_VERSION": "7600"],
                            ["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0"], ["TERM": "xterm-kitty", "TMUX": "/tmp/t,1,0"], ["TERM": "linux"]] {
            #expect(!TerminalFeatures(environment: environment).copiesToClipboard, "\(environment)")
        }
    }

    @Test func versionsCompareByNumber() {
        #expect(TerminalFeatures.version("3.5", atLeast: [3, 5]))
        #expect(TerminalFeatures.version("3.10.0", atLeast: [3, 5]))
        #expect(!TerminalFeatures.version("3.4.99", atLeast: [3, 5]))
        #expect(!TerminalFeatures.version("", atLeast: [3, 5]) && !TerminalFeatures.version("beta", atLeast: [3]))
        #expect(TerminalFeatures.xtermPatch("XTerm(390)") == "390" && TerminalFeatures.xtermPatch("XTerm") == nil)
    }
}
