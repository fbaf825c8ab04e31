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
        guard let object = try? JSONDecoder().decode([String: JSONValue].self, from: Data(bytes)) else { return [:] }
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
