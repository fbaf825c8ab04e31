import FoundationEssentials
import WidgettyKit

/// The readings of one clock face: time, weekday, date, place and day or night, in one zone.
struct ClockFace {
    let hourMinute: String
    let seconds: String
    /// "AM", "PM" ("午前", "午後") on a 12-hour face.
    let meridiem: String?
    /// Whether the locale writes the meridiem before the time ("午後1:41").
    let meridiemFirst: Bool
    let weekday: String
    let dayAndMonth: String
    let isDaytime: Bool
    let city: String

    /// Reads a moment in a zone, with the zone's rules from the tz database and the words from the C locale.
    init(date: Date, zone: ZoneInfo, locale: DateLocale, twelveHours: Bool) {
        let time = zone.civilTime(at: ZoneInfo.seconds(of: date))
        meridiemFirst = locale.meridiemFirst
        if twelveHours {
            let twelve = time.hour % 12 == 0 && !locale.twelveHourClockCountsFromZero ? 12 : time.hour % 12
            hourMinute = "\(twelve):" + Self.twoDigits(time.minute)
            meridiem = locale.amPM[time.hour < 12 ? 0 : 1]
        } else {
            // The hour padded as the locale pads every other 24-hour time on the screen ("08:17", Japanese "8:17").
            let hour = locale.padsTwentyFourHour ? Self.twoDigits(time.hour) : "\(time.hour)"
            hourMinute = hour + ":" + Self.twoDigits(time.minute)
            meridiem = nil
        }
        seconds = Self.twoDigits(time.second)
        weekday = locale.weekdays[time.weekday - 1]
        dayAndMonth = locale.string(time, skeleton: "MMMMd")
        isDaytime = (6..<18).contains(time.hour)
        city = Self.cityName(of: zone)
    }

    /// "America/New_York" → "New York".
    static func cityName(of zone: ZoneInfo) -> String {
        let last = zone.identifier.split(separator: "/").last.map(String.init) ?? zone.identifier
        return String(last.map { $0 == "_" ? " " : $0 })
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
