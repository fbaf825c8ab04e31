import WidgettyKit

/// "Top Processes": the busiest processes in a terminal program, htop where it is installed, else top, with the
/// dashboard suspended until it quits; by CPU (the tile's tap, as a tap on a system widget opens its monitor) or by
/// memory (a quick action).
struct ShowTopProcesses: HostIntent {
    /// What the processes are sorted by.
    enum Order {
        case cpu, memory
    }

    static let title = "Top Processes"
    let request: HostRequest

    /// htop sorted by `order`, else top (by CPU of itself; by memory with procps' `-o %MEM`).
    init(by order: Order) {
        request = switch order {
        case .cpu: .runProgram(candidates: [["htop", "--sort-key=PERCENT_CPU"], ["top"]])
        case .memory: .runProgram(candidates: [["htop", "--sort-key=PERCENT_MEM"], ["top", "-o", "%MEM"]])
        }
    }
}
