/// What a newcomer means by `location = Tokyo`: a string written without its quotes, which TOML
/// cannot read. Given the line the TOML parser stopped on, it says how to write it.
enum UnquotedValue {
    /// `strings are quoted: location = "Tokyo"` (or, for a yes or no, how to write true or false) when the line
    /// is `key = word…` with a value TOML has no reading of; nil for anything else.
    static func advice(forLine line: Substring) -> String? {
        guard let (_, rest) = TOMLKeyReader.read(line), rest.first == "=" else { return nil }
        let key = line[..<rest.startIndex].trimmingBlanks
        var value = rest.dropFirst()
        if let comment = value.firstRange(of: " #") { value = value[..<comment.lowerBound] }
        value = value.trimmingBlanks
        guard let first = value.unicodeScalars.first, !startsValue(first) else { return nil }
        let word = String(value)
        if ["true", "false", "inf", "nan"].contains(word) { return nil }
        let lower = word.lowercased()
        if ["yes", "no", "on", "off", "true", "false"].contains(lower) {
            return "true and false are written in lower case, without quotes: \(key) = \(["yes", "on", "true"].contains(lower))"
        }
        let escaped = word.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        return "strings are quoted: \(key) = \"\(escaped)\""
    }

    /// Whether TOML reads a value starting with `scalar` as something other than a bare word:
    /// a string, a list, a table, a number or a date.
    private static func startsValue(_ scalar: Unicode.Scalar) -> Bool {
        "\"'[{+-.".unicodeScalars.contains(scalar) || ("0"..."9").contains(scalar)
    }
}

private extension Substring {
    /// Without the spaces and tabs (and a line's carriage return) at either end.
    var trimmingBlanks: Substring {
        let isText: (Character) -> Bool = { $0 != " " && $0 != "\t" && $0 != "\r" }
        guard let start = firstIndex(where: isText), let end = lastIndex(where: isText) else { return "" }
        return self[start...end]
    }
}
