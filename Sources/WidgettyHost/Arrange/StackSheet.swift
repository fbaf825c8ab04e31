/// A stack's sheet in edit mode: its widgets in order and its rotation, one row each, the selected row marked.
///
/// ↑ and ↓ (`k`, `j`) choose a row; Shift with them (`K`, `J`) moves the chosen widget up or down the stack;
/// `o` takes it out to stand alone after the stack; `r` (or Return on the rotation row) steps the rotation;
/// Esc closes the sheet.
public struct StackSheet: Sendable, Equatable {
    /// The stack's slot.
    public var slot: Int
    /// The selected row: a widget's index, or `rotationRow` (one past the last widget).
    public var selection: Int

    /// The rotations `r` steps through, in order.
    public static let rotations = ["smart", "off", "30s", "1m", "5m", "1h"]

    /// The sheet of the stack in `slot`, its first widget selected.
    public init(slot: Int, selection: Int = 0) {
        self.slot = slot
        self.selection = selection
    }

    /// The rotation that follows `current` (its configuration word) in `rotations`; the first after any other.
    public static func rotation(after current: String) -> String {
        rotations.firstIndex(of: current).map { rotations[($0 + 1) % rotations.count] } ?? rotations[0]
    }
}
