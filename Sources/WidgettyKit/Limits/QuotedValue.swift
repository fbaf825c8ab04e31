/// A value someone wrote, quoted in a message: in double quotes, and shortened with "…" past
/// `InputLimits.quotedValueCharacters`, so a pasted megabyte does not become a megabyte of error.
public enum QuotedValue {
    /// `"text"`, shortened when long.
    public static func quote(_ text: String) -> String {
        let limit = InputLimits.quotedValueCharacters
        return "\"" + (text.count <= limit ? text : String(text.prefix(limit - 1)) + "…") + "\""
    }
}
