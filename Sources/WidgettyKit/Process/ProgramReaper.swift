import Glibc

/// widgetty started again as the reaper of one program (`widgetty --reap-program PROGRAM ARGUMENT…`), so that
/// nothing the program starts outlives it, however it leaves: the reaper is a child subreaper, so every orphan of the
/// program's (even one that emptied its environment and left its session) is given to it and to nothing else, and
/// when asked to stop (SIGTERM), when the program ends, or when the process that started it dies (SIGKILL included:
/// its control socket hangs up), it stops every process under it (`ProgramReaper.serve`).
///
/// Lent to command widgets through their services: the dashboard lends itself (`thisProgram`); a test lends the
/// widgetty it built. Programs started with none are started directly, and what escapes them is what their family
/// (`ProcessFamily`) cannot find.
public struct ProgramReaper: Sendable, Hashable {
    /// The one argument that starts widgetty as a reaper, looked for before the command line is parsed; the program
    /// and its arguments follow it.
    public static let argument = "--reap-program"
    /// The name the reaper gives its process (`ps`, `top`, `pgrep`), where its path alone would read "exe".
    public static let processName = "widgetty-reaper"

    /// The widgetty program started as the reaper.
    public let program: String

    /// A reaper that is `program --reap-program`, `program` being a widgetty (a test's own build, say).
    public init(program: String) {
        self.program = program
    }

    /// The running program as its own reaper: `/proc/self/exe`. Only for a process that is widgetty.
    public static let thisProgram = ProgramReaper(program: "/proc/self/exe")

    /// Starts the reaper of `launch`'s program, which gets `launch`'s environment, folder, standard output and error,
    /// and a session of its own; the program runs in a session of its own too, stdin from /dev/null. Returns the
    /// reaper's pid, and the control socket whose first four bytes (`startFailure(from:)`) say whether the program
    /// started; the reaper stops everything when it hangs up, so keep it open until the reaper is reaped.
    public func spawn(_ launch: ProgramLaunch) throws(SpawnFailure) -> (pid: pid_t, control: Int32) {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw SpawnFailure(program: "a socket pair", code: errno)
        }
        defer { close(ends[1]) }
        var reaper = launch
        reaper.arguments = [program, Self.argument] + launch.arguments
        reaper.input = .descriptor(ends[1])
        reaper.newSession = true
        do {
            return (try ProgramLauncher.spawn(reaper), ends[0])
        } catch {
            close(ends[0])
            throw error
        }
    }

    /// The reaper's answer on `control`, once it is readable: nil when the program started (or the reaper ended before
    /// it could say: its exit status tells), else the error number of its failure to start. Never waits.
    public static func startFailure(from control: Int32) -> Int32? {
        var code: Int32 = 0
        let got = recv(control, &code, MemoryLayout<Int32>.size, Int32(MSG_DONTWAIT))
        return got == MemoryLayout<Int32>.size && code != 0 ? code : nil
    }

    /// The reaper's side of `startFailure(from:)`: 0 when the program started, else the error number.
    static func answer(_ code: Int32, on control: Int32) {
        var code = code
        _ = send(control, &code, MemoryLayout<Int32>.size, Int32(MSG_NOSIGNAL))
    }
}
