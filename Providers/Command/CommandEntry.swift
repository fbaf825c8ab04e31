import FoundationEssentials
import WidgettyKit

/// One moment of a command widget: what its program printed, or a view from its timeline document.
struct CommandEntry: TimelineEntry {
    /// What the entry shows.
    enum Content: Sendable, Encodable {
        /// Text output: a title (the first line unless `title` is set) and the lines under it.
        case printed(title: String?, lines: [[StyledRun]])
        /// An xbar plugin's output: the title shown in this entry (they take turns) and the rows.
        case menu(title: XbarItem?, rows: [XbarRow])
        /// A view of a timeline document, with the URL the whole tile opens.
        case view(ViewNode, url: URL?)
        /// Nothing yet: the generic placeholder, drawn redacted.
        case sample
        /// A listening program that runs and has printed nothing yet (its name).
        case silent(program: String)
    }

    let date: Date
    let relevance: TimelineEntryRelevance?
    let content: Content
}
