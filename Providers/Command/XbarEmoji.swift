/// xbar's `emojize`: `:shortcode:` as its emoji, for every GitHub shortcode (gemoji's, `XbarEmojiTable`);
/// others stay as written.
enum XbarEmoji {
    /// The table, read once, the first time a plugin's text holds a colon.
    private static let codes: [String: String] = {
        var codes: [String: String] = [:]
        codes.reserveCapacity(2048)
        for line in XbarEmojiTable.text.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            codes[String(line[..<space])] = String(line[line.index(after: space)...])
        }
        return codes
    }()

    /// `text` with each known `:shortcode:` replaced.
    static func emojize(_ text: String) -> String {
        guard text.contains(":") else { return text }
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: ":") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: ":"), let emoji = codes[String(after[..<close])] {
                result += emoji
                rest = after[after.index(after: close)...]
            } else {
                result += ":"
                rest = after
            }
        }
        return result + rest
    }
}
