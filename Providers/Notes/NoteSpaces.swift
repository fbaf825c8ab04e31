/// The spaces a title or preview is trimmed of: what Foundation's `CharacterSet.whitespaces` holds (tabs, Unicode's
/// space separators, and U+200B ZERO WIDTH SPACE), read by scalars in place, where Foundation copied the text
/// through UTF-16 (a 1 MiB line cost tens of milliseconds).
enum NoteSpaces {
    /// Whether `scalar` is one of them.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\t" }
        return scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// `text` without them at either end.
    static func trimmed(_ text: String) -> Substring {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !contains($0) }),
              let last = scalars.lastIndex(where: { !contains($0) }) else { return "" }
        return Substring(scalars[first...last])
    }

    /// Whether `text` holds anything else.
    static func isBlank(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy(contains)
    }
}
