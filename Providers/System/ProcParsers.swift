import FoundationEssentials
import WidgettyKit

/// CPU time counters from `/proc/stat`'s first line, in clock ticks since boot.
struct CPUTimes: Sendable, Equatable, Codable {
    /// Ticks spent on anything but idling and waiting for I/O.
    var busy: UInt64
    /// All ticks.
    var total: UInt64

    /// The counters of the "cpu" line; nil when the line is missing or a number does not parse or overflows.
    static func parse(_ stat: String) -> CPUTimes? {
        guard let line = stat.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") }) else { return nil }
        let fields = line.split(separator: " ").dropFirst().prefix(8).map { UInt64($0) }
        guard fields.count >= 4, !fields.contains(nil) else { return nil }
        let ticks = fields.compactMap { $0 }
        var total: UInt64 = 0
        for tick in ticks {
            let (sum, overflow) = total.addingReportingOverflow(tick)
            if overflow { return nil }
            total = sum
        }
        let idle = ticks[3] &+ (ticks.count > 4 ? ticks[4] : 0)
        return idle <= total ? CPUTimes(busy: total - idle, total: total) : nil
    }
}

/// Memory and swap from `/proc/meminfo`, in bytes.
struct MemoryInfo: Sendable, Equatable, Codable {
    var total: Double
    var available: Double
    var swapTotal: Double
    var swapFree: Double

    /// Memory in use (total less what is available).
    var used: Double { max(0, total - available) }
    /// Swap in use.
    var swapUsed: Double { max(0, swapTotal - swapFree) }

    /// The kB figures of MemTotal, MemAvailable, SwapTotal and SwapFree; nil without a positive MemTotal.
    static func parse(_ meminfo: String) -> MemoryInfo? {
        var values: [String: Double] = [:]
        for line in meminfo.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count >= 2, let kilobytes = Double(parts[1]), kilobytes.isFinite, kilobytes >= 0 else { continue }
            values[String(parts[0].dropLast())] = kilobytes * 1024
        }
        guard let total = values["MemTotal"], total > 0 else { return nil }
        return MemoryInfo(total: total, available: min(total, values["MemAvailable"] ?? values["MemFree"] ?? 0),
                          swapTotal: values["SwapTotal"] ?? 0, swapFree: min(values["SwapTotal"] ?? 0, values["SwapFree"] ?? 0))
    }
}

/// Bytes received and sent by one network interface, from `/proc/net/dev`.
struct InterfaceCounters: Sendable, Equatable, Codable {
    var name: String
    var received: UInt64
    var sent: UInt64

    /// Every interface's counters, in the file's order; lines that do not parse are skipped.
    static func parse(_ netdev: String) -> [InterfaceCounters] {
        netdev.split(separator: "\n").compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].trimmingWhitespace()
            let fields = line[line.index(after: colon)...].split(separator: " ")
            guard !name.isEmpty, fields.count >= 9, let received = UInt64(fields[0]), let sent = UInt64(fields[8]) else { return nil }
            return InterfaceCounters(name: name, received: received, sent: sent)
        }
    }

    /// The interface called `name`, or for "auto" the busiest one that is not the loopback.
    static func pick(_ name: String, from interfaces: [InterfaceCounters]) -> InterfaceCounters? {
        guard name == "auto" else { return interfaces.first { $0.name == name } }
        return interfaces.filter { $0.name != "lo" }.max { $0.received.addingReportingOverflow($0.sent).partialValue < $1.received.addingReportingOverflow($1.sent).partialValue }
    }
}

/// The first finite, non-negative numbers of a line such as `/proc/loadavg` or `/proc/uptime`.
enum LeadingNumbers {
    /// Up to `count` numbers from the start of `text`; stops at the first word that is not one.
    static func parse(_ text: String, count: Int) -> [Double] {
        var numbers: [Double] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }).prefix(count) {
            guard let number = Double(word), number.isFinite, number >= 0 else { break }
            numbers.append(number)
        }
        return numbers
    }
}
