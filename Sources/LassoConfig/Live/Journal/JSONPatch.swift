import Lasso

/// The difference between two JSON values as an RFC 6902 JSON Patch: the `add`, `remove` and
/// `replace` operations that turn the old value into the new one, with RFC 6901 pointers as
/// paths. What the journal writes for a state change: the fields that changed, not the state.
///
/// Mappings are compared field by field and lists item by item when they keep their length;
/// a list that only grew or shrank at its end gets `add`s or `remove`s there, and any other
/// change of a list's length replaces the list. Applying the patch (``applied(to:)``) to the
/// old value gives the new one.
package struct JSONPatch: Equatable, Sendable {
    /// One operation.
    package enum Operation: Equatable, Sendable {
        case add(path: String, value: JSONValue)
        case remove(path: String)
        case replace(path: String, value: JSONValue)
    }

    /// The operations, in the order they apply.
    package var operations: [Operation]

    /// The patch from `old` to `new`; empty when they are equal.
    package init(from old: JSONValue, to new: JSONValue) {
        var operations: [Operation] = []
        Self.diff(old, new, at: "", into: &operations)
        self.operations = operations
    }

    /// A patch of `operations`.
    package init(operations: [Operation]) {
        self.operations = operations
    }

    /// Whether nothing changed.
    package var isEmpty: Bool { operations.isEmpty }

    /// The patch as RFC 6902 writes it: a list of `{"op", "path", "value"}` mappings.
    package var json: JSONValue {
        .array(
            operations.map { operation in
                switch operation {
                case .add(let path, let value): .object(["op": .string("add"), "path": .string(path), "value": value])
                case .remove(let path): .object(["op": .string("remove"), "path": .string(path)])
                case .replace(let path, let value):
                    .object(["op": .string("replace"), "path": .string(path), "value": value])
                }
            })
    }

    private static func diff(_ old: JSONValue, _ new: JSONValue, at path: String, into operations: inout [Operation]) {
        guard old != new else { return }
        switch (old, new) {
        case (.object(let oldFields), .object(let newFields)):
            for key in oldFields.keys.sorted() where newFields[key] == nil {
                operations.append(.remove(path: path + "/" + escaped(key)))
            }
            for key in newFields.keys.sorted() {
                guard let newValue = newFields[key] else { continue }
                if let oldValue = oldFields[key] {
                    diff(oldValue, newValue, at: path + "/" + escaped(key), into: &operations)
                } else {
                    operations.append(.add(path: path + "/" + escaped(key), value: newValue))
                }
            }
        case (.array(let oldItems), .array(let newItems)) where oldItems.count == newItems.count:
            for index in oldItems.indices {
                diff(oldItems[index], newItems[index], at: "\(path)/\(index)", into: &operations)
            }
        case (.array(let oldItems), .array(let newItems))
        where newItems.count > oldItems.count && Array(newItems.prefix(oldItems.count)) == oldItems:
            for index in oldItems.count..<newItems.count {
                operations.append(.add(path: "\(path)/\(index)", value: newItems[index]))
            }
        case (.array(let oldItems), .array(let newItems))
        where newItems.count < oldItems.count && Array(oldItems.prefix(newItems.count)) == newItems:
            // From the end, so that each pointer still names the item it meant.
            for index in (newItems.count..<oldItems.count).reversed() {
                operations.append(.remove(path: "\(path)/\(index)"))
            }
        default:
            operations.append(.replace(path: path, value: new))
        }
    }

    /// A mapping key as a pointer's step (RFC 6901): `~` as `~0`, `/` as `~1`.
    private static func escaped(_ key: String) -> String {
        key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// `value` with the patch applied; `nil` when an operation's path is not in it (a patch made
    /// from another value).
    package func applied(to value: JSONValue) -> JSONValue? {
        var result = value
        for operation in operations {
            switch operation {
            case .add(let path, let new):
                guard let changed = Self.setting(new, at: Self.steps(path)[...], in: result, adding: true) else {
                    return nil
                }
                result = changed
            case .replace(let path, let new):
                guard let changed = Self.setting(new, at: Self.steps(path)[...], in: result, adding: false) else {
                    return nil
                }
                result = changed
            case .remove(let path):
                guard let changed = Self.setting(nil, at: Self.steps(path)[...], in: result, adding: false) else {
                    return nil
                }
                result = changed
            }
        }
        return result
    }

    private static func steps(_ path: String) -> [String] {
        guard !path.isEmpty else { return [] }
        return path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// `container` with `new` at `steps` (inserted into a list when `adding`, else in place of
    /// the item there), or the value there removed when `new` is `nil`.
    private static func setting(_ new: JSONValue?, at steps: ArraySlice<String>, in container: JSONValue, adding: Bool)
        -> JSONValue?
    {
        guard let step = steps.first else { return new ?? .null }
        let rest = steps.dropFirst()
        switch container {
        case .object(var fields):
            if rest.isEmpty {
                fields[step] = new
            } else {
                guard let inner = fields[step], let changed = setting(new, at: rest, in: inner, adding: adding) else {
                    return nil
                }
                fields[step] = changed
            }
            return .object(fields)
        case .array(var items):
            guard let index = Int(step) else { return nil }
            if rest.isEmpty {
                if let new {
                    // `add` inserts (at the end, too); `replace` overwrites an item.
                    if adding {
                        guard (0...items.count).contains(index) else { return nil }
                        items.insert(new, at: index)
                    } else {
                        guard items.indices.contains(index) else { return nil }
                        items[index] = new
                    }
                } else {
                    guard items.indices.contains(index) else { return nil }
                    items.remove(at: index)
                }
            } else {
                guard items.indices.contains(index),
                    let changed = setting(new, at: rest, in: items[index], adding: adding)
                else { return nil }
                items[index] = changed
            }
            return .array(items)
        default:
            return nil
        }
    }
}

extension JSONPatch {
    /// The patch RFC 6902 writes as `json`; `nil` when it is not one this build writes.
    package init?(json: JSONValue) {
        guard case .array(let items) = json else { return nil }
        var operations: [Operation] = []
        for item in items {
            guard case .object(let fields) = item, case .string(let op)? = fields["op"],
                case .string(let path)? = fields["path"]
            else { return nil }
            switch (op, fields["value"]) {
            case ("add", let value?): operations.append(.add(path: path, value: value))
            case ("replace", let value?): operations.append(.replace(path: path, value: value))
            case ("remove", _): operations.append(.remove(path: path))
            default: return nil
            }
        }
        self.init(operations: operations)
    }
}
