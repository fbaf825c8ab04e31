import FoundationEssentials
import WidgettyKit

/// Medium clock: a row per city with a day/night mark, its offset from local time, and its time.
///
/// Cities take two lines (name, then day and offset) where the tile has the
/// rows for it, and one line where it does not; cities beyond the tile's rows
/// are summed up as "+2 more". Rows are packed from the top whatever their number, so the rows of clocks side
/// by side line up. A city with a link opens it (Return or a click on its row).
struct ClockMediumView: View {
    /// Each city's face, its offset from local time, and the page it opens, if any.
    let rows: [(face: ClockFace, offset: String, link: URL?)]
    let showsSeconds: Bool

    var body: any View {
        ViewThatFits {
            list { row in
                HStack(alignment: .top, spacing: 1) {
                    mark(row.face)
                    VStack(alignment: .leading) {
                        Text(row.face.city).font(.headline)
                        Text(row.offset).font(.caption).foregroundStyle(.secondaryLabel)
                    }
                    Spacer(minLength: 1)
                    Text(time(of: row.face)).font(.title)
                }
            }
            list { row in
                HStack(spacing: 1) {
                    mark(row.face)
                    Text(row.face.city).font(.headline)
                    Spacer(minLength: 1)
                    Text(row.offset).font(.caption).foregroundStyle(.secondaryLabel)
                    Text(time(of: row.face)).font(.title)
                }
            }
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
    }

    /// The cities one under the other from the top, as many as fit.
    private func list(_ row: ((face: ClockFace, offset: String, link: URL?)) -> any View) -> any View {
        FittingList(rows.map { city in
            let view = row(city)
            return FittingList.Row(label: city.face.city, view: city.link.map { url in Link(destination: url) { view } } ?? view)
        })
    }

    private func mark(_ face: ClockFace) -> any View {
        Glyph(face.isDaytime ? "☀" : "☾").foregroundStyle(face.isDaytime ? .orange : .indigo)
    }

    private func time(of face: ClockFace) -> String {
        var text = face.hourMinute
        if showsSeconds { text += ":" + face.seconds }
        guard let meridiem = face.meridiem else { return text }
        return face.meridiemFirst ? meridiem + text : text + " " + meridiem
    }
}
