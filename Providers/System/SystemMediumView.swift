import WidgettyKit

/// Medium system tile: CPU over the last hour, and memory and disk bars beneath.
struct SystemMediumView: View {
    let parts: SystemParts

    var body: any View {
        VStack(alignment: .leading) {
            parts.cpuHeader
            parts.cpuChart
            parts.usageChart(Array(parts.usages.prefix(3))).frame(height: min(3, parts.usages.count))
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
    }
}
