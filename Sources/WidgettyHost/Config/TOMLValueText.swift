import WidgettyKit

/// Values written as TOML text, for the lines the gallery and the configuration sheet add to a file.
public enum TOMLValueText {
    /// `text` as a TOML basic string: quotes and backslashes escaped, control characters as `\uXXXX`.
    public static func string(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// A list of strings: `["a", "b"]`.
    public static func strings(_ items: [String]) -> String {
        "[" + items.map(string).joined(separator: ", ") + "]"
    }
}

extension TOMLValueText {
    /// A checked setting's value as it would be written: strings quoted, lists and inline tables in brackets and braces.
    public static func value(_ value: WidgetSettingValue) -> String {
        switch value {
        case .string(let text): string(text)
        case .bool(let flag): "\(flag)"
        case .integer(let number): "\(number)"
        case .number(let number): (abs(number) < 1e15 ? Int(exactly: number).map { String($0) } : nil) ?? String(number)
        case .strings(let list): strings(list)
        case .tables(let items):
            "[" + items.map { "{ " + $0.sorted { $0.key < $1.key }.map { "\($0.key) = \(Self.value($0.value))" }.joined(separator: ", ") + " }" }
                .joined(separator: ", ") + "]"
        }
    }
}
