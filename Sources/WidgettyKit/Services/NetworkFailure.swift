import Foundation

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

    /// The failure as a widget problem, retried with backoff.
    public var problem: WidgetProblem {
        switch self {
        case .unreachable(let host): .unreachable(host: host)
        case .timedOut(let host, let seconds): WidgetProblem("\(host) didn't answer within \(seconds.formatted(.number))\u{A0}s")
        case .tooLarge(let host, let limit):
            WidgetProblem("\(host) sent more than \(Self.describe(bytes: limit)); raise max_bytes if that is expected")
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
