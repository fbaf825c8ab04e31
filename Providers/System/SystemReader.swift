import FoundationEssentials
import WidgettyKit

/// One reload: reads the counters and figures from `/proc`, `/sys` and statvfs, adds a sample to the history.
struct SystemReader: Sendable {
    let settings: SystemSettings

    /// What the files say now, with the history before `date` (read from, and written back to, the state folder of `directories`
    /// or `state_dir`; without either, only this reading).
    func entry(at date: Date, directories: WidgetDirectories) throws -> SystemEntry {
        let files = SystemFiles(procRoot: settings.procRoot, sysRoot: settings.sysRoot)
        let cpu = files.proc("stat").flatMap(CPUTimes.parse)
        let memory = files.proc("meminfo").flatMap(MemoryInfo.parse)
        guard cpu != nil || memory != nil else {
            throw WidgetProblem("Can’t read \(settings.procRoot.path)/stat or meminfo; the system widget needs Linux’s /proc")
        }
        let network = files.proc("net/dev").flatMap { InterfaceCounters.pick(settings.interface, from: InterfaceCounters.parse($0)) }
        let file = settings.historyFile(directories)
        let kept = file.map(SystemHistory.load) ?? SystemHistory()
        let history = kept.adding(.init(date: date, cpu: cpu, network: network))
        if let file, history != kept { history.save(to: file) }
        let disks = settings.readsRecordedFiles
            ? files.proc("statvfs").map { DiskUsage.recorded($0, mounts: settings.mounts) } ?? []
            : settings.mounts.compactMap(DiskUsage.measure)
        let power = PowerSource.read(files)
        let (received, sent) = history.throughput
        return SystemEntry(
            date: date, relevance: SystemEntry.relevance(power: power, disks: disks), cpu: history.cpuPercent,
            load: files.proc("loadavg").map { LeadingNumbers.parse($0, count: 3) } ?? [],
            memory: memory, disks: disks, interface: network?.name, received: received, sent: sent, power: power,
            uptime: files.proc("uptime").flatMap { LeadingNumbers.parse($0, count: 1).first })
    }
}
