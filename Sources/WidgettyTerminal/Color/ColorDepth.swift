/// How many colors the terminal can show, from most to fewest (ARCHITECTURE.md, "Colors, text and placeholders").
public enum ColorDepth: String, Sendable, Equatable {
    /// 24-bit RGB.
    case direct
    /// The xterm 256-color palette.
    case palette256
    /// The 16 ANSI colors.
    case ansi16
    /// No colors: attributes only (also for NO_COLOR).
    case monochrome

    /// Chooses a depth from what terminfo reports and the environment says.
    public static func choose(terminfoColors: Int, hasColors: Bool, environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        guard hasColors else { return .monochrome }
        if terminfoColors >= 1 << 24 { return .direct }
        if terminfoColors >= 256 { return .palette256 }
        if terminfoColors >= 8 { return .ansi16 }
        return .monochrome
    }

    /// Whether the environment says the terminal shows 24-bit color even though terminfo does not.
    public static func environmentPromisesTrueColor(_ environment: [String: String]) -> Bool {
        let value = environment["COLORTERM"]?.lowercased() ?? ""
        return value == "truecolor" || value == "24bit"
    }
}
