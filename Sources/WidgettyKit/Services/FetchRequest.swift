import FoundationEssentials

/// One GET as a widget asks for it: where, how long it may take, and how much of an answer it reads.
public struct FetchRequest: Sendable, Equatable {

    /// An http or https address.
    public var url: URL
    /// Seconds the whole request may take.
    public var timeout: Double
    /// The most bytes of body read, after decompression; more is the widget's error, never more memory.
    public var maxBytes: Int
    /// The validators of a copy the widget keeps (`If-None-Match`, `If-Modified-Since`): a server
    /// whose answer has not changed says 304 and sends no body.
    public var ifNoneMatch: String?
    public var ifModifiedSince: String?
    /// Headers the widget adds (`Authorization`, `Accept`), by name, in the order sent. Their values may be secrets:
    /// they go to the fetch helper on its standard input and are never logged or shown.
    public var headers: [HTTPHeader] = []

    /// Seconds a request may be given at most.
    public static let longestTimeout = 600.0

    /// A request of `url`; `maxBytes` defaults to `InputLimits.responseBodyBytes`.
    public init(url: URL, timeout: Double, maxBytes: Int = InputLimits.responseBodyBytes) {
        self.url = url
        self.timeout = timeout
        self.maxBytes = maxBytes
    }

    /// The `max_bytes` option every widget kind that fetches accepts.
    public static let maxBytesOption = WidgetOption(
        key: "max_bytes", type: .integer(1024...InputLimits.responseBodyBytesCeiling),
        defaultValue: .integer(InputLimits.responseBodyBytes),
        summary: "the most bytes of an answer read, after decompression (default 8 MiB); a longer answer is an error")

    /// The host for messages ("api.open-meteo.com"), else the whole address.
    public var host: String { url.host ?? url.absoluteString }

    /// Whether every field is one the helper accepts: an http(s) URL, a timeout over 0 up to
    /// `longestTimeout`, a body limit from 1 byte to `InputLimits.responseBodyBytesCeiling`, and
    /// validators that are one header value each, and at most `mostHeaders` added headers, each a name of
    /// letters, digits and `-` (none of the `clientHeaders`) with a printable value of at most `longestHeaderValue` characters.
    public var isValid: Bool {
        ["http", "https"].contains(url.scheme ?? "") && timeout > 0 && timeout <= Self.longestTimeout
            && (1...InputLimits.responseBodyBytesCeiling).contains(maxBytes)
            && [ifNoneMatch, ifModifiedSince].allSatisfy { $0.map(Self.isHeaderValue) ?? true }
            && headers.count <= Self.mostHeaders
            && headers.allSatisfy { Self.isHeaderName($0.name) && Self.clientHeader(named: $0.name) == nil && Self.isAddedHeaderValue($0.value) }
    }

    /// The headers the HTTP client (curl) and the fetcher write themselves, which a widget may not add: the
    /// message's framing and the connection's (a second Host or Content-Length is request smuggling), the
    /// encodings curl decodes, and the validators of the copy the fetcher keeps.
    public static let clientHeaders = ["Host", "Content-Length", "Transfer-Encoding", "Connection", "Keep-Alive",
                                       "Proxy-Connection", "TE", "Trailer", "Upgrade", "Expect", "Accept-Encoding",
                                       "If-None-Match", "If-Modified-Since"]

    /// The client's own header that `name` names, whatever its case ("host" is Host); nil when a widget may add it.
    public static func clientHeader(named name: String) -> String? {
        clientHeaders.first { $0.lowercased() == name.lowercased() }
    }

    /// The most headers a widget adds to one request.
    public static let mostHeaders = 16
    /// The longest value of an added header (room for a signed token).
    public static let longestHeaderValue = 4096

    /// A header name: letters, digits and `-`, at most 64 characters.
    public static func isHeaderName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 64
            && text.utf8.allSatisfy { $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// An added header's value: printable ASCII or spaces, at most `longestHeaderValue` characters.
    public static func isAddedHeaderValue(_ text: String) -> Bool {
        text.utf8.count <= longestHeaderValue && text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// A header value widgetty passes on: printable ASCII, at most 512 characters (an ETag or an HTTP date).
    public static func isHeaderValue(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 512 && text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }
}
