import FoundationEssentials

/// A URL made of a base (which may carry a query already) and more query items.
enum QueryURL {
    /// What a query name or value may hold unescaped: URL query characters (`CharacterSet.urlQueryAllowed`) but the
    /// ones that separate or stand for something (`&`, `=`, `;`, and `+`, which servers read as a space).
    private static let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$'()*,:@/?".utf8)

    /// `base` with `items` added after any query it has, every name and value escaped; nil when `base` is not a URL.
    static func make(_ base: String, adding items: [URLQueryItem]) -> URL? {
        guard var components = URLComponents(string: base) else { return nil }
        let escape = { (text: String) in
            text.utf8.map { allowed.contains($0) ? String(UnicodeScalar($0)) : "%" + (($0 < 16) ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
        }
        let escaped = items.map { URLQueryItem(name: escape($0.name), value: $0.value.map(escape)) }
        components.percentEncodedQueryItems = (components.percentEncodedQueryItems ?? []) + escaped
        return components.url
    }
}
