import FoundationEssentials
import Logging
import WidgettyKit

/// What the host lends widgets, from which each widget gets its own `WidgetServices`: the one fetcher,
/// the XDG homes its folders are in, the file watcher and the logger.
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

    /// Services from what is given; each one not given is unavailable.
    public init(fetcher: any HTTPFetching = NoNetwork(), homes: XDGHomes? = nil, fileWatcher: any FileWatching = NoFileWatcher(),
                logger: Logger = Logger(label: "widgetty", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.fetcher = fetcher
        self.homes = homes
        self.fileWatcher = fileWatcher
        self.logger = logger
    }

    /// None lent, for a dashboard that is only drawn (tests of layout and chrome).
    public static let unavailable = HostServices()

    /// The services of one configured widget: its kind's folders, and the logger with its kind and label as metadata.
    public func services(for widget: WidgetConfig) -> WidgetServices {
        WidgetServices(kind: widget.kind, fetcher: fetcher,
                       directories: homes.map { WidgetDirectories(kind: widget.kind, cacheHome: $0.cacheHome, stateHome: $0.stateHome) },
                       fileWatcher: fileWatcher, logger: logger.describing(widget))
    }
}
