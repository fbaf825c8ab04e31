import FoundationEssentials

/// Something that can GET a URL: the fetch helper process the host lends through `WidgetServices`, or a fake in tests.
public protocol HTTPFetching: Sendable {
    /// The response to `request`; throws `NetworkFailure` (unreachable, timed out, too large, helper failed).
    func get(_ request: FetchRequest) async throws -> HTTPResponse
}

extension HTTPFetching {
    /// The response to a GET of `url`, giving up after `timeout` seconds or past `maxBytes` of body.
    public func get(_ url: URL, timeout: Double, maxBytes: Int = InputLimits.responseBodyBytes) async throws -> HTTPResponse {
        try await get(FetchRequest(url: url, timeout: timeout, maxBytes: maxBytes))
    }
}
