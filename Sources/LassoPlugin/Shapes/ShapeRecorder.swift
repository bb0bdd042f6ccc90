internal import Foundation

/// Records the ``ValueShape`` of a `Decodable` type by running its `init(from:)` against a
/// decoder that holds no data: every field the initializer asks for is noted with the type it
/// asks for, and answered with a stand-in value (`""`, `0`, `false`, one element per array).
///
/// An enum's case is explored by offering its key as the only key of the top-level object, as
/// a synthesized `Decodable` enum reads it (`{"didSelect": {"id": …}}`). What cannot be explored
/// (a custom initializer that refuses stand-ins, a type nested too deep) is ``ValueShape/unknown``.
package enum ShapeRecorder {
    /// How deep types may nest before the rest counts as unknown (recursive types end here).
    static let maximumDepth = 12

    /// The shape `type` decodes, or ``ValueShape/unknown``.
    package static func shape(of type: any Decodable.Type) -> ValueShape {
        let node = ShapeNode()
        do {
            _ = try RecordingDecoder(node: node, depth: 0).produce(type)
        } catch {
            return .unknown
        }
        return node.shape
    }

    /// The payload shape of each of `cases` of the enum `type`, as `encodeOutput` sends it (the
    /// fields under the case's key; an empty object for a case without values). A case that
    /// cannot be explored is left out.
    package static func payloads(of type: any Decodable.Type, cases: [String]) -> [String: ValueShape] {
        var payloads: [String: ValueShape] = [:]
        for name in cases {
            let node = ShapeNode()
            do {
                _ = try RecordingDecoder(node: node, depth: 0, offeredCase: name).produce(type)
            } catch {
                continue
            }
            switch node.kind {
            case .object(let fields, _):
                // A synthesized enum reads exactly the offered case's key.
                guard fields.count == 1, let payload = fields.first, payload.name == name else { continue }
                payloads[name] = payload.node.shape
            case .leaf(.string):
                payloads[name] = .object([])  // a string raw value: sent without a payload
            default:
                continue
            }
        }
        return payloads
    }
}

/// What has been recorded at one place of the value.
final class ShapeNode {
    enum Kind {
        case unset
        case leaf(ValueShape)
        /// Fields in the order asked; `isMap` when the initializer asked for all keys (a dictionary).
        case object([(name: String, node: ShapeNode)], isMap: Bool)
        case array(ShapeNode)
    }

    var kind: Kind = .unset
    /// Whether the initializer asked whether the value is `null` (it takes an optional).
    var isOptional = false

    var shape: ValueShape {
        isOptional ? .optional(wrappedShape) : wrappedShape
    }

    private var wrappedShape: ValueShape {
        switch kind {
        case .unset: .unknown
        case .leaf(let shape): shape
        case .array(let element): .array(element.shape)
        case .object(let fields, let isMap):
            isMap && fields.isEmpty
                ? .dictionary(.unknown)
                : .object(
                    Dictionary(fields.map { ($0.name, $0.node.shape) }, uniquingKeysWith: { first, _ in first })
                        .map { ValueShape.Field($0.key, $0.value) }.sorted { $0.name < $1.name })
        }
    }

    /// The node of field `name`, made an object field of this node.
    func field(_ name: String) -> ShapeNode {
        var fields: [(name: String, node: ShapeNode)] = []
        var isMap = false
        if case .object(let existing, let map) = kind { (fields, isMap) = (existing, map) }
        if let found = fields.first(where: { $0.name == name }) { return found.node }
        let node = ShapeNode()
        fields.append((name, node))
        kind = .object(fields, isMap: isMap)
        return node
    }

    /// Makes this node an object (with no fields yet).
    func becomeObject(isMap: Bool = false) {
        if case .object(let fields, let map) = kind {
            kind = .object(fields, isMap: map || isMap)
        } else {
            kind = .object([], isMap: isMap)
        }
    }
}

/// The stand-in value a primitive or well-known type is answered with, and its shape.
private func standIn<T>(_ type: T.Type) -> (value: T, shape: ValueShape)? {
    func make(_ value: Any, _ shape: ValueShape) -> (T, ValueShape)? {
        (value as? T).map { ($0, shape) }
    }
    switch type {
    case is String.Type: return make("", .string)
    case is Bool.Type: return make(false, .bool)
    case is Double.Type: return make(0.0, .number)
    case is Float.Type: return make(Float(0), .number)
    case is Int.Type: return make(0, .integer)
    case is Int8.Type: return make(Int8(0), .integer)
    case is Int16.Type: return make(Int16(0), .integer)
    case is Int32.Type: return make(Int32(0), .integer)
    case is Int64.Type: return make(Int64(0), .integer)
    case is UInt.Type: return make(UInt(0), .integer)
    case is UInt8.Type: return make(UInt8(0), .integer)
    case is UInt16.Type: return make(UInt16(0), .integer)
    case is UInt32.Type: return make(UInt32(0), .integer)
    case is UInt64.Type: return make(UInt64(0), .integer)
    case is Decimal.Type: return make(Decimal(0), .number)
    case is Date.Type: return make(Date(timeIntervalSinceReferenceDate: 0), .number)
    case is URL.Type: return make(URL(string: "https://example.com")!, .string)
    case is UUID.Type: return make(UUID(), .string)
    case is Data.Type: return make(Data(), .string)
    default: return nil
    }
}

/// The first case of a `CaseIterable` type: the stand-in for an enum whose raw values are not
/// known (`""` is rarely one of them).
private func firstCase<T>(of type: T.Type) -> T? {
    func first<C: CaseIterable>(_ type: C.Type) -> Any? { C.allCases.first }
    guard let iterable = type as? any CaseIterable.Type else { return nil }
    return first(iterable) as? T
}

/// A type nested deeper than ``ShapeRecorder/maximumDepth``.
private struct TooDeep: Error {}

/// The decoder handed to each `init(from:)`: it records into `node`.
private struct RecordingDecoder: Decoder {
    let node: ShapeNode
    let depth: Int
    /// The key the top-level object offers as its only key (an enum's case), if any.
    var offeredCase: String? = nil
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A value of `type`, recording its shape into `node`.
    func produce<T: Decodable>(_ type: T.Type) throws -> T {
        if let (value, shape) = standIn(type) {
            node.kind = .leaf(shape)
            return value
        }
        guard depth < ShapeRecorder.maximumDepth else { throw TooDeep() }
        do {
            return try T(from: self)
        } catch {
            guard let value = firstCase(of: type) else { throw error }
            return value
        }
    }

    /// A decoder for a value nested in this one, recording into `node`.
    func nested(_ node: ShapeNode, key: (any CodingKey)?) -> RecordingDecoder {
        RecordingDecoder(node: node, depth: depth + 1, codingPath: codingPath + (key.map { [$0] } ?? []))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        node.becomeObject()
        return KeyedDecodingContainer(RecordingKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        RecordingUnkeyedContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        RecordingSingleValueContainer(decoder: self)
    }
}

private struct RecordingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: RecordingDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        if let offered = decoder.offeredCase { return [Key(stringValue: offered)].compactMap { $0 } }
        decoder.node.becomeObject(isMap: true)
        return []
    }

    func contains(_ key: Key) -> Bool { true }

    /// Notes that the field is optional, and answers that it is not `null`, so that its type is
    /// asked for next (the default `decodeIfPresent` of each primitive type does so).
    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.node.field(key.stringValue).isOptional = true
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.nested(decoder.node.field(key.stringValue), key: key).produce(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let field = decoder.node.field(key.stringValue)
        field.isOptional = true
        // Missing where types nest too deep: a type that holds an optional of itself ends here.
        guard decoder.depth + 1 < ShapeRecorder.maximumDepth else { return nil }
        return try decoder.nested(field, key: key).produce(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder.nested(decoder.node.field(key.stringValue), key: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.nested(decoder.node.field(key.stringValue), key: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.nested(decoder.node.field(key.stringValue), key: key)
    }
}

private struct RecordingUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: RecordingDecoder
    let element = ShapeNode()
    var codingPath: [any CodingKey] { decoder.codingPath }
    /// One stand-in element, unless the types nest too deep (a recursive type ends here).
    var count: Int? { decoder.depth + 1 < ShapeRecorder.maximumDepth ? 1 : 0 }
    var currentIndex = 0
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    init(decoder: RecordingDecoder) {
        self.decoder = decoder
        decoder.node.kind = .array(element)
    }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        currentIndex += 1
        return try decoder.nested(element, key: nil).produce(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        currentIndex += 1
        return try decoder.nested(element, key: nil).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        currentIndex += 1
        return try decoder.nested(element, key: nil).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        currentIndex += 1
        return decoder.nested(element, key: nil)
    }
}

private struct RecordingSingleValueContainer: SingleValueDecodingContainer {
    let decoder: RecordingDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try RecordingDecoder(node: decoder.node, depth: decoder.depth + 1, codingPath: codingPath).produce(type)
    }
}
