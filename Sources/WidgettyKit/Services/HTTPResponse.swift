import FoundationEssentials

/// An HTTP answer: its status and its body.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var body: Data
    /// The answer's `ETag` and `Last-Modified`, for asking again with `FetchRequest.ifNoneMatch`/`ifModifiedSince`.
    public var etag: String?
    public var lastModified: String?

    /// Creates a response.
    public init(status: Int, body: Data, etag: String? = nil, lastModified: String? = nil) {
        self.status = status
        self.body = body
        self.etag = etag
        self.lastModified = lastModified
    }
}
