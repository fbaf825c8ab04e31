import FoundationEssentials
import WidgettyRender

/// What one tile is drawn from, beside the frame's moment: two tiles with equal keys, on the same scene, are drawn
/// alike (live dates aside, which say themselves when they change).
struct TileKey: Equatable {
    /// What the tile says.
    enum Content: Equatable {
        /// Why its widget is not shown at this size.
        case doesNotFit(String)
        /// An entry of a timeline, marked old or not.
        case entry(EntryRevision, Staleness?)
        /// The failure in words.
        case failure(LoadFailure)
        /// Nothing: no widget or no content for its position.
        case nothing
    }

    let frame: Rect
    let position: WidgetPosition
    /// How many widgets its stack holds (page dots); nil for a lone widget.
    let stackSize: Int?
    /// Whether its stack's page dots show.
    let showsDots: Bool
    let content: Content
    /// When the provider call under way started (the activity indicator).
    let loading: Date?
    let intentFailure: String?
    let intents: IntentActivity
    let scrub: ChartScrub?
}
