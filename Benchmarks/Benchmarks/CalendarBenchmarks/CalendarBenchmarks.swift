import Benchmark
import CalendarProvider
import Foundation
import WidgettyKit

/// A year of a busy calendar as iCalendar text: `count` events in 2026, every fourth one repeating
/// (weekly, every other week, monthly on a weekday, yearly, or five days running less an EXDATE), in three zones.
func busyCalendar(events count: Int) -> String {
    let zones = ["America/New_York", "Europe/Berlin", "Asia/Tokyo"]
    let rules = ["RRULE:FREQ=WEEKLY", "RRULE:FREQ=WEEKLY;INTERVAL=2", "RRULE:FREQ=MONTHLY;BYDAY=2TU", "RRULE:FREQ=YEARLY",
                 "RRULE:FREQ=DAILY;COUNT=5\r\nEXDATE;TZID=Asia/Tokyo:20260110T090000,20260111T090000"]
    var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//widgetty//bench//EN"]
    for index in 0..<count {
        let day = index * 365 / count
        let month = 1 + day / 31 % 12, dayOfMonth = 1 + day % 28, hour = 8 + index % 10
        let stamp = String(format: "2026%02d%02dT%02d0000", month, dayOfMonth, hour)
        let end = String(format: "2026%02d%02dT%02d3000", month, dayOfMonth, hour)
        let zone = index % 4 == 3 ? "Asia/Tokyo" : zones[index % 3]
        lines += ["BEGIN:VEVENT", "UID:event-\(index)@bench", "DTSTAMP:20260101T000000Z", "SUMMARY:Meeting \(index)",
                  "DTSTART;TZID=\(zone):\(stamp)", "DTEND;TZID=\(zone):\(end)"]
        if index % 4 == 3 { lines.append(rules[index / 4 % rules.count]) }
        lines.append("END:VEVENT")
    }
    lines.append("END:VCALENDAR")
    return lines.joined(separator: "\r\n") + "\r\n"
}

/// `scripts/bench-versus-btop.sh`'s calendar (5.98 MB): `count` one-off events of an hour, one a day from 2020-01-01 over
/// 3,000 days, at hour `n % 24` UTC.
func oneOffCalendar(events count: Int) -> String {
    let first = CivilDate(year: 2020, month: 1, day: 1)
    var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bench//EN"]
    for index in 0..<count {
        let day = first.adding(days: index % 3_000).description.replacingOccurrences(of: "-", with: "")
        let hour = index % 24 < 10 ? "0\(index % 24)" : "\(index % 24)"
        lines += ["BEGIN:VEVENT", "UID:event-\(index)@bench", "SUMMARY:Meeting number \(index)", "DTSTART:\(day)T\(hour)0000Z",
                  "DURATION:PT1H", "END:VEVENT"]
    }
    lines.append("END:VCALENDAR")
    return lines.joined(separator: "\r\n") + "\r\n"
}

let benchmarks: @Sendable () -> Void = {
    let text = busyCalendar(events: 2_000)
    let tokyo = ZoneDatabase.system.zone(named: "Asia/Tokyo")!
    let year = DateInterval(start: CivilDate(year: 2026, month: 1, day: 1).start(in: tokyo),
                            end: CivilDate(year: 2027, month: 1, day: 1).start(in: tokyo))
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                                                timeUnits: .milliseconds, maxDuration: .seconds(30), maxIterations: 20)

    // libical parses the text, then every event is expanded over the year (RRULE, EXDATE, zones).
    Benchmark("calendar: a year of 2000 events (500 repeating) expanded", configuration: configuration) { benchmark in
        let reading = try ICalendarReader.read(text, window: year, viewerZone: tokyo)
        precondition(reading.events.count == 6_939 && reading.notes.isEmpty, "every occurrence of the year, none cut short")
        blackHole(reading)
    }

    // The same text over a window in 1990, before every event: libical's parse and the reading of each VEVENT, without expansion.
    let before = DateInterval(start: CivilDate(year: 1990, month: 1, day: 1).start(in: tokyo), duration: 86_400)
    Benchmark("calendar: 2000 events parsed, none in the window", configuration: configuration) { benchmark in
        let reading = try ICalendarReader.read(text, window: before, viewerZone: tokyo)
        precondition(reading.events.isEmpty, "nothing in 1990")
        blackHole(reading)
    }

    // The dashboard's first frame of a 50,000-event calendar is mostly this read: the outline's pass over 5.98 MB, then
    // libical for the events near the window only (`OutsideEvents`).
    let oneOffs = oneOffCalendar(events: 50_000)
    let utc = ZoneDatabase.system.zone(named: "UTC")!
    let firstDay = CivilDate(year: 2020, month: 1, day: 1), weekStart = CivilDate(year: 2026, month: 6, day: 15)
    let week = DateInterval(start: weekStart.start(in: utc), duration: 7 * 86_400)
    let weekDays = (weekStart.daysSince1970 - firstDay.daysSince1970)..<(weekStart.daysSince1970 - firstDay.daysSince1970 + 7)
    let inWeek = (0..<50_000).count(where: { weekDays.contains($0 % 3_000) })
    Benchmark("calendar: 50,000 one-off events (5.98 MB) read for a week", configuration: configuration) { benchmark in
        let reading = try ICalendarReader.read(oneOffs, window: week, viewerZone: utc)
        precondition(reading.events.count == inWeek && reading.notes.isEmpty, "the week's events, each once")
        blackHole(reading)
    }

    // The widget's provider on the same calendar in a file: read, expand its window, and make the timeline.
    // One file in one folder, written again by each run (and kept for measuring the dashboard's memory by hand).
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-bench-calendar")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("busy.ics")
    try? text.write(to: file, atomically: true, encoding: .utf8)
    let widget = CalendarWidget(settings: WidgetSettings(options: CalendarWidget.options, values: ["sources": .tables([["path": .string(file.path)]])]))
    let context = WidgetContext(family: .large, displaySize: DisplaySize(columns: 43, rows: 22, widthPoints: 364, heightPoints: 382),
                                timeZone: tokyo, locale: .english, date: CivilDate(year: 2026, month: 6, day: 15).start(in: tokyo))
    Benchmark("calendar: provider timeline from a 2000-event file", configuration: configuration) { benchmark in
        let done = DispatchSemaphore(value: 0)
        Task {
            blackHole(try await widget.provider.timeline(in: context))
            done.signal()
        }
        done.wait()
    }
}
