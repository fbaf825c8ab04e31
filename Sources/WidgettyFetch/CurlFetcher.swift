import CCurl
import Foundation
import WidgettyNetwork

/// One GET with libcurl's easy interface, waited for on the calling thread: what `widgetty-fetch` runs.
///
/// Not URLSession, though on Linux URLSession is libcurl underneath: once its
/// request is sent, URLSession keeps the socket registered for writing and
/// spins through its event loop until the answer comes (measured: a server
/// that took 10 s to answer cost 1.6 s user and 8.1 s system CPU). The easy
/// interface waits in `poll` (the same wait: 10 ms of CPU).
public struct CurlFetcher {
    /// Sent with every request, so servers can tell who is asking.
    public static let userAgent = "widgetty/0.1.0 (+https://github.com/widgetty/widgetty)"

    /// Creates a fetcher.
    public init() {}

    /// The response to a GET of `url`, or why there is none; the whole request may take `timeout` seconds.
    public func get(_ url: URL, timeout: Double) throws -> HTTPResponse {
        let host = url.host ?? url.absoluteString
        guard curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK, let handle = curl_easy_init() else {
            throw NetworkFailure.helper("libcurl could not start")
        }
        defer { curl_easy_cleanup(handle) }
        let received = ReceivedBody()
        let headers = curl_slist_append(nil, "Accept: application/json")
        defer { curl_slist_free_all(headers) }
        widgetty_curl_set_string(handle, CURLOPT_URL, url.absoluteString)
        widgetty_curl_set_string(handle, CURLOPT_USERAGENT, Self.userAgent)
        widgetty_curl_set_pointer(handle, CURLOPT_HTTPHEADER, headers)
        // Any encoding curl can decode (gzip, brotli…), followed redirects, and only web protocols.
        widgetty_curl_set_string(handle, CURLOPT_ACCEPT_ENCODING, "")
        widgetty_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 1)
        widgetty_curl_set_long(handle, CURLOPT_MAXREDIRS, 5)
        widgetty_curl_set_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        widgetty_curl_set_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        widgetty_curl_set_long(handle, CURLOPT_TIMEOUT_MS, Int(timeout * 1000))
        // No signals: the timeout must not arrive as SIGALRM.
        widgetty_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
        widgetty_curl_set_write_callback(handle) { data, size, count, context in
            guard let data, let context else { return 0 }
            let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
            Unmanaged<ReceivedBody>.fromOpaque(context).takeUnretainedValue().data.append(contentsOf: bytes)
            return size * count
        }
        // curl's own sentence for a failure ("Empty reply from server"), more precise than its error code's.
        var detail = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE))
        let result = withExtendedLifetime(received) {
            detail.withUnsafeMutableBufferPointer { buffer in
                widgetty_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, buffer.baseAddress)
                widgetty_curl_set_pointer(handle, CURLOPT_WRITEDATA, Unmanaged.passUnretained(received).toOpaque())
                return curl_easy_perform(handle)
            }
        }
        switch result {
        case CURLE_OK:
            var status = 0
            widgetty_curl_response_code(handle, &status)
            return HTTPResponse(status: status, body: received.data)
        case CURLE_OPERATION_TIMEDOUT:
            throw NetworkFailure.timedOut(host: host, seconds: timeout)
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT:
            throw NetworkFailure.unreachable(host: host)
        default:
            let written = detail.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            let sentence = written.isEmpty ? String(cString: curl_easy_strerror(result)) : String(decoding: written, as: UTF8.self)
            throw NetworkFailure.helper("\(host): \(sentence)")
        }
    }
}

/// The body as it arrives, for libcurl's write callback.
private final class ReceivedBody {
    var data = Data()
}
