import WidgettyKit

/// Medium weather: the small tile's content across the top, and the next six hours beneath.
struct WeatherMediumView: View {
    let parts: WeatherParts

    var body: any View {
        VStack(alignment: .leading) {
            parts.header
            Spacer()
            parts.hourlyRow
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
        .widgetURL(parts.entry.forecastURL)
    }
}
