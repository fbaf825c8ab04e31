import FoundationEssentials

/// How long a clicked or activated link, button or tile shows pressed (`HomeScreenState.pressedRegion`), as a
/// button's pressed state does on a touch screen: long enough to be seen, short enough not to be waited for.
/// Pure: the loop hands in the moments.
public struct PressedMoment: Sendable, Equatable {
    /// How long a press shows.
    public static let duration: TimeInterval = 0.15
    /// The region shown pressed.
    public let region: Int
    /// When it stops showing so.
    public let end: Date

    /// A press of `region` shown from `date`.
    public init(region: Int, shownAt date: Date) {
        self.region = region
        end = date.addingTimeInterval(Self.duration)
    }

    /// What is left of `moment` at `now` for the region `pressed` shows: a new moment for a new press, the same one
    /// while its time runs, else nil, having cleared `pressed`.
    public static func settle(_ moment: PressedMoment?, pressed: inout Int?, at now: Date) -> PressedMoment? {
        guard let region = pressed else { return nil }
        guard let moment, moment.region == region else { return PressedMoment(region: region, shownAt: now) }
        guard now >= moment.end else { return moment }
        pressed = nil
        return nil
    }
}
