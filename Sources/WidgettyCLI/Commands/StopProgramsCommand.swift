import ArgumentParser
import WidgettyKit

/// `widgetty stop-programs --of PID --since TICKS` (hidden): kills every program a dashboard's widgets started, with
/// what those programs left; a dashboard ending by a fault starts it, since its own handler may only make system calls.
struct StopProgramsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: FaultProgramStopper.commandName,
        abstract: "Kill every program the widgets of dashboard PID started (run by a dashboard that faulted).",
        shouldDisplay: false)

    @Option(name: .customLong("of"), help: "The dashboard's pid.")
    var owner: Int32

    @Option(help: "When the dashboard started, in clock ticks since boot (/proc/PID/stat, field 22).")
    var since: UInt64

    func run() {
        ProcessFamily.killEveryFamily(of: owner, startedSince: since)
    }
}
