import FoundationEssentials
import WidgettyKit

/// The pieces the three weather sizes share: the headline block, the hourly row, and a day's row.
struct WeatherParts {
    let entry: WeatherEntry
    let glyphs: GlyphSet
    let locale: DateLocale

    private var zone: ZoneInfo { ZoneDatabase.system.zone(identifier: entry.timeZone) ?? .utc }

    /// The condition's glyph (a blank when the response gave none), colored as the sky: sun orange, night indigo, rain blue, thunder yellow, else gray.
    func glyph(_ condition: WeatherCondition?, isDay: Bool) -> any View {
        guard let condition else { return Text(" ") }
        let color: SemanticColor = switch GlyphKind(condition) {
        case .clear, .fewClouds: isDay ? .orange : .indigo
        case .drizzle, .rain, .freezing: .blue
        case .snow: .teal
        case .thunder: .yellow
        default: .gray
        }
        return Glyph(glyphs.glyph(for: condition, isDay: isDay)).foregroundStyle(color)
    }

    /// Place, then the temperature in large numerals.
    var placeAndTemperature: any View {
        VStack(alignment: .leading) {
            Text(entry.place).font(.headline)
            Text(WeatherFormat.temperature(entry.now.temperature)).font(.largeNumerals)
        }
    }

    /// Glyph and condition, then today's high and low.
    var conditionAndRange: any View {
        VStack(alignment: .leading) {
            HStack(spacing: 1) {
                glyph(entry.now.condition, isDay: entry.now.isDay ?? true)
                Text(entry.now.condition?.words(in: locale) ?? "—")
            }
            if let today = entry.today { Text(WeatherFormat.range(today, locale: locale)).foregroundStyle(.secondaryLabel) }
        }
    }

    /// Place and temperature on the left, condition and range on the right: the top of medium and large.
    var header: any View {
        HStack(alignment: .top, spacing: 1) {
            placeAndTemperature
            Spacer(minLength: 1)
            conditionAndRange
        }
    }

    /// The next six hours in columns: hour, glyph, temperature; spread across the width.
    var hourlyRow: any View {
        HStack(alignment: .top, spacing: 0) {
            for (index, hour) in entry.nextHours.enumerated() {
                if index > 0 { Spacer(minLength: 1) }
                VStack(alignment: .center) {
                    Text(WeatherFormat.hour(hour.time, zone: zone, locale: locale)).font(.caption).foregroundStyle(.secondaryLabel)
                    glyph(hour.condition, isDay: hour.isDay ?? true)
                    Text(WeatherFormat.temperature(hour.temperature))
                }
            }
        }
    }

    /// One day: weekday, glyph, low, a bar of its range on the scale all the days share (taking the row's spare width), high.
    func dayRow(_ day: Forecast.Day, isToday: Bool, scale: ClosedRange<Double>) -> any View {
        HStack(spacing: 1) {
            Text(WeatherFormat.weekday(day.date, isToday: isToday, zone: zone, locale: locale)).frame(width: 5, alignment: .leading)
            glyph(day.condition, isDay: true).frame(width: 2, alignment: .leading)
            Text(day.low.map(WeatherFormat.temperature) ?? "").foregroundStyle(.secondaryLabel).frame(width: 4, alignment: .trailing)
            RangeBar(from: day.low ?? day.high, to: day.high, scale: scale, marker: isToday ? entry.now.temperature : nil)
            Text(WeatherFormat.temperature(day.high)).frame(width: 4, alignment: .trailing)
        }
    }

    /// "Sunset 17:19" or "Sunrise 06:58" ("日の入り 17:19"), whichever comes next.
    var sunLine: any View {
        guard let event = entry.sunEvent else { return EmptyView() }
        let time = WeatherFormat.time(event.time, zone: zone, locale: locale)
        let name = event.isSunrise ? Phrase("Sunrise", ja: "日の出") : Phrase("Sunset", ja: "日の入り")
        return Text("\(name(locale)) \(time)").font(.footnote).foregroundStyle(.secondaryLabel)
    }
}
