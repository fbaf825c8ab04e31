import FoundationEssentials
import Glibc

/// An error from the file system in the system's words ("No such file or directory"), where Foundation's
/// `localizedDescription` was used: FoundationEssentials has no localized descriptions.
public enum SystemError {
    /// `strerror`'s words for a POSIX error, or one a `CocoaError` wraps, naming the file it names; else the error as Swift prints it.
    public static func describe(_ error: any Error) -> String {
        let cocoa = error as? CocoaError
        guard let posix = (error as? POSIXError) ?? (cocoa?.underlying as? POSIXError) else { return "\(error)" }
        let words = String(cString: strerror(posix.code.rawValue))
        return cocoa?.filePath.map { "\(words): \($0)" } ?? words
    }
}
