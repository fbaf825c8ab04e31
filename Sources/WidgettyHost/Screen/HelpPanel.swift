import WidgettyRender

/// How the help overlay lays its list out on a screen: its rows, in one column or in two side by side (only where two
/// fit with their meanings), and how far the list scrolls when it is taller than the screen.
struct HelpPanel {
    /// The rows listed: a key or gesture and what it does; a blank row parts the keys from the gestures.
    let rows: [(label: String, summary: String)]
    /// The width of the widest label, before the meanings' column.
    let labelWidth: Int
    /// The width of one column: a label, two spaces and a meaning.
    let columnWidth: Int
    /// One, or two where the list is taller than the screen and two columns fit its width.
    let columns: Int
    /// How many rows each column holds.
    let perColumn: Int
    /// How many rows of each column the screen shows at once.
    let shown: Int

    /// Rows the panel adds around the list: its border, the title and a blank, a blank (or "more") and the focus line.
    static let frameRows = 6
    /// Columns the panel adds around the list: its border and a margin each side.
    static let frameColumns = 4
    /// Columns between the two columns.
    static let gutter = 3

    /// The panel on a screen of `size`; `reportsMouse` adds how to select text, `editing` lists edit mode's keys instead.
    init(size: Size, reportsMouse: Bool, editing: Bool) {
        let gestures = MouseBinding.all + (reportsMouse ? [MouseBinding.textSelection] : [])
        rows = editing
            ? EditModeKey.all.map { ($0.label, $0.summary) } + [("", "")] + EditModeKey.gestures.map { ($0.gesture, $0.summary) }
            : KeyBinding.all.map { ($0.label, $0.summary) } + [("", "")] + gestures.map { ($0.gesture, $0.summary) }
        labelWidth = rows.map { GraphemeWidth.of($0.label) }.max() ?? 0
        columnWidth = labelWidth + 2 + (rows.map { GraphemeWidth.of($0.summary) }.max() ?? 0)
        let room = max(1, size.height - Self.frameRows)
        let twoFit = 2 * columnWidth + Self.gutter + Self.frameColumns <= size.width
        columns = rows.count > room && twoFit ? 2 : 1
        perColumn = (rows.count + columns - 1) / columns
        shown = min(perColumn, room)
    }

    /// The furthest the list scrolls: none when every row shows.
    var maxScroll: Int { perColumn - shown }

    /// How far a page (PgDn, Space) scrolls: the rows shown but one, so a row stays in sight.
    var page: Int { max(1, shown - 1) }
}
