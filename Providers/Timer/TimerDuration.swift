import WidgettyKit

/// A timer's length as the configuration writes it ("25m", "90s", "1h30m"), in whole seconds.
public struct TimerDuration: Sendable, Equatable, Codable {
    /// The longest timer: a day.
    static let longest = 24 * 3600

    /// The length in seconds, 1 … a day.
    public let seconds: Int

    /// A duration of `seconds`.
    public init(seconds: Int) {
        self.seconds = seconds
    }

    /// Reads "25m", "90s", "1h30m" (hours, minutes and seconds, each a whole number, in that order); nil for anything else
    /// or for a length of zero or over a day.
    public init?(_ text: String) {
        var total = 0, digits = "", units: [Character] = ["h", "m", "s"]
        for character in text {
            if character.isASCII, character.isNumber, digits.count < 6 {
                digits.append(character)
            } else if let index = units.firstIndex(of: character), let value = Int(digits) {
                total += value * [3600, 60, 1][3 - units.count + index]
                units.removeFirst(index + 1)
                digits = ""
            } else {
                return nil
            }
        }
        guard digits.isEmpty, total > 0, total <= Self.longest else { return nil }
        seconds = total
    }

    /// The length as a viewer in `locale` reads it: "25m", "1h30m", "45s"; "25分", "1時間30分", "45秒" in Japanese.
    public func label(_ locale: DateLocale) -> String {
        let (hours, minutes, rest) = (seconds / 3600, seconds % 3600 / 60, seconds % 60)
        let units = [Phrase("h", ja: "時間"), Phrase("m", ja: "分"), Phrase("s", ja: "秒")].map { $0(locale) }
        return zip([hours, minutes, rest], units).filter { $0.0 > 0 }.map { "\($0.0)\($0.1)" }.joined()
    }
}
