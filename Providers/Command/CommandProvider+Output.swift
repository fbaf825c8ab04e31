import Foundation
import WidgettyKit

extension CommandProvider {
    /// The timeline `output` gives (one run's, or one frame of a listening program's), read by the widget's format,
    /// its entries from `date`; the next run is at `next` unless a timeline document says otherwise.
    func timeline(from output: Data, at date: Date, next: Date, context: WidgetContext) throws -> Timeline<CommandEntry> {
        let text = { String(decoding: output, as: UTF8.self) }
        switch settings.format {
        case .text:
            var lines = PrintedText.lines(text())
            var title = settings.title
            if title == nil, !lines.isEmpty { title = lines.removeFirst().map(\.text).joined() }
            let entry = CommandEntry(date: date, relevance: nil, content: .printed(title: title, lines: lines))
            return Timeline(entries: [entry], policy: .after(next))
        case .json:
            return try TimelineDocument.decode(output, now: date).timeline(defaultReload: next)
        case .xbar:
            let menu = XbarOutput.parse(text(), scheme: context.colorScheme)
            if !menu.ignoredParameters.isEmpty {
                context.services.logger.info("The plugin's output has parameters widgetty ignores",
                                             metadata: ["parameters": "\(menu.ignoredParameters.joined(separator: ", "))"])
            }
            return Timeline(entries: xbarEntries(menu, from: date), policy: .after(next))
        }
    }

    /// One entry per title turn for an hour from `date`, the titles cycling as xbar cycles them (the next run,
    /// whenever the budget lets it come, replaces them); one entry when there is one title or a fixed `title`.
    private func xbarEntries(_ menu: XbarOutput, from date: Date) -> [CommandEntry] {
        let fixed = settings.title.map { XbarItem(depth: 0, runs: [StyledRun(text: $0, color: nil, isBold: false)],
                                                  url: nil, command: nil, refreshes: false, isDisabled: false) }
        let titles = fixed.map { [$0] } ?? menu.titles
        let turns = titles.count > 1 ? XbarOutput.turnsPerRun : 1
        return (0..<turns).map { turn in
            CommandEntry(date: date.addingTimeInterval(Double(turn) * XbarOutput.titleSeconds), relevance: nil,
                         content: .menu(title: titles.isEmpty ? nil : titles[turn % titles.count], rows: menu.rows))
        }
    }
}
