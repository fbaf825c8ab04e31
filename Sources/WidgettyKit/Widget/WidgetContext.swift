import FoundationEssentials

/// What a provider and a view know about the place a widget is shown in.
public struct WidgetContext: Sendable {
    /// The size family the widget is shown at.
    public var family: WidgetFamily
    /// The tile's size in cells and points.
    public var displaySize: DisplaySize
    /// True when the widget is drawn as a preview (gallery, `render --placeholders`).
    public var isPreview: Bool
    /// The dashboard's appearance.
    public var colorScheme: ColorScheme
    /// The time zone that "local" means for this dashboard.
    public var timeZone: ZoneInfo
    /// The locale used for weekday and month names.
    public var locale: DateLocale
    /// The characters symbols are drawn with.
    public var glyphStyle: GlyphStyle
    /// The moment the provider is asked about: now on the dashboard, the fixed `--at` time in `render`.
    public var date: Date
    /// Why the provider is asked now (its first load, the schedule, a person, an action, a wake, a new configuration).
    public var reloadReason: ReloadReason
    /// What the host lends the widget: network, folders, reloads, a file watcher, a logger.
    public var services: WidgetServices

    /// Creates a context; the host fills every field, and a test the ones it needs.
    public init(
        family: WidgetFamily,
        displaySize: DisplaySize,
        isPreview: Bool = false,
        colorScheme: ColorScheme = .dark,
        timeZone: ZoneInfo = .current,
        locale: DateLocale = .current,
        glyphStyle: GlyphStyle = .unicode,
        date: Date = Date(),
        reloadReason: ReloadReason = .first,
        services: WidgetServices = .unavailable
    ) {
        self.family = family
        self.displaySize = displaySize
        self.isPreview = isPreview
        self.colorScheme = colorScheme
        self.timeZone = timeZone
        self.locale = locale
        self.glyphStyle = glyphStyle
        self.date = date
        self.reloadReason = reloadReason
        self.services = services
    }
}
