import Foundation
import WidgettyKit

/// What a program printed or a URL answered, read as a timeline: the reading the command and http kinds share.
enum OutputTimeline {
    /// The timeline in `output`: text lines (the first the title unless `title` is set) as one entry, or a timeline
    /// document. Without a policy of the document's own, the next load is at `nextReload`. A document from a URL may
    /// not hold buttons (`allowsButtons`), which run programs here.
    static func timeline(_ output: Data, format: CommandFormat, title: String?, now: Date, nextReload: Date,
                         allowsButtons: Bool = true) throws -> Timeline<CommandEntry> {
        switch format {
        case .text:
            var lines = PrintedText.lines(String(decoding: output, as: UTF8.self))
            var title = title
            if title == nil, !lines.isEmpty { title = lines.removeFirst().map(\.text).joined() }
            let entry = CommandEntry(date: now, relevance: nil, content: .printed(title: title, lines: lines))
            return Timeline(entries: [entry], policy: .after(nextReload))
        case .json:
            let document = try TimelineDocument.decode(output, now: now, allowsButtons: allowsButtons)
            return try document.timeline(defaultReload: nextReload)
        }
    }
}
