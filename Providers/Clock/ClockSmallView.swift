import WidgettyKit

/// Small clock: weekday, the time in large numerals, the date, and the city when a zone is set.
struct ClockSmallView {
    let face: ClockFace
    let showsSeconds: Bool
    let showsCity: Bool

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
            if showsCity { Text(face.city).font(.footnote).foregroundStyle(.tertiaryLabel) }
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
    }
}
