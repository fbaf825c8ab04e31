import WidgettyKit

/// Large weather: the medium tile, then five days with their ranges on one shared scale, then the next sunrise or sunset.
///
/// The tile's tight margin gives the days (a group of bars) the room; the text around them keeps the standard margin.
struct WeatherLargeView: View {
    let parts: WeatherParts
    let days: [Forecast.Day]

    var body: any View {
        VStack(alignment: .leading) {
            parts.header.padding(Self.textInset)
            Spacer()
            parts.hourlyRow.padding(Self.textInset)
            Spacer()
            Divider()
            for (index, day) in days.enumerated() {
                parts.dayRow(day, isToday: index == 0, scale: scale)
            }
            Spacer()
            parts.sunLine.padding(Self.textInset)
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
        .widgetURL(parts.entry.forecastURL)
        .tileMargin(.tight)
    }

    /// The standard margin less the tight one (16 − 8 pt: one column), so text stays where the standard margin puts it.
    static let textInset = Margin.cells(horizontal: 1, vertical: 0)

    /// The coldest low to the warmest high of the days shown, and the temperature now (today's dot).
    private var scale: ClosedRange<Double> {
        let temperatures = days.flatMap { [$0.low, $0.high].compactMap { $0 } } + [parts.entry.now.temperature]
        return (temperatures.min() ?? 0)...(temperatures.max() ?? 1)
    }
}
