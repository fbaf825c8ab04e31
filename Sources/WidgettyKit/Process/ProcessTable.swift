import Glibc

/// The processes /proc lists, read with bounded reads: their parents, sessions, start times and environments.
public enum ProcessTable {
    /// One process as /proc/PID/stat gives it.
    struct Entry: Equatable {
        /// Its pid.
        let pid: pid_t
        /// Its parent's pid (field 4).
        let parent: pid_t
        /// The session it is in: the pid of the session's leader (field 6).
        let session: pid_t
        /// When it started, in clock ticks since boot (field 22).
        let started: UInt64
        /// Whether it has ended and waits to be reaped (a zombie, state Z or X: field 3).
        var hasEnded = false
    }

    /// Now, in the clock ticks since boot that /proc's start times count.
    static func ticksSinceBoot() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        let perSecond = UInt64(max(sysconf(Int32(_SC_CLK_TCK)), 1))
        return UInt64(now.tv_sec) * perSecond + UInt64(now.tv_nsec) * perSecond / 1_000_000_000
    }

    /// Every process but ours started at `since` ticks or later.
    static func entries(startedSince since: UInt64) -> [Entry] {
        guard let folder = opendir("/proc") else { return [] }
        defer { closedir(folder) }
        let own = getpid()
        var found: [Entry] = []
        while let directoryEntry = readdir(folder) {
            let name = withUnsafeBytes(of: directoryEntry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = pid_t(name), pid != own, let entry = entry(of: pid), entry.started >= since else { continue }
            found.append(entry)
        }
        return found
    }

    /// `pid` as /proc/PID/stat describes it, or nil when it is gone.
    static func entry(of pid: pid_t) -> Entry? {
        let stat = read("/proc/\(pid)/stat", limit: 4096)
        // The name (field 2) is in parentheses and may hold spaces or parentheses: fields are counted after its last ')'.
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 19 else { return nil }
        func field(_ index: Int) -> Substring { Substring(decoding: fields[fields.startIndex + index], as: UTF8.self) }
        guard let parent = pid_t(field(1)), let session = pid_t(field(3)), let started = UInt64(field(19)) else { return nil }
        return Entry(pid: pid, parent: parent, session: session, started: started, hasEnded: ["Z", "X"].contains(field(0)))
    }

    /// The parent of `pid`, or nil when it is gone.
    public static func parent(of pid: pid_t) -> pid_t? { entry(of: pid)?.parent }

    /// The processes under this one that have not ended: its children, their children, and so on (all started since
    /// it did).
    static func livingDescendantsOfThisProcess() -> [pid_t] {
        let own = getpid()
        let table = entries(startedSince: entry(of: own)?.started ?? 0)
        let living = Set(table.filter { !$0.hasEnded }.map(\.pid))
        return Array(addingDescendants(to: [own], in: table).filter(living.contains))
    }

    /// `found` with every descendant in `table` of a process in it added: children, their children, and so on.
    static func addingDescendants(to found: Set<pid_t>, in table: [Entry]) -> Set<pid_t> {
        var found = found
        var grew = true
        while grew {
            grew = false
            for entry in table where !found.contains(entry.pid) && found.contains(entry.parent) {
                found.insert(entry.pid)
                grew = true
            }
        }
        return found
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
        return DescriptorReading.bytes(from: descriptor, upTo: limit).bytes
    }
}
