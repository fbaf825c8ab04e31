import CNcursesw
import Foundation
import Glibc
import WidgettyHost
import WidgettyRender

/// The ncurses screen: starts and ends curses mode, writes canvases, reads keys.
///
/// Only cells that changed since the last frame are handed to ncurses, and
/// each frame ends in a single `doupdate`, wrapped in synchronized output
/// where the terminal supports it.
final class NcursesScreen {
    let depth: ColorDepth
    private let mapper: ColorMapper
    private var pairs: ColorPairs
    /// Pairs already chosen, by foreground and background.
    private var pairsByColor: [ColorKey: Int32] = [:]

    /// A cell's two colors, as the key of `pairsByColor`.
    private struct ColorKey: Hashable {
        let foreground: RGB
        let background: RGB
    }
    private var previous: Canvas?
    private let synchronizedOutput: Bool
    /// Whether the terminal is asked for mouse reports (`mouse = false` in `[dashboard]` turns them off).
    private var reportsMouse: Bool
    /// Whether the terminal answered the probe's keyboard query: the kitty keyboard protocol is pushed in curses mode.
    private let keyboardProtocol: Bool

    /// The terminal type assumed when TERM is not set.
    static let defaultTerm = "xterm"

    /// Enters curses mode on stdin/stdout, asking for mouse reports when `mouse`, for paste and focus reports, and
    /// for key repeats and releases when `keyboardProtocol`; fails, without exiting, when terminfo does not know the terminal.
    init(synchronizedOutput: Bool, mouse: Bool, keyboardProtocol: Bool, environment: [String: String]) throws(TerminalError) {
        self.synchronizedOutput = synchronizedOutput
        reportsMouse = mouse
        self.keyboardProtocol = keyboardProtocol
        Self.useUTF8Locale()
        let term = environment["TERM"] ?? Self.defaultTerm
        let name = TerminfoLookup.directVariant(of: term, environment: environment) ?? term
        // The size comes from the terminal (TIOCGWINSZ), never LINES and COLUMNS: ncurses believes any
        // value there, and COLUMNS=5000 LINES=5000 made a 25-million-cell screen. (use_env(false) is not
        // it: that takes terminfo's fixed 80 x 24.)
        unsetenv("LINES")
        unsetenv("COLUMNS")
        guard newterm(name, fdopen(STDOUT_FILENO, "w"), fdopen(STDIN_FILENO, "r")) != nil else {
            throw .unknownTerminal(term)
        }
        cbreak()
        noecho()
        nonl()
        curs_set(0)
        if has_colors() {
            start_color()
            use_default_colors()
        }
        depth = ColorDepth.choose(terminfoColors: Int(widgetty_colors()), hasColors: has_colors(), environment: environment)
        mapper = ColorMapper(depth: depth, ansiColors: Int(widgetty_colors()))
        pairs = ColorPairs(limit: widgetty_color_pairs())
        startReports()
    }

    /// Asks for mouse reports, or stops them, as a changed configuration says.
    func setMouseReporting(_ mouse: Bool) {
        guard mouse != reportsMouse else { return }
        reportsMouse = mouse
        Self.writeRaw(ReportingModes.allOff + ReportingModes.on(mouse: mouse))
    }

    /// The terminal's size in cells.
    var size: Size {
        Size(width: min(Int(widgetty_cols()), Self.largestSide), height: min(Int(widgetty_lines()), Self.largestSide))
    }

    /// The most columns or rows drawn (as `render --size` allows); a larger terminal shows the top-left part.
    static let largestSide = 1000

    /// Writes what changed since the last frame and shows it; an identical frame writes nothing.
    func present(_ canvas: Canvas) {
        if canvas == previous { return }
        let screen = widgetty_stdscr()
        let old = previous?.size == canvas.size ? previous : nil
        if old == nil { werase(screen) }
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width {
                let cell = canvas[x, y]
                if let old, old[x, y] == cell, !(cell.isContinuation && x > 0 && old[x - 1, y] != canvas[x - 1, y]) { continue }
                if cell.isContinuation {
                    guard x > 0, Self.terminalWidth(of: canvas[x - 1, y].text) < 2 else { continue }
                    put(Cell.blank(cell.style), x: x, y: y, on: screen)
                } else {
                    put(cell, x: x, y: y, on: screen)
                }
            }
        }
        previous = canvas
        wnoutrefresh(screen)
        if synchronizedOutput { Self.writeRaw("\u{1B}[?2026h") }
        doupdate()
        if synchronizedOutput { Self.writeRaw("\u{1B}[?2026l") }
    }

    /// Rings the terminal's bell: one BEL, written after the frame so it never lands inside a cell's bytes.
    func ringBell() {
        Self.writeRaw("\u{07}")
    }

    /// Takes the terminal's new size from the kernel after SIGWINCH.
    func resizeToTerminal() {
        if let size = WindowSize.current() {
            resizeterm(Int32(clamping: size.rows), Int32(clamping: size.columns))
        }
        invalidate()
    }

    /// Leaves curses mode, stops the process (Ctrl-Z), and comes back drawn whole after `fg`.
    func suspend() {
        end()
        TerminalGuard.suspend()
        resume()
    }

    /// Runs a program on the terminal (the editor): leaves curses mode, waits for it, and comes back drawn whole.
    /// Returns what went wrong, nil when it exited with status 0.
    func runInForeground(_ arguments: [String]) -> String? {
        end()
        let problem = TerminalGuard.ignoringKeyboardSignals { ForegroundProgram.run(arguments) }
        resume()
        return problem
    }

    /// Back in curses mode after `end()`: the reports asked for again, the cursor hidden, the next frame written whole.
    private func resume() {
        startReports()
        curs_set(0)
        invalidate()
    }

    /// Asks for the reports, and pushes the keyboard protocol where the terminal has it.
    private func startReports() {
        Self.writeRaw(ReportingModes.on(mouse: reportsMouse) + (keyboardProtocol ? KeyboardProtocol.push : ""))
        TerminalGuard.keyboardPushed = keyboardProtocol
    }

    /// Forgets the last frame so the next one is written whole (Ctrl-L, resize).
    func invalidate() {
        previous = nil
        clearok(widgetty_stdscr(), true)
    }

    /// Leaves curses mode and restores the terminal: the keyboard protocol popped, every report off.
    func end() {
        let pop = TerminalGuard.keyboardPushed ? KeyboardProtocol.pop : ""
        TerminalGuard.keyboardPushed = false
        Self.writeRaw((synchronizedOutput ? "\u{1B}[?2026l" : "") + pop + ReportingModes.allOff)
        curs_set(1)
        endwin()
    }

    /// The color pair for a style, worked out once per foreground and background.
    private func colorPair(for style: CellStyle) -> Int32 {
        let key = ColorKey(foreground: style.foreground, background: style.background)
        if let pair = pairsByColor[key] { return pair }
        let colors = mapper.colors(foreground: style.foreground, background: style.background)
        let pair = pairs.pair(foreground: colors.foreground, background: colors.background)
        pairsByColor[key] = pair
        return pair
    }

    private func put(_ cell: Cell, x: Int, y: Int, on screen: UnsafeMutablePointer<WINDOW>?) {
        var characters = Self.wideCharacters(of: cell.text)
        var attributes = widgetty_a_normal()
        if cell.style.bold { attributes |= widgetty_a_bold() }
        if cell.style.italic { attributes |= widgetty_a_italic() }
        if cell.style.underline { attributes |= widgetty_a_underline() }
        let pair: Int32
        if depth == .monochrome {
            if cell.style.muted { attributes |= widgetty_a_dim() }
            pair = 0
        } else {
            pair = colorPair(for: cell.style)
        }
        var complex = cchar_t()
        _ = widgetty_setcchar(&complex, &characters, attributes, pair)
        mvwadd_wch(screen, Int32(y), Int32(x), &complex)
    }

    /// A grapheme as ncurses can hold it: the base and the zero-width marks after it, NUL-ended.
    ///
    /// A sequence of several spacing characters (a ZWJ family) keeps its first, which
    /// has the same width, since a cell cannot hold the rest.
    static func wideCharacters(of text: String) -> [wchar_t] {
        var characters: [wchar_t] = []
        for scalar in text.unicodeScalars {
            let value = wchar_t(bitPattern: scalar.value)
            if characters.isEmpty { characters.append(value); continue }
            guard GraphemeWidth.isZeroWidth(scalar), scalar.value != 0x200D, characters.count < Int(widgetty_ccharw_max()) - 1 else { break }
            characters.append(value)
        }
        if characters.isEmpty { characters.append(wchar_t(32)) }
        characters.append(0)
        return characters
    }

    /// The width the terminal gives a grapheme's first character.
    static func terminalWidth(of text: String) -> Int {
        guard let first = text.unicodeScalars.first else { return 1 }
        return Int(widgetty_wcwidth(wchar_t(bitPattern: first.value)))
    }

    /// Writes bytes straight to the terminal (for modes ncurses has no capability for).
    static func writeRaw(_ text: String) {
        _ = text.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    }

    /// Sets the locale from the environment, falling back to C.UTF-8 so wide characters work.
    private static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(Int32(CODESET)))
        if codeset.uppercased() != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
    }
}
