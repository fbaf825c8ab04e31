/// Recognises birthdays and holidays, for the widget's 🎂 and festive accents.
enum CalendarKinds {
    /// A birthday: `CATEGORIES` with BIRTHDAY, a Google contacts' birthday (its UID says so),
    /// or a yearly all-day event whose title says birthday or 誕生日.
    static func isBirthday(_ record: EventRecord, isAllDay: Bool) -> Bool {
        if record.categories.contains(where: { $0.uppercased().contains("BIRTHDAY") }) { return true }
        if record.uid.uppercased().contains("_BIRTHDAY_") { return true }
        let title = record.title.lowercased()
        return isAllDay && record.repeatsYearly && (title.contains("birthday") || title.contains("誕生日"))
    }

    /// A holiday by its categories ("Japanese-Holiday", "Holidays").
    static func isHoliday(_ record: EventRecord) -> Bool {
        record.categories.contains { $0.lowercased().contains("holiday") || $0.contains("祝日") }
    }

    /// Whether a calendar's name says it holds holidays ("UK Holidays", "日本の祝日", "Feiertage").
    static func namesHolidays(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["holiday", "祝日", "feiertag", "jours fériés"].contains { lowered.contains($0) }
    }

    /// Whether a calendar's name says it holds birthdays (Google's "Contacts' birthdays and events").
    static func namesBirthdays(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("birthdays") || lowered.contains("誕生日")
    }
}
