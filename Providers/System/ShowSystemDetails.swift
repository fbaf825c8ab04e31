import WidgettyKit

/// "System", the system tile's tap: every measurement the tile has, in full, in a sheet over the home screen (CPU and
/// its load averages, memory, swap, each disk, the network's last rates, the battery, uptime), as a tap on a widget
/// opens its fuller view; the top processes are quick actions.
struct ShowSystemDetails: HostIntent {
    static let title = "System"
    let request: HostRequest

    /// The readings of `parts`' entry, one row each, with the figures behind each percentage.
    init(parts: SystemParts) {
        let entry = parts.entry
        let percent = { (value: Double) in ChartUnit.percent.format(value.rounded()) }
        let bytes = { (used: Double, total: Double) in parts.bytes(used, of: total) }
        let word = parts.word
        let loads = entry.load.map { DecimalText.fixed($0, decimals: 2) }
        var rows = [HostRequest.Row("CPU", parts.cpuNow, detail: loads.isEmpty ? nil : word("load", "負荷") + " " + loads.joined(separator: " "))]
        if let memory = entry.memory {
            rows.append(HostRequest.Row(word("Memory", "メモリ"), percent(memory.used / memory.total * 100), detail: bytes(memory.used, memory.total)))
            if memory.swapTotal > 0 {
                rows.append(HostRequest.Row(word("Swap", "スワップ"), percent(memory.swapUsed / memory.swapTotal * 100), detail: bytes(memory.swapUsed, memory.swapTotal)))
            }
        }
        rows += entry.disks.map { HostRequest.Row(word("Disk", "ディスク"), percent($0.percent), detail: "\($0.mount): " + bytes($0.used, $0.total)) }
        if let received = entry.received.last?.value, let sent = entry.sent.last?.value {
            rows.append(HostRequest.Row(word("Network", "ネットワーク"), entry.interface ?? "–",
                                        detail: word("in ", "受信 ") + ChartUnit.bytesPerSecond.format(received) + word(", out ", "、送信 ")
                                            + ChartUnit.bytesPerSecond.format(sent)))
        }
        if let power = entry.power {
            rows.append(HostRequest.Row(word("Battery", "バッテリー"), percent(power.percent), detail: parts.headline("battery").detail))
        }
        if let uptime = parts.uptime { rows.append(HostRequest.Row(word("Uptime", "稼働時間"), uptime)) }
        request = .showList(title: word("System", "システム"), rows: rows, empty: "")
    }
}
