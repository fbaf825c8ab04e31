import FoundationEssentials
import WidgettyKit

/// One program to start: its argument vector, working folder and whole environment, and the reaper it runs under.
struct CommandLaunch: Sendable, Equatable {
    /// The program and its arguments; the first is looked up on `PATH` when it has no slash.
    var arguments: [String]
    /// The folder it runs in; nil for widgetty's own.
    var workingDirectory: String?
    /// Every variable it sees, and no other.
    var environment: [String: String]
    /// The reaper it runs under, which stops whatever it leaves (the widget's `reaper` service); nil: started directly.
    var reaper: ProgramReaper?
}
