import WidgettyKit

/// Large weather: the medium tile, then five days with their ranges on one shared scale (read as one sentence), then
/// the next sunrise or sunset beside the legend of today's dot.
///
/// Every row starts at the tile's standard margin, so leading edges align; the days, the divider above them and the
/// sun line sit together at the bottom, as the HIG's example puts the daily forecast, and the spare rows go
/// between the headline, the hours and the days.
struct WeatherLargeView: View {
    let parts: WeatherParts
    let days: [Forecast.Day]

    var body: any View {
        VStack(alignment: .leading) {
            parts.header
            Spacer()
            parts.hourlyRow
            Spacer()
            VStack(alignment: .leading) {
                Divider()
                for (index, day) in days.enumerated() {
                    parts.dayRow(day, isToday: index == 0, scale: scale)
                }
            }
            .accessibilityLabel(parts.daysSummary(days))
            HStack(spacing: 1) {
                parts.sunLine
                Spacer(minLength: 1)
                parts.nowLegend
            }
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
        .widgetURL(parts.entry.forecastURL)
    }

    /// The coldest low to the warmest high of the days shown, and the temperature now (today's dot).
    private var scale: ClosedRange<Double> {
        let temperatures = days.flatMap { [$0.low, $0.high].compactMap { $0 } } + [parts.entry.now.temperature]
        return (temperatures.min() ?? 0)...(temperatures.max() ?? 1)
    }
}
