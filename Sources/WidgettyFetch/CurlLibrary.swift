import CCurl
import WidgettyKit

/// libcurl, opened with dlopen (`widgetty_curl_load`) when widgetty runs as the fetch helper: the dashboard itself
/// never loads it, nor the 30 libraries it brings.
enum CurlLibrary {
    /// libcurl's functions, or why it could not be opened (the tile that fetched shows it).
    static func open() throws(NetworkFailure) -> UnsafePointer<widgetty_curl> {
        var message = [CChar](repeating: 0, count: 512)
        guard let table = widgetty_curl_load(&message, UInt(message.count)) else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .helper("Fetching needs libcurl, which could not be loaded (\(reason)); install it with `sudo apt-get install libcurl4`")
        }
        return table
    }
}
