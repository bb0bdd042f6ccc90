/// Compares two values field by field and returns one line per difference, for failure messages:
///
/// ```swift
/// diff(LoginState(username: "ann"), LoginState(username: "bob"), path: "state")
/// // ["state.username: expected \"ann\", got \"bob\""]
/// ```
///
/// The comparison walks both values with `Mirror`: struct and class fields (`state.user.name`),
/// collections by index (`state.items[2]`), dictionaries by key (`state.scores["ann"]`),
/// optionals (`expected nil, got "x"`), enum cases and their payloads (`state.status.failed`).
/// `Equatable` values are compared with `==`, so equal values give no lines; when `==` says
/// two values differ but no field does, the whole value is reported. Values that are neither
/// `Equatable` nor have fields are compared by their descriptions.
///
/// - Parameters:
///   - expected: The value the test expected.
///   - actual: The value the code produced.
///   - path: How the compared value is named at the start of each line.
/// - Returns: The differences, in field order; empty when the values are equal.
public func diff<Value>(_ expected: Value, _ actual: Value, path: String = "value") -> [String] {
    var differ = Differ()
    differ.compare(expected, actual, path: path, depth: 0)
    return differ.lines
}

/// The recursive comparison behind ``diff(_:_:path:)``.
private struct Differ {
    /// How deep the walk goes before comparing what is left as a whole (guards against cycles
    /// through class references).
    static let maximumDepth = 24

    var lines: [String] = []

    mutating func compare(_ expected: Any, _ actual: Any, path: String, depth: Int) {
        if let equal = areEqual(expected, actual), equal { return }
        let linesBefore = lines.count
        compareStructure(expected, actual, path: path, depth: depth)
        if lines.count == linesBefore, areEqual(expected, actual) == false {
            report(path, expected, actual)
        }
    }

    private mutating func compareStructure(_ expected: Any, _ actual: Any, path: String, depth: Int) {
        guard type(of: expected) == type(of: actual), depth < Self.maximumDepth else {
            return reportIfDescriptionsDiffer(path, expected, actual)
        }
        let expectedMirror = Mirror(reflecting: expected)
        let actualMirror = Mirror(reflecting: actual)
        switch expectedMirror.displayStyle {
        case .optional:
            compareOptionals(expectedMirror, actualMirror, expected, actual, path: path, depth: depth)
        case .collection:
            compareCollections(expectedMirror, actualMirror, path: path, depth: depth)
        case .dictionary:
            compareDictionaries(expectedMirror, actualMirror, path: path, depth: depth)
        case .enum:
            compareEnums(expectedMirror, actualMirror, expected, actual, path: path, depth: depth)
        case .class:
            if (expected as AnyObject) === (actual as AnyObject) { return }
            compareFields(expectedMirror, actualMirror, expected, actual, path: path, depth: depth)
        case .struct, .tuple:
            compareFields(expectedMirror, actualMirror, expected, actual, path: path, depth: depth)
        default:
            reportIfDescriptionsDiffer(path, expected, actual)
        }
    }

    private mutating func compareOptionals(
        _ expectedMirror: Mirror, _ actualMirror: Mirror, _ expected: Any, _ actual: Any, path: String, depth: Int
    ) {
        switch (expectedMirror.children.first, actualMirror.children.first) {
        case (nil, nil):
            return
        case let (expectedWrapped?, actualWrapped?):
            compare(expectedWrapped.value, actualWrapped.value, path: path, depth: depth + 1)
        default:
            report(path, expected, actual)
        }
    }

    private mutating func compareCollections(_ expectedMirror: Mirror, _ actualMirror: Mirror, path: String, depth: Int) {
        let expectedElements = expectedMirror.children.map(\.value)
        let actualElements = actualMirror.children.map(\.value)
        for index in 0..<max(expectedElements.count, actualElements.count) {
            let elementPath = "\(path)[\(index)]"
            if index >= actualElements.count {
                lines.append("\(elementPath): expected \(describe(expectedElements[index])), got nothing")
            } else if index >= expectedElements.count {
                lines.append("\(elementPath): expected nothing, got \(describe(actualElements[index]))")
            } else {
                compare(expectedElements[index], actualElements[index], path: elementPath, depth: depth + 1)
            }
        }
    }

    private mutating func compareDictionaries(_ expectedMirror: Mirror, _ actualMirror: Mirror, path: String, depth: Int) {
        let expectedEntries = keyedEntries(expectedMirror)
        let actualEntries = keyedEntries(actualMirror)
        let actualByKey = Dictionary(actualEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let expectedKeys = Set(expectedEntries.map(\.key))
        for (key, expectedValue) in expectedEntries.sorted(by: { $0.key < $1.key }) {
            let entryPath = "\(path)[\(key)]"
            if let actualValue = actualByKey[key] {
                compare(expectedValue, actualValue, path: entryPath, depth: depth + 1)
            } else {
                lines.append("\(entryPath): expected \(describe(expectedValue)), got nothing")
            }
        }
        for (key, actualValue) in actualEntries.sorted(by: { $0.key < $1.key }) where !expectedKeys.contains(key) {
            lines.append("\(path)[\(key)]: expected nothing, got \(describe(actualValue))")
        }
    }

    /// A dictionary's entries, keyed by the description of their keys.
    private func keyedEntries(_ mirror: Mirror) -> [(key: String, value: Any)] {
        mirror.children.compactMap { child in
            let pair = Mirror(reflecting: child.value).children.map(\.value)
            guard pair.count == 2 else { return nil }
            return (describe(pair[0]), pair[1])
        }
    }

    private mutating func compareEnums(
        _ expectedMirror: Mirror, _ actualMirror: Mirror, _ expected: Any, _ actual: Any, path: String, depth: Int
    ) {
        let expectedCase = expectedMirror.children.first
        let actualCase = actualMirror.children.first
        guard let expectedCase, let actualCase, expectedCase.label == actualCase.label else {
            return reportIfDescriptionsDiffer(path, expected, actual)
        }
        compare(expectedCase.value, actualCase.value, path: appending(expectedCase.label, to: path), depth: depth + 1)
    }

    private mutating func compareFields(
        _ expectedMirror: Mirror, _ actualMirror: Mirror, _ expected: Any, _ actual: Any, path: String, depth: Int
    ) {
        let expectedFields = allChildren(expectedMirror)
        let actualFields = allChildren(actualMirror)
        guard !expectedFields.isEmpty, expectedFields.count == actualFields.count else {
            return reportIfDescriptionsDiffer(path, expected, actual)
        }
        for (index, (expectedField, actualField)) in zip(expectedFields, actualFields).enumerated() {
            let fieldPath = appending(expectedField.label ?? ".\(index)", to: path)
            compare(expectedField.value, actualField.value, path: fieldPath, depth: depth + 1)
        }
    }

    /// A mirror's children followed by those of its superclass mirrors.
    private func allChildren(_ mirror: Mirror) -> [Mirror.Child] {
        var children = Array(mirror.children)
        var superclassMirror = mirror.superclassMirror
        while let next = superclassMirror {
            children += next.children
            superclassMirror = next.superclassMirror
        }
        return children
    }

    private func appending(_ label: String?, to path: String) -> String {
        guard let label else { return path }
        return label.hasPrefix(".") ? path + label : "\(path).\(label)"
    }

    private mutating func reportIfDescriptionsDiffer(_ path: String, _ expected: Any, _ actual: Any) {
        if areEqual(expected, actual) == true { return }
        if areEqual(expected, actual) == nil, describe(expected) == describe(actual),
           type(of: expected) == type(of: actual) {
            return
        }
        report(path, expected, actual)
    }

    private mutating func report(_ path: String, _ expected: Any, _ actual: Any) {
        lines.append("\(path): expected \(describe(expected)), got \(describe(actual))")
    }
}

/// `==` on two values of unknown type: `nil` when the first is not `Equatable`.
func areEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
