import Foundation

/// A URL made of a base (which may carry a query already) and more query items.
enum QueryURL {
    /// `base` with `items` added after any query it has; nil when `base` is not a URL.
    static func make(_ base: String, adding items: [URLQueryItem]) -> URL? {
        guard var components = URLComponents(string: base) else { return nil }
        components.queryItems = (components.queryItems ?? []) + items
        return components.url
    }
}
