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

    /// The first `shown` rows, then the summary line when some are left out.
    private func stack(shown: Int, _ environment: RenderEnvironment) -> any View {
        let hidden = rows.count - shown
        return VStack(alignment: .leading) {
            for (index, row) in rows.prefix(shown).enumerated() {
                if spread, index > 0 { Spacer() }
                row.view
            }
            if hidden > 0 {
                if spread, shown > 0 { Spacer() }
                Text(Phrase("+\(hidden) more", ja: "ほか\(hidden)件")(environment.locale)).font(.caption).foregroundStyle(.secondaryLabel)
            }
        }
    }

    /// How many rows fit the height offered with the summary line below them; all of them when the height is open.
    private func shownCount(for proposal: ProposedSize, _ environment: RenderEnvironment) -> Int {
        guard let height = proposal.height else { return rows.count }
        let measuring = environment.child(1)
        let heights = rows.indices.map {
            LayoutNode(rows[$0].view).measured(ProposedSize(width: proposal.width, height: nil), in: measuring.child($0)).height
        }
        if heights.reduce(0, +) <= height { return rows.count }
        var used = Self.summaryHeight, shown = 0
        while shown < rows.count, used + heights[shown] <= height {
            used += heights[shown]
            shown += 1
        }
        return shown
    }

    /// Rows the "+3 more" line takes.
    private static let summaryHeight = 1
}
