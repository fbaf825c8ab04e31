/// Reads a TOML key as TOML itself does, so a key found in the text matches the key the parser gave:
/// bare parts, "basic" parts with their escapes decoded (`"\u0041bc"` is `Abc`), 'literal' parts,
/// joined by dots.
enum TOMLKeyReader {
    /// The parts of the key at the start of `text` (after blanks), and the text after it; nil when no key is there.
    static func read(_ text: Substring) -> (parts: [String], rest: Substring)? {
        var rest = text
        var parts: [String] = []
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard let part = readPart(&rest) else { return nil }
            parts.append(part)
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard rest.first == "." else { return (parts, rest) }
            rest = rest.dropFirst()
        }
    }

    /// One part of a dotted key, taken from the start of `rest`.
    private static func readPart(_ rest: inout Substring) -> String? {
        switch rest.first {
        case "\"":
            return readBasic(&rest)
        case "'":
            let inner = rest.dropFirst()
            guard let close = inner.firstIndex(of: "'") else { return nil }
            rest = inner[inner.index(after: close)...]
            return String(inner[..<close])
        default:
            let bare = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            guard !bare.isEmpty else { return nil }
            rest = rest[bare.endIndex...]
            return String(bare)
        }
    }

    /// A "basic" quoted part with its escapes decoded, taken from the start of `rest`.
    private static func readBasic(_ rest: inout Substring) -> String? {
        var scalars = rest.unicodeScalars.dropFirst()
        var part = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            if scalar == "\"" {
                rest = Substring(scalars)
                return String(part)
            }
            guard scalar == "\\" else {
                part.append(scalar)
                continue
            }
            guard let escape = scalars.popFirst() else { return nil }
            switch escape {
            case "b": part.append("\u{08}")
            case "t": part.append("\t")
            case "n": part.append("\n")
            case "f": part.append("\u{0C}")
            case "r": part.append("\r")
            case "e": part.append("\u{1B}")
            case "\"": part.append("\"")
            case "\\": part.append("\\")
            case "x", "u", "U":
                let digits = escape == "x" ? 2 : escape == "u" ? 4 : 8
                let hex = String(String.UnicodeScalarView(scalars.prefix(digits)))
                guard hex.unicodeScalars.count == digits, let value = UInt32(hex, radix: 16),
                      let decoded = Unicode.Scalar(value) else { return nil }
                part.append(decoded)
                scalars = scalars.dropFirst(digits)
            default:
                return nil
            }
        }
        return nil
    }
}
