/// Keys, what they do, and how the help overlay lists them: one table for both.
public struct KeyBinding: Sendable {
    public var keys: [KeyPress]
    /// How the keys are shown in help.
    public var label: String
    public var summary: String
    public var command: HomeScreenCommand

    /// Every binding, in the order help lists them.
    public static let all: [KeyBinding] = [
        KeyBinding(keys: [.character("q"), .character("Q")], label: "q", summary: "Quit", command: .quit),
        KeyBinding(keys: [.character("?"), .character("h")], label: "? h", summary: "Show or hide this help", command: .toggleHelp),
        KeyBinding(keys: [.character("t")], label: "t", summary: "Switch dark and light", command: .toggleTheme),
        KeyBinding(keys: [.character("r")], label: "r", summary: "Reload every widget now", command: .reloadAll),
        KeyBinding(keys: [KeyPress(.down), .character("j")], label: "↓ j", summary: "Scroll down", command: .scroll(1)),
        KeyBinding(keys: [KeyPress(.up), .character("k")], label: "↑ k", summary: "Scroll up", command: .scroll(-1)),
        KeyBinding(keys: [KeyPress(.pageDown), .character(" ")], label: "PgDn Space", summary: "Scroll a screen down", command: .scrollPage(1)),
        KeyBinding(keys: [KeyPress(.pageUp)], label: "PgUp", summary: "Scroll a screen up", command: .scrollPage(-1)),
        KeyBinding(keys: [KeyPress(.home), .character("g")], label: "Home g", summary: "Go to the top", command: .scrollToTop),
        KeyBinding(keys: [KeyPress(.end), .character("G")], label: "End G", summary: "Go to the bottom", command: .scrollToBottom),
        KeyBinding(keys: [.control("l")], label: "Ctrl-L", summary: "Redraw the screen", command: .redraw),
        KeyBinding(keys: [KeyPress(.escape)], label: "Esc", summary: "Close help", command: .closeOverlay),
    ]

    /// The command a key runs, if any.
    public static func command(for press: KeyPress) -> HomeScreenCommand? {
        all.first { $0.keys.contains(press) }?.command
    }
}
