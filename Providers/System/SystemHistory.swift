import FoundationEssentials
import WidgettyKit

/// The counters sampled at each reload over the last hour, kept in the provider's state folder so a
/// restart keeps them; CPU use and network throughput are the changes between neighbouring samples.
struct SystemHistory: Sendable, Equatable {
    /// One reload's counters.
    struct Sample: Sendable, Equatable {
        var date: Date
        var cpu: CPUTimes?
        var network: InterfaceCounters?
    }

    /// The samples, oldest first.
    private(set) var samples: [Sample] = []

    /// How far back samples are kept: an hour, and the sample before it for the first change.
    static let span: Double = 3600
    /// The most samples kept (an hour at the shortest interval, 10 s, is 360).
    static let maxSamples = 400

    /// The history with `sample` added, dropping samples over an hour old and any from after it (a clock set back).
    ///
    /// A sample within 5 s of the last is not added: widgets of other sizes share the file and reload
    /// together, and counters a moment apart would make a noisy value.
    func adding(_ sample: Sample) -> SystemHistory {
        if let last = samples.last, sample.date >= last.date, sample.date.timeIntervalSince(last.date) < WidgetKind.localReloadInterval / 2 {
            return self
        }
        var kept = samples.filter { $0.date < sample.date }
        if let firstRecent = kept.firstIndex(where: { $0.date >= sample.date.addingTimeInterval(-Self.span) }) {
            kept.removeFirst(max(0, firstRecent - 1))
        } else if let last = kept.last {
            kept = [last]
        }
        return SystemHistory(samples: Array((kept + [sample]).suffix(Self.maxSamples)))
    }

    /// CPU use in percent between neighbouring samples, at the later one's date.
    var cpuPercent: [ChartPoint] {
        changes { before, after in
            guard let old = before.cpu, let new = after.cpu, new.total > old.total, new.busy >= old.busy else { return nil }
            return Double(new.busy - old.busy) / Double(new.total - old.total) * 100
        }
    }

    /// Bytes per second received and sent between neighbouring samples of the same interface.
    var throughput: (received: [ChartPoint], sent: [ChartPoint]) {
        let rate = { (key: KeyPath<InterfaceCounters, UInt64>) in
            changes { before, after in
                guard let old = before.network, let new = after.network, old.name == new.name, new[keyPath: key] >= old[keyPath: key] else { return nil }
                return Double(new[keyPath: key] - old[keyPath: key]) / after.date.timeIntervalSince(before.date)
            }
        }
        return (rate(\.received), rate(\.sent))
    }

    /// A value for each pair of neighbouring samples that gives one.
    private func changes(_ value: (Sample, Sample) -> Double?) -> [ChartPoint] {
        zip(samples, samples.dropFirst()).compactMap { before, after in
            value(before, after).flatMap { $0.isFinite ? ChartPoint(date: after.date, value: $0) : nil }
        }
    }

    // MARK: The state file

    /// The history in a state file: a line per sample, `SECONDS BUSY TOTAL INTERFACE RECEIVED SENT`, "-" for what was not read.
    var text: String {
        samples.map { sample in
            let seconds = Int64(exactly: sample.date.timeIntervalSince1970.rounded()) ?? 0
            let cpu = sample.cpu.map { "\($0.busy) \($0.total)" } ?? "- -"
            let network = sample.network.map { "\($0.name) \($0.received) \($0.sent)" } ?? "- - -"
            return "\(seconds) \(cpu) \(network)\n"
        }.joined()
    }

    /// The history a state file holds; lines that do not parse are skipped, so a damaged file only loses samples.
    static func parse(_ text: String) -> SystemHistory {
        var history = SystemHistory()
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 6, let seconds = Int64(fields[0]) else { continue }
            let cpu = UInt64(fields[1]).flatMap { busy in UInt64(fields[2]).map { CPUTimes(busy: busy, total: $0) } }
            let network = UInt64(fields[4]).flatMap { received in
                UInt64(fields[5]).map { InterfaceCounters(name: String(fields[3].prefix(32)), received: received, sent: $0) }
            }
            history.samples.append(Sample(date: Date(timeIntervalSince1970: Double(seconds)), cpu: cpu, network: network))
        }
        history.samples = Array(history.samples.sorted { $0.date < $1.date }.suffix(maxSamples))
        return history
    }

    /// The history kept in `file`; empty when there is none or it cannot be read.
    static func load(_ file: URL) -> SystemHistory {
        SystemFiles.read(file).map(parse) ?? SystemHistory()
    }

    /// Writes the history to `file` in one step, making its folder; a folder that cannot be written only costs the history.
    func save(to file: URL) {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: file, options: .atomic)
    }
}
