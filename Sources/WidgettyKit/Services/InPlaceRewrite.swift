import Glibc

/// Writes a file's new version into the file itself rather than renaming a new file over it, for a file a rename
/// would cut off from what it shares: a second name (a hard link, whose other name would keep the old text and
/// lose every later write through it), extended attributes (ACLs, security labels, user attributes), which a
/// new file would not have, or an owner or group this process may not give a new file (a shared note of
/// another user, writable by its group).
///
/// Only the bytes that differ are written (a ticked box is one byte), then the file is cut to the new length
/// and flushed, so a program appending through any of its names meanwhile keeps its bytes when the length
/// stays (the usual case).
enum InPlaceRewrite {
    private typealias ListAttributes = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int

    /// `flistxattr` as the C library exports it; Swift's import of Glibc leaves out <sys/xattr.h>.
    private static let listAttributes: ListAttributes? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "flistxattr")
        .map { unsafeBitCast($0, to: ListAttributes.self) }

    /// Whether the file open on `descriptor`, whose status is `info`, must be rewritten in place: it has more than
    /// one name, extended attributes, or an owner or group a new file could not be given.
    static func isNeeded(for descriptor: Int32, _ info: stat) -> Bool {
        // A list's size of 0 means no attribute; -1 a file system without them (ENOTSUP), so none to keep.
        info.st_nlink > 1 || (listAttributes.map { $0(descriptor, nil, 0) > 0 } ?? false)
            || !mayGive(owner: info.st_uid, group: info.st_gid, asUser: geteuid(), groups: [getegid()] + supplementaryGroups())
    }

    /// Whether a process running as `user`, a member of `groups`, may give a file of its own `owner` and `group`
    /// (chown(2): root anything; another user only itself, and a group it belongs to).
    static func mayGive(owner: uid_t, group: gid_t, asUser user: uid_t, groups: [gid_t]) -> Bool {
        user == 0 || (owner == user && groups.contains(group))
    }

    /// The process's supplementary groups.
    private static func supplementaryGroups() -> [gid_t] {
        let count = getgroups(0, nil)
        guard count > 0 else { return [] }
        var groups = [gid_t](repeating: 0, count: Int(count))
        let got = getgroups(count, &groups)
        return Array(groups.prefix(Int(max(got, 0))))
    }

    /// Turns the bytes `old` of the file open (to read and write) on `descriptor` into `new`; the `errno` of the
    /// step that failed, nil once the new version is on disk.
    static func write(_ new: [UInt8], over old: [UInt8], to descriptor: Int32) -> Int32? {
        var first = 0
        while first < min(old.count, new.count), old[first] == new[first] { first += 1 }
        var end = new.count
        if new.count == old.count {
            while end > first, old[end - 1] == new[end - 1] { end -= 1 }
        }
        var offset = first
        while offset < end {
            let count = new.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + offset, end - offset, off_t(offset)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            offset += count
        }
        if new.count < old.count, ftruncate(descriptor, off_t(new.count)) != 0 { return errno }
        return fsync(descriptor) == 0 ? nil : errno
    }
}
