import FoundationEssentials
import WidgettyKit

extension Text: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        if proposal.height == 0 { return .zero }
        let content = resolved(in: environment)
        if let large = largeNumerals(content, in: environment, proposal: proposal) {
            return Size(width: large.width, height: large.tall ? LargeNumerals.tallHeight : LargeNumerals.height)
        }
        return lines(of: content, for: proposal).size
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        guard !rect.isEmpty else { return }
        let content = resolved(in: environment)
        if !environment.redacted { environment.transcript?.append(content) }
        if let (value, style) = date {
            environment.liveDates.report(DateText.nextChange(value, style: style, now: environment.now))
        }
        if let large = largeNumerals(content, in: environment, proposal: ProposedSize(width: rect.width, height: rect.height)) {
            let drawn = large.seconds == nil ? content : LargeNumerals.splitSeconds(of: content)?.hoursAndMinutes ?? content
            var rows = LargeNumerals.rows(for: drawn, spacing: large.spacing, ascii: environment.glyphs == .ascii, tall: large.tall,
                                          condensed: large.condensed)
            if let seconds = large.seconds { rows[rows.count - 1] += " " + seconds }
            for (offset, row) in rows.enumerated() {
                let text = environment.redacted ? String(repeating: Redaction.bar, count: GraphemeWidth.of(row)) : row
                canvas.write(text, x: rect.x, y: rect.y + offset, style: style(in: environment), clip: environment.clipped(rect))
            }
            return
        }
        let laidOut = lines(of: content, for: ProposedSize(width: rect.width, height: rect.height))
        if !runs.isEmpty, !environment.redacted {
            var map = TextRunMap(runs.map { (TextSanitizer.clean($0.content), Self.cellStyle($0.style.over(ownStyle), in: environment)) })
            laidOut.forEach { offset, line in map.write(line, x: rect.x, y: rect.y + offset, on: &canvas, clip: environment.clipped(rect)) }
            return
        }
        laidOut.forEach { offset, line in
            let text = environment.redacted ? String(repeating: Redaction.bar, count: GraphemeWidth.of(line)) : line
            canvas.write(text, x: rect.x, y: rect.y + offset, style: style(in: environment), clip: environment.clipped(rect))
        }
    }

    /// Text style, or the placeholder color when redacted.
    private func style(in environment: RenderEnvironment) -> CellStyle {
        environment.redacted ? environment.style(for: .placeholder) : Self.cellStyle(ownStyle, in: environment)
    }

    /// The cell style of text styled `own` in `environment`: its own color, weight and slant over the environment's.
    private static func cellStyle(_ own: TextRun.Style, in environment: RenderEnvironment) -> CellStyle {
        var style = own.foreground.map { environment.style(for: $0) } ?? environment.textStyle
        if let bold = own.bold { style.bold = bold }
        if let italic = own.italic { style.italic = italic }
        return style
    }

    /// The string drawn: the content (a joined text's runs, cleaned one by one), or the live date as it reads at the
    /// environment's moment.
    private func resolved(in environment: RenderEnvironment) -> String {
        if !runs.isEmpty { return runs.map { TextSanitizer.clean($0.content) }.joined() }
        guard let (value, style) = date else { return content }
        return DateText.string(value, style: style, now: environment.now, timeZone: environment.timeZone, locale: environment.locale)
    }

    /// The lines drawn in the space offered: wrapped up to the line limit, the last one truncated.
    private func lines(of content: String, for proposal: ProposedSize) -> TextLines {
        let clean = TextSanitizer.clean(content)
        let ideal = GraphemeWidth.of(clean)
        guard ideal > 0 else { return .none }
        guard let width = proposal.width, ideal > width else { return .one(clean, width: ideal) }
        let maxLines = min(lineLimit ?? Int.max, proposal.height ?? Int.max)
        if maxLines <= 1 {
            let cut = TextTruncation.truncate(clean, toWidth: width)
            return .one(cut, width: GraphemeWidth.of(cut))
        }
        let wrapped = TextWrap.lines(clean, width: width)
        guard wrapped.count > maxLines else { return .several(wrapped) }
        var kept = Array(wrapped.prefix(maxLines))
        kept[maxLines - 1] = TextTruncation.truncate(kept[maxLines - 1] + " " + wrapped[maxLines...].joined(separator: " "), toWidth: width)
        return .several(kept)
    }

    /// The width the large numerals reserve (their shape's: "1:49" keeps room for "12:49", as tabular figures do, so a
    /// frame laid out once draws every time), the widest spacing that fits and whether they are the tall ones, when the style
    /// asks for them and they fit: tall first for `extraLargeNumerals`, then the three-row ones, then the condensed ones
    /// (heavy strokes only, set open: a small tile 13 or 14 columns wide); else, for a count of
    /// hours ("1:11:00"), its hours and minutes in three-row numerals with the seconds small on their baseline
    /// (`seconds`), so the minutes still read from across the room and the seconds still tick where the whole count
    /// does not fit (a small tile's timer); else nil, and the text is drawn in the next smaller style, never crowded.
    private func largeNumerals(_ content: String, in environment: RenderEnvironment,
                               proposal: ProposedSize) -> (width: Int, spacing: LargeNumerals.Spacing, tall: Bool, condensed: Bool, seconds: String?)? {
        guard environment.font == .largeNumerals || environment.font == .extraLargeNumerals, LargeNumerals.canDraw(content) else { return nil }
        let ascii = environment.glyphs == .ascii
        let heights = environment.font == .extraLargeNumerals ? [true, false] : [false]
        for tall in heights {
            if let available = proposal.height, available < (tall ? LargeNumerals.tallHeight : LargeNumerals.height) { continue }
            // The spacing is the widest that fits any text of the content's shape, so it never changes with the digits.
            let shape = LargeNumerals.tabularShape(of: content)
            for spacing in LargeNumerals.Spacing.allCases {
                let widest = LargeNumerals.width(of: shape, spacing: spacing, ascii: ascii, tall: tall)
                if widest <= proposal.width ?? widest { return (widest, spacing, tall, false, nil) }
            }
        }
        if let available = proposal.height, available < LargeNumerals.height { return nil }
        let condensedWidth = LargeNumerals.width(of: LargeNumerals.tabularShape(of: content), spacing: .open, condensed: true)
        if !ascii, condensedWidth <= proposal.width ?? condensedWidth { return (condensedWidth, .open, false, true, nil) }
        guard let (hoursAndMinutes, seconds) = LargeNumerals.splitSeconds(of: content) else { return nil }
        // A timer's hours change once an hour at most: "1:11" is measured as itself, not as "11:11".
        let shape = LargeNumerals.tabularShape(of: hoursAndMinutes, padsHour: false)
        for spacing in LargeNumerals.Spacing.allCases {
            let widest = LargeNumerals.width(of: shape, spacing: spacing, ascii: ascii) + 1 + GraphemeWidth.of(seconds)
            if widest <= proposal.width ?? widest { return (widest, spacing, false, false, seconds) }
        }
        return nil
    }
}
