#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The system's tz database: zones by name, and the zone that "local" means (`TZ`, else `/etc/localtime`).
///
/// Each zone file is read once and kept: a dashboard names a handful of zones.
public struct ZoneDatabase: Sendable {
    /// The folder of compiled zone files.
    public let folder: String

    /// The database at `folder`; by default `TZDIR` when set, else `/usr/share/zoneinfo`.
    public init(folder: String? = nil) {
        if let folder { self.folder = folder; return }
        if let tzdir = getenv("TZDIR").map({ String(cString: $0) }), tzdir.hasPrefix("/") { self.folder = tzdir; return }
        self.folder = "/usr/share/zoneinfo"
    }

    /// The system's database.
    public static let system = ZoneDatabase()

    /// The largest zone file read, in bytes: the biggest in the database are a few kilobytes.
    static let fileBytes = 256 << 10

    private static let cache = Mutex<[String: ZoneInfo?]>([:])

    /// The zone named `name` ("Europe/Berlin", "UTC"); nil when the database has no such zone or the name
    /// could reach outside it.
    public func zone(named name: String) -> ZoneInfo? {
        guard Self.isZoneName(name) else { return nil }
        return zone(atPath: folder + "/" + name, identifier: name)
    }

    /// The zone a `ZoneInfo`'s identifier names: a database name, a fixed offset ("+09:00") or a POSIX rule; nil for
    /// none of these.
    public func zone(identifier: String) -> ZoneInfo? {
        zone(named: identifier) ?? ZoneInfo(fixedOffsetIdentifier: identifier) ?? ZoneInfo(posixRule: identifier)
    }

    /// The zone of the compiled file at `path`, called `identifier`; nil when it is not a readable zone file.
    public func zone(atPath path: String, identifier: String) -> ZoneInfo? {
        let key = identifier + "\u{0}" + path
        if let known = Self.cache.withLock({ $0[key] }) { return known }
        let zone = (try? BoundedFile.bytes(atPath: path, limit: Self.fileBytes))
            .flatMap { $0 }
            .flatMap { ZoneInfo(identifier: identifier, tzifBytes: $0) }
        Self.cache.withLock { $0[key] = zone }
        return zone
    }

    /// Every zone and link name the database lists in its `tzdata.zi` ("Europe/Berlin", "US/Eastern"), for a
    /// did-you-mean; empty where the file is missing.
    public var knownNames: [String] {
        guard let bytes = try? BoundedFile.bytes(atPath: folder + "/tzdata.zi", limit: 1 << 20) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            if fields.count >= 2, fields[0] == "Z" { return String(fields[1]) }
            if fields.count >= 3, fields[0] == "L" { return String(fields[2]) }
            return nil
        }
    }

    /// The zone `TZ` names, as the C library reads it: empty is UTC; ":path", "/path" or ":name" is a file; a name the
    /// database has is that zone; else a POSIX rule. Nil when `TZ` says something none of these understand.
    public func zone(forTZ value: String) -> ZoneInfo? {
        if value.isEmpty { return .utc }
        // A file by its absolute path, with or without the colon, as the C library reads one.
        let rest = value.hasPrefix(":") ? String(value.dropFirst()) : value
        if rest.hasPrefix("/") { return zone(atPath: rest, identifier: Self.name(ofPath: rest) ?? rest) }
        if value.hasPrefix(":") { return zone(named: rest) }
        return zone(named: value) ?? ZoneInfo(posixRule: value)
    }

    /// The zone "local" means here: `TZ` when set, else `/etc/localtime`, else UTC; with why, when it is not
    /// what was asked for ("TZ=\"Mars/Olympus\" is not a zone here: UTC is used").
    public func localZone(environment tz: String? = getenv("TZ").map { String(cString: $0) }) -> (zone: ZoneInfo, problem: String?) {
        if let tz {
            if let zone = zone(forTZ: tz) { return (zone, nil) }
            return (.utc, "TZ=\(QuotedValue.quote(tz)) is not a zone in \(folder) nor a POSIX zone rule: UTC is used"
                + " (`ls \(folder)` lists the zones; TZ=Europe/Berlin names one)")
        }
        let path = "/etc/localtime"
        if let zone = zone(atPath: path, identifier: Self.name(ofPath: path) ?? "localtime") { return (zone, nil) }
        return (.utc, nil)
    }

    /// The database name a link such as `/etc/localtime` points at ("Europe/Berlin"), if it points into a zoneinfo folder.
    static func name(ofPath path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        let full = String(cString: resolved)
        guard let range = full.firstLiteralRange(of: "/zoneinfo/") else { return nil }
        var name = String(full[range.upperBound...])
        // Debian's "posix/" and "right/" folders hold the same zones with other leap-second rules.
        for prefix in ["posix/", "right/"] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        return isZoneName(name) ? name : nil
    }

    /// True for a name made of the database's letters that stays inside its folder.
    static func isZoneName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 255, !name.hasPrefix("/"), !name.hasSuffix("/") else { return false }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty && part != "." && part != ".."
                && part.utf8.allSatisfy { byte in
                    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                }
        }
    }
}
