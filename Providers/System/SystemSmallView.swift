import WidgettyKit

/// Small system tile: one headline (CPU, memory or battery) in large numerals, and its chart or bar below.
struct SystemSmallView: View {
    let parts: SystemParts
    let show: String

    var body: any View {
        let headline = parts.headline(show)
        return VStack(alignment: .leading) {
            HStack(spacing: 1) {
                Text(headline.title).font(.headline).unredacted()
                Spacer(minLength: 0)
                if show == "cpu", let load = headline.detail { Text(load).font(.footnote).foregroundStyle(.secondaryLabel) }
            }
            Text(headline.percent.map { ChartUnit.percent.format($0) } ?? "–").font(.largeNumerals)
            if show == "cpu" {
                parts.cpuChart.chartXAxis(.hidden)
            } else {
                if let detail = headline.detail { Text(detail).foregroundStyle(.secondaryLabel) }
                Spacer()
                parts.usageChart(parts.usages.filter { $0.name == headline.title }).chartYAxis(.hidden).frame(height: 1)
            }
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
    }
}
