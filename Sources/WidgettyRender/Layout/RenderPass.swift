import WidgettyKit

/// The collectors and per-widget state one render pass shares, boxed so that copying an environment stays cheap.
///
/// Only `RenderEnvironment` holds one, and it copies the box before changing a shared one.
final class RenderPass {
    var liveDates: LiveDates
    var overflow: ListOverflow?
    var transcript: Transcript?
    var chartSummaries: Transcript?
    var hitRegions: HitRegions?
    var chartScrub: ChartScrub?
    var runningIntents: Set<IntentIdentity> = []
    var toggleOverrides: [IntentIdentity: Bool] = [:]
    let layoutCache: LayoutCache

    /// A pass whose live dates report to `liveDates`, with a fresh layout cache.
    init(liveDates: LiveDates, layoutCache: LayoutCache = LayoutCache()) {
        self.liveDates = liveDates
        self.layoutCache = layoutCache
    }

    /// A box with the same contents, sharing the same collectors and layout cache.
    func copy() -> RenderPass {
        let copy = RenderPass(liveDates: liveDates, layoutCache: layoutCache)
        copy.overflow = overflow
        copy.transcript = transcript
        copy.chartSummaries = chartSummaries
        copy.hitRegions = hitRegions
        copy.chartScrub = chartScrub
        copy.runningIntents = runningIntents
        copy.toggleOverrides = toggleOverrides
        return copy
    }
}
