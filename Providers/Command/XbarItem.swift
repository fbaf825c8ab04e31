import FoundationEssentials
import WidgettyKit

/// One line of an xbar plugin's output, read: its styled text and what pressing it does.
struct XbarItem: Sendable, Equatable, Encodable {
    /// How many `--` levels it is nested under.
    var depth: Int
    /// Its text, in the colour `color` or the line's own ANSI colours.
    var runs: [StyledRun]
    /// `href`: the URL it opens.
    var url: URL?
    /// `shell`/`bash` and `param1…`: the argument vector it runs, the widget reloading after.
    var command: [String]?
    /// `refresh=true`: pressing it reloads the widget.
    var refreshes: Bool
    /// `disabled=true`: drawn dimmed, and does nothing.
    var isDisabled: Bool
}

/// A row under an xbar plugin's title: an item, or a divider (`---`, `-----` in a submenu).
enum XbarRow: Sendable, Equatable, Encodable {
    case item(XbarItem)
    case divider(depth: Int)
}
