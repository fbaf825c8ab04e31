/// The battery's charge and the power source, from `/sys/class/power_supply`.
struct PowerSource: Sendable, Equatable, Codable {
    /// The battery's charge in percent (0–100).
    var percent: Double
    /// "Charging", "Discharging", "Full", "Not charging", as the kernel says it.
    var status: String
    /// Whether mains power is connected.
    var onAC: Bool

    /// Whether the battery runs the machine and is low (under 20 %).
    var isLow: Bool { !onAC && percent < 20 }

    /// The first battery's charge and status, and whether any mains supply is online; nil without a battery.
    static func read(_ files: SystemFiles) -> PowerSource? {
        let supplies = files.sysFolder("class/power_supply")
        let onAC = supplies.contains { files.sys("class/power_supply/\($0)/type") == "Mains" && files.sys("class/power_supply/\($0)/online") == "1" }
        for name in supplies where files.sys("class/power_supply/\(name)/type") == "Battery" {
            guard let text = files.sys("class/power_supply/\(name)/capacity"), let capacity = Int(text) else { continue }
            let status = files.sys("class/power_supply/\(name)/status").map { String($0.prefix(20)) } ?? "Unknown"
            return PowerSource(percent: Double(min(100, max(0, capacity))), status: status, onAC: onAC || status == "Charging")
        }
        return nil
    }
}
