import FoundationEssentials
import Logging
import WidgettyHost
import WidgettyKit
import WidgettyNetwork

extension HostServices {
    /// What a command lends its widgets: widgetty itself as the fetch helper and as the reaper their programs run under,
    /// each kind's folders in the XDG homes `environment` names, and `logger` (else nothing is logged); the dashboard
    /// adds its file watcher.
    static func live(environment: [String: String],
                     logger: Logger = Logger(label: "widgetty", factory: { _ in SwiftLogNoOpLogHandler() })) -> HostServices {
        HostServices(fetcher: SubprocessFetcher.thisProgram, homes: XDGHomes(environment: environment), logger: logger,
                     reaper: .thisProgram)
    }
}
