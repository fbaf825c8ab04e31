/// Reads text from outside as the characters it shows and the terminal controls between them (ECMA-48), so that
/// every place showing such text drops the same controls whole and no part of one is left behind as characters.
///
/// Control sequences (CSI: `ESC [` or 0x9B, then parameter, intermediate and final bytes) are handed on, for SGR
/// colours to be read. Control strings (OSC: `ESC ]` or 0x9D; DCS: `ESC P` or 0x90; SOS: `ESC X` or 0x98;
/// PM: `ESC ^` or 0x9E; APC: `ESC _` or 0x9F) are skipped whole, up to their string terminator (ST: `ESC \` or
/// 0x9C, and for OSC BEL too) or the end of the text: an escape inside one, such as the doubled ESC of a tmux
/// passthrough (`ESC P tmux; … ESC \`), ends nothing. Other escape sequences (`ESC 7`, `ESC ( B`) are skipped, and
/// a sequence cut off by the end of the text is dropped. The C1 controls are the code points U+0080–U+009F, which
/// UTF-8 writes as C2 80–C2 9F; a raw byte 0x9B is not UTF-8 and decodes to U+FFFD, a character like any other.
public struct TerminalControlReader: IteratorProtocol, Sendable {
    /// One piece of the text.
    public enum Token: Sendable, Equatable {
        /// A character to show: no control.
        case character(Unicode.Scalar)
        /// A lone control character, C0 or C1, or DEL: a line break, a tab, a bell.
        case control(Unicode.Scalar)
        /// A control sequence: its parameter and intermediate bytes (the first `parameterLimit`) and its final byte.
        case controlSequence(parameters: String, final: Unicode.Scalar)
    }

    /// The most parameter and intermediate bytes of a control sequence kept; the rest are read and dropped.
    public static let parameterLimit = 64

    private var scalars: Substring.UnicodeScalarView

    /// A reader of `text` from its start.
    public init(_ text: Substring) {
        scalars = text.unicodeScalars
    }

    /// A reader of `text` from its start.
    public init(_ text: String) {
        self.init(text[...])
    }

    /// Where the text not read yet starts: just after the last token returned (and any control string skipped before it).
    public var position: String.Index { scalars.startIndex }

    /// The next character, control or control sequence; escape sequences and control strings are skipped.
    public mutating func next() -> Token? {
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x1B:
                if let sequence = escapeSequence() { return sequence }
            case 0x9B:
                if let sequence = controlSequence() { return sequence }
            case 0x90, 0x98, 0x9E, 0x9F: skipControlString(endsAtBell: false)
            case 0x9D: skipControlString(endsAtBell: true)
            case 0x00..<0x20, 0x7F...0x9F: return .control(scalar)
            default: return .character(scalar)
            }
        }
        return nil
    }

    /// After ESC: a control sequence to hand on, or nil once a control string or other escape sequence is skipped.
    /// ESC before a control character or a character that is not ASCII is dropped alone.
    private mutating func escapeSequence() -> Token? {
        guard let introducer = scalars.first else { return nil }
        switch introducer.value {
        case 0x5B:  // [
            scalars.removeFirst()
            return controlSequence()
        case 0x5D:  // ]
            scalars.removeFirst()
            skipControlString(endsAtBell: true)
        case 0x50, 0x58, 0x5E, 0x5F:  // P X ^ _
            scalars.removeFirst()
            skipControlString(endsAtBell: false)
        case 0x20...0x2F:
            // Intermediate bytes, then a final byte: `ESC ( B`, `ESC # 8`, `ESC SP F`.
            while let next = scalars.first, (0x20...0x2F).contains(next.value) { scalars.removeFirst() }
            if let final = scalars.first, (0x30...0x7E).contains(final.value) { scalars.removeFirst() }
        case 0x30...0x7E:
            scalars.removeFirst()
        default: break
        }
        return nil
    }

    /// The rest of a control sequence after its introducer; nil when it is cut off by the end of the text or by a
    /// byte that cannot be in one (which is left to be read on its own).
    private mutating func controlSequence() -> Token? {
        var parameters = ""
        var count = 0
        while let next = scalars.first {
            switch next.value {
            case 0x20...0x3F:
                scalars.removeFirst()
                if count < Self.parameterLimit { parameters.unicodeScalars.append(next) }
                count += 1
            case 0x40...0x7E:
                scalars.removeFirst()
                return .controlSequence(parameters: parameters, final: next)
            default:
                return nil
            }
        }
        return nil
    }

    /// Skips a control string's body and its terminator: ST (`ESC \` or 0x9C), or BEL when `endsAtBell` (OSC);
    /// without one, the rest of the text.
    private mutating func skipControlString(endsAtBell: Bool) {
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x07 where endsAtBell, 0x9C: return
            case 0x1B where scalars.first == "\\":
                scalars.removeFirst()
                return
            default: continue
            }
        }
    }
}
