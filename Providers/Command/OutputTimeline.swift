import FoundationEssentials
import Logging
import WidgettyKit

/// What a program printed or a URL answered, read as a timeline: the reading the command and http kinds share.
enum OutputTimeline {
    /// The timeline in `output` read as `format`, its entries from `date`: text lines (the first the title unless
    /// `title` is set) as one entry, a timeline document, or an xbar plugin's menu. Without a policy of the document's
    /// own, the next load is at `next`. A document from a URL may not hold buttons (`allowsButtons`), which run
    /// programs here.
    /// A document's placeholder is kept in `placeholders` for the next start. The xbar parameters ignored are logged,
    /// each the first time `ignoredParameters` sees it.
    static func timeline(_ output: Data, format: CommandFormat, title: String?, at date: Date, next: Date,
                         context: WidgetContext, allowsButtons: Bool = true, placeholders: PlaceholderMemory? = nil,
                         ignoredParameters: IgnoredParameterLog) throws -> Timeline<CommandEntry> {
        let text = { String(decoding: output, as: UTF8.self) }
        switch format {
        case .text:
            var lines = PrintedText.lines(text())
            var title = title
            if title == nil, !lines.isEmpty { title = lines.removeFirst().map(\.text).joined() }
            let entry = CommandEntry(date: date, relevance: nil, content: .printed(title: title, lines: lines))
            return Timeline(entries: [entry], policy: .after(next))
        case .json:
            let document = try TimelineDocument.decode(output, now: date, allowsButtons: allowsButtons)
            let timeline = document.timeline(defaultReload: next)
            placeholders?.remember(document, in: context)
            return timeline
        case .xbar:
            let menu = XbarOutput.parse(text(), scheme: context.colorScheme)
            let ignored = ignoredParameters.firstSeen(menu.ignoredParameters)
            if !ignored.isEmpty {
                context.services.logger.info("The plugin's output has parameters widgetty ignores",
                                             metadata: ["parameters": "\(ignored.joined(separator: ", "))"])
            }
            return Timeline(entries: xbarEntries(menu, title: title, from: date), policy: .after(next))
        }
    }

    /// One entry per title turn for an hour from `date`, the titles cycling as xbar cycles them (the next run,
    /// whenever the budget lets it come, replaces them); one entry when there is one title or a fixed `title`.
    private static func xbarEntries(_ menu: XbarOutput, title: String?, from date: Date) -> [CommandEntry] {
        let fixed = title.map { XbarItem(depth: 0, runs: [StyledRun(text: $0, color: nil, isBold: false)],
                                         url: nil, command: nil, refreshes: false, isDisabled: false) }
        let titles = fixed.map { [$0] } ?? menu.titles
        let turns = titles.count > 1 ? XbarOutput.turnsPerRun : 1
        return (0..<turns).map { turn in
            CommandEntry(date: date.addingTimeInterval(Double(turn) * XbarOutput.titleSeconds), relevance: nil,
                         content: .menu(title: titles.isEmpty ? nil : titles[turn % titles.count], rows: menu.rows))
        }
    }
}
