import WidgettyKit

extension FittingList: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        LayoutNode(stack(shown: shownCount(for: proposal, environment), environment)).measured(proposal, in: environment.child(0))
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        let proposal = ProposedSize(width: rect.width, height: rect.height)
        let shown = shownCount(for: proposal, environment)
        if shown < rows.count { environment.overflow?.report(rows[shown...].map(\.label)) }
        LayoutNode(stack(shown: shown, environment)).render(in: rect, canvas: &canvas, environment: environment.child(0))
    }

    /// The first `shown` rows, then the summary of the others below them or beside the last.
    private func stack(shown: Int, _ environment: RenderEnvironment) -> any View {
        let hidden = rows.count - shown
        let note = Text(Phrase("+\(hidden) more", ja: "ほか\(hidden)件")(environment.locale)).font(.caption).foregroundStyle(.secondaryLabel)
        let besideLast = hidden > 0 && shown > 0 && summary == .beside
        return VStack(alignment: .leading) {
            for (index, row) in rows.prefix(shown).enumerated() {
                if spread, index > 0 { Spacer() }
                if besideLast, index == shown - 1 {
                    HStack(spacing: 1) { row.view; note }
                } else {
                    row.view
                }
            }
            if hidden > 0, !besideLast {
                if spread, shown > 0 { Spacer() }
                note
            }
        }
    }

    /// How many rows fit the height offered with the summary (below them, or beside the last), up to the limit;
    /// all of them when the height is open and there is no limit.
    private func shownCount(for proposal: ProposedSize, _ environment: RenderEnvironment) -> Int {
        let most = min(rows.count, limit ?? rows.count)
        guard let height = proposal.height else { return most }
        let measuring = environment.child(1)
        let heights = rows.indices.map {
            LayoutNode(rows[$0].view).measured(ProposedSize(width: proposal.width, height: nil), in: measuring.child($0)).height
        }
        if most == rows.count, heights.reduce(0, +) <= height { return rows.count }
        var used = summary == .below ? Self.summaryHeight : 0, shown = 0
        while shown < most, used + heights[shown] <= height {
            used += heights[shown]
            shown += 1
        }
        return shown
    }

    /// Rows the "+3 more" line takes below the list.
    private static let summaryHeight = 1
}
