import Lasso
import Testing

@testable import LassoConfig

/// The journal's state diffs: RFC 6902 patches that turn the old state into the new one.
@Suite("JSON Patch of a state change")
struct JSONPatchTests {
    @Test func aChangedFieldIsReplacedAtItsPointerAndEqualValuesGiveNoOperation() {
        let old: JSONValue = .object([
            "count": .integer(1), "title": .string("Count"), "sort": .object(["column": .integer(0)]),
        ])
        var new = old
        new = .object(["count": .integer(2), "title": .string("Count"), "sort": .object(["column": .integer(3)])])
        #expect(
            JSONPatch(from: old, to: new).operations == [
                .replace(path: "/count", value: .integer(2)), .replace(path: "/sort/column", value: .integer(3)),
            ])
        #expect(JSONPatch(from: old, to: old).isEmpty)
    }

    @Test func fieldsAddedAndRemovedAndKeysWithSlashesOrTildesAreWrittenAsRFC6901Says() {
        let old: JSONValue = .object(["a/b": .integer(1), "gone": .null])
        let new: JSONValue = .object(["a/b": .integer(2), "m~n": .bool(true)])
        #expect(
            JSONPatch(from: old, to: new).operations == [
                .remove(path: "/gone"), .replace(path: "/a~1b", value: .integer(2)),
                .add(path: "/m~0n", value: .bool(true)),
            ])
    }

    @Test func aListThatGrowsOrShrinksAtItsEndGetsAddsOrRemovesElseItIsReplaced() {
        let one: JSONValue = .array([.integer(1)])
        let three: JSONValue = .array([.integer(1), .integer(2), .integer(3)])
        #expect(
            JSONPatch(from: one, to: three).operations == [
                .add(path: "/1", value: .integer(2)), .add(path: "/2", value: .integer(3)),
            ])
        #expect(JSONPatch(from: three, to: one).operations == [.remove(path: "/2"), .remove(path: "/1")])
        let other: JSONValue = .array([.integer(9), .integer(2)])
        #expect(JSONPatch(from: one, to: other).operations == [.replace(path: "", value: other)])
    }

    @Test func thePatchAsJSONIsWhatRFC6902Writes() {
        let patch = JSONPatch(from: .object(["count": .integer(1)]), to: .object(["count": .integer(2)]))
        #expect(patch.json.jsonText == #"[{"op":"replace","path":"/count","value":2}]"#)
    }

    /// Values made from a seeded generator: mappings, lists and scalars a few levels deep.
    private struct Values: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }

        mutating func value(depth: Int = 0) -> JSONValue {
            switch Int.random(in: 0..<(depth > 2 ? 4 : 6), using: &self) {
            case 0: return .null
            case 1: return .bool(Bool.random(using: &self))
            case 2: return .integer(Int64.random(in: -3...3, using: &self))
            case 3: return .string(["", "a", "b/c", "~"].randomElement(using: &self)!)
            case 4: return .array((0..<Int.random(in: 0...3, using: &self)).map { _ in value(depth: depth + 1) })
            default:
                let keys = ["a", "b", "c/d", "e~"].shuffled(using: &self).prefix(Int.random(in: 0...3, using: &self))
                return .object(Dictionary(uniqueKeysWithValues: keys.map { ($0, value(depth: depth + 1)) }))
            }
        }

        /// `value` with a few of its parts changed, added or removed.
        mutating func changed(_ value: JSONValue) -> JSONValue {
            switch value {
            case .object(var fields):
                for key in fields.keys where Bool.random(using: &self) { fields[key] = changed(fields[key]!) }
                if Bool.random(using: &self) { fields["n"] = self.value() }
                if Bool.random(using: &self), let key = fields.keys.first { fields[key] = nil }
                return .object(fields)
            case .array(var items):
                for index in items.indices where Bool.random(using: &self) { items[index] = changed(items[index]) }
                if Bool.random(using: &self) { items.append(self.value()) }
                if Bool.random(using: &self), !items.isEmpty { items.removeLast() }
                return .array(items)
            default:
                return Bool.random(using: &self) ? self.value() : value
            }
        }
    }

    @Test func applyingThePatchToTheOldValueGivesTheNewOneForThousandsOfGeneratedChanges() {
        var values = Values(state: 42)
        for _ in 0..<5_000 {
            let old = values.value()
            let new = values.changed(old)
            let patch = JSONPatch(from: old, to: new)
            #expect(patch.applied(to: old) == new, "\(old.jsonText) → \(new.jsonText) by \(patch.json.jsonText)")
        }
    }
}
