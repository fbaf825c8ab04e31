import FoundationEssentials
import WidgettyKit

/// A value of a parsed JSON document with its path, read only through checked conversions that throw `DocumentError`.
struct DocumentValue {
    /// The value as parsed.
    let value: JSONValue
    /// Where it is in the document.
    let path: String

    /// The value at `key` of an object, with its path.
    func child(_ key: String, _ value: JSONValue) -> DocumentValue {
        DocumentValue(value: value, path: path.isEmpty ? key : "\(path).\(key)")
    }

    /// A problem at this value's path.
    func problem(_ text: String) -> DocumentError {
        DocumentError(path: path, problem: text)
    }

    /// The object's members; a key outside `allowed` is an error with a "did you mean".
    func object(allowing allowed: [String]) throws(DocumentError) -> [String: DocumentValue] {
        guard case .object(let members) = value else { throw problem("expected an object, found \(kind)") }
        var result: [String: DocumentValue] = [:]
        for (key, member) in members {
            guard allowed.contains(key) else {
                throw child(key, member).problem("unknown key \(QuotedValue.quote(key))\(Suggestion.hint(for: key, among: allowed)) (allowed here: \(allowed.joined(separator: ", ")))")
            }
            result[key] = child(key, member)
        }
        return result
    }

    /// The array's elements, at most `limit` of them.
    func array(limit: Int = InputLimits.decodedArrayLength) throws(DocumentError) -> [DocumentValue] {
        guard case .array(let elements) = value else { throw problem("expected an array, found \(kind)") }
        guard elements.count <= limit else { throw problem("\(elements.count) elements is too many; at most \(limit)") }
        return elements.enumerated().map { DocumentValue(value: $0.element, path: "\(path)[\($0.offset)]") }
    }

    /// The string.
    func string() throws(DocumentError) -> String {
        guard case .string(let text) = value else { throw problem("expected a string, found \(kind)") }
        return text
    }

    /// The number, which must be finite.
    func number() throws(DocumentError) -> Double {
        guard case .number(let number) = value, number.isFinite else { throw problem("expected a number, found \(kind)") }
        return number
    }

    /// The whole number, which must lie in `range`.
    func integer(in range: ClosedRange<Int>) throws(DocumentError) -> Int {
        let number = try number()
        guard let whole = Int(exactly: number), range.contains(whole) else {
            throw problem("expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(DecimalText.plain(number))")
        }
        return whole
    }

    /// True or false.
    func bool() throws(DocumentError) -> Bool {
        guard case .bool(let flag) = value else { throw problem("expected true or false, found \(kind)") }
        return flag
    }

    /// An ISO 8601 date and time, with or without fractional seconds.
    func date() throws(DocumentError) -> Date {
        let text = try string()
        for style in Self.dateStyles {
            if let date = try? style.parse(text) { return date }
        }
        throw problem("expected an ISO 8601 date such as \"2026-11-23T10:00:00Z\", found \(QuotedValue.quote(text))")
    }

    /// ISO 8601 without and with fractional seconds: value types, made once (a formatter made for each of a
    /// document's dates was most of its reading).
    private static let dateStyles = [Date.ISO8601FormatStyle(), Date.ISO8601FormatStyle(includingFractionalSeconds: true)]

    /// One of `words`, with a "did you mean" when it is not.
    func word(among words: [String], what: String) throws(DocumentError) -> String {
        let text = try string()
        guard words.contains(text) else {
            throw problem("unknown \(what) \(QuotedValue.quote(text))\(Suggestion.hint(for: text, among: words)) (one of \(words.joined(separator: ", ")))")
        }
        return text
    }

    /// A URL with a scheme.
    func url() throws(DocumentError) -> URL {
        let text = try string()
        guard text.count <= 2048, let url = URL(string: text), url.scheme != nil else {
            throw problem("expected a URL with a scheme such as \"https://example.com\", found \(QuotedValue.quote(text))")
        }
        return url
    }

    /// What the value is, for messages: "a string", "null", "an object".
    var kind: String {
        switch value {
        case .null: "null"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        case .bool(let flag): flag ? "true" : "false"
        case .number: "a number"
        }
    }
}
