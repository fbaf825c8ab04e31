import WidgettyHost

/// What the terminal can do that neither terminfo nor a query tells reliably, known from who it is: the variables it
/// sets (`TERM`, `TERM_PROGRAM`, `KITTY_WINDOW_ID`, `XTERM_VERSION`, …), as `ConsoleGlyphs` knows the Linux console.
///
/// Inside tmux or screen neither is assumed: they swallow OSC 22, and tmux takes OSC 52 from programs only with
/// `set-clipboard on`, which is not its default.
struct TerminalFeatures: Sendable, Equatable {
    /// How a terminal names pointer shapes in OSC 22.
    enum PointerNames: Sendable, Equatable {
        /// CSS cursor names ("pointer", "default"): kitty, foot, Ghostty, iTerm2.
        case css
        /// The X cursor font's ("hand2"), and an empty name for its own default: xterm.
        case x11
    }

    /// Whether the terminal puts text on the clipboard when a program sends OSC 52.
    var copiesToClipboard = false
    /// The names the terminal takes in OSC 22; nil where it does not change the pointer.
    var pointerNames: PointerNames?

    /// The features of the terminal the variables of `environment` describe.
    init(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("tmux") || term.hasPrefix("screen") { return }
        let kitty = term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil
        let foot = term.hasPrefix("foot")
        let ghostty = term == "xterm-ghostty" || program == "ghostty"
        let wezterm = term == "wezterm" || program == "WezTerm"
        let alacritty = term == "alacritty" || environment["ALACRITTY_WINDOW_ID"] != nil
        copiesToClipboard = kitty || foot || ghostty || wezterm || alacritty
        if kitty || foot || ghostty || (program == "iTerm.app" && Self.version(environment["TERM_PROGRAM_VERSION"], atLeast: [3, 5])) {
            pointerNames = .css
        } else if let xterm = environment["XTERM_VERSION"], Self.version(Self.xtermPatch(xterm), atLeast: [367]) {
            pointerNames = .x11
        }
    }

    /// The name OSC 22 sets for `shape` in this terminal's vocabulary.
    func pointerName(_ shape: PointerShape) -> String? {
        switch (pointerNames, shape) {
        case (nil, _): nil
        case (.css, .hand): "pointer"
        case (.css, .standard): "default"
        case (.x11, .hand): "hand2"
        // Empty: xterm's own pointer (its pointerShape resource), not one of ours.
        case (.x11, .standard): ""
        }
    }

    /// The OSC 22 sequence setting `shape`; nil where the terminal does not change the pointer.
    func pointerSequence(_ shape: PointerShape) -> String? {
        pointerName(shape).map { "\u{1B}]22;\($0)\u{1B}\\" }
    }

    /// Whether the dotted version `text` ("3.5.2") is `minimum` or later; false when it is missing or not a version.
    static func version(_ text: String?, atLeast minimum: [Int]) -> Bool {
        guard let text else { return false }
        let parts = text.split(separator: ".").map { Int($0.prefix { $0.isNumber }) }
        guard !parts.isEmpty, !parts.contains(nil) else { return false }
        for (index, least) in minimum.enumerated() {
            let part = index < parts.count ? parts[index] ?? 0 : 0
            if part != least { return part > least }
        }
        return true
    }

    /// The patch number of `XTERM_VERSION` ("XTerm(390)" → "390").
    static func xtermPatch(_ version: String) -> String? {
        guard let open = version.firstIndex(of: "("), let close = version.lastIndex(of: ")"), open < close else { return nil }
        return String(version[version.index(after: open)..<close])
    }
}
