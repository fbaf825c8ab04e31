import Glibc
import WidgettyKit

/// Reads a configuration file without ever blocking or reading without end.
///
/// Only a regular file is read, opened non-blocking (a FIFO's open would wait for a writer) and
/// checked again once open, and never more than `InputLimits.configFileBytes` of it (a device
/// such as /dev/zero never ends). Anything else is a message that names the file, says what it
/// is, and what to do.
public enum ConfigFileReader {
    /// The text of the configuration file at `path`, waiting out another writer's lease for at most `leaseWait`
    /// seconds (tests that cannot let go of a lease in time on a loaded machine give a longer one).
    public static func text(at path: String, leaseWait: Int = 2) throws(ConfigError) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { throw problem(path, whyUnreadable(errno)) }
        try requireRegularFile(info, path: path)
        let descriptor = try openToRead(path, waitingAtMost: leaseWait)
        defer { close(descriptor) }
        // The path may name another file by now: what is open is what counts.
        guard fstat(descriptor, &info) == 0 else { throw problem(path, whyUnreadable(errno)) }
        try requireRegularFile(info, path: path)
        guard info.st_size <= InputLimits.configFileBytes else { throw problem(path, tooLarge) }
        let (bytes, failure) = DescriptorReading.bytes(from: descriptor, upTo: InputLimits.configFileBytes + 1,
                                                       size: Int(clamping: info.st_size))
        if let failure { throw problem(path, whyUnreadable(failure)) }
        // The file may have grown since fstat.
        guard bytes.count <= InputLimits.configFileBytes else { throw problem(path, tooLarge) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw problem(path, "is not UTF-8 text; save it as UTF-8")
        }
        return text
    }

    /// Opens `path` to read, non-blocking, waiting out a writer's lease (`OpenWaitingOutLease`) for about `seconds`.
    ///
    /// The dashboard's own reloader met this: an edit from outside woke it while an undo held the file, and the
    /// banner said the file "cannot be read (Resource temporarily unavailable)".
    private static func openToRead(_ path: String, waitingAtMost seconds: Int) throws(ConfigError) -> Int32 {
        do throws(OpenWaitingOutLease.Failure) {
            return try OpenWaitingOutLease.open(path, waitingAtMost: seconds)
        } catch {
            throw problem(path, error.code == EWOULDBLOCK ? beingWritten(seconds) : whyUnreadable(error.code))
        }
    }

    private static func beingWritten(_ seconds: Int) -> String {
        "the configuration file is being written by another program, which holds it (a lease) "
            + "for longer than \(seconds) s; try again when that program has saved it"
    }

    private static let tooLarge = "the configuration file is larger than \(InputLimits.configFileBytes) bytes, the most widgetty reads "
        + "(a configuration is a few kilobytes); check that the path names the right file"

    /// Throws unless `info` describes a regular file, naming what it is instead.
    private static func requireRegularFile(_ info: stat, path: String) throws(ConfigError) {
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR:
            throw problem(path, "the configuration file is a directory, not a regular file; give the path of the TOML file in it (usually config.toml)")
        case S_IFIFO: kind = "a named pipe (FIFO)"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "a special file"
        }
        throw problem(path, "the configuration file is \(kind), not a regular file; save the configuration as a regular file and point the path at it")
    }

    /// Why a file could not be opened or read, in words, from `errno`.
    private static func whyUnreadable(_ error: Int32) -> String {
        switch error {
        case ENOENT, ENOTDIR: "the configuration file does not exist"
        case EACCES, EPERM: "the configuration file cannot be read (check its permissions, and its folders')"
        case ELOOP: "the configuration file is a symbolic link that leads round in a loop; point it at a TOML file"
        default: "the configuration file cannot be read (\(String(cString: strerror(error))))"
        }
    }

    private static func problem(_ path: String, _ message: String) -> ConfigError {
        ConfigError([ConfigDiagnostic(file: path, line: nil, message: message)])
    }
}
