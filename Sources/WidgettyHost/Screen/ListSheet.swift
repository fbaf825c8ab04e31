import WidgettyKit

/// A list a widget's quick action or tap shows over the home screen (an agenda, the world clock): a title and rows,
/// until any key or a click closes it.
public struct ListSheet: Sendable, Equatable {
    public var title: String
    public var rows: [HostRequest.Row]
    /// What the sheet says when there are no rows ("No events today").
    public var empty: String

    /// A sheet of `rows` under `title`.
    public init(title: String, rows: [HostRequest.Row], empty: String) {
        self.title = title
        self.rows = rows
        self.empty = empty
    }
}
