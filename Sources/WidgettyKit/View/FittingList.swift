/// Rows one above the other, as many as fit, then "+3 more" for the rest: a list never drops rows silently.
///
/// Each row has a label that names it ("Sydney"), so `widgetty check` can say which rows will not fit.
public struct FittingList: PrimitiveView {
    /// One row: its view and the name `check` uses for it.
    public struct Row: Sendable {
        /// What the row is, in a word or two.
        public var label: String
        /// The row's view.
        public var view: any View

        /// Creates a row.
        public init(label: String, view: any View) {
            self.label = label
            self.view = view
        }
    }

    /// Where "+3 more" goes.
    public enum SummaryPlace: Sendable {
        /// On a line of its own below the rows shown.
        case below
        /// After the last row shown, on its line.
        case beside
    }

    /// The rows in order; the first ones are shown.
    public var rows: [Row]
    /// Spread the shown rows over the height offered, as spacers between them would.
    public var spread: Bool
    /// The most rows shown, however much room there is; nil for no limit.
    public var limit: Int?
    /// Where the summary of the rows left out goes.
    public var summary: SummaryPlace
    /// Rows of the list that are not given, counted in its summary: a folder's notes past those read.
    public var unlisted: Int

    /// Creates a list of rows, of which `unlisted` more are not given.
    public init(_ rows: [Row], spread: Bool = false, limit: Int? = nil, summary: SummaryPlace = .below, unlisted: Int = 0) {
        self.rows = rows
        self.spread = spread
        self.limit = limit
        self.summary = summary
        self.unlisted = max(0, unlisted)
    }

    /// "+3 more" ("ほか3件"): how a list names the `hidden` rows it leaves out.
    public static func more(_ hidden: Int) -> Phrase {
        Phrase("+\(hidden) more", ja: "ほか\(hidden)件")
    }
}
