import FoundationEssentials
import Logging

/// What the host lends a widget's provider through its context, as swift-clocks lends a clock:
/// the network, the kind's own folders, a way to ask for reloads, a file watcher, a logger, and the reaper programs run
/// under.
///
/// Nothing here is global: the dashboard builds one set for each widget, and a test gives each
/// provider fakes of its own (`WidgetServices(kind:fetcher:…)`).
public struct WidgetServices: Sendable {
    /// The kind these services are lent to.
    public var kind: String
    /// GETs a URL (the dashboard runs each request in its fetch helper, `widgetty --fetch-helper`).
    public var fetcher: any HTTPFetching
    /// The kind's own cache and state folders.
    public var directories: WidgetDirectories
    /// Asks for timelines to be reloaded; the runner lends it for each provider call.
    public var widgetCenter: WidgetCenter
    /// Tells when a file or folder changes.
    public var fileWatcher: any FileWatching
    /// Writes to the dashboard's log file (never the screen), with the widget's kind and label as metadata.
    public var logger: Logger
    /// The reaper a program the widget starts runs under (the dashboard's: `widgetty --reap-program`), so nothing it
    /// starts outlives it; nil: programs are started directly.
    public var reaper: ProgramReaper?

    /// Services for `kind`; each one not given is unavailable.
    public init(kind: String, fetcher: any HTTPFetching = NoNetwork(), directories: WidgetDirectories? = nil,
                widgetCenter: WidgetCenter = .unavailable, fileWatcher: any FileWatching = NoFileWatcher(),
                logger: Logger = Logger(label: "widgetty", factory: { _ in SwiftLogNoOpLogHandler() }), reaper: ProgramReaper? = nil) {
        self.kind = kind
        self.fetcher = fetcher
        self.directories = directories ?? .unavailable(kind: kind)
        self.widgetCenter = widgetCenter
        self.fileWatcher = fileWatcher
        self.logger = logger
        self.reaper = reaper
    }

    /// None lent: no network, no folders, reloads and watches go nowhere, nothing is logged;
    /// for a context drawn once (a view, a fit check) or a test that needs no service.
    public static let unavailable = WidgetServices(kind: "")

    /// Reloads this kind's timelines whenever `url` (a file or a folder) changes; asking again for the same
    /// `url` adds nothing. Not for a file the provider writes itself: each write would ask for another load.
    public func reloadTimelines(whenChanged url: URL) {
        let (center, kind) = (widgetCenter, kind)
        fileWatcher.watch(url, owner: "kind " + kind) { center.reloadTimelines(ofKind: kind) }
    }
}
