import Yams

extension ConfigReader {
    /// Reads a screen's state or a flow's parameters: a mapping of field names to values.
    func readObject(_ node: Node, what: String) -> ConfigValue? {
        guard case .mapping = node else {
            log.error(
                "\(what) must be a mapping of field names to values, not \(describe(node))",
                at: SourcePosition(of: node), hint: "for example { count: 3, title: Hello }")
            return nil
        }
        return readValue(node)
    }

    /// Reads any value (scalars, lists, mappings), with every part's location.
    func readValue(_ node: Node) -> ConfigValue? {
        nested(at: node) {
            guard spend(on: node) else { return nil }
            let location = SourcePosition(of: node)
            switch node {
            case .scalar(let scalar):
                switch ScalarResolution.resolve(scalar) {
                case .null: return ConfigValue(.null, at: location)
                case .bool(let value): return ConfigValue(.bool(value), at: location)
                case .int(let value): return ConfigValue(.int(value), at: location)
                case .double(let value): return ConfigValue(.double(value), at: location)
                case .string(let value): return ConfigValue(.string(value), at: location)
                case .unrepresentableNumber(let text):
                    log.error(
                        "the number \(text) cannot be passed on: it is out of range or not finite", at: location,
                        hint: "quote it (\"\(text)\") to pass it as text")
                    return nil
                }
            case .sequence(let sequence):
                let values = sequence.map(readValue)
                let complete = values.compactMap { $0 }
                return complete.count == values.count ? ConfigValue(.array(complete), at: location) : nil
            case .mapping:
                guard let fields = fields(of: node, allowed: nil, in: "a value") else { return nil }
                let members = fields.all.map { entry in
                    readValue(entry.value).map {
                        ConfigValue.Member(key: entry.key, value: $0, keyLocation: entry.keyLocation)
                    }
                }
                let complete = members.compactMap { $0 }
                return complete.count == members.count ? ConfigValue(.object(complete), at: location) : nil
            }
        }
    }
}
