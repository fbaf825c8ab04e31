/// Dates written from the ICU skeletons widgets ask for, in a C locale's words and order.
extension DateLocale {
    /// `time` written from `skeleton`: "jmm" ("5:19 PM", "17:19"), "j" ("5 PM", "17時"), "EEE" ("Thu", "木"),
    /// "EEEE", "EEEEE" (one letter), "MMMd" ("Nov 26"), "MMMMd" ("November 26", "26. November", "11月26日"), "MMMEd" ("Thu, Nov 26",
    /// "11月26日(木)"), "yMMMM" ("November 2026", "2026年11月"); any other skeleton reads as "MMMMd".
    public func string(_ time: CivilTime, skeleton: String) -> String {
        let weekday = time.weekday - 1
        switch skeleton {
        case "EEE": return shortWeekdays[weekday]
        case "EEEE": return weekdays[weekday]
        case "EEEEE": return shortWeekdays[weekday].first.map(String.init) ?? ""
        case "j": return hour(time, minutes: false)
        case "jmm": return hour(time, minutes: true)
        case "MMMd":
            return writesUnits ? monthAndDay(time, full: true) : monthAndDay(time, full: false)
        case "MMMEd":
            if writesUnits { return monthAndDay(time, full: true) + "(" + shortWeekdays[weekday] + ")" }
            return shortWeekdays[weekday] + ", " + monthAndDay(time, full: false)
        case "yMMMM":
            if writesUnits { return numericDate(time, dropping: "%d") }
            return months[time.month - 1] + " \(time.year)"
        default:
            return monthAndDay(time, full: true)
        }
    }

    /// True where dates are written with units after their numbers ("%Y年%m月%d日"), not names between separators.
    private var writesUnits: Bool {
        guard let month = datePattern.firstLiteralRange(of: "%m") else { return false }
        guard let next = datePattern[month.upperBound...].first else { return false }
        return next.isLetter
    }

    /// True where the day comes before the month ("%d.%m.%Y").
    private var dayFirst: Bool {
        guard let day = datePattern.firstLiteralRange(of: "%d"), let month = datePattern.firstLiteralRange(of: "%m") else { return false }
        return day.lowerBound < month.lowerBound
    }

    /// "November 26", "26. November", "26 November", "Nov 26", "11月26日".
    private func monthAndDay(_ time: CivilTime, full: Bool) -> String {
        if writesUnits { return numericDate(time, dropping: "%Y") }
        let month = (full ? months : shortMonths)[time.month - 1]
        guard dayFirst else { return "\(month) \(time.day)" }
        let dotted = datePattern.firstLiteralRange(of: "%d.") != nil
        return "\(time.day)\(dotted ? "." : "") \(month)"
    }

    /// The locale's numeric date pattern without the part `field` names (and the unit after it), its numbers unpadded:
    /// "%Y年%m月%d日" without "%Y" is "11月26日".
    private func numericDate(_ time: CivilTime, dropping field: String) -> String {
        var result = ""
        var characters = datePattern.makeIterator()
        var skipUnit = false
        while let character = characters.next() {
            guard character == "%", let code = characters.next() else {
                if skipUnit, character.isLetter { skipUnit = false; continue }
                if skipUnit, character == " " { continue }
                skipUnit = false
                result.append(character)
                continue
            }
            skipUnit = false
            if "%\(code)" == field || (field == "%Y" && code == "y") { skipUnit = true; continue }
            switch code {
            case "Y": result += "\(time.year)"
            case "y": result += "\(time.year % 100)"
            case "m": result += "\(time.month)"
            case "d", "e": result += "\(time.day)"
            default: break
            }
        }
        return result.trimming { $0 == " " }
    }

    /// Whether a 24-hour time pads its hour to two digits: ICU pads where a locale writes separators ("02:05"),
    /// not where it writes units ("2時", "2:05" in Japanese). Every 24-hour time on a screen follows it, clocks too.
    public var padsTwentyFourHour: Bool { !writesUnits }

    /// "5:19 PM", "午前9:30", "17:19", "02:05", "5 PM", "17時", "02".
    private func hour(_ time: CivilTime, minutes: Bool) -> String {
        let minute = time.minute < 10 ? "0\(time.minute)" : "\(time.minute)"
        if uses24HourClock {
            let hour = !padsTwentyFourHour || time.hour >= 10 ? "\(time.hour)" : "0\(time.hour)"
            return minutes ? hour + ":" + minute : hour + (writesUnits ? hourUnit : "")
        }
        let twelve = time.hour % 12 == 0 && !twelveHourClockCountsFromZero ? 12 : time.hour % 12
        let period = amPM[time.hour < 12 ? 0 : 1]
        let clock = minutes ? "\(twelve):\(minute)" : "\(twelve)"
        // Before the time where the locale puts it ("午前9:30"); after it, with ICU's narrow no-break space, which keeps
        // the period with its time when text wraps ("9:30 AM").
        if meridiemFirst { return period + clock }
        return clock + (period.isEmpty ? "" : "\u{202F}" + period)
    }

    /// The unit a locale writes after an hour ("時" from "%H時%M分%S秒"), or nothing.
    private var hourUnit: String {
        guard let range = timePattern.firstLiteralRange(of: "%H") else { return "" }
        return String(timePattern[range.upperBound...].prefix { $0.isLetter })
    }
}
