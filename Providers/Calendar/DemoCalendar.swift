/// The calendar the embedded demo shows (`sources = ["widgetty:demo"]`): a working week that repeats, so it is
/// never out of date, with a birthday and three Japanese holidays a year.
enum DemoCalendar {
    /// The source location that names it.
    static let location = "widgetty:demo"

    /// The calendar as iCalendar text.
    static let text = """
    BEGIN:VCALENDAR
    VERSION:2.0
    PRODID:-//widgetty//demo calendar//EN
    X-WR-CALNAME:Demo
    BEGIN:VEVENT
    UID:standup@demo.widgetty
    DTSTAMP:20260101T000000Z
    SUMMARY:Standup
    LOCATION:Zoom
    DTSTART:20260105T093000
    DTEND:20260105T094500
    RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR
    END:VEVENT
    BEGIN:VEVENT
    UID:lunch@demo.widgetty
    DTSTAMP:20260101T000000Z
    SUMMARY:Lunch with Sam
    LOCATION:Café Kitsune
    DTSTART:20260106T120000
    DTEND:20260106T130000
    RRULE:FREQ=WEEKLY;BYDAY=TU,TH
    END:VEVENT
    BEGIN:VEVENT
    UID:review@demo.widgetty
    DTSTAMP:20260101T000000Z
    SUMMARY:Design review
    LOCATION:Room 4
    DTSTART:20260107T140000
    DTEND:20260107T150000
    RRULE:FREQ=WEEKLY;BYDAY=WE
    END:VEVENT
    BEGIN:VEVENT
    UID:run@demo.widgetty
    DTSTAMP:20260101T000000Z
    SUMMARY:Run by the river
    DTSTART:20260103T080000
    DTEND:20260103T090000
    RRULE:FREQ=WEEKLY;BYDAY=SA,SU
    END:VEVENT
    BEGIN:VEVENT
    UID:birthday@demo.widgetty
    DTSTAMP:20260101T000000Z
    SUMMARY:Mika’s birthday
    CATEGORIES:BIRTHDAY
    DTSTART;VALUE=DATE:19901125
    DTEND;VALUE=DATE:19901126
    RRULE:FREQ=YEARLY
    END:VEVENT
    BEGIN:VEVENT
    UID:ganjitsu@demo.widgetty
    DTSTAMP:20260101T000000Z
    SUMMARY:元日
    CATEGORIES:Holiday
    DTSTART;VALUE=DATE:20260101
    RRULE:FREQ=YEARLY
    END:VEVENT
    BEGIN:VEVENT
    UID:bunka@demo.widgetty
    DTSTAMP:20260101T000000Z
    SUMMARY:文化の日
    CATEGORIES:Holiday
    DTSTART;VALUE=DATE:20261103
    RRULE:FREQ=YEARLY
    END:VEVENT
    BEGIN:VEVENT
    UID:kinro@demo.widgetty
    DTSTAMP:20260101T000000Z
    SUMMARY:勤労感謝の日
    CATEGORIES:Holiday
    DTSTART;VALUE=DATE:20261123
    RRULE:FREQ=YEARLY
    END:VEVENT
    END:VCALENDAR
    """
}
