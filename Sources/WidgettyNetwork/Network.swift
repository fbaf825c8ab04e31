import Synchronization

/// The fetcher providers use: the helper process unless something else is set (tests set fakes).
public enum Network {
    private static let current = Mutex<any HTTPFetching>(SubprocessFetcher.besideExecutable)

    /// The fetcher in use.
    public static var fetcher: any HTTPFetching {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}
