import Foundation

/// One program to start: its argument vector, working folder and whole environment.
struct CommandLaunch: Sendable, Equatable {
    /// The program and its arguments; the first is looked up on `PATH` when it has no slash.
    var arguments: [String]
    /// The folder it runs in; nil for widgetty's own.
    var workingDirectory: String?
    /// Every variable it sees, and no other.
    var environment: [String: String]

    /// `~/` at the start of a path, as a shell would expand it, from `HOME`.
    static func expandingHome(_ path: String, home: String?) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home else { return path }
        return home + path.dropFirst()
    }
}
