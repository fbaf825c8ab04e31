import FoundationEssentials
import WidgettyKit

/// How many days are left in the year, under a title from the configuration.
struct DaysLeftWidget: Widget {
    static let kind = "days-left"
    static let displayName = "Days Left"
    static let description = "Counts the days left in the year."
    static let supportedFamilies: [WidgetFamily] = [.small]
    static let options = [
        WidgetOption(key: "title", type: .string, defaultValue: .string("This year"), summary: "the heading"),
    ]

    let provider = DaysLeftProvider()
    let title: String

    init(settings: WidgetSettings) {
        title = settings.string("title") ?? "This year"
    }

    func view(entry: DaysLeftEntry, context: WidgetContext) -> any View {
        VStack(alignment: .leading) {
            Text(title).font(.headline).unredacted()
            Spacer()
            Text("\(entry.days)").font(.largeNumerals)
            Text("days left").foregroundStyle(.secondaryLabel)
        }
    }
}

/// The days left in the year on the entry's date.
struct DaysLeftEntry: TimelineEntry {
    let date: Date
    let days: Int
}

/// One entry for today, and a new timeline asked for at midnight.
struct DaysLeftProvider: TimelineProvider {
    func placeholder(in context: WidgetContext) -> DaysLeftEntry {
        DaysLeftEntry(date: context.date, days: 100)
    }

    func timeline(in context: WidgetContext) async throws -> Timeline<DaysLeftEntry> {
        let today = context.timeZone.civilTime(at: context.date)
        let nextYear = CivilTime(year: today.year + 1, month: 1, day: 1)
        let days = Int(nextYear.daysSinceEpoch - today.daysSinceEpoch)
        return Timeline(entries: [DaysLeftEntry(date: context.date, days: days)], policy: .after(context.timeZone.startOfNextDay(after: context.date)))
    }
}
