import WidgettyKit

extension Chart: ViewLayout {
    /// A chart takes all the space it is offered; asked for its ideal size, 20 × 5 cells.
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        Size(width: proposal.width ?? 20, height: proposal.height ?? 5)
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        environment.hitRegions?.recordChart()
        ChartPainter(self, environment: environment).draw(in: rect, canvas: &canvas)
        if !environment.redacted, environment.transcript != nil || environment.chartSummaries != nil {
            let summary = ChartSummary.text(of: self, timeZone: environment.timeZone, locale: environment.locale)
            environment.transcript?.append(summary)
            environment.chartSummaries?.append(summary)
        }
    }
}
