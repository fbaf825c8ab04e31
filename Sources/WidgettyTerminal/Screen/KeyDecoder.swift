import CNcursesw
import WidgettyHost

/// Turns what `wget_wch` returns into keys the home screen understands.
enum KeyDecoder {
    /// The key for a character (`isFunctionKey` false) or a KEY_* code; nil for keys we do not use.
    ///
    /// KEY_RESIZE is one of those: resizes arrive as SIGWINCH, and every frame is
    /// composed at the terminal's current size.
    static func decode(_ code: UInt32, isFunctionKey: Bool) -> Key? {
        if isFunctionKey {
            switch Int32(exactly: code) {
            case KEY_UP: return .up
            case KEY_DOWN: return .down
            case KEY_NPAGE: return .pageDown
            case KEY_PPAGE: return .pageUp
            case KEY_HOME: return .home
            case KEY_END: return .end
            default: return nil
            }
        }
        switch code {
        case 0x1B: return .escape
        case 0x0C: return .redraw
        default:
            guard let scalar = Unicode.Scalar(code), code >= 0x20 else { return nil }
            return .character(Character(scalar))
        }
    }
}
