/// Keys, what they do, and how the help overlay lists them: one table for both.
public struct KeyBinding: Sendable {
    public var keys: [KeyPress]
    /// How the keys are shown in help.
    public var label: String
    public var summary: String
    public var command: HomeScreenCommand
    /// What the keys do instead while a tile has focus, if that differs (help says "Scroll / tile below").
    public var focusedCommand: HomeScreenCommand?

    /// A binding of `keys` to `command`, or to `focusedCommand` while a tile has focus.
    init(keys: [KeyPress], label: String, summary: String, command: HomeScreenCommand, focusedCommand: HomeScreenCommand? = nil) {
        self.keys = keys
        self.label = label
        self.summary = summary
        self.command = command
        self.focusedCommand = focusedCommand
    }

    /// Every binding, in the order help lists them.
    public static let all: [KeyBinding] = [
        KeyBinding(keys: [.character("q"), .character("Q")], label: "q", summary: "Quit", command: .quit),
        KeyBinding(keys: [.character("?")], label: "?", summary: "Show or hide help", command: .toggleHelp),
        KeyBinding(keys: [.character("t")], label: "t", summary: "Switch dark and light", command: .toggleTheme),
        KeyBinding(keys: [.character("r")], label: "r", summary: "Reload every widget", command: .reloadAll),
        KeyBinding(keys: [KeyPress(.tab)], label: "Tab", summary: "Next tile or item in it", command: .focusStep(forward: true)),
        KeyBinding(keys: [KeyPress(.tab, .shift)], label: "Shift-Tab", summary: "Previous tile or item", command: .focusStep(forward: false)),
        KeyBinding(keys: [KeyPress(.left)], label: "←", summary: "Tile left, or scrub", command: .moveFocus(.left),
                   focusedCommand: .scrubOrMove(.left)),
        KeyBinding(keys: [KeyPress(.right)], label: "→", summary: "Tile right, or scrub", command: .moveFocus(.right),
                   focusedCommand: .scrubOrMove(.right)),
        KeyBinding(keys: [.character("h")], label: "h", summary: "Tile to the left", command: .moveFocus(.left)),
        KeyBinding(keys: [.character("l")], label: "l", summary: "Tile to the right", command: .moveFocus(.right)),
        KeyBinding(keys: [KeyPress(.down), .character("j")], label: "↓ j", summary: "Scroll / tile below",
                   command: .scroll(1), focusedCommand: .moveFocus(.down)),
        KeyBinding(keys: [KeyPress(.up), .character("k")], label: "↑ k", summary: "Scroll / tile above",
                   command: .scroll(-1), focusedCommand: .moveFocus(.up)),
        KeyBinding(keys: [.character("]"), .character("J")], label: "] J", summary: "Stack: next widget", command: .pageStack(1)),
        KeyBinding(keys: [.character("["), .character("K")], label: "[ K", summary: "Stack: previous widget", command: .pageStack(-1)),
        KeyBinding(keys: [.character(".")], label: ".", summary: "Quick actions", command: .openMenu),
        KeyBinding(keys: [.character("+")], label: "+", summary: "Add a widget (gallery)", command: .openGallery),
        KeyBinding(keys: [.character("e")], label: "e", summary: "Edit Home Screen", command: .editHomeScreen),
        KeyBinding(keys: (1...9).map { .character(Character("\($0)")) }, label: "1–9", summary: "Tile 1 to 9",
                   command: .focusTile(0)),
        KeyBinding(keys: [KeyPress(.enter)], label: "Return", summary: "Open or press the item", command: .activate),
        // A gesture rather than a key: `HomeScreenState.reduceReturn` reads it, on terminals that report releases.
        KeyBinding(keys: [], label: "hold Return", summary: "Quick actions (kitty)", command: .openMenu),
        KeyBinding(keys: [KeyPress(.pageDown)], label: "PgDn", summary: "Scroll a screen down", command: .scrollPage(1)),
        KeyBinding(keys: [.character(" ")], label: "Space", summary: "Page down / press item", command: .scrollPage(1),
                   focusedCommand: .pressElement),
        KeyBinding(keys: [KeyPress(.pageUp)], label: "PgUp", summary: "Scroll a screen up", command: .scrollPage(-1)),
        KeyBinding(keys: [KeyPress(.home), .character("g")], label: "Home g", summary: "Go to the top", command: .scrollToTop),
        KeyBinding(keys: [KeyPress(.end), .character("G")], label: "End G", summary: "Go to the bottom", command: .scrollToBottom),
        KeyBinding(keys: [.control("l")], label: "Ctrl-L", summary: "Redraw the screen", command: .redraw),
        KeyBinding(keys: [KeyPress(.escape)], label: "Esc", summary: "Close help/banner/focus", command: .dismiss),
    ]

    /// The command a key runs, if any, whatever its phase; `focused` when a tile has focus. A digit names its tile.
    public static func command(for press: KeyPress, focused: Bool) -> HomeScreenCommand? {
        guard let binding = all.first(where: { $0.keys.contains(press.asPress) }) else { return nil }
        if case .focusTile = binding.command, case .character(let digit) = press.key, let number = digit.wholeNumberValue {
            return .focusTile(number)
        }
        return focused ? binding.focusedCommand ?? binding.command : binding.command
    }
}
