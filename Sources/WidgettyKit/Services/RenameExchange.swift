import Glibc

/// Swaps the names of two files in one step (Linux's `renameat2` with `RENAME_EXCHANGE`), so the file that held
/// a name is still there under the other, to be checked and, if need be, given its name back.
enum RenameExchange {
    /// What an exchange did.
    enum Outcome: Equatable {
        case exchanged
        /// The C library or the file system has no exchange (EINVAL, ENOSYS): a plain rename is what remains.
        case unsupported
        /// The system refused it, with this `errno`.
        case failed(Int32)
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// `renameat2` as the C library exports it (since glibc 2.28); Swift's import of Glibc leaves it out,
    /// as it does every declaration under _GNU_SOURCE.
    private static let renameAt2: RenameAt2? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2")
        .map { unsafeBitCast($0, to: RenameAt2.self) }

    /// Linux's RENAME_EXCHANGE flag.
    private static let exchangeFlag: UInt32 = 1 << 1

    /// Gives `one` the file named `other` and `other` the file named `one`.
    static func exchange(_ one: String, _ other: String) -> Outcome {
        guard let renameAt2 else { return .unsupported }
        if renameAt2(AT_FDCWD, one, AT_FDCWD, other, exchangeFlag) == 0 { return .exchanged }
        return errno == EINVAL || errno == ENOSYS ? .unsupported : .failed(errno)
    }
}
