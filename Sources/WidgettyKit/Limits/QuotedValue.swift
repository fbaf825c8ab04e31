/// A value someone wrote, quoted in a message: in double quotes, and shortened with "…" past
/// `InputLimits.quotedValueCharacters`, so a pasted megabyte does not become a megabyte of error. Straight quotes where
/// the value is written in quotes (TOML, JSON: `widgetty check`, a banner about the file), “…” on screen otherwise.
public enum QuotedValue {
    /// `"text"`, shortened when long.
    public static func quote(_ text: String) -> String {
        "\"" + shortened(text) + "\""
    }

    /// `“text”`, shortened when long: a value quoted on screen, in a tile or a banner, where nothing is typed in quotes.
    public static func shown(_ text: String) -> String {
        "“" + shortened(text) + "”"
    }

    /// `text`, cut with "…" past `InputLimits.quotedValueCharacters`.
    private static func shortened(_ text: String) -> String {
        let limit = InputLimits.quotedValueCharacters
        return text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    /// `message` as the screen quotes, where no TOML is typed (a sheet's field): each pair of straight double quotes
    /// turned to “ and ” (`"Europe/Londn" is not a time zone` reads `“Europe/Londn” is not a time zone`); a message
    /// with an odd number of them is left as it is.
    public static func curled(_ message: String) -> String {
        let parts = message.split(separator: "\"", omittingEmptySubsequences: false)
        guard parts.count % 2 == 1 else { return message }
        return parts.enumerated().map { index, part in index == 0 ? String(part) : (index % 2 == 1 ? "“" : "”") + part }.joined()
    }
}
