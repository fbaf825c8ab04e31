/// The ` | key=value key='a value'` part of an xbar line, as ordered pairs.
enum XbarParameters {
    /// The pairs in `text`: words separated by spaces, each `key=value`, the value in `"` or `'` when it has spaces.
    /// A word without `=` is a key with an empty value.
    static func parse(_ text: Substring) -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        var rest = text[...]
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard !rest.isEmpty else { return pairs }
            let key = rest.prefix { $0 != "=" && $0 != " " && $0 != "\t" }
            rest = rest.dropFirst(key.count)
            var value = ""
            if rest.first == "=" {
                rest = rest.dropFirst()
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    rest = rest.dropFirst()
                    let body = rest.prefix { $0 != quote }
                    value = String(body)
                    rest = rest.dropFirst(body.count).dropFirst()
                } else {
                    let word = rest.prefix { $0 != " " && $0 != "\t" }
                    value = String(word)
                    rest = rest.dropFirst(word.count)
                }
            }
            pairs.append((String(key), value))
        }
    }
}

extension XbarParameters {
    /// A boolean value as xbar reads one (Go's `strconv.ParseBool`): `true`, `True`, `TRUE`, `t`, `T` or `1`, and
    /// the same spellings of false; nil for anything else, which leaves the parameter's default.
    static func bool(_ value: String) -> Bool? {
        switch value {
        case "1", "t", "T", "TRUE", "true", "True": true
        case "0", "f", "F", "FALSE", "false", "False": false
        default: nil
        }
    }
}
