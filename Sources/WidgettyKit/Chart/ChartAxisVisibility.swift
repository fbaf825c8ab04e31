/// Whether a chart's axis labels are drawn.
public enum ChartAxisVisibility: Sendable, Equatable {
    case visible
    case hidden
}
