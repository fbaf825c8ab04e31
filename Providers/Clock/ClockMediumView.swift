import Foundation
import WidgettyKit

/// Medium clock: a row per city with a day/night mark, its offset from local time, and its time.
struct ClockMediumView {
    let rows: [(face: ClockFace, offset: String)]
    let showsSeconds: Bool

    var body: any View {
        VStack(alignment: .leading) {
            for (index, row) in rows.enumerated() {
                if index > 0 { Spacer() }
                HStack(alignment: .top, spacing: 1) {
                    Glyph(row.face.isDaytime ? "☀" : "☾").foregroundStyle(row.face.isDaytime ? .orange : .indigo)
                    VStack(alignment: .leading) {
                        Text(row.face.city).font(.headline)
                        Text(row.offset).font(.caption).foregroundStyle(.secondaryLabel)
                    }
                    Spacer(minLength: 1)
                    Text(time(of: row.face)).font(.title)
                }
            }
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
    }

    private func time(of face: ClockFace) -> String {
        var text = face.hourMinute
        if showsSeconds { text += ":" + face.seconds }
        if let meridiem = face.meridiem { text += " " + meridiem }
        return text
    }
}
