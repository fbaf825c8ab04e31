import Foundation

/// Something that can GET a URL: the fetch helper process on the dashboard, or a fake in tests.
public protocol HTTPFetching: Sendable {
    /// The response to a GET of `url`, giving up after `timeout` seconds; throws `NetworkFailure`.
    func get(_ url: URL, timeout: Double) async throws -> HTTPResponse
}
