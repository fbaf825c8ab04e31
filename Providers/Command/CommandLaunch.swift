import FoundationEssentials

/// One program to start: its argument vector, working folder and whole environment.
struct CommandLaunch: Sendable, Equatable {
    /// The program and its arguments; the first is looked up on `PATH` when it has no slash.
    var arguments: [String]
    /// The folder it runs in; nil for widgetty's own.
    var workingDirectory: String?
    /// Every variable it sees, and no other.
    var environment: [String: String]
}
