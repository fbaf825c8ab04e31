import CNcursesw

/// Whether the terminal can show the dashboard at all, asked of terminfo before anything is written to it.
enum TerminalCapability {
    /// Throws when terminfo has no entry for `term`, or when its entry cannot move the cursor
    /// (TERM=dumb, a printing terminal): the dashboard would draw a jumble there.
    static func check(term: String) throws(TerminalError) {
        switch widgetty_can_address_cursor(term) {
        case 1: return
        case 0: throw .cannotAddressCursor(term)
        default: throw .unknownTerminal(term)
        }
    }
}
