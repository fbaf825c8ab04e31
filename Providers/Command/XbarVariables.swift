import FoundationEssentials
import WidgettyKit

/// The variables an xbar plugin declares in its header (`<xbar.var>string(VAR_ZONES="Europe/Berlin"): …</xbar.var>`)
/// with their defaults, and the values its `PLUGIN.vars.json` sets over them, which xbar passes in its environment.
enum XbarVariables {
    /// The largest plugin whose declarations are read; a bigger one (a compiled program) declares none.
    static let pluginBytes = 1 << 20
    /// The largest `.vars.json` read, as xbar reads at most 1 MB of it.
    static let valuesBytes = 1_000_000

    /// The variables the plugin at `path` is given: its declared defaults, then its `.vars.json` values.
    static func environment(forPlugin path: String) -> [String: String] {
        var variables: [String: String] = [:]
        if let plugin = try? BoundedFile.bytes(atPath: path, limit: pluginBytes) {
            variables = declarations(in: String(decoding: plugin, as: UTF8.self))
        }
        if let values = try? BoundedFile.bytes(atPath: path + ".vars.json", limit: valuesBytes) {
            variables.merge(Self.values(fromJSON: values)) { _, set in set }
        }
        return variables
    }

    /// What is wrong with the plugin's `.vars.json`, when there is one its values cannot be taken from (the plugin then
    /// runs with its declared defaults); nil when it is fine or absent.
    static func valuesProblem(forPlugin path: String) -> String? {
        let file = QuotedValue.quote(PathText.lastComponent(path) + ".vars.json")
        let bytes: [UInt8]
        do {
            guard let read = try BoundedFile.bytes(atPath: path + ".vars.json", limit: valuesBytes) else { return nil }
            bytes = read
        } catch {
            switch error {
            case .tooLarge:
                return "\(file) is larger than \(valuesBytes) bytes, so its values are not used and the plugin gets its declared defaults; keep it to its variables"
            case .notRegularFile:
                return "\(file) is not a regular file, so the plugin gets its declared defaults"
            case .unreadable(let reason):
                return "\(file) cannot be read (\(reason)), so the plugin gets its declared defaults"
            }
        }
        guard object(fromJSON: bytes) != nil else {
            return "\(file) is not a JSON object of variables (such as {\"VAR_ZONES\": \"Europe/Berlin\"}), so its values are not used "
                + "and the plugin gets its declared defaults; fix the JSON"
        }
        return nil
    }

    /// A `.vars.json` as the JSON object xbar writes, or nil when it is not one.
    private static func object(fromJSON bytes: [UInt8]) -> [String: JSONValue]? {
        try? JSONDecoder().decode([String: JSONValue].self, from: Data(bytes))
    }

    /// Each `<xbar.var>TYPE(NAME=default): description</xbar.var>` in `text`, as name and default (quotes removed).
    static func declarations(in text: String) -> [String: String] {
        var variables: [String: String] = [:]
        var rest = text[...]
        while let open = rest.firstRange(of: "<xbar.var>") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstRange(of: "</xbar.var>") else { break }
            let body = rest[..<close.lowerBound]
            rest = rest[close.upperBound...]
            guard let parenthesis = body.firstIndex(of: "("), let end = body.firstRange(of: "):") else { continue }
            let declaration = body[body.index(after: parenthesis)..<end.lowerBound]
            let name = declaration.prefix { $0 != "=" }
            guard CommandSettings.variable("\(name)=") != nil else { continue }
            let value = declaration.dropFirst(name.count + 1)
            variables[String(name)] = String(value.trimming(where: { $0 == "\"" || $0 == "'" }))
        }
        return variables
    }

    /// A `.vars.json` object's members as variables: strings as written, numbers and booleans as xbar writes them;
    /// anything else (a member that is not a variable name, null, a list) is left out.
    static func values(fromJSON bytes: [UInt8]) -> [String: String] {
        guard let object = object(fromJSON: bytes) else { return [:] }
        var variables: [String: String] = [:]
        for (name, value) in object where CommandSettings.variable("\(name)=") != nil {
            switch value {
            case .string(let text): variables[name] = text
            case .bool(let flag): variables[name] = flag ? "true" : "false"
            case .number(let number):
                variables[name] = number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
            default: continue
            }
        }
        return variables
    }
}
