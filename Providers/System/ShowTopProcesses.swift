import WidgettyKit

/// "Top Processes": the busiest processes in a terminal program, htop where it is installed, else top, with the
/// dashboard suspended until it quits; by CPU or by memory, as the tile shows (its tap, as a tap on a system widget
/// opens its monitor, and its quick action).
struct ShowTopProcesses: HostIntent {
    /// What the processes are sorted by.
    enum Order {
        case cpu, memory

        /// "by CPU", "by Memory": the end of the quick action's title.
        var title: String {
            switch self {
            case .cpu: "by CPU"
            case .memory: "by Memory"
            }
        }
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
