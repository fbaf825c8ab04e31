import Foundation
@testable import CommandProvider

/// Checks a JSON value against the JSON Schema keywords docs/timeline-protocol.schema.json uses (`$ref` into
/// `$defs`, `type`, `const`, `enum`, `oneOf`, `properties`, `required`, `additionalProperties`, `items`,
/// `minItems`, `maxItems`, `minimum`, `maximum`, `maxLength`); any other keyword is a mistake in the schema.
struct SchemaCheck {
    /// The whole schema, where `$ref`s are looked up.
    let root: JSONValue

    /// The problems of `value` against `schema` (the root when nil), each with its path; empty when it conforms.
    func problems(_ value: JSONValue, against schema: JSONValue? = nil, at path: String = "") -> [String] {
        guard case .object(let rules) = schema ?? root else { return ["\(path): the schema here is not an object"] }
        var found: [String] = []
        for (keyword, rule) in rules {
            found += problems(value, keyword: keyword, rule: rule, rules: rules, at: path)
        }
        return found
    }

    /// The problems of `value` against one keyword of a schema object.
    private func problems(_ value: JSONValue, keyword: String, rule: JSONValue, rules: [String: JSONValue], at path: String) -> [String] {
        let here = path.isEmpty ? "(document)" : path
        switch (keyword, rule) {
        case ("$schema", _), ("$id", _), ("title", _), ("description", _), ("$defs", _), ("format", _):
            return []
        case ("$ref", .string(let reference)):
            guard reference.hasPrefix("#/$defs/"), case .object(let root) = root, case .object(let definitions)? = root["$defs"],
                  let target = definitions[String(reference.dropFirst("#/$defs/".count))] else { return ["\(here): no definition \(reference)"] }
            return problems(value, against: target, at: path)
        case ("type", .string(let type)):
            return Self.has(value, type: type) ? [] : ["\(here): expected \(type)"]
        case ("const", let constant):
            return Self.same(value, constant) ? [] : ["\(here): expected the constant"]
        case ("enum", .array(let choices)):
            return choices.contains { Self.same(value, $0) } ? [] : ["\(here): not one of the enum's values"]
        case ("oneOf", .array(let choices)):
            let matches = choices.filter { problems(value, against: $0, at: path).isEmpty }.count
            return matches == 1 ? [] : ["\(here): matches \(matches) of oneOf's schemas, not one"]
        case ("properties", .object(let properties)):
            guard case .object(let members) = value else { return [] }
            return members.flatMap { key, member in
                properties[key].map { problems(member, against: $0, at: path.isEmpty ? key : "\(path).\(key)") } ?? []
            }
        case ("required", .array(let names)):
            guard case .object(let members) = value else { return [] }
            return names.compactMap { name in
                guard case .string(let key) = name, members[key] == nil else { return nil }
                return "\(here): missing \(key)"
            }
        case ("additionalProperties", .bool(false)):
            guard case .object(let members) = value, case .object(let properties)? = rules["properties"] else { return [] }
            return members.keys.filter { properties[$0] == nil }.map { "\(here): unexpected key \($0)" }
        case ("items", let items):
            guard case .array(let elements) = value else { return [] }
            return elements.enumerated().flatMap { problems($0.element, against: items, at: "\(path)[\($0.offset)]") }
        case ("minItems", .number(let least)):
            guard case .array(let elements) = value else { return [] }
            return Double(elements.count) >= least ? [] : ["\(here): fewer than \(least) items"]
        case ("maxItems", .number(let most)):
            guard case .array(let elements) = value else { return [] }
            return Double(elements.count) <= most ? [] : ["\(here): more than \(most) items"]
        case ("minimum", .number(let least)):
            guard case .number(let number) = value else { return [] }
            return number >= least ? [] : ["\(here): under \(least)"]
        case ("maximum", .number(let most)):
            guard case .number(let number) = value else { return [] }
            return number <= most ? [] : ["\(here): over \(most)"]
        case ("maxLength", .number(let most)):
            guard case .string(let text) = value else { return [] }
            return Double(text.count) <= most ? [] : ["\(here): longer than \(most)"]
        default:
            return ["\(here): the check does not know the keyword \(keyword)"]
        }
    }

    /// Whether `value` is of the JSON Schema `type`.
    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("number", .number), ("boolean", .bool), ("null", .null):
            true
        case ("integer", .number(let number)):
            number.rounded() == number
        default:
            false
        }
    }

    /// Whether two values are the same JSON.
    private static func same(_ first: JSONValue, _ second: JSONValue) -> Bool {
        switch (first, second) {
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }
}
