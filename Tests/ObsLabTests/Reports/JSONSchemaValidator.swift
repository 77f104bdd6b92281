import Foundation

/// A JSON value as parsed, keeping integers apart from other numbers and booleans.
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null; return }
        if let value = try? container.decode(Bool.self) { self = .bool(value); return }
        if let value = try? container.decode(Int.self) { self = .integer(value); return }
        if let value = try? container.decode(Double.self) { self = .number(value); return }
        if let value = try? container.decode(String.self) { self = .string(value); return }
        if let value = try? container.decode([JSONValue].self) { self = .array(value); return }
        self = .object(try container.decode([String: JSONValue].self))
    }

    static func parse(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .integer: "integer"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

/// Validates JSON against the subset of JSON Schema (2020-12) that
/// docs/report.schema.json uses: `type`, `const`, `enum`, `required`, `properties`,
/// `additionalProperties` (false or a schema), `items`, `minItems`, `minimum`, and local
/// `$ref`s into `$defs`. Any other keyword is reported as unsupported, so the schema
/// can't silently outgrow the validator.
struct JSONSchemaValidator {
    let root: JSONValue

    static let supportedKeywords: Set<String> = [
        "$schema", "title", "description", "$defs", "type", "const", "enum", "required", "properties",
        "additionalProperties", "items", "minItems", "minimum", "$ref",
    ]

    /// Every way `instance` breaks the schema, as `path: problem` lines; empty when valid.
    func problems(in instance: JSONValue) -> [String] {
        var found: [String] = []
        check(instance, against: root, at: "$", into: &found)
        return found
    }

    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: JSONValue? = root
        for part in reference.dropFirst(2).split(separator: "/") { node = node?[String(part)] }
        return node
    }

    private func check(_ value: JSONValue, against schema: JSONValue, at path: String, into found: inout [String]) {
        guard case .object(let keywords) = schema else {
            found.append("\(path): the schema here is not an object")
            return
        }
        for keyword in keywords.keys.sorted() where !Self.supportedKeywords.contains(keyword) {
            found.append("\(path): unsupported schema keyword \(keyword)")
        }
        if case .string(let reference)? = keywords["$ref"] {
            guard let target = resolve(reference) else {
                found.append("\(path): unresolvable $ref \(reference)")
                return
            }
            check(value, against: target, at: path, into: &found)
        }
        if let type = keywords["type"] {
            let allowed: [String]
            switch type {
            case .string(let name): allowed = [name]
            case .array(let names): allowed = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
            default: allowed = []
            }
            let actual = value.typeName
            let matches = allowed.contains(actual) || (actual == "integer" && allowed.contains("number"))
            if !matches {
                found.append("\(path): expected \(allowed.joined(separator: " or ")), found \(actual)")
                return
            }
        }
        if let constant = keywords["const"], !Self.equal(constant, value) {
            found.append("\(path): expected the constant \(constant), found \(value)")
        }
        if case .array(let options)? = keywords["enum"], !options.contains(where: { Self.equal($0, value) }) {
            found.append("\(path): \(value) is not one of \(options)")
        }
        if let minimum = keywords["minimum"], let bound = Self.number(minimum), let actual = Self.number(value), actual < bound {
            found.append("\(path): \(actual) is below the minimum \(bound)")
        }
        if case .array(let items) = value {
            if case .integer(let least)? = keywords["minItems"], items.count < least {
                found.append("\(path): \(items.count) items, at least \(least) required")
            }
            if let itemSchema = keywords["items"] {
                for (index, item) in items.enumerated() {
                    check(item, against: itemSchema, at: "\(path)[\(index)]", into: &found)
                }
            }
        }
        if case .object(let members) = value {
            if case .array(let required)? = keywords["required"] {
                for case .string(let name) in required where members[name] == nil {
                    found.append("\(path): missing required key \(name)")
                }
            }
            var properties: [String: JSONValue] = [:]
            if case .object(let declared)? = keywords["properties"] { properties = declared }
            for name in members.keys.sorted() {
                let member = members[name]!
                if let propertySchema = properties[name] {
                    check(member, against: propertySchema, at: "\(path).\(name)", into: &found)
                } else if let additional = keywords["additionalProperties"] {
                    if case .bool(false) = additional {
                        found.append("\(path): unexpected key \(name)")
                    } else if case .object = additional {
                        check(member, against: additional, at: "\(path).\(name)", into: &found)
                    }
                }
            }
        }
    }

    private static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .integer(let integer): Double(integer)
        case .number(let number): number
        default: nil
        }
    }

    private static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        if let left = number(lhs), let right = number(rhs) { return left == right }
        return lhs == rhs
    }
}
