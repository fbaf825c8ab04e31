import WidgettyKit

/// Runs a program on the dashboard's terminal (the editor) and waits for it.
///
/// The program gets the terminal's standard input, output and error; the caller leaves
/// curses mode first and comes back after.
enum ForegroundProgram {
    /// Runs `arguments` (looked up in PATH) and waits; returns nil when it exited with status 0, else what went wrong.
    static func run(_ arguments: [String]) -> String? {
        do {
            return ChildProcess.wait(for: try ProgramLauncher.spawn(ProgramLaunch(arguments)), program: arguments.first ?? "")
        } catch {
            return error.description
        }
    }
}
