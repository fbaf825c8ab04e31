import WidgettyKit

/// "Copy Time": the clock's time as its face shows it ("14:05", "2:05 PM"), for the host to put on the clipboard.
struct CopyTime: HostIntent {
    static let title = "Copy Time"
    /// The time and, on a 12-hour face, its meridiem, as the face writes them.
    let text: String

    var request: HostRequest { .copy(text, what: "the time") }

    /// What `face` reads, hour and minute with the meridiem where the face shows one.
    init(face: ClockFace) {
        guard let meridiem = face.meridiem else {
            text = face.hourMinute
            return
        }
        text = face.meridiemFirst ? meridiem + face.hourMinute : face.hourMinute + " " + meridiem
    }
}
