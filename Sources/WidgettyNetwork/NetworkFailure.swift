import Foundation
import WidgettyKit

/// Why a request got no answer, in the words a tile shows.
public enum NetworkFailure: Error, Sendable, Equatable {
    /// No connection to the host: no network, DNS failure, refused.
    case unreachable(host: String)
    /// The host did not answer in time.
    case timedOut(host: String, seconds: Double)
    /// The fetch helper is missing or failed; the message says which.
    case helper(String)

    /// The failure as a widget problem, retried with backoff.
    public var problem: WidgetProblem {
        switch self {
        case .unreachable(let host): .unreachable(host: host)
        case .timedOut(let host, let seconds): WidgetProblem("\(host) didn't answer within \(Int(seconds)) s")
        case .helper(let message): WidgetProblem(message)
        }
    }
}
