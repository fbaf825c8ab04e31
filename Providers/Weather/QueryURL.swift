import Foundation

/// A URL made of a base (which may carry a query already) and more query items.
enum QueryURL {
    /// What a query name or value may hold unescaped: URL query characters but the ones that
    /// separate or stand for something (`&`, `=`, `;`, and `+`, which servers read as a space).
    private static let allowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=;+"))

    /// `base` with `items` added after any query it has, every name and value escaped; nil when `base` is not a URL.
    static func make(_ base: String, adding items: [URLQueryItem]) -> URL? {
        guard var components = URLComponents(string: base) else { return nil }
        let escape = { (text: String) in text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
        let escaped = items.map { URLQueryItem(name: escape($0.name), value: $0.value.map(escape)) }
        components.percentEncodedQueryItems = (components.percentEncodedQueryItems ?? []) + escaped
        return components.url
    }
}
