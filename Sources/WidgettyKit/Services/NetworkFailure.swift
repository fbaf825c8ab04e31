import FoundationEssentials

/// Why a request got no answer, in the words a tile shows (also when a provider throws it as it is).
public enum NetworkFailure: LocalizedError, Sendable, Equatable {
    /// No connection to the host: no network, DNS failure, refused.
    case unreachable(host: String)
    /// The host did not answer in time.
    case timedOut(host: String, seconds: Double)
    /// The answer's body (after decompression) was longer than the request's limit.
    case tooLarge(host: String, limit: Int)
    /// The fetch helper is missing or failed; the message says which.
    case helper(String)

    /// The failure as a widget problem, retried with backoff, for a kind whose `max_bytes` goes up to
    /// `InputLimits.responseBodyBytesCeiling` (`FetchRequest.maxBytesOption`).
    public var problem: WidgetProblem {
        problem(largestMaxBytes: InputLimits.responseBodyBytesCeiling)
    }

    /// The failure as a widget problem, retried with backoff. An answer too large is told to raise `max_bytes` only
    /// as far as `ceiling`, the most the widget's kind accepts (its fixed limit when it has no `max_bytes`); at the
    /// ceiling it says the answer is too large for widgetty and gives `advice` instead.
    public func problem(largestMaxBytes ceiling: Int, advice: String = "have the server send less") -> WidgetProblem {
        switch self {
        case .unreachable(let host): .unreachable(host: host)
        case .timedOut(let host, let seconds): WidgetProblem("\(host) didn’t answer within \(DecimalText.plain(seconds))\u{A0}s")
        case .tooLarge(let host, let limit) where limit < ceiling:
            WidgetProblem("\(host) sent more than \(Self.describe(bytes: limit)); if that is expected, raise max_bytes (up to \(ceiling), \(Self.describe(bytes: ceiling)))")
        case .tooLarge(let host, let limit):
            WidgetProblem("\(host) sent more than \(Self.describe(bytes: limit)), the most widgetty reads of one answer; \(advice)")
        case .helper(let message): WidgetProblem(message)
        }
    }

    /// The problem's words.
    public var errorDescription: String? { problem.message }

    /// "8 MB", "512 KB", "100 bytes" (binary units, as the limits are set).
    static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
        return "\(bytes) bytes"
    }
}
