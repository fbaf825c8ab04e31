import FoundationEssentials
import WidgettyKit

/// The pieces the system tile is built from, in every size: headings, numbers and charts.
struct SystemParts {
    let entry: SystemEntry
    /// The viewer's locale, whose language the tile's words are in ("Memory", "メモリ").
    var locale: DateLocale = .english

    /// `english`, or `japanese` for a viewer reading Japanese.
    func word(_ english: String, ja japanese: String) -> String { Phrase(english, ja: japanese)(locale) }

    /// CPU use now, "12%"; "–" before two samples give one.
    var cpuNow: String { entry.cpu.last.map { ChartUnit.percent.format($0.value.rounded()) } ?? "–" }

    /// "load 0.42" ("負荷 0.42"), the last minute's load average.
    var loadText: String? { entry.load.first.map { word("load", ja: "負荷") + " " + DecimalText.fixed($0, decimals: 2) } }

    /// "up 3 d 4 h", "up 5 h 12 min", "up 7 min"; "稼働 3日4時間" in Japanese.
    var uptimeText: String? { uptime.map { word("up ", ja: "稼働 ") + $0 } }

    /// How long the system has been up: "3 d 4 h", "5 h 12 min", "7 min"; "3日4時間", "5時間12分", "7分" in Japanese.
    var uptime: String? {
        guard let seconds = entry.uptime, let minutes = Int(exactly: (seconds / 60).rounded(.down)) else { return nil }
        let (days, hours) = (minutes / 1440, minutes / 60 % 24)
        if days > 0 { return word("\(days) d \(hours) h", ja: "\(days)日\(hours)時間") }
        return hours > 0 ? word("\(hours) h \(minutes % 60) min", ja: "\(hours)時間\(minutes % 60)分") : word("\(minutes) min", ja: "\(minutes)分")
    }

    /// "CPU 12%" and the load at the far side: the heading of the medium and large tiles.
    var cpuHeader: any View {
        HStack(spacing: 1) {
            Text("CPU").font(.headline).unredacted()
            Text(cpuNow)
            Spacer(minLength: 0)
            if let load = loadText { Text(load).foregroundStyle(.secondaryLabel) }
        }
    }

    /// The hour the charts span, up to the reading: samples stand at their times, and where there are none the plot is empty.
    var lastHour: ClosedRange<Date> { entry.date.addingTimeInterval(-SystemHistory.span)...entry.date }

    /// CPU over the last hour as an area on a fixed 0–100 % scale, broken where samples are missing.
    var cpuChart: Chart {
        Chart(SampleGaps.marked(entry.cpu)) { AreaMark(x: .value("Time", $0.date), y: .value("CPU", $0.value)) }
            .chartYScale(domain: 0...100).chartYAxis(unit: .percent).chartXScale(domain: lastHour)
            .accessibilityLabel("CPU over the last hour")
    }

    /// Bytes per second in and out over the last hour, a line each, broken where samples are missing.
    var networkChart: Chart {
        Chart {
            for point in SampleGaps.marked(entry.received) {
                LineMark(x: .value("Time", point.date), y: .value("Rate", point.value)).foregroundStyle(by: .value("Way", "in"))
            }
            for point in SampleGaps.marked(entry.sent) {
                LineMark(x: .value("Time", point.date), y: .value("Rate", point.value)).foregroundStyle(by: .value("Way", "out"))
            }
        }
        .chartYAxis(unit: .bytesPerSecond).chartForegroundStyleScale(["in": .teal, "out": .orange]).chartXScale(domain: lastHour)
        .accessibilityLabel("Network\(entry.interface.map { " (\($0))" } ?? "") over the last hour")
    }

    /// Each use in percent of its whole, with its color: memory, swap (when there is any), each disk, the battery.
    var usages: [(name: String, percent: Double, color: SemanticColor)] {
        var rows: [(name: String, percent: Double, color: SemanticColor)] = []
        if let memory = entry.memory {
            rows.append((word("Memory", ja: "メモリ"), memory.used / memory.total * 100, Self.fullness(memory.used / memory.total * 100)))
            if memory.swapTotal > 0 { rows.append((word("Swap", ja: "スワップ"), memory.swapUsed / memory.swapTotal * 100, Self.fullness(memory.swapUsed / memory.swapTotal * 100))) }
        }
        rows += entry.disks.map { ($0.mount, $0.percent, Self.fullness($0.percent)) }
        if let power = entry.power { rows.append((word("Battery", ja: "バッテリー"), power.percent, power.isLow ? .red : .green)) }
        return rows
    }

    /// A bar per use, in whole percent on a fixed 0–100 % scale.
    func usageChart(_ rows: [(name: String, percent: Double, color: SemanticColor)]) -> Chart {
        Chart(rows) { row in
            BarMark(x: .value("Used", row.percent.rounded()), y: .value("What", row.name)).foregroundStyle(row.color)
        }
        .chartYScale(domain: 0...100).chartYAxis(unit: .percent).accessibilityLabel("In use")
    }

    /// Blue while there is room, orange from 75 %, red from 90 %.
    static func fullness(_ percent: Double) -> SemanticColor {
        percent >= 90 ? .red : percent >= 75 ? .orange : .blue
    }

    /// The small tile's heading, its number in whole percent, and a line of detail for `show`: CPU, memory or the battery.
    func headline(_ show: String) -> (title: String, percent: Double?, detail: String?) {
        switch show {
        case "memory":
            let title = word("Memory", ja: "メモリ")
            guard let memory = entry.memory else { return (title, nil, nil) }
            return (title, (memory.used / memory.total * 100).rounded(), bytes(memory.used, of: memory.total))
        case "battery":
            let title = word("Battery", ja: "バッテリー")
            guard let power = entry.power else { return (title, nil, word("no battery", ja: "バッテリーなし")) }
            return (title, power.percent, power.onAC ? (power.status == "Full" ? word("full", ja: "充電完了") : word("charging", ja: "充電中"))
                : word("on battery", ja: "バッテリー駆動"))
        default:
            return ("CPU", entry.cpu.last.map { $0.value.rounded() }, loadText)
        }
    }

    /// "1.2 GB of 8 GB"; "1.2 GB / 8 GB" in Japanese.
    func bytes(_ used: Double, of total: Double) -> String {
        ChartUnit.bytes.format(used) + word(" of ", ja: " / ") + ChartUnit.bytes.format(total)
    }
}
