#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Weekday and month names and the order of dates and times, from the C library's locale data (`LC_TIME`),
/// as `date` and `ls` get them; English where a locale is not installed.
///
/// Written here rather than taken from Foundation: its `DateFormatter` needs ICU, 34 MB of data in the binary.
/// Dates are written from the few ICU skeletons widgets ask for ("jmm", "EEE", "MMMMd", "MMMEd", "yMMMM", "j").
public struct DateLocale: Hashable, Sendable, CustomStringConvertible {
    /// The locale's name without its encoding ("ja_JP", "en_US"); "en_US" for the built-in English.
    public let identifier: String
    /// Weekday names, Sunday first: "Sunday", "日曜日".
    public let weekdays: [String]
    /// Short weekday names, Sunday first: "Sun", "日".
    public let shortWeekdays: [String]
    /// Month names, January first: "November", "11月".
    public let months: [String]
    /// Short month names: "Nov", "11月".
    public let shortMonths: [String]
    /// "AM" and "PM", as this locale writes them; "AM" and "PM" where it has no words of its own (German, French), so a
    /// 12-hour time still says which half of the day it is.
    public let amPM: [String]
    /// True where times are written on a 24-hour clock.
    public let uses24HourClock: Bool
    /// The day weeks start on, 1 (Sunday) to 7 (Saturday), as `CivilTime.weekday` numbers days.
    public let firstWeekday: Int
    /// The locale's numeric date pattern (`D_FMT`: "%m/%d/%Y", "%Y年%m月%d日"), from which the order of its parts is read.
    let datePattern: String
    /// The locale's time pattern (`T_FMT`: "%H時%M分%S秒"), from which an hour's unit is read.
    let timePattern: String
    /// The locale's 12-hour pattern (`T_FMT_AMPM`: "%I:%M:%S %p", "%p%I時%M分%S秒"), from which the meridiem's place is read.
    let twelveHourPattern: String

    /// English as the United States writes it, on a 12-hour clock (ICU's en_US_POSIX).
    public static let english = DateLocale(
        identifier: "en_US",
        weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        shortWeekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
        months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
        shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        amPM: ["AM", "PM"], uses24HourClock: false, firstWeekday: 1, datePattern: "%m/%d/%Y", timePattern: "%r", twelveHourPattern: "%I:%M:%S %p"
    )

    /// The C and POSIX locales, and a locale that is not installed: English words on a 24-hour clock, as `date` writes
    /// times there.
    public static let posix = english.withHourCycle(twentyFourHours: true)

    /// This locale with its times written on a 24-hour clock, or on a 12-hour one: the hour cycle a screen settled on.
    public func withHourCycle(twentyFourHours: Bool) -> DateLocale {
        DateLocale(identifier: identifier, weekdays: weekdays, shortWeekdays: shortWeekdays, months: months, shortMonths: shortMonths,
                   amPM: amPM, uses24HourClock: twentyFourHours, firstWeekday: firstWeekday,
                   datePattern: datePattern, timePattern: timePattern, twelveHourPattern: twelveHourPattern)
    }

    /// The locale the environment asks for (see `fromEnvironment`), read once.
    public static let current = fromEnvironment().locale

    /// True where "AM" and "PM" come before the time ("午後1:41").
    public var meridiemFirst: Bool {
        guard let meridiem = twelveHourPattern.firstLiteralRange(of: "%p") else { return false }
        let hour = twelveHourPattern.firstLiteralRange(of: "%I") ?? twelveHourPattern.firstLiteralRange(of: "%l")
        return hour.map { meridiem.lowerBound < $0.lowerBound } ?? false
    }

    /// True where a 12-hour clock counts from 0 ("午後0:30", as ICU writes Japanese), not from 12: where the meridiem
    /// comes first and dates are written with units.
    public var twelveHourClockCountsFromZero: Bool {
        meridiemFirst && (datePattern.firstLiteralRange(of: "%m").map { datePattern[$0.upperBound...].first?.isLetter == true } ?? false)
    }

    /// The language, the part of the identifier before "_" ("ja").
    public var language: Substring { identifier.prefix { $0 != "_" && $0 != "-" } }

    /// The identifier.
    public var description: String { identifier }

    private static let cache = Mutex<[String: DateLocale?]>([:])

    /// The installed C locale `name` ("ja_JP", "ja_JP.UTF-8", "de_DE@euro"); English on a 24-hour clock for "C" and "POSIX", on ICU's 12-hour one for "en_US_POSIX";
    /// nil when the system has no such locale.
    public static func named(_ name: String) -> DateLocale? {
        let allowed: (UInt8) -> Bool = { byte in
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || [UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "@")].contains(byte)
        }
        guard name.utf8.count <= 64, name.utf8.allSatisfy(allowed), !name.hasPrefix(".") else { return nil }
        // Mapped character by character: `replacing(_:with:)`'s generic search cost the start 0.05 ms to set up.
        let base = String(name.prefix { $0 != "." && $0 != "@" }.map { $0 == "-" ? "_" : $0 })
        if base.isEmpty || base == "C" || base == "POSIX" { return .posix }
        if base == "en_US_POSIX" { return .english }
        if let known = cache.withLock({ $0[base] }) { return known }
        let locale = [base + ".UTF-8", base + ".utf8", name].lazy.compactMap { load(base, candidate: $0) }.first
        cache.withLock { $0[base] = locale }
        return locale
    }

    /// The locale the environment asks for, read as POSIX does (LC_ALL, then LC_TIME, then LANG), with why
    /// when it is the C locale's English instead, naming the variable and what to do (`LANG="ja_JP.UTF-8" names a locale that is
    /// not installed here …`).
    public static func fromEnvironment(_ variable: (String) -> String? = { getenv($0).map { String(cString: $0) } }) -> (locale: DateLocale, problem: String?) {
        for name in ["LC_ALL", "LC_TIME", "LANG"] {
            guard let value = variable(name), !value.isEmpty else { continue }
            if let locale = named(value) { return (locale, nil) }
            // As the C library reads it: `date` and `ls` fall back to the C locale.
            return (.posix, problem(name: name, value: value))
        }
        // None set: the C locale, as for every program.
        return (.posix, nil)
    }

    /// Why `name=value` left dates in English, and what to do.
    private static func problem(name: String, value: String) -> String {
        "\(name)=\(QuotedValue.quote(value)) names a locale that is not installed here (`locale -a` lists those that are), "
            + "so dates are written in English on a 24-hour clock, as in the C locale; to have them in its language, install it (on Debian: uncomment or add it in "
            + "/etc/locale.gen, then run `locale-gen` as root) or set \(name) to an installed one"
    }

    private static func load(_ identifier: String, candidate: String) -> DateLocale? {
        guard let handle = newlocale(LC_TIME_MASK, candidate, nil) else { return nil }
        defer { freelocale(handle) }
        func text(_ item: Int32) -> String {
            guard let pointer = nl_langinfo_l(nl_item(item), handle) else { return "" }
            return String(decoding: UnsafeRawBufferPointer(start: pointer, count: strnlen(pointer, 256)).bindMemory(to: UInt8.self), as: UTF8.self)
                .trimming { $0 == " " }
        }
        let dayItems = [DAY_1, DAY_2, DAY_3, DAY_4, DAY_5, DAY_6, DAY_7].map { Int32($0) }
        let shortDayItems = [ABDAY_1, ABDAY_2, ABDAY_3, ABDAY_4, ABDAY_5, ABDAY_6, ABDAY_7].map { Int32($0) }
        let monthItems = [MON_1, MON_2, MON_3, MON_4, MON_5, MON_6, MON_7, MON_8, MON_9, MON_10, MON_11, MON_12].map { Int32($0) }
        let shortMonthItems = [ABMON_1, ABMON_2, ABMON_3, ABMON_4, ABMON_5, ABMON_6, ABMON_7, ABMON_8, ABMON_9, ABMON_10, ABMON_11, ABMON_12].map { Int32($0) }
        let timePattern = text(Int32(T_FMT))
        // glibc counts from `week-1stday`, 1997-11-30 (a Sunday) in every locale it ships.
        let firstWeekday = nl_langinfo_l(nl_item(_NL_TIME_FIRST_WEEKDAY), handle).map { Int($0[0]) }.flatMap { (1...7).contains($0) ? $0 : nil } ?? 1
        let twelveHour = timePattern.contains("%r") || timePattern.contains("%I") || timePattern.contains("%l")
        return DateLocale(
            identifier: identifier,
            weekdays: dayItems.map(text), shortWeekdays: shortDayItems.map(text),
            months: monthItems.map(text), shortMonths: shortMonthItems.map(text),
            amPM: meridiems(am: text(Int32(AM_STR)), pm: text(Int32(PM_STR))), uses24HourClock: !twelveHour, firstWeekday: firstWeekday,
            datePattern: text(Int32(D_FMT)), timePattern: timePattern, twelveHourPattern: text(Int32(T_FMT_AMPM))
        )
    }

    /// The locale's words for the two halves of the day, or English's where it leaves either empty (glibc's de_DE and
    /// fr_FR keep none, having no 12-hour clock of their own).
    private static func meridiems(am: String, pm: String) -> [String] {
        am.isEmpty || pm.isEmpty ? english.amPM : [am, pm]
    }

    /// Locales are the same when named the same and on the same hour cycle.
    public static func == (lhs: DateLocale, rhs: DateLocale) -> Bool {
        lhs.identifier == rhs.identifier && lhs.uses24HourClock == rhs.uses24HourClock
    }

    /// Hashes the identifier and the hour cycle.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(uses24HourClock)
    }
}
