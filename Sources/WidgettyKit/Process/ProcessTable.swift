import Glibc

/// The processes /proc lists, read with bounded reads: their start times and environments.
enum ProcessTable {
    /// Now, in the clock ticks since boot that /proc's start times count.
    static func ticksSinceBoot() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        let perSecond = UInt64(max(sysconf(Int32(_SC_CLK_TCK)), 1))
        return UInt64(now.tv_sec) * perSecond + UInt64(now.tv_nsec) * perSecond / 1_000_000_000
    }

    /// The pids, other than ours, of processes started at `since` ticks or later for which `matches` holds.
    static func processes(startedSince since: UInt64, where matches: (pid_t) -> Bool) -> [pid_t] {
        guard let folder = opendir("/proc") else { return [] }
        defer { closedir(folder) }
        let own = getpid()
        var found: [pid_t] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = pid_t(name), pid != own, let started = startTime(of: pid), started >= since, matches(pid) else { continue }
            found.append(pid)
        }
        return found
    }

    /// When `pid` started, in ticks since boot (field 22 of /proc/PID/stat), or nil when it is gone.
    static func startTime(of pid: pid_t) -> UInt64? {
        let stat = read("/proc/\(pid)/stat", limit: 4096)
        // The name (field 2) is in parentheses and may hold spaces or parentheses: fields are counted after its last ')'.
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 19 else { return nil }
        return UInt64(String(decoding: fields[fields.startIndex + 19], as: UTF8.self))
    }

    /// Whether some entry of `pid`'s environment (its first `limit` bytes) satisfies `holds`.
    static func environment(of pid: pid_t, limit: Int, holds: (ArraySlice<UInt8>) -> Bool) -> Bool {
        read("/proc/\(pid)/environ", limit: limit).split(separator: 0).contains(where: holds)
    }

    /// Up to `limit` bytes of a /proc file; empty when it cannot be read (the process is gone, or not ours).
    private static func read(_ path: String, limit: Int) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        while bytes.count < limit {
            let got = Glibc.read(descriptor, &chunk, min(chunk.count, limit - bytes.count))
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            bytes += chunk[..<got]
        }
        return bytes
    }
}
