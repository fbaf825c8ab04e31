/// Builds small iCalendar texts for tests: the VEVENT lines given, wrapped in a calendar, with CRLF line ends.
enum ICS {
    /// A calendar holding one event per list of lines (each gets BEGIN/END:VEVENT), after `header` lines.
    static func calendar(header: [String] = [], _ events: [String]...) -> String {
        calendar(header: header, events: events)
    }

    /// The same for a list of events.
    static func calendar(header: [String] = [], events: [[String]]) -> String {
        let lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//widgetty tests//EN"] + header
            + events.flatMap { ["BEGIN:VEVENT"] + $0 + ["END:VEVENT"] } + ["END:VCALENDAR"]
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
