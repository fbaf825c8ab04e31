import FoundationEssentials
import WidgettyKit

extension FittingList: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        let (view, inner) = stack(shown: shownCount(for: proposal, environment), environment)
        return LayoutNode(view).measured(proposal, in: inner)
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        let shown = shownCount(for: ProposedSize(width: rect.width, height: rect.height), environment)
        if shown < rows.count { environment.overflow?.report(rows[shown...].map(\.label)) }
        var (view, inner) = stack(shown: shown, environment)
        // A row runs from the list's edge to the content's (inside the tile's margin), not only as far as its text.
        let end = environment.paddedColumns?.upperBound ?? environment.clip?.maxX ?? rect.maxX
        inner.listColumns = rect.x..<max(rect.maxX, end)
        LayoutNode(view).render(in: rect, canvas: &canvas, environment: inner)
    }

    /// The first `shown` rows, then the summary of the others below them or beside the last, and the
    /// environment to lay them out in.
    ///
    /// When every row fits, as in most lists, the rows are the stack, laid out where `measuring` measured
    /// them to count what fits, so the layout cache answers for them; a list with a summary below is laid
    /// out elsewhere, where nothing measured before can answer for its own stack.
    private func stack(shown: Int, _ environment: RenderEnvironment) -> (any View, RenderEnvironment) {
        let hidden = rows.count - shown + unlisted
        let besideLast = hidden > 0 && shown > 0 && summary == .beside
        let shownRows = VStack(alignment: .leading) {
            for (index, row) in rows.prefix(shown).enumerated() {
                if spread, index > 0 { Spacer() }
                if besideLast, index == shown - 1 {
                    HStack(spacing: 1) { row.view; Self.note(hidden: hidden, environment.locale) }
                } else {
                    row.view
                }
            }
        }
        guard hidden > 0, !besideLast else { return (shownRows, environment.child(0)) }
        let withNote = VStack(alignment: .leading) {
            shownRows
            if spread, shown > 0 { Spacer() }
            Self.note(hidden: hidden, environment.locale)
        }
        return (withNote, environment.child(2))
    }

    /// "+3 more" ("ほか3件"), written only when rows are left out: most lists show them all.
    private static func note(hidden: Int, _ locale: DateLocale) -> any View {
        Text(more(hidden)(locale)).font(.caption).foregroundStyle(.secondaryLabel)
    }

    /// How many rows fit the height offered with the summary (below them, or beside the last), up to the limit;
    /// all of them when the height is open and there is no limit.
    private func shownCount(for proposal: ProposedSize, _ environment: RenderEnvironment) -> Int {
        let most = min(rows.count, limit ?? rows.count)
        guard let height = proposal.height else { return most }
        var position = 0
        let heights = rows.indices.map { index in
            let node = LayoutNode(rows[index].view)
            defer { if node.isVisible { position += 1 } }
            return node.measured(ProposedSize(width: proposal.width, height: nil), in: measuring(index, position: position, environment)).height
        }
        if unlisted == 0, most == rows.count, heights.reduce(0, +) <= height { return rows.count }
        var used = summary == .below ? Self.summaryHeight : 0, shown = 0
        while shown < most, used + heights[shown] <= height {
            used += heights[shown]
            shown += 1
        }
        return shown
    }

    /// Where row `index` (the `position`th a stack of every row shows) is measured to count what fits: below,
    /// where that stack draws it (it measures its rows with the same proposal); beside, a place of its own,
    /// because the stack draws the last row shown inside another view there.
    private func measuring(_ index: Int, position: Int, _ environment: RenderEnvironment) -> RenderEnvironment {
        guard summary == .below else { return environment.child(1).child(index) }
        return environment.child(0).inStack(.vertical).child(spread ? 2 * position : position)
    }

    /// Rows the "+3 more" line takes below the list.
    private static let summaryHeight = 1
}
