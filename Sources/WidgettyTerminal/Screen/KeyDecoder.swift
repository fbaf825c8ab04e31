import CNcursesw
import WidgettyHost

/// Turns what `wget_wch` returns into keys the home screen understands.
enum KeyDecoder {
    /// The event for a character (`isFunctionKey` false) or a KEY_* code; nil for keys we do not use.
    static func decode(_ code: UInt32, isFunctionKey: Bool) -> InputEvent? {
        if isFunctionKey {
            switch Int32(code) {
            case KEY_RESIZE: return .resize
            case KEY_UP: return .key(.up)
            case KEY_DOWN: return .key(.down)
            case KEY_NPAGE: return .key(.pageDown)
            case KEY_PPAGE: return .key(.pageUp)
            case KEY_HOME: return .key(.home)
            case KEY_END: return .key(.end)
            default: return nil
            }
        }
        switch code {
        case 0x1B: return .key(.escape)
        case 0x0C: return .key(.redraw)
        default:
            guard let scalar = Unicode.Scalar(code), code >= 0x20 else { return nil }
            return .key(.character(Character(scalar)))
        }
    }
}
