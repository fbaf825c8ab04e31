import Glibc

/// Edits a file all at once, never over what another program wrote meanwhile, so a crash, a full disk or a
/// concurrent writer never leaves it half written or loses a byte.
///
/// The file is opened and, where the kernel allows, leased (`FileLease`): no other process has it open
/// then, and one that opens it to write makes this edit back off. Its bytes are read through that
/// descriptor and handed to the edit; the new bytes go to a temporary file in the same folder, which
/// takes the old file's mode (and owner, where allowed) and is flushed to disk. Just before and just
/// after the temporary file takes the file's name (`RenameExchange`, which keeps the old file under the
/// temporary name), the file is checked: still the one read, no writer waiting for it. If anything moved,
/// the old file gets its name back and nothing is changed. A symbolic link is written through: its target
/// is replaced and the link stays. A file a rename would cut off from what it shares (a second name, extended
/// attributes, an owner this process cannot give a new file) is written in place instead (`InPlaceRewrite`),
/// after the same checks under the same lease, the temporary copy kept until then. The configuration's
/// "Remove Widget" and the notes widget's checkboxes edit with it.
///
/// Without a lease (a network file system, a file of another owner) the checks compare the bytes read
/// with the old file's bytes after the exchange, which catches a write that landed before it but not one
/// still to come from a program holding the file open.
public enum AtomicFileWriter {
    /// Why a file was not edited; in every case it is unchanged.
    public enum Failure<Refusal: Error>: Error {
        /// The edit declined the bytes it was given.
        case refused(Refusal)
        /// Another program has the file open now.
        case inUse
        /// Another program wrote or replaced the file while the edit was being written.
        case changedMeanwhile
        /// The file could not be read, in the system's words ("No such file or directory").
        case unreadable(String)
        /// The new version could not be written, in the system's words ("Permission denied").
        case unwritable(String)
    }

    /// Hands the bytes of `path` (at most `limit`) and its status to `edit`, and writes what it returns in their place.
    public static func edit<Refusal: Error>(_ path: String, readingAtMost limit: Int,
                                            _ edit: ([UInt8], stat) throws(Refusal) -> [UInt8]) throws(Failure<Refusal>) {
        try self.edit(path, readingAtMost: limit, leasing: true, edit)
    }

    /// `edit`, taking no lease unless `leasing`, as on a file system that grants none (for the tests of that case).
    static func edit<Refusal: Error>(_ path: String, readingAtMost limit: Int, leasing: Bool,
                                     _ edit: ([UInt8], stat) throws(Refusal) -> [UInt8]) throws(Failure<Refusal>) {
        var refusal: Refusal?
        do throws(Failure<Never>) {
            try replace(path, readingAtMost: limit, leasing: leasing) { bytes, info in
                do throws(Refusal) { return try edit(bytes, info) } catch { refusal = error; return nil }
            }
        } catch {
            switch error {
            case .inUse: throw .inUse
            case .changedMeanwhile: throw .changedMeanwhile
            case .unreadable(let reason): throw .unreadable(reason)
            case .unwritable(let reason): throw .unwritable(reason)
            }
        }
        if let refusal { throw .refused(refusal) }
    }

    /// `edit` without its refusal's type: `edit` returning nil writes nothing.
    private static func replace(_ path: String, readingAtMost limit: Int, leasing: Bool,
                                _ edit: ([UInt8], stat) -> [UInt8]?) throws(Failure<Never>) {
        guard let resolved = realpath(path, nil) else { throw .unreadable(reason(errno)) }
        let target = String(cString: resolved)
        free(resolved)
        // O_NONBLOCK: a FIFO must not stall the caller in open(2); it is refused below.
        var descriptor = open(target, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(reason(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(reason(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .unreadable("not a regular file") }
        // A file written in place is opened to write before the lease: an open of our own after it would break it.
        let inPlace = InPlaceRewrite.isNeeded(for: descriptor, info)
        var unopenedToWrite: Int32?
        if inPlace {
            let writable = open(target, O_RDWR | O_CLOEXEC | O_NONBLOCK)
            unopenedToWrite = writable < 0 ? errno : nil
            if writable >= 0 {
                close(descriptor)
                descriptor = writable
                guard fstat(descriptor, &info) == 0 else { throw .unreadable(reason(errno)) }
                guard info.st_mode & S_IFMT == S_IFREG else { throw .unreadable("not a regular file") }
            }
        }
        let lease: FileLease?
        do throws(FileLease.Refusal) {
            lease = leasing ? try FileLease.take(on: descriptor) : nil
        } catch .inUse {
            throw .inUse
        } catch {
            lease = nil
        }
        defer { lease?.release() }
        let old = try contents(of: descriptor, limit: limit)
        guard let new = edit(old, info) else { return }
        let folder = target.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let temporary = try temporaryCopy(of: new, beside: target, in: folder, like: info)
        let unchanged = {
            lease.map { $0.breaker != .writer } ?? ((try? contents(of: descriptor, limit: limit)) == old)
        }
        guard unchanged(), names(target, descriptor) else {
            unlink(temporary)
            throw .changedMeanwhile
        }
        if inPlace {
            // The temporary copy stays until the file holds the new version, so a crash meanwhile leaves it whole.
            if let code = unopenedToWrite ?? InPlaceRewrite.write(new, over: old, to: descriptor) { throw failing(temporary, code) }
            unlink(temporary)
            return
        }
        switch RenameExchange.exchange(temporary, target) {
        case .exchanged:
            guard unchanged(), names(temporary, descriptor) else {
                // Whatever took the name meanwhile gets it back and the edit is dropped; should that fail, the
                // temporary name keeps what it holds rather than lose it.
                if RenameExchange.exchange(temporary, target) == .exchanged { unlink(temporary) }
                throw .changedMeanwhile
            }
        case .unsupported:
            // Only a plain rename: the checks above are the last word.
            guard rename(temporary, target) == 0 else { throw failing(temporary, errno) }
        case .failed(let code):
            throw failing(temporary, code)
        }
        unlink(temporary)
        syncFolder(folder)
    }

    /// The bytes of the file open on `descriptor`, from its start; throws when they are more than `limit`.
    private static func contents(of descriptor: Int32, limit: Int) throws(Failure<Never>) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + count, $0.count - count, off_t(count)) }
            if got < 0, errno == EINTR || errno == EAGAIN { continue }
            if got < 0 { throw .unreadable(reason(errno)) }
            if got == 0 { break }
            count += got
        }
        guard count <= limit else { throw .unreadable("larger than \(limit) bytes") }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// A flushed temporary file holding `bytes` beside `target`, with the mode (and owner, where allowed) of `info`.
    private static func temporaryCopy(of bytes: [UInt8], beside target: String, in folder: String,
                                      like info: stat) throws(Failure<Never>) -> String {
        let name = target.split(separator: "/").last.map(String.init) ?? "file"
        var template = Array("\(folder)/.\(name).widgetty-XXXXXX".utf8CString)
        let descriptor = CloseOnExec.makeTemporaryFile(&template)
        guard descriptor >= 0 else { throw .unwritable(reason(errno)) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = true
        var offset = 0
        while written, offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            written = count > 0
            offset += max(0, count)
        }
        let code = errno
        // The owner first: chown(2) clears the set-user-ID and set-group-ID bits the mode then restores. It is allowed
        // only when it changes nothing, or to root; a file whose owner cannot be kept so is rewritten in place instead.
        _ = fchown(descriptor, info.st_uid, info.st_gid)
        _ = fchmod(descriptor, info.st_mode & 0o7777)
        let synced = written && fsync(descriptor) == 0
        let syncCode = errno
        close(descriptor)
        guard synced else { throw failing(temporary, written ? syncCode : code) }
        return temporary
    }

    /// Whether `path` names the file open on `descriptor` (same device and inode).
    private static func names(_ path: String, _ descriptor: Int32) -> Bool {
        var named = stat()
        var open = stat()
        return stat(path, &named) == 0 && fstat(descriptor, &open) == 0 && named.st_dev == open.st_dev && named.st_ino == open.st_ino
    }

    /// Flushes the folder, so the rename is on disk too.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Removes the temporary file and says why, for a step that failed with `code`.
    private static func failing(_ temporary: String, _ code: Int32) -> Failure<Never> {
        unlink(temporary)
        return .unwritable(reason(code))
    }

    /// The system's words for `code`.
    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
