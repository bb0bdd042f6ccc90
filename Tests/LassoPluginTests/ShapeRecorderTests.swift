import Foundation
import Testing

@testable import LassoPlugin

@testable import LassoPluginHost

/// ``ShapeRecorder`` reads a `Decodable` type's shape from its own `init(from:)`.
@Suite("ShapeRecorder")
struct ShapeRecorderTests {
    enum Kind: String, Codable, CaseIterable { case big, small }

    struct Inner: Codable {
        var name: String
        var tags: [String]
    }

    struct Everything: Codable {
        var text: String
        var count: Int
        var ratio: Double
        var flag: Bool
        var note: String?
        var inner: Inner
        var link: URL
        var id: UUID
        var kind: Kind
        var byName: [String: Int]
    }

    /// A type that contains itself: its shape ends at the depth limit, never in a loop.
    final class Tree: Codable {
        var children: [Tree] = []
        var label = ""
    }

    enum Output: Codable {
        case didSelect(id: String, index: Int)
        case didOpen(Inner)
        case didClose
    }

    @Test func structsRecordEachFieldWithItsType() {
        let shape = ShapeRecorder.shape(of: Everything.self)
        #expect(shape.shape(at: ["text"]) == .string)
        #expect(shape.shape(at: ["count"]) == .integer)
        #expect(shape.shape(at: ["ratio"]) == .number)
        #expect(shape.shape(at: ["flag"]) == .bool)
        #expect(shape.shape(at: ["note"]) == .optional(.string))
        #expect(shape.shape(at: ["inner", "tags", "0"]) == .string)
        #expect(shape.shape(at: ["link"]) == .string)
        #expect(shape.shape(at: ["id"]) == .string)
        #expect(shape.shape(at: ["kind"]) == .string)
        #expect(shape.shape(at: ["byName"]) == .dictionary(.unknown))
        #expect(shape.shape(at: ["missing"]) == nil)
    }

    @Test func recursiveTypesEndAtTheDepthLimit() {
        let shape = ShapeRecorder.shape(of: Tree.self)
        #expect(shape.shape(at: ["children", "0", "children", "0", "label"]) == .string)
    }

    @Test func eachOutputCaseIsExploredByOfferingItsKey() {
        let payloads = ShapeRecorder.payloads(of: Output.self, cases: ["didSelect", "didOpen", "didClose", "nothing"])
        #expect(payloads["didSelect"] == .object([.init("id", .string), .init("index", .integer)]))
        #expect(payloads["didOpen"]?.shape(at: ["_0", "name"]) == .string)
        #expect(payloads["didClose"] == .object([]))
        #expect(payloads["nothing"] == nil)
        #expect(ShapeRecorder.payloads(of: Kind.self, cases: ["big"]) == ["big": .object([])])
    }

    @Test func shapesFitWhereTheyDecode() {
        #expect(ValueShape.integer.fits(.number))
        #expect(!ValueShape.number.fits(.integer))
        #expect(!ValueShape.string.fits(.integer))
        #expect(ValueShape.optional(.string).fits(.string))
        #expect(ValueShape.unknown.fits(.bool))
        #expect(ValueShape.object([.init("a", .integer)]).fits(.object([.init("a", .number)])))
        #expect(!ValueShape.object([]).fits(.object([.init("a", .number)])))
    }
}
