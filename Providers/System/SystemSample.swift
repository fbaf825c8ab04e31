import FoundationEssentials
import Glibc

/// The placeholder and preview: an hour of a plausible machine's CPU, memory, a disk and a network.
enum SystemSample {
    /// The sample at `date`: a minute apart for the last hour, gently varying.
    static func entry(at date: Date) -> SystemEntry {
        let minutes = (0..<60).map { date.addingTimeInterval(Double($0 - 59) * 60) }
        let wave = minutes.indices.map { 0.5 + 0.5 * sin(Double($0) / 6) }
        return SystemEntry(
            date: date, relevance: nil,
            cpu: zip(minutes, wave).map { ChartPoint(date: $0, value: 8 + 30 * $1) },
            load: [0.42, 0.38, 0.30],
            memory: MemoryInfo(total: 16e9, available: 9e9, swapTotal: 2e9, swapFree: 1.8e9),
            disks: [DiskUsage(mount: "/", total: 512e9, used: 201e9)],
            interface: "eth0",
            received: zip(minutes, wave).map { ChartPoint(date: $0, value: 40_000 + 900_000 * $1) },
            sent: zip(minutes, wave).map { ChartPoint(date: $0, value: 12_000 + 80_000 * (1 - $1)) },
            power: nil, uptime: 3 * 86_400 + 4 * 3600)
    }
}
