import WidgettyKit

/// "Top Processes": the busiest processes in a terminal program, htop where it is installed, else top, with the
/// dashboard suspended until it quits.
struct ShowTopProcesses: HostIntent {
    static let title = "Top Processes"
    /// htop sorted by CPU, else procps' top (which sorts by CPU itself).
    let request = HostRequest.runProgram(candidates: [["htop", "--sort-key=PERCENT_CPU"], ["top"]])
}
