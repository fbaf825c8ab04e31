import FoundationEssentials

/// Where the XDG base directories put widgetty's cache and state: `$XDG_CACHE_HOME` and
/// `$XDG_STATE_HOME`, else `~/.cache` and `~/.local/state` (a relative or empty value is ignored, as the specification says).
public struct XDGHomes: Sendable, Equatable {
    /// The cache home, holding `widgetty/KIND/`.
    public var cacheHome: URL
    /// The state home, holding `widgetty/KIND/` and `widgetty/widgetty.log`.
    public var stateHome: URL

    /// The homes `environment` names.
    public init(environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? FileManager.default.homeDirectoryForCurrentUser.path
        let absolute = { (name: String) in environment[name].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil } }
        cacheHome = absolute("XDG_CACHE_HOME") ?? URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache", isDirectory: true)
        stateHome = absolute("XDG_STATE_HOME")
            ?? URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state", isDirectory: true)
    }

    /// The dashboard's log file, `$XDG_STATE_HOME/widgetty/widgetty.log`.
    public var logFile: URL {
        stateHome.appendingPathComponent("widgetty/widgetty.log")
    }
}
