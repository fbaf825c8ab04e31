import FoundationEssentials
import WidgettyKit
import WidgettyRender

/// Marks a tile whose data is older than its provider reloads it: "Updated 14:05" (or "Updated
/// Tue 14:05" from another day; "14:05に更新" in Japanese) in tertiary text on its bottom edge, and, when a reload failed,
/// a `!` badge on its top edge, so the widget's own content keeps its space. After an intent
/// failed, the badge and its error, in orange, take the bottom edge instead. On a stack the notes keep to the
/// right of its page dots, shortened to the time alone ("14:05") or truncated where the room is short.
enum StaleMarks {
    /// Draws the marks on the tile's border, the bottom one clear of `clearOf` (and none when `bottomEdgeTaken`: a focused
    /// chart's summary is there); nothing for fresh data and no failed intent.
    static func draw(_ stale: Staleness?, intentFailure: String?, on frame: Rect, canvas: inout Canvas, environment: RenderEnvironment,
                     clearOf reserved: Rect? = nil, bottomEdgeTaken: Bool = false) {
        let badge = " ! "
        let badgeStyle = CellStyle(foreground: environment.palette.color(.orange, over: environment.background),
                                   background: environment.background, bold: true)
        if stale?.failure != nil || intentFailure != nil, frame.width >= GraphemeWidth.of(badge) + 4 {
            canvas.write(badge, x: frame.maxX - 2 - GraphemeWidth.of(badge), y: frame.y, style: badgeStyle)
        }
        // The bottom edge's room for a note: inside the corners, right of what it must keep clear of (and a cell's gap).
        let room = reserved.map { frame.maxX - 2 - ($0.maxX + 1) } ?? frame.width - 2
        // The note and its two spaces stay between the corners and the edge's first and last cells.
        if let intentFailure, min(frame.width - 4, room) > 2 {
            let note = " \(TextTruncation.truncate(intentFailure, toWidth: min(frame.width - 4, room) - 2)) "
            canvas.write(note, x: frame.maxX - 2 - GraphemeWidth.of(note), y: frame.maxY - 1, style: environment.style(for: .orange))
            return
        }
        guard let stale, !bottomEdgeTaken else { return }
        let time = when(stale.updated, environment)
        let words = Phrase("Updated \(time)", ja: "\(time)に更新")(environment.locale)
        guard let note = [" \(words) ", words, " \(time) ", time].first(where: { GraphemeWidth.of($0) <= min(frame.width - 2, room) }) else {
            return
        }
        let width = GraphemeWidth.of(note)
        canvas.write(note, x: max(frame.x + 1, frame.maxX - 2 - width), y: frame.maxY - 1, style: environment.style(for: .tertiaryLabel))
    }

    /// "14:05" for today, "Tue 14:05" for another day; the loop wakes at midnight, when today's turns into the other.
    private static func when(_ updated: Date, _ environment: RenderEnvironment) -> String {
        let time = DateText.string(updated, style: .time, now: environment.now, timeZone: environment.timeZone, locale: environment.locale)
        guard environment.timeZone.isDate(updated, inSameDayAs: environment.now) else {
            return DateFormat.string(updated, template: "EEE", timeZone: environment.timeZone, locale: environment.locale) + " " + time
        }
        environment.liveDates.report(environment.timeZone.startOfNextDay(after: environment.now))
        return time
    }
}
