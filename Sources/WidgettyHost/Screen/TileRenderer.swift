import FoundationEssentials
import WidgettyKit
import WidgettyRender

/// Draws one tile: its chrome, then its widget, placeholder, failure (or sample) or "does not fit" message.
struct TileRenderer {
    let palette: Palette
    let metrics: GridMetrics
    /// The frame's moment, zone and locale, and where live dates report their next change.
    let liveDates: LiveDates

    /// Draws a widget's content in its tile; stale data gets a badge and the time it was updated, data
    /// after a failed intent a badge and `intentFailure`, and a provider call under way since `loading` an
    /// activity indicator; the entry's buttons whose intents run (`intents`) show so, and its pressed toggles
    /// their new state. Lists report the rows they leave out to `overflow`, the entry's links,
    /// buttons and toggles their regions to `hitRegions`, and text and charts their words to `transcript`,
    /// when given. `emphasis` lifts or rings the tile (pointer, focus); its charts show a rule where `scrub` says, and
    /// with focus its charts' summaries show whole (`ChartSummaryCaption`), on the bottom edge in place of the "Updated" note
    /// when they fit it, else over the tile's bottom rows.
    /// The bottom edge's notes keep clear of `bottomEdgeInUse` (a stack's page dots). With `samplesForFailures`,
    /// a widget whose loads have all failed shows its placeholder as a marked sample (`SampleMark`) instead of the failure.
    func draw(_ content: TileContent, of instance: WidgetInstance, in frame: Rect, context: WidgetContext, canvas: inout Canvas,
              loading: Date? = nil, intentFailure: String? = nil, intents: IntentActivity = IntentActivity(), overflow: ListOverflow? = nil,
              hitRegions: HitRegions? = nil, transcript: Transcript? = nil, emphasis: TileEmphasis = [], scrub: ChartScrub? = nil,
              bottomEdgeInUse: Rect? = nil, samplesForFailures: Bool = false) {
        TileChrome.draw(in: frame, canvas: &canvas, palette: palette, emphasis: emphasis)
        var environment = environment(emphasis)
        environment.overflow = overflow
        environment.transcript = transcript
        environment.glyphs = context.glyphStyle
        environment.chartScrub = scrub
        let summaries = emphasis.contains(.focusRing) ? Transcript() : nil
        let view: any View
        var stale: Staleness?
        switch content {
        case .placeholder(let entry):
            environment.redacted = true
            view = instance.view(for: entry, in: context)
        case .entry(let entry, let staleness):
            view = instance.view(for: entry, in: context)
            stale = staleness
            environment.hitRegions = hitRegions
            environment.runningIntents = intents.running
            environment.toggleOverrides = intents.toggles
            environment.chartSummaries = summaries
        case .failure where samplesForFailures:
            transcript?.append(SampleMark.word(context.locale))
            view = instance.view(for: instance.placeholder(in: context), in: context)
        case .failure(let failure):
            view = VStack(alignment: .leading) {
                Text(instance.name).font(.headline)
                Text(failureText(failure)).lineLimit(nil).foregroundStyle(.secondaryLabel)
            }.frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
        }
        render(view, in: frame, environment: environment, canvas: &canvas)
        if case .failure = content, samplesForFailures { SampleMark.draw(on: frame, canvas: &canvas, environment: environment) }
        if case .entry = content {
            let summarized = intentFailure == nil && summaries.map {
                ChartSummaryCaption.draw($0.phrases, on: frame, canvas: &canvas, environment: environment, clearOf: bottomEdgeInUse)
            } == true
            StaleMarks.draw(stale, intentFailure: intentFailure, on: frame, canvas: &canvas, environment: environment,
                            clearOf: bottomEdgeInUse, bottomEdgeTaken: summarized)
        }
        if let loading {
            ActivityIndicator.draw(since: loading, on: frame, glyphs: context.glyphStyle, canvas: &canvas, environment: environment)
        }
    }

    /// Draws a tile that says why its widget is not shown at this size.
    func drawMessage(_ message: String, in frame: Rect, canvas: inout Canvas, emphasis: TileEmphasis = []) {
        TileChrome.draw(in: frame, canvas: &canvas, palette: palette, emphasis: emphasis)
        let view = Text(message).lineLimit(nil).foregroundStyle(.secondaryLabel)
            .frame(fillWidth: true, fillHeight: true, alignment: .center)
        render(view, in: frame, environment: environment(emphasis), canvas: &canvas)
    }

    /// "Can't reach api.open-meteo.com · retrying in 2 min", kept current as the minutes pass; in the last minute
    /// "retrying within a minute", so a failed tile is redrawn once a minute, not every second of its countdown.
    private func failureText(_ failure: LoadFailure) -> String {
        guard let retryAt = failure.retryAt else { return failure.message }
        guard retryAt.timeIntervalSince(liveDates.now) > 60 else {
            liveDates.report(retryAt)
            return "\(failure.message) · retrying within a\u{A0}minute"
        }
        liveDates.report(DateText.nextChange(retryAt, style: .relative, now: liveDates.now))
        // Failure messages are English sentences, so the retry time is written in English too.
        let when = DateText.string(retryAt, style: .relative, now: liveDates.now, timeZone: liveDates.timeZone, locale: DateText.english)
        return "\(failure.message) · retrying \(when)"
    }

    /// The environment a tile with `emphasis` is drawn in: this frame's palette, moment and live-date collector, on the tile's fill.
    private func environment(_ emphasis: TileEmphasis) -> RenderEnvironment {
        RenderEnvironment(palette: palette, metrics: metrics.cell, background: palette.tileBackground(emphasis), liveDates: liveDates)
    }

    /// Draws a tile's view inside the margin it asks for (`tileMargin`), else the HIG's standard 16 pt,
    /// measured from the tile's edge.
    private func render(_ view: any View, in frame: Rect, environment: RenderEnvironment, canvas: inout Canvas) {
        // The widget's body is expanded once here: the padding around it lays its content out more than once.
        let primitive = ViewRenderer.primitive(of: view)
        let chosen = primitive as? TileMargin
        let content = chosen.map { ViewRenderer.primitive(of: $0.content) } ?? primitive
        let margin = Self.cells(of: chosen?.margin ?? .standard, metrics: environment.metrics)
        ViewRenderer.render(content.padding(margin), in: frame, canvas: &canvas, environment: environment)
    }

    /// A tile margin in cells from the tile's edge: the points' nearest cells, but never fewer than the edge's own
    /// column and one blank beside it (8 pt, a tight margin, is about one column: the edge itself), nor fewer rows
    /// than the edge's.
    static func cells(of margin: Margin, metrics: CellMetrics) -> Margin {
        guard let points = margin.points else { return margin }
        return .cells(horizontal: max(2, metrics.columns(forPoints: points)), vertical: max(1, metrics.rows(forPoints: points)))
    }
}
