import WidgettyKit

/// A labelled view draws its content as it is; the transcript (and the chart summaries) take the label, and none of the
/// content's words.
extension AccessibilityLabeled: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        LayoutNode(content).measured(proposal, in: environment.child(0))
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        if !environment.redacted {
            environment.transcript?.append(label)
            environment.chartSummaries?.append(label)
        }
        var silent = environment.child(0)
        silent.transcript = nil
        silent.chartSummaries = nil
        LayoutNode(content).render(in: rect, canvas: &canvas, environment: silent)
    }
}
