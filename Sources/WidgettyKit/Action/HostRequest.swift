/// Something only the host can do for a widget's quick action: copy text, run a program on the terminal, or show a
/// list in a sheet over the home screen.
public enum HostRequest: Sendable, Equatable {
    /// One entry of a list: a short label in a column of its own ("09:00", "All day"), its text, and a detail that must
    /// not be lost to a long text (an event's place): after the text where both fit on a line, else on a line of its own.
    public struct Row: Sendable, Equatable {
        public var label: String
        public var text: String
        public var detail: String?

        /// A row reading `label`, then `text`, then `detail` if any.
        public init(_ label: String, _ text: String, detail: String? = nil) {
            self.label = label
            self.text = text
            self.detail = detail
        }
    }

    /// Puts `text` on the clipboard (OSC 52, where the terminal takes it); `what` names it in the host's words ("the time").
    case copy(String, what: String)
    /// Runs a program on the terminal with the dashboard suspended (`top`), the first of `candidates` found on PATH,
    /// each a program and its arguments; the dashboard comes back when it exits.
    case runProgram(candidates: [[String]])
    /// Shows `rows` under `title` in a sheet, closed by any key or a click; `empty` says so when there are none.
    case showList(title: String, rows: [Row], empty: String)
}
