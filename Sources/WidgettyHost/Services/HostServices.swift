import FoundationEssentials
import Logging
import WidgettyKit

/// What the host lends widgets, from which each widget gets its own `WidgetServices`: the one fetcher,
/// the XDG homes its folders are in, the file watcher, the logger and the reaper programs run under.
///
/// The command that starts the host builds one (the dashboard: the fetch helper, the log file, the
/// inotify watcher); a test builds one of fakes. The runner adds the `WidgetCenter` for each call.
public struct HostServices: Sendable {
    /// GETs URLs for every widget.
    public var fetcher: any HTTPFetching
    /// Where each kind's cache and state folders are; nil: none are lent.
    public var homes: XDGHomes?
    /// Tells when files change.
    public var fileWatcher: any FileWatching
    /// The host's logger; the runner records loads, failures and reloads in it, and each widget writes through it.
    public var logger: Logger
    /// The reaper every widget's programs run under; nil: they are started directly.
    public var reaper: ProgramReaper?

    /// Services from what is given; each one not given is unavailable.
    public init(fetcher: any HTTPFetching = NoNetwork(), homes: XDGHomes? = nil, fileWatcher: any FileWatching = NoFileWatcher(),
                logger: Logger = Logger(label: "widgetty", factory: { _ in SwiftLogNoOpLogHandler() }), reaper: ProgramReaper? = nil) {
        self.fetcher = fetcher
        self.homes = homes
        self.fileWatcher = fileWatcher
        self.logger = logger
        self.reaper = reaper
    }

    /// None lent, for a dashboard that is only drawn (tests of layout and chrome).
    public static let unavailable = HostServices()

    /// The services of one configured widget: its kind's folders, and the logger with its kind and label as metadata.
    public func services(for widget: WidgetConfig) -> WidgetServices {
        WidgetServices(kind: widget.kind, fetcher: fetcher,
                       directories: homes.map { WidgetDirectories(kind: widget.kind, cacheHome: $0.cacheHome, stateHome: $0.stateHome) },
                       fileWatcher: fileWatcher, logger: logger.describing(widget), reaper: reaper)
    }
}
