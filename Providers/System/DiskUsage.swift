import FoundationEssentials
import Glibc

/// How full one mounted file system is.
struct DiskUsage: Sendable, Equatable, Codable {
    /// The mount point as configured ("/", "/home").
    var mount: String
    /// Its size and the bytes in use, in bytes.
    var total: Double
    var used: Double

    /// Bytes in use as a percentage of the size.
    var percent: Double { total > 0 ? used / total * 100 : 0 }

    /// The file system at `mount`, from statvfs(3); nil when it cannot be asked.
    static func measure(_ mount: String) -> DiskUsage? {
        var info = statvfs()
        guard statvfs(mount, &info) == 0 else { return nil }
        let block = Double(info.f_frsize)
        let total = Double(info.f_blocks) * block
        // In use as df counts it: what is not free, of what is not reserved for the superuser.
        let used = total - Double(info.f_bfree) * block
        let usable = used + Double(info.f_bavail) * block
        return DiskUsage(mount: mount, total: usable, used: used)
    }

    /// Recorded figures from a `statvfs` file of lines `MOUNT TOTAL_BYTES USED_BYTES`, for the mounts asked for.
    static func recorded(_ text: String, mounts: [String]) -> [DiskUsage] {
        var found: [String: DiskUsage] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 3, let total = Double(parts[1]), let used = Double(parts[2]),
                  total.isFinite, used.isFinite, total > 0, used >= 0 else { continue }
            found[String(parts[0])] = DiskUsage(mount: String(parts[0]), total: total, used: min(used, total))
        }
        return mounts.compactMap { found[$0] }
    }
}
