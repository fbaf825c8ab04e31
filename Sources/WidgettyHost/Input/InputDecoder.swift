import WidgettyKit

/// Turns the bytes a terminal sends into `InputEvent`s: UTF-8 characters, control keys, CSI and SS3 key
/// sequences with xterm's modifiers, SGR mouse reports (1006), bracketed paste (2004) and focus (1004),
/// and the kitty keyboard protocol's `CSI code[:shifted] ; modifiers[:event] [; text] u` keys with their
/// phase (press, repeat, release; the functional keys' `CSI 1;mods:event A` and `CSI n;mods:event ~` too).
///
/// Written here rather than taken from ncurses: ncurses' keypad mode knows neither SGR mouse nor
/// paste nor focus, and this way every byte goes through one pure, fuzzed function. Bytes may arrive
/// split anywhere; an incomplete sequence waits for the next read. A lone ESC cannot be told from the
/// start of a sequence, so while `isWaiting`, the caller reads again within a short time and calls
/// `flush()` if nothing came. Malformed or unknown sequences are dropped whole; what follows them
/// is decoded as usual.
public struct InputDecoder: Sendable {
    /// The longest control sequence read; a longer one is dropped as garbage.
    static let longestSequence = 64
    /// Milliseconds to wait for the rest of a sequence before `flush()` (ncurses' ESCDELAY is 1000; terminals send a sequence at once).
    public static let escapeWait: Int32 = 25

    private var pending: [UInt8] = []
    /// A bracketed paste being collected, once its start has been read.
    private var paste: [UInt8]?

    /// A decoder with nothing pending.
    public init() {}

    /// Whether bytes wait that may be the start of a sequence (or a paste is still open).
    public var isWaiting: Bool { !pending.isEmpty || paste != nil }

    /// The events in `bytes`, after any bytes left over from before.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        var events: [InputEvent] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                guard let consumed = collectPaste(from: index, into: &events) else { break }
                index = consumed
                continue
            }
            guard let (event, length) = decodeOne(at: index, complete: false) else { break }
            if let event { events.append(event) }
            index += length
        }
        pending.removeFirst(index)
        return events
    }

    /// What is pending, decoded as if no more bytes will come: a lone ESC is the Escape key, a paste ends.
    public mutating func flush() -> [InputEvent] {
        var events: [InputEvent] = []
        if let text = paste {
            paste = nil
            events.append(.paste(Self.cleanPaste(text + pending)))
            pending = []
            return events
        }
        var index = 0
        while index < pending.count {
            guard let (event, length) = decodeOne(at: index, complete: true) else { break }
            if let event { events.append(event) }
            index += max(1, length)
        }
        pending = []
        return events
    }

    // MARK: One event

    /// The event at `index` and the bytes it took (the event nil for bytes that mean nothing);
    /// nil when more bytes are needed, unless `complete` says none will come.
    private mutating func decodeOne(at index: Int, complete: Bool) -> (InputEvent?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B: return decodeEscape(at: index, complete: complete)
        case 0x0D, 0x0A: return (.key(KeyPress(.enter)), 1)
        case 0x09: return (.key(KeyPress(.tab)), 1)
        case 0x7F, 0x08: return (.key(KeyPress(.backspace)), 1)
        case 0x00: return (.key(KeyPress(.character(" "), .control)), 1)
        case 0x01...0x1A:
            return (.key(KeyPress(.character(Character(Unicode.Scalar(byte + 0x60))), .control)), 1)
        case 0x1C...0x1F: return (nil, 1)
        default: return decodeCharacter(at: index, complete: complete)
        }
    }

    /// A UTF-8 character; an invalid byte is dropped.
    private func decodeCharacter(at index: Int, complete: Bool) -> (InputEvent?, Int)? {
        let lead = pending[index]
        let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
        guard length > 0 else { return (nil, 1) }
        guard index + length <= pending.count else { return complete ? (nil, pending.count - index) : nil }
        guard let text = String(validating: pending[index..<index + length], as: UTF8.self), let character = text.first else {
            return (nil, 1)
        }
        return (.key(KeyPress(.character(character))), length)
    }

    /// ESC alone, ESC and a key (Alt), a CSI sequence, or an SS3 sequence.
    private mutating func decodeEscape(at index: Int, complete: Bool) -> (InputEvent?, Int)? {
        guard index + 1 < pending.count else { return complete ? (.key(KeyPress(.escape)), 1) : nil }
        switch pending[index + 1] {
        case UInt8(ascii: "["): return decodeCSI(at: index, complete: complete)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return complete ? (.key(KeyPress(.character("O"), .alt)), 2) : nil }
            return (Self.ss3Key(pending[index + 2]).map { .key(KeyPress($0)) }, 3)
        case 0x1B: return (.key(KeyPress(.escape)), 1)
        default:
            guard let (event, length) = decodeOne(at: index + 1, complete: complete) else { return nil }
            guard case .key(var press)? = event else { return (event, 1 + length) }
            press.modifiers.insert(.alt)
            return (.key(press), 1 + length)
        }
    }

    /// `ESC [` parameters, intermediates and a final byte.
    private mutating func decodeCSI(at index: Int, complete: Bool) -> (InputEvent?, Int)? {
        var end = index + 2
        while end < pending.count, (0x20...0x3F).contains(pending[end]) {
            end += 1
            if end - index > Self.longestSequence { return (nil, 2) }
        }
        guard end < pending.count else { return complete ? (nil, pending.count - index) : nil }
        guard (0x40...0x7E).contains(pending[end]) else { return (nil, 2) }
        let parameters = Array(pending[(index + 2)..<end])
        let final = pending[end]
        let length = end - index + 1
        if final == UInt8(ascii: "M"), parameters.isEmpty {
            // X10 mouse: three raw bytes follow; not asked for, so only skipped.
            guard index + 6 <= pending.count else { return complete ? (nil, pending.count - index) : nil }
            return (nil, 6)
        }
        if parameters.first == UInt8(ascii: "<") { return (Self.sgrMouse(parameters.dropFirst(), final: final), length) }
        if parameters.first == UInt8(ascii: "?") { return (Self.keyboardFlags(parameters.dropFirst(), final: final), length) }
        guard let fields = Self.fields(parameters[...]) else { return (nil, length) }
        if final == UInt8(ascii: "~"), fields.first?.first == 200 {
            paste = []
            return (nil, length)
        }
        return (Self.csiEvent(fields: fields, final: final), length)
    }

    /// Collects paste bytes up to `ESC [ 201 ~`; nil when the end has not come yet (what came is kept).
    private mutating func collectPaste(from index: Int, into events: inout [InputEvent]) -> Int? {
        let end: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
        let rest = pending[index...]
        if let found = rest.firstRange(of: end) {
            events.append(.paste(Self.cleanPaste((paste ?? []) + rest[..<found.lowerBound])))
            paste = nil
            return found.upperBound
        }
        // Keep the tail that may be the start of the end marker; bank the rest (up to the limit).
        let keep = min(rest.count, end.count - 1)
        let banked = rest.dropLast(keep)
        if (paste?.count ?? 0) + banked.count <= InputLimits.pasteBytes { paste?.append(contentsOf: banked) }
        pending.removeSubrange(index..<(index + banked.count))
        return nil
    }

    // MARK: Tables

    /// The key an SS3 final byte names (application cursor keys, F1–F4).
    private static func ss3Key(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final) - 0x4F)
        default: nil
        }
    }

    /// A CSI key or focus event; nil for sequences widgetty does not use. The second field holds the modifiers
    /// and, after a colon, the kitty protocol's event type.
    private static func csiEvent(fields: [[Int?]], final: UInt8) -> InputEvent? {
        let modifierField = fields.count > 1 ? fields[1] : []
        let modifierValue = (modifierField.first ?? nil) ?? 1
        guard let phase = modifierField.count > 1 ? modifierField[1].flatMap(KeyPhase.init(eventType:)) : .press else { return nil }
        let modifiers = KeyModifiers(csiParameter: modifierValue)
        let key: Key?
        switch final {
        case UInt8(ascii: "I"): return .focus(gained: true)
        case UInt8(ascii: "O"): return .focus(gained: false)
        case UInt8(ascii: "Z"): return .key(KeyPress(.tab, .shift, phase: phase))
        case UInt8(ascii: "u"): return kittyKey(fields: fields, modifierValue: modifierValue, phase: phase).map { .key($0) }
        case UInt8(ascii: "~"):
            switch fields.first?.first ?? nil {
            case 1, 7: key = .home
            case 2: key = .insert
            case 3: key = .delete
            case 4, 8: key = .end
            case 5: key = .pageUp
            case 6: key = .pageDown
            case let code? where [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24].contains(code):
                key = .function([11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24].firstIndex(of: code)! + 1)
            default: key = nil
            }
        default: key = ss3Key(final)
        }
        return key.map { .key(KeyPress($0, modifiers, phase: phase)) }
    }

    /// A kitty `CSI code[:shifted[:base]] ; modifiers[:event] [; text] u` key; nil for a key widgetty has no use for
    /// (a modifier or media key, F13 and up), one held with Super, Hyper or Meta (never a key of its map), or a bad code.
    ///
    /// A character key says its text when the terminal reports it (flag 16), else its shifted key (flag 4) with
    /// Shift, else the key itself, upper-cased with Shift for a letter: "G" and "?" come as they do from any terminal.
    private static func kittyKey(fields: [[Int?]], modifierValue: Int, phase: KeyPhase) -> KeyPress? {
        guard let codes = fields.first, let code = codes.first ?? nil, let bits = UInt8(exactly: modifierValue - 1),
              bits & 0b11_1000 == 0 else { return nil }
        var modifiers = KeyModifiers(csiParameter: modifierValue)
        if let key = kittyFunctionalKey(code) { return KeyPress(key, modifiers, phase: phase) }
        let text = fields.count > 2 ? printableCharacter(fields[2]) : nil
        // Code 0: text typed by no known key.
        guard var character = printableCharacter([code]) ?? (code == 0 ? text : nil) else { return nil }
        let shifted = codes.count > 1 ? printableCharacter([codes[1]]) : nil
        if modifiers.contains(.control) {
            modifiers.remove(.shift)  // as a terminal's Ctrl-Shift-L sends Ctrl-L's byte
        } else if let text {
            character = text
            modifiers.remove(.shift)
        } else if modifiers.contains(.shift),
                  let upper = shifted ?? (character.isASCII && character.isLetter ? Character(character.uppercased()) : nil) {
            character = upper
            modifiers.remove(.shift)
        }
        return KeyPress(.character(character), modifiers, phase: phase)
    }

    /// The key a kitty code below 32, 127, or in the Private Use Area names (the keypad as the keys it stands for).
    private static func kittyFunctionalKey(_ code: Int) -> Key? {
        switch code {
        case 9: .tab
        case 13, 57414: .enter
        case 27: .escape
        case 127, 8: .backspace
        case 57417: .left
        case 57418: .right
        case 57419: .up
        case 57420: .down
        case 57421: .pageUp
        case 57422: .pageDown
        case 57423: .home
        case 57424: .end
        case 57425: .insert
        case 57426: .delete
        default: nil
        }
    }

    /// The keypad's character keys (0–9, decimal, divide, multiply, subtract, add, equal) as the characters they type.
    private static let keypadCharacters: [Int: Character] = Dictionary(uniqueKeysWithValues: zip(57399..., "0123456789./*-+"))
        .merging([57415: "="]) { first, _ in first }

    /// One character from code points, unless one is missing, not a scalar, a control, or in the Private Use Area
    /// (where only the keypad's characters are), or they make more or less than one character.
    private static func printableCharacter(_ codes: [Int?]) -> Character? {
        if codes.count == 1, let code = codes[0], let character = keypadCharacters[code] { return character }
        var text = String.UnicodeScalarView()
        for code in codes {
            guard let code, let value = UInt32(exactly: code), let scalar = Unicode.Scalar(value), value >= 0x20,
                  !(0x7F...0x9F).contains(value), !(0xE000...0xF8FF).contains(value) else { return nil }
            text.append(scalar)
        }
        let string = String(text)
        return string.count == 1 ? string.first : nil
    }

    /// The answer to `CSI ? u`: `CSI ? flags u`; nil for any other private reply (DA1's `CSI ? … c`).
    private static func keyboardFlags(_ parameters: ArraySlice<UInt8>, final: UInt8) -> InputEvent? {
        guard final == UInt8(ascii: "u"), let fields = Self.fields(parameters), fields.count == 1, fields[0].count == 1,
              let flags = fields[0][0] else { return nil }
        return .keyboardFlags(flags)
    }

    /// An SGR mouse report `<b;x;y` ending in M (press, motion, wheel) or m (release).
    private static func sgrMouse(_ parameters: ArraySlice<UInt8>, final: UInt8) -> InputEvent? {
        let numbers = (fields(parameters) ?? []).map { field in field.count == 1 ? field[0] : nil }
        guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2], column >= 1, row >= 1,
              final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        // Bits 0–1 name the button, 64 the wheel (its "buttons" 0 up, 1 down), 128 buttons 8–11.
        let button = code & 0b11 | (code & 128 != 0 ? 8 : 0)
        let kind: MouseEvent.Kind
        if code & 64 != 0, code & 128 == 0 {
            guard button < 2 else { return nil }
            kind = .wheel(button == 0 ? -1 : 1)
        } else if code & 32 != 0 {
            kind = .motion
        } else {
            kind = final == UInt8(ascii: "m") ? .release : .press
        }
        let held: Int? = switch kind {
        case .wheel: nil
        case .motion: button == 3 ? nil : button
        case .press, .release: button
        }
        return .mouse(MouseEvent(kind: kind, button: held, column: column - 1, row: row - 1, modifiers: modifiers))
    }

    /// `;`-separated fields of `:`-separated decimal numbers, nil where one is empty; nil for them all when one
    /// is not digits or absurd (past 7 of them: kitty's key codes run to 7).
    private static func fields(_ bytes: ArraySlice<UInt8>) -> [[Int?]]? {
        var fields: [[Int?]] = []
        for field in bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
            var numbers: [Int?] = []
            for part in field.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false) {
                guard !part.isEmpty else { numbers.append(nil); continue }
                guard part.count <= 7, part.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
                numbers.append(part.reduce(0) { $0 * 10 + Int($1 - 0x30) })
            }
            fields.append(numbers)
        }
        return fields
    }

    /// Pasted bytes as text: invalid UTF-8 repaired, line breaks kept, other controls (escapes) dropped.
    private static func cleanPaste(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(InputLimits.pasteBytes), as: UTF8.self)
        return String(String.UnicodeScalarView(text.unicodeScalars.filter {
            $0 == "\n" || $0 == "\t" || !($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
        }))
    }
}
