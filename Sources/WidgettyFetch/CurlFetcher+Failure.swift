import CCurl
import WidgettyKit

extension CurlFetcher {
    /// The words for a failure with no `NetworkFailure` case of its own: curl's `sentence`, except for what
    /// TLS says in OpenSSL's terms ("OpenSSL/3.0.19: error:0A00010B:SSL routines::wrong version number").
    static func failure(_ code: CURLcode, sentence: String, host: String) -> NetworkFailure {
        switch code {
        case CURLE_SSL_CONNECT_ERROR where speaksPlainHTTP(sentence):
            // An https:// (or webcal://) address whose server answered in plain HTTP.
            .helper("\(host) does not speak HTTPS at this address; try http:// instead")
        case CURLE_SSL_CONNECT_ERROR:
            .helper("Can’t make a secure (HTTPS) connection to \(host)")
        case CURLE_PEER_FAILED_VERIFICATION:
            .helper("\(host)’s certificate is not trusted (\(sentence.replacing("SSL certificate problem: ", with: "")))")
        default:
            .helper("\(host): \(sentence)")
        }
    }

    /// Whether OpenSSL's sentence means the server's first bytes were not TLS (an HTTP answer read as a record).
    private static func speaksPlainHTTP(_ sentence: String) -> Bool {
        ["wrong version number", "packet length too long", "record layer failure", "http request"].contains { sentence.contains($0) }
    }
}
