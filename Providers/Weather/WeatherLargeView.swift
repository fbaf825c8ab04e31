import WidgettyKit

/// Large weather: the medium tile, then five days with their ranges on one shared scale, then the next sunrise or sunset.
struct WeatherLargeView {
    let parts: WeatherParts
    let days: [Forecast.Day]
    let width: Int

    var body: any View {
        VStack(alignment: .leading) {
            parts.header
            Spacer()
            parts.hourlyRow
            Spacer()
            Divider()
            for (index, day) in days.enumerated() {
                parts.dayRow(day, isToday: index == 0, scale: scale, barWidth: barWidth)
            }
            Spacer()
            parts.sunLine
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
    }

    /// The coldest low to the warmest high of the days shown, and the temperature now (today's dot).
    private var scale: ClosedRange<Double> {
        let temperatures = days.flatMap { [$0.low, $0.high].compactMap { $0 } } + [parts.entry.now.temperature]
        return (temperatures.min() ?? 0)...(temperatures.max() ?? 1)
    }

    /// What is left of the row for the bar: weekday 5, glyph 2, low 4, high 4, and the spaces between.
    private var barWidth: Int {
        max(4, width - 5 - 2 - 4 - 4 - 4)
    }
}
