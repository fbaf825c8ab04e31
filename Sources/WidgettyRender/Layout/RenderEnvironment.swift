import FoundationEssentials
import WidgettyKit

/// What a subtree inherits while it is laid out and drawn: palette, text style, redaction.
///
/// Not `Sendable`: it carries the frame's collectors (live dates, the layout
/// cache, hit regions), which belong to the one thread drawing the frame.
public struct RenderEnvironment {
    public var palette: Palette
    public var metrics: CellMetrics
    public var font: Font = .body
    public var foreground: SemanticColor = .label
    public var bold: Bool?
    /// The fill behind this subtree, that alpha colors blend over.
    public var background: RGB
    /// Draw text as placeholder bars and glyphs as "●".
    public var redacted: Bool = false
    /// The characters charts draw with: braille and blocks, or ASCII (`glyphs = "ascii"`).
    public var glyphs: GlyphStyle = .unicode
    /// The axis of the nearest enclosing stack (decides a Divider's direction).
    public var stackAxis: Axis = .vertical
    /// Nothing is drawn outside this rectangle (the tile's content area).
    public var clip: Rect?
    /// The moment drawn and its zone and locale, where drawn live dates report when they next change.
    public var liveDates: LiveDates {
        get { pass.liveDates }
        set { updatePass { $0.liveDates = newValue } }
    }
    /// Where lists report the rows they leave out, when someone asks (`widgetty check`).
    public var overflow: ListOverflow? {
        get { pass.overflow }
        set { updatePass { $0.overflow = newValue } }
    }
    /// Where text and charts note their words, when someone asks (`render --plain`, `widgetty timeline`).
    public var transcript: Transcript? {
        get { pass.transcript }
        set { updatePass { $0.transcript = newValue } }
    }
    /// Where charts (and views read as one sentence) note their summaries, when someone asks (a focused tile shows the first).
    public var chartSummaries: Transcript? {
        get { pass.chartSummaries }
        set { updatePass { $0.chartSummaries = newValue } }
    }
    /// Where links, buttons and toggles record the cells they cover, when someone asks (the dashboard's frames).
    public var hitRegions: HitRegions? {
        get { pass.hitRegions }
        set { updatePass { $0.hitRegions = newValue } }
    }
    /// Where the charts in this subtree are being scrubbed, if anywhere (they then draw a rule and its value there).
    public var chartScrub: ChartScrub? {
        get { pass.chartScrub }
        set { updatePass { $0.chartScrub = newValue } }
    }
    /// How buttons are drawn here (`.buttonStyle(_:)`).
    public var buttonStyle: ButtonStyle = .plain
    /// How large buttons are here (`.controlSize(_:)`).
    public var controlSize: ControlSize = .small
    /// Whether controls here answer only where they are drawn (`.exactHitTargets()`).
    public var exactHitTargets = false
    /// The columns inside the nearest padding around this view (a tile's margin): where a list's rows end.
    var paddedColumns: Range<Int>?
    /// The columns of the list whose row is drawn here (`FittingList`): a control in a row answers across them, on its own rows only.
    var listColumns: Range<Int>?
    /// The intents of this widget still running: their buttons show their running label and an indicator.
    public var runningIntents: Set<IntentIdentity> {
        get { pass.runningIntents }
        set { updatePass { $0.runningIntents = newValue } }
    }
    /// The state toggles show until the widget's next answer, by intent: flipped at once when pressed.
    public var toggleOverrides: [IntentIdentity: Bool] {
        get { pass.toggleOverrides }
        set { updatePass { $0.toggleOverrides = newValue } }
    }
    /// The current node's number in the layout cache: its exact path from the root.
    var layoutNode = LayoutCache.root
    /// Sizes measured so far in this render pass.
    var layoutCache: LayoutCache { pass.layoutCache }
    /// What the whole pass shares, in one box: every child's environment is a copy, and a copy then
    /// retains one reference instead of one per collector.
    private var pass: RenderPass

    /// Sets a field of the pass's box, copying the box first when another environment shares it.
    private mutating func updatePass(_ change: (RenderPass) -> Void) {
        if !isKnownUniquelyReferenced(&pass) { pass = pass.copy() }
        change(pass)
    }

    /// An environment for drawing on a fill color; live dates read and report to `liveDates` (a fresh one by default).
    public init(palette: Palette, metrics: CellMetrics = .phone, background: RGB, redacted: Bool = false,
                liveDates: LiveDates = LiveDates()) {
        pass = RenderPass(liveDates: liveDates)
        self.palette = palette
        self.metrics = metrics
        self.background = background
        self.redacted = redacted
    }

    /// The moment drawn, for text that shows a live date.
    public var now: Date { liveDates.now }
    /// The zone live dates are shown in.
    public var timeZone: ZoneInfo { liveDates.timeZone }
    /// The locale live dates are shown in.
    public var locale: DateLocale { liveDates.locale }

    /// The part of `rect` a view may draw in.
    func clipped(_ rect: Rect) -> Rect {
        clip.map { rect.intersection($0) } ?? rect
    }

    /// The environment of a node's child at `index`.
    func child(_ index: Int) -> RenderEnvironment {
        var copy = self
        copy.layoutNode = layoutCache.child(of: layoutNode, at: index)
        return copy
    }

    /// The cell style for text in this environment.
    public var textStyle: CellStyle {
        style(for: foreground)
    }

    /// The cell style for drawing in a color role on the current fill.
    public func style(for role: SemanticColor) -> CellStyle {
        CellStyle(
            foreground: palette.color(role, over: background),
            background: background,
            bold: bold ?? font.isBold,
            muted: Palette.isMuted(role)
        )
    }
}
