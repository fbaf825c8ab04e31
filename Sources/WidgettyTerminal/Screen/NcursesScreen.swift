import CNcursesw
import FoundationEssentials
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
    private var mapper: ColorMapper
    private var pairs: ColorPairs
    /// Pairs already chosen, by foreground and background.
    private var pairsByColor: [ColorKey: Int32] = [:]
    /// The pair `colorPair(for:)` gave last: most cells have their neighbour's colors, and this saves them hashing
    /// a key (a whole first frame hashed every cell: 14 % of the start's CPU at 200 × 60, BENCHMARKS.md).
    private var lastPair: (key: ColorKey, pair: Int32)?

    /// A cell's two colors, as the key of `pairsByColor`.
    private struct ColorKey: Hashable {
        let foreground: RGB
        let background: RGB
    }
    private var previous: Canvas?
    /// Whether the terminal said it knows synchronized output (told by `enter`, from the probe's answers).
    private var synchronizedOutput = false
    /// Whether the terminal is asked for mouse reports (`mouse = false` in `[dashboard]` turns them off).
    private var reportsMouse: Bool
    /// Whether the terminal answered the probe's keyboard query: the kitty keyboard protocol is pushed in curses mode.
    private var keyboardProtocol = false
    /// The line settings: the dashboard's while in curses mode, the shell's otherwise.
    private let modes: TerminalModes
    /// Where every byte for the terminal goes, never blocking.
    private let output: TerminalOutput
    /// What the terminal does beyond terminfo: OSC 52 copies, OSC 22 pointer shapes.
    let features: TerminalFeatures
    /// The pointer shape last set with OSC 22 (`standard` until one is, and again after `end()`).
    private var pointer = PointerShape.standard
    /// Whether curses mode is on: `enter(mouse:report:)` starts it, `end()` leaves it once, and a program stopped by an ending
    /// signal leaves it off.
    private var isInCursesMode = false
    /// Whether terminfo's entry switches to an alternate screen for curses mode (`smcup`), which `end()` blanks first.
    private let hasAlternateScreen: Bool

    /// How long leaving curses mode waits for the terminal to take the last frame and the reset, in milliseconds:
    /// SIGTERM and `q` end the dashboard within a second even when the terminal takes nothing.
    static let leavingWait: Int32 = 300

    /// The terminal type assumed when TERM is not set.
    static let defaultTerm = "xterm"

    /// Starts ncurses for stdin/stdout's terminal (in the locale `useUTF8Locale` set) on terminfo's entry `name`
    /// (`terminfoName(environment:)`) without changing the terminal: nothing is sent and no line setting changes until
    /// `enter(mouse:report:)`. Fails, without exiting, when terminfo does not know the terminal.
    init(environment: [String: String], terminfoName name: String) throws(TerminalError) {
        reportsMouse = false
        features = TerminalFeatures(environment: environment)
        guard let modes = TerminalModes() else { throw .cannotTakeOver("standard input's settings cannot be read") }
        guard let output = TerminalOutput() else { throw .cannotTakeOver("no memory file for the frames (\(String(cString: strerror(errno))))") }
        self.modes = modes
        self.output = output
        // ncurses only encodes: it writes into a memory file (`TerminalOutput` sends the bytes on without
        // blocking) and sets no line settings (`TerminalModes` does). Its size is the kernel's, set once it has
        // started, not told through LINES and COLUMNS: a program started meanwhile would inherit them. It starts at
        // terminfo's size (24 x 80 where the entry has none, as the Linux console's, and never past `largestSide`, which
        // `TerminalCapability` checked), since `TerminalApp` has unset LINES and COLUMNS, which it believes whatever
        // they say (COLUMNS=5000 LINES=5000 made a 25-million-cell screen).
        let started = newterm(name, fdopen(output.encoderFile, "w"), fdopen(STDIN_FILENO, "r"))
        guard started != nil else { throw .unknownTerminal(name) }
        Self.takeKernelSize()
        hasAlternateScreen = widgetty_has_alternate_screen() != 0
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
    }

    /// The terminfo entry ncurses starts on: TERM's (xterm where it is not set), or its 24-bit variant where COLORTERM
    /// asks for one and it is installed.
    static func terminfoName(environment: [String: String]) -> String {
        let term = environment["TERM"] ?? defaultTerm
        return TerminfoLookup.directVariant(of: term, environment: environment) ?? term
    }

    /// Enters curses mode as the probe's `report` says the terminal is: the dashboard's line settings, the alternate
    /// screen, and reports asked for: mouse reports when `mouse`, paste and focus reports, and key repeats and releases
    /// where the terminal speaks the keyboard protocol; frames in synchronized output where it knows it.
    func enter(mouse: Bool, report: TerminalReport) {
        reportsMouse = mouse
        synchronizedOutput = report.supportsSynchronizedOutput
        keyboardProtocol = report.supportsKeyboardProtocol
        // Keys typed before the dashboard showed are not meant for it (a `q` would quit it), nor is an answer to the
        // probe that came late.
        tcflush(STDIN_FILENO, TCIFLUSH)
        // The terminal may have been resized since the screen was made: that signal went to ncurses's own handler.
        Self.takeKernelSize()
        modes.enter()
        isInCursesMode = true
        TerminalGuard.hasEnteredCursesMode = true
        // ncurses set the scrolling region for the size it started with, terminfo's, before it was told the kernel's:
        // a program handed the terminal later (top) would scroll inside it, and so would the dashboard's own frames
        // where there is no alternate screen (vt100). An empty frame first sends what ncurses still holds (where there
        // is no alternate screen, its whole setup, region included) and leaves the cursor at the top left, where the
        // region set after it puts it too; the region spans every row the kernel says the terminal has (curses mode
        // resumed sets it right itself).
        doupdate()
        let rows = WindowSize.current()?.rows ?? Int(widgetty_lines())
        write(widgetty_full_scroll_region(Int32(clamping: rows)).map { String(cString: $0) } ?? "")
        startReports()
    }

    /// Asks for mouse reports, or stops them, as a changed configuration says.
    func setMouseReporting(_ mouse: Bool) {
        guard mouse != reportsMouse else { return }
        reportsMouse = mouse
        write(ReportingModes.allOff + ReportingModes.on(mouse: mouse))
    }

    /// The terminal's size in cells.
    var size: Size {
        Size(width: min(Int(widgetty_cols()), Self.largestSide), height: min(Int(widgetty_lines()), Self.largestSide))
    }

    /// The most columns or rows drawn (as `render --size` allows); a larger terminal shows the top-left part.
    static let largestSide = 1000

    /// Writes what changed since the last frame and shows it; an identical frame writes nothing, and so does
    /// any frame while the terminal has not taken the last one (it is drawn once the terminal has room).
    func present(_ canvas: Canvas) {
        guard output.writeWhatFits() else { return }
        let screen = widgetty_stdscr()
        var old = previous?.size == canvas.size ? previous : nil
        // A frame drawn whole starts from the screen filled with its top-left blank (the dashboard's background),
        // and puts only the cells that differ: at 200 × 60 most are that blank, and putting each cost a fifth of the start.
        let fill = old == nil ? erase(screen, filling: canvas) : nil
        // One pass over the cells: a frame like the last (no cell put) writes nothing at all.
        var changed = old == nil
        let kept = old != nil
        let changes = old.map { canvas.cellsChanged(since: $0) } ?? fill.map { canvas.cells(differingFrom: $0) }
        for y in 0..<canvas.size.height {
            if let changes, !changes.rows[y] { continue }
            for x in 0..<canvas.size.width {
                // The same bytes as the last frame's, or as the fill (and so is the wide grapheme it may be the right half of).
                if let changes, !changes.mayDiffer(x: x, y: y), x == 0 || !changes.mayDiffer(x: x - 1, y: y) || !canvas.cells[y * canvas.size.width + x].isContinuation {
                    continue
                }
                let cell = canvas[x, y]
                if let fill, cell == fill { continue }
                if let old, old[x, y] == cell, !(cell.isContinuation && x > 0 && old[x - 1, y] != canvas[x - 1, y]) { continue }
                changed = true
                if cell.isContinuation {
                    guard x > 0, Self.terminalWidth(of: canvas[x - 1, y].text) < 2 else { continue }
                    put(Cell.blank(cell.style), x: x, y: y, on: screen)
                } else {
                    put(cell, x: x, y: y, on: screen)
                }
            }
        }
        // The last frame is kept apart from the one the dashboard draws on next (its tiles' layer), each changed in
        // place: shared, the dashboard's next change would copy all of it (12,000 cells at 200 × 60), every frame.
        old = nil  // its hold on the last frame's storage let go, so `copyCells` changes it in place
        if kept, let changes { previous?.copyCells(from: canvas, where: changes) } else { previous = canvas }
        guard changed else { return }
        wnoutrefresh(screen)
        if synchronizedOutput { write("\u{1B}[?2026h") }
        doupdate()
        write(synchronizedOutput ? "\u{1B}[?2026l" : "")
    }

    /// The terminal, to poll for room while it has not taken everything written (nil when it has).
    var stalledOutput: Int32? {
        output.isStalled ? output.descriptor : nil
    }

    /// Rounds colors keeping `contrast` (7:1 at high contrast) from the next frame on, which is drawn whole.
    func setTextContrast(_ contrast: Double) {
        guard contrast != mapper.textContrast else { return }
        mapper = ColorMapper(depth: depth, ansiColors: mapper.ansiColors, textContrast: contrast)
        pairsByColor = [:]
        lastPair = nil
        invalidate()
    }

    /// Sets the mouse pointer to `shape` with OSC 22 when it changes, where the terminal takes it; never elsewhere.
    func setPointerShape(_ shape: PointerShape) {
        guard shape != pointer, let sequence = features.pointerSequence(shape) else { return }
        pointer = shape
        write(sequence)
    }

    /// Puts `text` on the clipboard with OSC 52; false (nothing written) where the terminal does not take it.
    func copyToClipboard(_ text: String) -> Bool {
        guard features.copiesToClipboard else { return false }
        write("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{1B}\\")
        return true
    }

    /// Rings the terminal's bell: one BEL, written after the frame so it never lands inside a cell's bytes;
    /// none while the terminal takes no output.
    func ringBell() {
        if !output.isStalled { write("\u{07}") }
    }

    /// Takes the terminal's new size from the kernel after SIGWINCH.
    func resizeToTerminal() {
        Self.takeKernelSize()
        invalidate()
    }

    /// Sizes the screen as the kernel says the terminal is, at most `largestSide` each way; as it was when the
    /// kernel says nothing (terminfo's size at the start).
    private static func takeKernelSize() {
        guard let size = WindowSize.current() else { return }
        resizeterm(Int32(min(size.rows, Self.largestSide)), Int32(min(size.columns, Self.largestSide)))
    }

    /// Leaves curses mode, stops the process (Ctrl-Z), and comes back drawn whole after `fg`.
    func suspend() {
        end()
        TerminalGuard.suspend()
        resume()
    }

    /// Runs a program on the terminal (the editor): leaves curses mode, waits for it, and comes back drawn whole; or,
    /// when an ending signal on `signals` stopped it, puts back the terminal the person had (the main screen only
    /// when the program was killed: one that ended by itself put its screen back) and stays out of curses mode.
    /// What the terminal sent before either change of hands is dropped (`StaleInput`): the program never reads the
    /// end of the click that started it (its release waited for first when `afterPress`), nor the dashboard what the
    /// program's reports left.
    func runInForeground(_ arguments: [String], signals: SelfPipe, afterPress: Bool = false) -> ForegroundProgram.Outcome {
        if afterPress { StaleInput.awaitRelease() }
        end(discardingInput: true)
        let outcome = TerminalGuard.whileForegroundProgramRuns { ForegroundProgram.run(arguments, signals: signals) }
        if case .interrupted(_, let killed) = outcome {
            // A program that gave the terminal to a process group of its own (a shell running jobs) left the dashboard
            // in the background, where setting the terminal stops it (SIGTTOU) for good; ignored, it goes ahead.
            Glibc.signal(SIGTTOU, SIG_IGN)
            TerminalGuard.restoreTerminal(leavingAlternateScreen: killed)
        } else {
            resume(discardingInput: true)
        }
        return outcome
    }

    /// Back in curses mode after `end()`: the dashboard's line settings, the reports asked for again (after dropping
    /// what came before when `discardingInput`), the cursor hidden, the next frame written whole.
    private func resume(discardingInput: Bool = false) {
        isInCursesMode = true
        modes.enter()
        if discardingInput { discardStaleInput() }
        startReports()
        curs_set(0)
        invalidate()
    }

    /// Asks for the reports, and pushes the keyboard protocol where the terminal has it.
    private func startReports() {
        write(ReportingModes.on(mouse: reportsMouse) + (keyboardProtocol ? KeyboardProtocol.push : ""))
        TerminalGuard.keyboardPushed = keyboardProtocol
    }

    /// Forgets the last frame so the next one is written whole (Ctrl-L, resize).
    func invalidate() {
        previous = nil
        clearok(widgetty_stdscr(), true)
    }

    /// Leaves curses mode and restores the terminal: the keyboard protocol popped, every report off, what the terminal
    /// sent meanwhile dropped when `discardingInput`, the shell's line settings back. Waits at most `leavingWait` for
    /// the terminal to take it (see `TerminalOutput.finish`).
    func end(discardingInput: Bool = false) {
        guard isInCursesMode else { return }
        isInCursesMode = false
        let pop = TerminalGuard.keyboardPushed ? KeyboardProtocol.pop : ""
        TerminalGuard.keyboardPushed = false
        let mark = output.mark
        // The pointer the terminal had, for the shell or a program run meanwhile.
        let pointerReset = pointer == .standard ? "" : features.pointerSequence(.standard) ?? ""
        pointer = .standard
        write((synchronizedOutput ? "\u{1B}[?2026l" : "") + pop + ReportingModes.allOff + pointerReset)
        if hasAlternateScreen { eraseAlternateScreen() }
        curs_set(1)
        endwin()
        output.finish(since: mark, within: Self.leavingWait)
        if discardingInput { discardStaleInput() }
        modes.leave()
    }

    /// Blanks the alternate screen, in the terminal's default colors, just before curses mode leaves it: a terminal
    /// may keep its cells after the switch back, and tmux does: when the window grew both wider and taller meanwhile,
    /// leaving narrows the alternate screen to the main screen's old width, which wraps the dashboard's full-width
    /// rows into the history, and growing the main screen back taller pulls as many of them onto it, above the shell.
    /// Blank rows wrap into nothing. The next frame after `resume()` is drawn whole anyway.
    private func eraseAlternateScreen() {
        let screen = widgetty_stdscr()
        werase(screen)
        clearok(screen, true)
        wrefresh(screen)
    }

    /// Turns the reports off and drops what the terminal sent before it took that (`StaleInput`), in the dashboard's
    /// line settings, where its answer can be read.
    private func discardStaleInput() {
        let mark = output.mark
        write(StaleInput.request)
        output.finish(since: mark, within: Self.leavingWait)
        StaleInput.discard()
    }

    /// The color pair for a style, worked out once per foreground and background.
    private func colorPair(for style: CellStyle) -> Int32 {
        let key = ColorKey(foreground: style.foreground, background: style.background)
        if let lastPair, lastPair.key == key { return lastPair.pair }
        let pair: Int32
        if let known = pairsByColor[key] {
            pair = known
        } else {
            let colors = mapper.colors(foreground: style.foreground, background: style.background)
            pair = pairs.pair(foreground: colors.foreground, background: colors.background)
            pairsByColor[key] = pair
        }
        lastPair = (key, pair)
        return pair
    }

    /// Erases the screen to `canvas`'s top-left cell when it is a blank, and returns that cell (which the frame then
    /// need not put anywhere); else erases it to the terminal's default blank and returns nil.
    private func erase(_ screen: UnsafeMutablePointer<WINDOW>?, filling canvas: Canvas) -> Cell? {
        guard canvas.size.width > 0, canvas.size.height > 0, canvas[0, 0] == .blank(canvas[0, 0].style) else {
            werase(screen)
            return nil
        }
        let fill = canvas[0, 0]
        var filled = character(fill)
        var plain = Self.character(32, attributes: widgetty_a_normal(), pair: 0)
        // The background only for the erase: left set, ncurses would mix its pair into every character put later.
        wbkgrndset(screen, &filled)
        werase(screen)
        wbkgrndset(screen, &plain)
        return fill
    }

    private func put(_ cell: Cell, x: Int, y: Int, on screen: UnsafeMutablePointer<WINDOW>?) {
        var complex = character(cell)
        mvwadd_wch(screen, Int32(y), Int32(x), &complex)
    }

    /// A cell as ncurses holds it: its characters, attributes and color pair.
    private func character(_ cell: Cell) -> cchar_t {
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
        // Most cells hold one character: it goes in without building an array (an allocation per cell).
        var scalars = cell.text.unicodeScalars.makeIterator()
        if let only = scalars.next(), scalars.next() == nil {
            return Self.character(wchar_t(bitPattern: only.value), attributes: attributes, pair: pair)
        }
        var complex = cchar_t()
        var characters = Self.wideCharacters(of: cell.text)
        _ = widgetty_setcchar(&complex, &characters, attributes, pair)
        return complex
    }

    /// One character as ncurses holds it, with `attributes` and color `pair`.
    private static func character(_ value: wchar_t, attributes: attr_t, pair: Int32) -> cchar_t {
        var complex = cchar_t()
        var single: (wchar_t, wchar_t) = (value, 0)
        withUnsafePointer(to: &single) {
            $0.withMemoryRebound(to: wchar_t.self, capacity: 2) { _ = widgetty_setcchar(&complex, $0, attributes, pair) }
        }
        return complex
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

    /// Sends what ncurses wrote, then `text` (modes ncurses has no capability for), to the terminal.
    private func write(_ text: String) {
        output.send(Array(text.utf8))
    }

    /// Sets the character type from the environment, falling back to C.UTF-8 so wide characters work; before the
    /// screen is made and before any other thread runs (`setlocale` is not safe beside threads that read the locale).
    /// Only LC_CTYPE, what ncurses needs: dates name their locale themselves (`DateLocale`), and loading every
    /// category read a dozen files at each start.
    static func useUTF8Locale() {
        setlocale(LC_CTYPE, "")
        let codeset = String(cString: nl_langinfo(Int32(CODESET)))
        if codeset.uppercased() != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
    }
}
