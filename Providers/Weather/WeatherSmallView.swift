import WidgettyKit

/// Small weather, as the HIG describes it: the place, the temperature now, the condition, and today's high and low.
struct WeatherSmallView: View {
    let parts: WeatherParts

    var body: any View {
        VStack(alignment: .leading) {
            parts.placeAndTemperature
            Spacer()
            parts.conditionAndRange(.leading)
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
        .widgetURL(parts.entry.forecastURL)
    }
}
