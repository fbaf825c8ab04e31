import Glibc
import WidgettyHost

/// Ctrl-C, Ctrl-\ and Ctrl-Z, which the terminal's line discipline turns into SIGINT, SIGQUIT and SIGTSTP before
/// any byte is read, but which come as keys while the kitty keyboard protocol reports them as escape codes: raised
/// here as the terminal would have, so they end or suspend the dashboard the same way on every terminal.
enum KeyboardSignals {
    /// The signal a key press stands for, if any (its repeats and releases stand for nothing).
    static func signal(for event: InputEvent) -> Int32? {
        guard case .key(let press) = event, press.phase == .press, press.modifiers == .control,
              case .character(let letter) = press.key else { return nil }
        switch letter {
        case "c": return SIGINT
        case "\\": return SIGQUIT
        case "z": return SIGTSTP
        default: return nil
        }
    }

    /// The events but those keys, whose signals are raised (their handlers relay them to the loop).
    static func raising(_ events: [InputEvent]) -> [InputEvent] {
        events.filter { event in
            guard let signal = signal(for: event) else { return true }
            raise(signal)
            return false
        }
    }
}
