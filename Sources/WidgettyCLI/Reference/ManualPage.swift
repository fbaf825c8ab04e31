import ArgumentParser
import WidgettyHost

/// `widgetty.1`: the manual page, written from the command definitions, the widget kinds' declared options and the
/// key table, so it says what this build does.
enum ManualPage {
    /// The page in roff (`man -l widgetty.1` reads it).
    static func roff() -> String {
        let root = WidgettyCommand.configuration
        let commands = root.subcommands.filter { $0.configuration.shouldDisplay }
        var page = [
            ".TH WIDGETTY 1 \"\" \"widgetty \(WidgettyCommand.version)\" \"User Commands\"",
            ".SH NAME", "widgetty \\- " + escaped(lowercasedFirst(String(root.abstract.dropLast(root.abstract.hasSuffix(".") ? 1 : 0)))),
            ".SH SYNOPSIS",
            ".B widgetty", escaped("[--config FILE] [--log-level LEVEL] [--simulate-latency SECONDS]"), ".br",
            ".B widgetty", "\\fIcommand\\fR " + escaped("[options]"),
            ".SH DESCRIPTION", escaped(root.abstract), ".PP", escaped(description),
            ".SH COMMANDS",
        ]
        for command in commands {
            page += [".SS " + escaped(command.configuration.commandName ?? ""), ".nf"]
            page += preformatted(WidgettyCommand.helpMessage(for: command, columns: 78))
            page += [".fi"]
        }
        page += [".SH CONFIGURATION"] + configuration.map { ".PP\n" + escaped($0) }
        page += [".SS Widget kinds", ".nf"] + preformatted(KindsReport(registry: ProviderCatalog.registry).text()) + [".fi"]
        page += [".SH KEYS"] + KeyTable.rows.flatMap { [".TP", "\\fB" + escaped($0.input) + "\\fR", escaped($0.summary)] }
        page += [".PP", escaped(mouseNote)]
        page += [".SH FILES"] + files.flatMap { [".TP", "\\fI" + escaped($0.path) + "\\fR", escaped($0.what)] }
        page += [".SH EXIT STATUS"] + exitStatus.flatMap { [".TP", "\\fB\($0.status)\\fR", escaped($0.meaning)] }
        page += [".SH SEE ALSO", "\\fBtmux\\fR(1); " + escaped("widgetty kinds, for every option; config.example.toml in share/doc/widgetty "
                                                            + "under the install prefix; README.md and docs/ in the source, the guide and the reference.")]
        return page.joined(separator: "\n") + "\n"
    }

    private static let description = """
    widgetty shows small, medium and large tiles on a grid with the proportions of Apple's Human Interface \
    Guidelines, each a widget fed by a provider: clocks, the weather, this machine, timers, calendars, notes, \
    and whatever a program or a web address of yours prints. With no configuration file it shows an embedded demo. \
    Run it in a phone-sized tmux side pane with: tmux split-window -h -l 49 widgetty
    """

    private static let configuration = [
        "The configuration is a TOML file: $XDG_CONFIG_HOME/widgetty/config.toml, else ~/.config/widgetty/config.toml, "
            + "else the embedded demo; --config names another. `widgetty check` reads it as the dashboard does and names "
            + "each problem with its file, line and key.",
        "A [dashboard] table sets theme (auto, dark or light), device (auto or a size such as 375x812), glyphs "
            + "(unicode, nerdfont or ascii), mouse (true or false) and opener (the program that opens links, "
            + "as a list: [\"firefox\", \"--new-tab\"]). Each [[widget]] table is one tile: kind and size "
            + "(small, medium or large), then the kind's own keys, listed below. A [[stack]] holds up to 10 widgets of one "
            + "size in one tile, shown one at a time.",
        "The running dashboard watches the file: a saved edit applies at once, and one that does not load leaves the last "
            + "good configuration running with the problem in a banner.",
    ]

    private static let mouseNote = "Mouse reporting is on, so select text with Shift-drag; mouse = false in [dashboard] "
        + "leaves the mouse to the terminal."

    private static let files: [(path: String, what: String)] = [
        ("$XDG_CONFIG_HOME/widgetty/config.toml", "The configuration (else ~/.config/widgetty/config.toml)."),
        ("$XDG_STATE_HOME/widgetty/widgetty.log", "The log (else ~/.local/state/widgetty/widgetty.log), moved to widgetty.log.1 past 1 MiB."),
        ("$XDG_STATE_HOME/widgetty/KIND/", "What a widget kind keeps across restarts (a timer's state, the system widget's history)."),
        ("$XDG_CACHE_HOME/widgetty/KIND/", "What a widget kind can fetch again (else ~/.cache/widgetty/KIND/)."),
        ("$XDG_RUNTIME_DIR/widgetty/", "The sockets `widgetty reload` reaches running dashboards through (else /tmp/widgetty-UID/)."),
    ]

    private static let exitStatus: [(status: String, meaning: String)] = [
        ("0", "After q, or when the terminal goes away."),
        ("1", "It cannot start on this terminal."),
        ("2", "The configuration has problems."),
        ("128+N", "After signal N (130 after Ctrl-C, 143 after SIGTERM)."),
    ]

    /// Lines of help text kept as they are in a no-fill block.
    private static func preformatted(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }
    }

    /// Text roff prints as written: backslashes and hyphens escaped, and a leading `.` or `'` kept from being a request.
    static func escaped(_ text: String) -> String {
        let body = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
    }

    private static func lowercasedFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }
}
