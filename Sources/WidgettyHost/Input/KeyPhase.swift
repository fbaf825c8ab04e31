/// Whether a key went down, repeats while held, or came up: what terminals that speak the kitty keyboard
/// protocol report (its event types); every other terminal sends only presses, and its auto-repeat as more presses.
public enum KeyPhase: Sendable, Hashable {
    case press
    /// The terminal's auto-repeat: the key is held past the system's repeat delay.
    case `repeat`
    case release

    /// The phase a kitty event-type number names (1 press, 2 repeat, 3 release); nil for any other number.
    init?(eventType: Int) {
        switch eventType {
        case 1: self = .press
        case 2: self = .repeat
        case 3: self = .release
        default: return nil
        }
    }
}
