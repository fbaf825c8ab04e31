import WidgettyKit

/// Large system tile: CPU and network over the last hour, every use as a bar, load and uptime.
struct SystemLargeView: View {
    let parts: SystemParts

    var body: any View {
        VStack(alignment: .leading) {
            parts.cpuHeader
            parts.cpuChart.frame(height: 6)
            HStack(spacing: 1) {
                Text(parts.word("Network", ja: "ネットワーク")).font(.headline).unredacted()
                if let name = parts.entry.interface { Text(name).foregroundStyle(.secondaryLabel) }
            }
            parts.networkChart
            parts.usageChart(Array(parts.usages.prefix(5))).frame(height: min(5, parts.usages.count))
            if let uptime = parts.uptimeText { Text(uptime).font(.footnote).foregroundStyle(.secondaryLabel) }
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
    }
}
