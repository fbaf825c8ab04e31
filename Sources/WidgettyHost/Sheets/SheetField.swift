import WidgettyKit

/// One field of a configuration sheet: an option the widget's kind declares (`WidgetOption`), and the text a person
/// edits for it. Its type says how it is edited: text, a number, a toggle, a picker of words, or a list written
/// with commas between its items.
public struct SheetField: Sendable, Equatable {
    /// The option's key, as the file writes it.
    public let key: String
    /// The option's type.
    public let type: WidgetOptionType
    /// The option's one line of help.
    public let summary: String
    /// The option's default as the field shows it while empty ("" when there is none).
    public let placeholder: String
    /// What the field holds now.
    public var text: String
    /// What it held when the sheet opened.
    public let original: String
    /// Whether the sheet can edit it: a list of inline tables with fields beyond their first cannot, and keeps its value.
    public let isEditable: Bool
    /// The value the file holds now, when it writes one, kept as it is for a field that is not edited.
    let setting: WidgetSettingValue?

    /// The field for `option`, holding `value` (the widget's, or nil for a new widget's default).
    init(option: WidgetOption, value: WidgetSettingValue?) {
        key = option.key
        type = option.type
        summary = option.summary
        placeholder = option.defaultValue.flatMap(Self.text) ?? ""
        let shown = value ?? option.defaultValue
        original = shown.flatMap(Self.text) ?? ""
        text = original
        isEditable = shown.map { Self.text($0) != nil } ?? true
        setting = value
    }

    /// The most characters a field takes, typed or pasted: far past any key's value, and a pasted megabyte is not checked
    /// and drawn at each keystroke.
    public static let maximumLength = 4096

    /// The key as a label: "hour_cycle" is "Hour cycle".
    public var label: String {
        let words = key.replacing("_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// Whether the person changed it.
    public var isEdited: Bool { text != original }

    /// The field's value as TOML text, for the check and the file: what was typed when edited (a number that does not
    /// read as one is written as a string, so the check names it), else the value the file holds; nil when neither.
    var tomlValue: String? {
        guard isEdited else { return setting.map(TOMLValueText.value) }
        switch type {
        case .bool: return text.isEmpty ? nil : text
        case .integer, .number:
            guard !text.isEmpty else { return nil }
            return Int(text) != nil || Double(text).map(\.isFinite) == true ? text : TOMLValueText.string(text)
        case .choice: return text.isEmpty ? nil : TOMLValueText.string(text)
        case .string: return TOMLValueText.string(text)
        case .strings, .tables: return TOMLValueText.strings(items)
        }
    }

    /// A list field's items: the text cut at its commas, each trimmed, empty ones left out.
    var items: [String] {
        text.split(separator: ",").map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }.filter { !$0.isEmpty }
    }

    /// Whether a toggle is on now (its default while unset).
    public var isOn: Bool { (text.isEmpty ? placeholder : text) == "true" }

    /// Flips a toggle, or steps a picker by `step` through its words, wrapping.
    mutating func step(by step: Int) {
        switch type {
        case .bool: text = isOn ? "false" : "true"
        case .choice(let words) where !words.isEmpty:
            let current = words.firstIndex(of: text.isEmpty ? placeholder : text) ?? (step > 0 ? -1 : 0)
            text = words[((current + step) % words.count + words.count) % words.count]
        default: break
        }
    }

    /// Whether typing goes into it (text, numbers and lists; not toggles and pickers).
    public var takesTyping: Bool {
        switch type {
        case .bool, .choice: false
        default: isEditable
        }
    }

    /// A value as the field shows it: text bare, lists with commas; nil for a list of tables that have more than their
    /// first field, which only the editor can change.
    static func text(_ value: WidgetSettingValue) -> String? {
        switch value {
        case .string(let text): text
        case .bool(let flag): "\(flag)"
        case .integer, .number: TOMLValueText.value(value)
        case .strings(let list): list.joined(separator: ", ")
        case .tables(let items):
            items.allSatisfy({ $0.count == 1 }) ? items.compactMap { $0.values.first.flatMap(text) }.joined(separator: ", ") : nil
        }
    }
}
