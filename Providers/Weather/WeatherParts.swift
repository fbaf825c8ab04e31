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

    /// Glyph and condition, then today's high and low, their edges on `alignment`'s side (trailing in a right-hand column).
    func conditionAndRange(_ alignment: HorizontalAlignment) -> any View {
        VStack(alignment: alignment) {
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
            conditionAndRange(.trailing)
        }
    }

    /// The next six hours in columns of one width, each centred (hour, glyph, temperature), and the block of columns
    /// centred in the row, the cells left over split on its two sides: so the gaps between the hours are even.
    var hourlyRow: any View {
        let hours = entry.nextHours
        return GeometryReader { proxy in
            let width = proxy.size.columns / max(1, hours.count)
            return HStack(alignment: .top, spacing: 0) {
                for hour in hours {
                    // Each line centred in the whole column (one rounding), not in the column's widest line.
                    VStack(alignment: .center) {
                        Text(WeatherFormat.compactHour(hour.time, zone: zone, locale: locale)).font(.caption).foregroundStyle(.secondaryLabel)
                            .frame(width: width)
                        glyph(hour.condition, isDay: hour.isDay ?? true).frame(width: width)
                        Text(WeatherFormat.temperature(hour.temperature)).frame(width: width)
                    }
                }
            }
            .frame(width: width * hours.count)
            .frame(width: proxy.size.columns, alignment: .center)
        }
        .frame(height: Self.hourlyRows)
    }

    /// The hourly row's rows: hour, glyph, temperature.
    static let hourlyRows = 3

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

    /// The days' ranges as one sentence, for `render --plain` and screen readers: "Next 5 days: Today 11° to 23°, now
    /// 19° (●); Mon 12° to 24°; …" ("5日間: 今日 11°〜23°、現在 19° (●); 月 12°〜24°; …").
    func daysSummary(_ days: [Forecast.Day]) -> String {
        let japanese = Phrase.isJapanese(locale)
        let listed = days.enumerated().map { index, day in
            let low = day.low.map(WeatherFormat.temperature), high = WeatherFormat.temperature(day.high)
            let range = low.map { japanese ? "\($0)〜\(high)" : "\($0) to \(high)" } ?? high
            let name = WeatherFormat.weekday(day.date, isToday: index == 0, zone: zone, locale: locale)
            let now = index == 0 ? (japanese ? "、" : ", ") + nowWords + " (●)" : ""
            return "\(name) \(range)\(now)"
        }
        return Phrase("Next \(days.count) days", ja: "\(days.count)日間")(locale) + ": " + listed.joined(separator: "; ") + "."
    }

    /// "now 19°" ("現在 19°"): the temperature today's dot marks.
    private var nowWords: String {
        Phrase("now", ja: "現在")(locale) + " " + WeatherFormat.temperature(entry.now.temperature)
    }

    /// What today's dot on the range bars means: "● now" ("● 現在").
    var nowLegend: any View {
        // Read once, in the days' sentence.
        Text("● " + Phrase("now", ja: "現在")(locale)).font(.footnote).foregroundStyle(.secondaryLabel).accessibilityLabel("")
    }

    /// "Sunset 17:19" or "Sunrise 06:58" ("日の入り 17:19"), whichever comes next.
    var sunLine: any View {
        guard let event = entry.sunEvent else { return EmptyView() }
        let time = WeatherFormat.time(event.time, zone: zone, locale: locale)
        let name = event.isSunrise ? Phrase("Sunrise", ja: "日の出") : Phrase("Sunset", ja: "日の入り")
        return Text("\(name(locale)) \(time)").font(.footnote).foregroundStyle(.secondaryLabel)
    }
}
