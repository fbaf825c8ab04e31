import CCurl
import FoundationEssentials
import WidgettyKit
import WidgettyNetwork

/// One GET with libcurl's easy interface, waited for on the calling thread: what the fetch helper runs.
///
/// Not URLSession, though on Linux URLSession is libcurl underneath: once its
/// request is sent, URLSession keeps the socket registered for writing and
/// spins through its event loop until the answer comes (measured: a server
/// that took 10 s to answer cost 1.6 s user and 8.1 s system CPU). The easy
/// interface waits in `poll` (the same wait: 10 ms of CPU).
public struct CurlFetcher {
    /// Sent with every request, so servers can tell who is asking.
    public static let userAgent = "widgetty/0.1.0 (+https://github.com/widgetty/widgetty)"

    /// libcurl's functions, opened by `CurlLibrary`.
    private let curl: UnsafePointer<widgetty_curl>

    /// A fetcher on libcurl, or why libcurl could not be opened.
    public init() throws(NetworkFailure) {
        curl = try CurlLibrary.open()
    }

    /// The response to `request`, or why there is none; the whole request may take `request.timeout` seconds,
    /// and a body longer than `request.maxBytes` once decompressed is cut off as too large.
    public func get(_ request: FetchRequest) throws -> HTTPResponse {
        let (url, host) = (request.url, request.host)
        guard curl.pointee.curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK, let handle = curl.pointee.curl_easy_init() else {
            throw NetworkFailure.helper("libcurl could not start")
        }
        defer { curl.pointee.curl_easy_cleanup(handle) }
        let received = ReceivedBody(limit: request.maxBytes)
        // JSON unless the widget asks for something else.
        var headers = request.headers.contains { $0.name.lowercased() == "accept" } ? nil : curl.pointee.curl_slist_append(nil, "Accept: application/json")
        // Validators of a kept copy; FetchRequest.isValid has made sure each is one printable header value.
        if let value = request.ifNoneMatch { headers = curl.pointee.curl_slist_append(headers, "If-None-Match: \(value)") }
        if let value = request.ifModifiedSince { headers = curl.pointee.curl_slist_append(headers, "If-Modified-Since: \(value)") }
        // The widget's own headers, which FetchRequest.isValid has checked; they may hold a secret, so a request
        // with any follows no redirect (curl would pass all but Authorization and Cookie on to another host).
        for header in request.headers { headers = curl.pointee.curl_slist_append(headers, "\(header.name): \(header.value)") }
        defer { curl.pointee.curl_slist_free_all(headers) }
        widgetty_curl_set_string(curl, handle, CURLOPT_URL, url.absoluteString)
        widgetty_curl_set_string(curl, handle, CURLOPT_USERAGENT, Self.userAgent)
        widgetty_curl_set_pointer(curl, handle, CURLOPT_HTTPHEADER, headers)
        // Any encoding curl can decode (gzip, brotli…), followed redirects (without added headers), and only web protocols.
        widgetty_curl_set_string(curl, handle, CURLOPT_ACCEPT_ENCODING, "")
        widgetty_curl_set_long(curl, handle, CURLOPT_FOLLOWLOCATION, request.headers.isEmpty ? 1 : 0)
        widgetty_curl_set_long(curl, handle, CURLOPT_MAXREDIRS, 5)
        widgetty_curl_set_string(curl, handle, CURLOPT_PROTOCOLS_STR, "http,https")
        widgetty_curl_set_string(curl, handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        widgetty_curl_set_long(curl, handle, CURLOPT_TIMEOUT_MS, Int(exactly: (request.timeout * 1000).rounded(.up)) ?? 15_000)
        // A body its Content-Length already says is too long is refused before it comes; the write
        // callback below counts the rest, after decompression, so a small gzip bomb stops there too.
        widgetty_curl_set_offset(curl, handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(request.maxBytes))
        // No signals: the timeout must not arrive as SIGALRM.
        widgetty_curl_set_long(curl, handle, CURLOPT_NOSIGNAL, 1)
        widgetty_curl_set_write_callback(curl, handle) { data, size, count, context in
            guard let data, let context else { return 0 }
            let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
            return Unmanaged<ReceivedBody>.fromOpaque(context).takeUnretainedValue().append(bytes) ? size * count : 0
        }
        // curl's own sentence for a failure ("Empty reply from server"), more precise than its error code's.
        var detail = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE))
        let result = withExtendedLifetime(received) {
            detail.withUnsafeMutableBufferPointer { buffer in
                widgetty_curl_set_pointer(curl, handle, CURLOPT_ERRORBUFFER, buffer.baseAddress)
                widgetty_curl_set_pointer(curl, handle, CURLOPT_WRITEDATA, Unmanaged.passUnretained(received).toOpaque())
                return curl.pointee.curl_easy_perform(handle)
            }
        }
        switch result {
        case CURLE_OK:
            var status = 0
            widgetty_curl_response_code(curl, handle, &status)
            return HTTPResponse(status: status, body: received.data,
                                etag: header("ETag", of: handle), lastModified: header("Last-Modified", of: handle))
        case CURLE_FILESIZE_EXCEEDED:
            throw NetworkFailure.tooLarge(host: host, limit: request.maxBytes)
        case CURLE_WRITE_ERROR where received.isOverLimit:
            throw NetworkFailure.tooLarge(host: host, limit: request.maxBytes)
        case CURLE_OPERATION_TIMEDOUT:
            throw NetworkFailure.timedOut(host: host, seconds: request.timeout)
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT:
            throw NetworkFailure.unreachable(host: host)
        default:
            let written = detail.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            let sentence = written.isEmpty
                ? curl.pointee.curl_easy_strerror(result).map { String(cString: $0) } ?? "libcurl error \(result.rawValue)"
                : String(decoding: written, as: UTF8.self)
            throw Self.failure(result, sentence: sentence, host: host)
        }
    }
}

extension CurlFetcher {
    /// The last response's header `name` (of the final answer after redirects), when it is one printable value.
    func header(_ name: String, of handle: UnsafeMutableRawPointer) -> String? {
        var found: UnsafeMutablePointer<curl_header>?
        guard curl.pointee.curl_easy_header(handle, name, 0, UInt32(CURLH_HEADER), -1, &found) == CURLHE_OK,
              let value = found?.pointee.value else { return nil }
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let text = String(String(cString: value).drop(while: blank).reversed().drop(while: blank).reversed())
        return FetchRequest.isHeaderValue(text) ? text : nil
    }
}

/// The body as it arrives, for libcurl's write callback, up to a limit.
private final class ReceivedBody {
    let limit: Int
    private(set) var data = Data()
    /// Set when more arrived than `limit`; the transfer is then stopped.
    private(set) var isOverLimit = false

    init(limit: Int) {
        self.limit = limit
    }

    /// Keeps `bytes`; false (stop the transfer) once the body would pass the limit.
    func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard data.count + bytes.count <= limit else {
            isOverLimit = true
            return false
        }
        data.append(contentsOf: bytes)
        return true
    }
}
