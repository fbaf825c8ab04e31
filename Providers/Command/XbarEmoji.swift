/// xbar's `emojize`: `:shortcode:` as its emoji, for the GitHub shortcodes plugins use most; others stay as written.
enum XbarEmoji {
    private static let codes: [String: String] = [
        "white_check_mark": "✅", "heavy_check_mark": "✔️", "x": "❌", "warning": "⚠️", "no_entry": "⛔",
        "rotating_light": "🚨", "red_circle": "🔴", "large_blue_circle": "🔵", "green_circle": "🟢",
        "yellow_circle": "🟡", "white_circle": "⚪", "black_circle": "⚫", "rocket": "🚀", "fire": "🔥",
        "zap": "⚡", "sunny": "☀️", "cloud": "☁️", "umbrella": "☔", "snowflake": "❄️", "partly_sunny": "⛅",
        "star": "⭐", "sparkles": "✨", "heart": "❤️", "bell": "🔔", "hourglass": "⌛", "alarm_clock": "⏰",
        "battery": "🔋", "electric_plug": "🔌", "computer": "💻", "email": "📧", "calendar": "📆",
        "chart_with_upwards_trend": "📈", "chart_with_downwards_trend": "📉", "bar_chart": "📊",
        "moneybag": "💰", "dollar": "💵", "package": "📦", "lock": "🔒", "unlock": "🔓", "key": "🔑",
        "thumbsup": "👍", "+1": "👍", "thumbsdown": "👎", "-1": "👎", "bug": "🐛", "memo": "📝",
        "tada": "🎉", "coffee": "☕", "musical_note": "🎵", "question": "❓", "exclamation": "❗",
        "arrow_up": "⬆️", "arrow_down": "⬇️", "arrow_right": "➡️", "arrow_left": "⬅️", "house": "🏠",
        "globe_with_meridians": "🌐", "link": "🔗", "mag": "🔍", "gear": "⚙️", "hammer": "🔨",
        "wrench": "🔧", "clock": "🕒", "stopwatch": "⏱️", "eyes": "👀", "speech_balloon": "💬",
    ]

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
