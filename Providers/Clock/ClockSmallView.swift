import WidgettyKit

/// Small clock: weekday, the time in large numerals, the date, and the city when a zone is set
/// (the first zone's; the others are summed up beside it, "Tokyo +2 more").
struct ClockSmallView: View {
    let face: ClockFace
    let showsSeconds: Bool
    /// The configured zones' cities, the shown one first; empty for local time.
    let cities: [String]

    var body: any View {
        VStack(alignment: .leading) {
            HStack(spacing: 0) {
                Text(face.weekday).font(.headline).foregroundStyle(.red)
                Spacer(minLength: 1)
                if showsSeconds { Text(":" + face.seconds).foregroundStyle(.secondaryLabel) }
                if let meridiem = face.meridiem { Text(" " + meridiem).foregroundStyle(.secondaryLabel) }
            }
            Spacer()
            Text(face.hourMinute).font(.largeNumerals)
            Spacer()
            Text(face.dayAndMonth).foregroundStyle(.secondaryLabel)
            if cities.isEmpty {
                // The city's row is kept, so the date sits on the same row in every small clock.
                Text(" ").font(.footnote)
            } else {
                FittingList(cities.map { FittingList.Row(label: $0, view: Text($0).font(.footnote).foregroundStyle(.tertiaryLabel)) },
                            limit: 1, summary: .beside)
            }
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
    }
}
