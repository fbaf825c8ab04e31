import FoundationEssentials

/// A fetcher for a context lent no network: every request fails, saying so.
public struct NoNetwork: HTTPFetching {
    /// Creates the fetcher.
    public init() {}

    public func get(_ request: FetchRequest) async throws -> HTTPResponse {
        throw NetworkFailure.helper("No network is lent to widgets here (\(request.host))")
    }
}
