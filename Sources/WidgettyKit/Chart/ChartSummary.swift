import FoundationEssentials

/// A chart's data in one or two sentences, for people who cannot see it: the terminal's accessibility label.
///
/// "CPU over the last hour: between 3% and 41%, now 12%, highest at 14:05."
public enum ChartSummary {
    /// The description of `chart`, with dates written in `timeZone` and `locale`.
    public static func text(of chart: Chart, timeZone: ZoneInfo, locale: DateLocale) -> String {
        let label = chart.label ?? "Chart"
        // A chart spanning a window (the last hour) speaks of the marks inside it.
        let plotted = chart.marks.filter { mark in
            guard mark.isPlottable, let domain = chart.xDomain, let position = mark.position?.continuous else { return mark.isPlottable }
            return domain.contains(position)
        }
        guard !plotted.isEmpty else { return "\(label): no data." }
        let span = ChartValue.span(of: plotted.compactMap(\.position))
        let writeX = { (value: ChartValue) in value.text(spanning: span, timeZone: timeZone, locale: locale) }
        let parts: [String]
        if case .category = plotted[0].position {
            parts = [categories(plotted, unit: chart.unit)]
        } else {
            parts = chart.series.compactMap { series in
                let marks = plotted.filter { $0.series == series.name }
                    .sorted { ($0.position?.continuous ?? 0) < ($1.position?.continuous ?? 0) }
                guard !marks.isEmpty else { return nil }
                return (series.name.map { "\($0) " } ?? "") + trend(marks, unit: chart.unit, writeX: writeX)
            }
        }
        var text = "\(label): \(parts.joined(separator: "; "))."
        for rule in chart.marks where rule.kind == .rule {
            if let y = rule.y, case .number(let number) = y.value, number.isFinite {
                text += " \(y.label) at \(chart.unit.format(number))."
            }
        }
        if let domain = chart.yDomain {
            let outside = plotted.filter { !domain.contains($0.amount ?? 0) }.count
            if outside > 0 { text += " \(outside) \(outside == 1 ? "value lies" : "values lie") beyond the scale of \(chart.unit.format(domain.lowerBound)) to \(chart.unit.format(domain.upperBound))." }
        }
        return text
    }

    /// "between 3% and 41%, now 12%, highest at 14:05"; "steady at 5%"; "7% at 14:05".
    private static func trend(_ marks: [ChartMark], unit: ChartUnit, writeX: (ChartValue) -> String) -> String {
        let amounts = marks.map { $0.amount ?? 0 }
        guard let low = amounts.min(), let high = amounts.max(), let last = marks.last, let lastAmount = last.amount else { return "" }
        if marks.count == 1 { return "\(unit.format(lastAmount)) at \(last.position.map(writeX) ?? "")" }
        if low == high { return "steady at \(unit.format(low))" }
        let highest = marks[amounts.firstIndex(of: high) ?? 0]
        let latest: String = if case .date = last.position { "now" } else { "last" }
        return "between \(unit.format(low)) and \(unit.format(high)), \(latest) \(unit.format(lastAmount)), highest at \(highest.position.map(writeX) ?? "")"
    }

    /// "/ 72%, /home 95%" for a few categories (stacked series summed); the highest and lowest of many.
    private static func categories(_ marks: [ChartMark], unit: ChartUnit) -> String {
        var names: [String] = []
        var totals: [String: Double] = [:]
        for mark in marks {
            guard case .category(let name) = mark.position else { continue }
            if totals[name] == nil { names.append(name) }
            totals[name, default: 0] += mark.amount ?? 0
        }
        let listed = names.map { "\($0) \(unit.format(totals[$0] ?? 0))" }
        guard names.count > 6, let high = names.max(by: { (totals[$0] ?? 0) < (totals[$1] ?? 0) }),
              let low = names.min(by: { (totals[$0] ?? 0) < (totals[$1] ?? 0) }) else { return listed.joined(separator: ", ") }
        return "\(names.count) values, highest \(high) at \(unit.format(totals[high] ?? 0)), lowest \(low) at \(unit.format(totals[low] ?? 0))"
    }
}
