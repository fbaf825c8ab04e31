/// The banner saying the configuration file does not load, kept while it does not: a message shown over it (a refused
/// edit, a moment's note) gives way to it again when that message goes, by its time or by Esc. Esc on the failure
/// banner itself closes it until the file is read again. Pure: the loop tells it what happened.
public struct ConfigFailureBanner: Sendable, Equatable {
    /// What the banner says while the file does not load; nil while it loads.
    public private(set) var message: String?
    /// True while another message shows in its place.
    private var isCovered = false

    /// Creates one for a file that loads.
    public init() {}

    /// The file did not load: `message` shows in `banner` from now.
    public mutating func failed(_ message: String, banner: inout String?) {
        self.message = message
        isCovered = false
        banner = message
    }

    /// The file loads: the failure banner, if it shows, goes.
    public mutating func loaded(banner: inout String?) {
        if banner != nil, banner == message { banner = nil }
        message = nil
        isCovered = false
    }

    /// Another message is about to show in the banner, over the failure's while the file does not load.
    public mutating func cover(banner: String?) {
        guard message != nil else { return }
        isCovered = isCovered || banner == message
    }

    /// Puts the failure back in `banner` once the message that covered it has gone.
    public mutating func settle(_ banner: inout String?) {
        guard let message, isCovered, banner == nil else { return }
        banner = message
        isCovered = false
    }
}
