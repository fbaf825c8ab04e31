import WidgettyKit

/// Cleans text from outside before it reaches a Canvas (ARCHITECTURE.md, "Colors, text and placeholders").
///
/// Escape sequences and control strings are dropped whole (read by `TerminalControlReader`, as the command kind's
/// printed text is), other control characters and bidirectional overrides and isolates are dropped, and tabs and
/// line breaks become spaces, so nothing from data can move the cursor, change the terminal's state or reorder the
/// text around it.
public enum TextSanitizer {
    /// The text with escape sequences and control characters removed.
    public static func clean(_ text: String) -> String {
        // C0 controls and DEL are single bytes; C1 controls (U+0080–U+009F) start with 0xC2, the bidirectional
        // marks with 0xE2 (U+200E–U+2069) or 0xD8 (U+061C).
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xD8 }),
              text.unicodeScalars.contains(where: isDropped) else { return text }
        var output = String.UnicodeScalarView()
        var reader = TerminalControlReader(text)
        while let token = reader.next() {
            switch token {
            case .character(let scalar): if !isBidiControl(scalar) { output.append(scalar) }
            case .control("\t"), .control("\n"), .control("\r"): output.append(" ")
            case .control, .controlSequence: break
            }
        }
        return String(output)
    }

    /// The text with every control character but line breaks and tabs, and every bidirectional override or isolate,
    /// written out visibly (`\u{1B}`, `\u{202E}`), for command-line output that quotes what someone wrote: they see
    /// what is there, and the terminal neither runs nor reorders any of it.
    public static func escaped(_ text: String) -> String {
        let shown = { (scalar: Unicode.Scalar) in (isControl(scalar) && scalar != "\n" && scalar != "\t") || isBidiControl(scalar) }
        guard text.unicodeScalars.contains(where: shown) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            if shown(scalar) {
                output += written(scalar)
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// One character written out as `escaped` writes it: `\u{1B}`.
    public static func written(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// JSON text with DEL, the C1 controls (U+007F–U+009F) and the bidirectional overrides and isolates, which JSON
    /// allows raw in strings, written as JSON writes any character (`\u0085`, `\u202e`), so the terminal neither runs
    /// nor reorders them and the text stays JSON; JSON encoders already escape the C0 controls.
    public static func escapingControlsInJSON(_ json: String) -> String {
        let shown = { (scalar: Unicode.Scalar) in (0x7F...0x9F).contains(scalar.value) || isBidiControl(scalar) }
        guard json.unicodeScalars.contains(where: shown) else { return json }
        var output = ""
        for scalar in json.unicodeScalars {
            if shown(scalar) {
                let digits = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// What `clean` leaves out: control characters and the marks that reorder text.
    private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || isBidiControl(scalar)
    }

    /// The marks that change the order text is shown in: embeddings and overrides (U+202A–U+202E), isolates
    /// (U+2066–U+2069), and the left-to-right, right-to-left and Arabic letter marks.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }
}
