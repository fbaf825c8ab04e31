import Foundation
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
    ///
    /// The rows are a stack of their own inside the list's, so each row is drawn at the place it was
    /// measured at to count what fits, whether or not a summary follows them.
    private func stack(shown: Int, _ environment: RenderEnvironment) -> any View {
        let hidden = rows.count - shown
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
        return VStack(alignment: .leading) {
            shownRows
            if hidden > 0, !besideLast {
                if spread, shown > 0 { Spacer() }
                Self.note(hidden: hidden, environment.locale)
            }
        }
    }

    /// "+3 more" ("ほか3件"), written only when rows are left out: most lists show them all.
    private static func note(hidden: Int, _ locale: Locale) -> any View {
        Text(Phrase("+\(hidden) more", ja: "ほか\(hidden)件")(locale)).font(.caption).foregroundStyle(.secondaryLabel)
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
        if most == rows.count, heights.reduce(0, +) <= height { return rows.count }
        var used = summary == .below ? Self.summaryHeight : 0, shown = 0
        while shown < most, used + heights[shown] <= height {
            used += heights[shown]
            shown += 1
        }
        return shown
    }

    /// Where row `index` (the `position`th the stack shows) is measured to count what fits: below, the
    /// place the stack draws it (the stack measures its rows with the same proposal, so the layout cache
    /// answers it); beside, a place of its own, because the stack draws the last row shown inside another view there.
    private func measuring(_ index: Int, position: Int, _ environment: RenderEnvironment) -> RenderEnvironment {
        guard summary == .below else { return environment.child(1).child(index) }
        return environment.child(0).inStack(.vertical).child(0).inStack(.vertical).child(spread ? 2 * position : position)
    }

    /// Rows the "+3 more" line takes below the list.
    private static let summaryHeight = 1
}
