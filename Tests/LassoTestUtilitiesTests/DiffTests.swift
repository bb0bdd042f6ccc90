import LassoTestUtilities
import Testing

private struct Address: Equatable {
    var city: String
    var zip: String?
}

private enum Status: Equatable {
    case active
    case suspended(reason: String)
    case banned(String, days: Int)
    case renamed(String)
}

private struct Person: Equatable {
    var name = "ann"
    var age = 30
    var address = Address(city: "Oslo", zip: nil)
    var tags: [String] = ["a", "b"]
    var nickname: String?
    var status = Status.active
    var scores: [String: Int] = [:]
}

/// Not `Equatable`: compared field by field.
private struct Plain {
    var value: Int
    var label: String
}

/// `Equatable`, but `==` looks at more than the fields show.
private struct NeverEqual: Equatable {
    static func == (lhs: NeverEqual, rhs: NeverEqual) -> Bool { false }
}

/// `Equatable`, and `==` ignores `note`.
private struct IgnoresNote: Equatable {
    var id: Int
    var note: String
    static func == (lhs: IgnoresNote, rhs: IgnoresNote) -> Bool { lhs.id == rhs.id }
}

private final class Node {
    var name: String
    var next: Node?
    init(_ name: String) { self.name = name }
}

struct DiffTests {
    @Test func equalValuesHaveNoDifferences() {
        #expect(diff(Person(), Person()).isEmpty)
        #expect(diff(Plain(value: 1, label: "x"), Plain(value: 1, label: "x")).isEmpty)
        #expect(diff(IgnoresNote(id: 1, note: "a"), IgnoresNote(id: 1, note: "b")).isEmpty)
    }

    @Test func reportsAFieldWithQuotedStrings() {
        var actual = Person()
        actual.name = "bob"
        #expect(diff(Person(), actual, path: "state") == [#"state.name: expected "ann", got "bob""#])
    }

    @Test func reportsEveryDifferingFieldInOrder() {
        var actual = Person()
        actual.name = "bob"
        actual.age = 31
        #expect(diff(Person(), actual, path: "state") == [
            #"state.name: expected "ann", got "bob""#,
            "state.age: expected 30, got 31",
        ])
    }

    @Test func followsNestedStructs() {
        var actual = Person()
        actual.address.city = "Bergen"
        #expect(diff(Person(), actual, path: "state") == [#"state.address.city: expected "Oslo", got "Bergen""#])
    }

    @Test func comparesArraysByIndex() {
        var actual = Person()
        actual.tags = ["a", "c"]
        #expect(diff(Person(), actual, path: "state") == [#"state.tags[1]: expected "b", got "c""#])
    }

    @Test func reportsMissingAndExtraElements() {
        var shorter = Person()
        shorter.tags = ["a"]
        var longer = Person()
        longer.tags = ["a", "b", "c"]
        #expect(diff(Person(), shorter, path: "state") == [#"state.tags[1]: expected "b", got nothing"#])
        #expect(diff(Person(), longer, path: "state") == [#"state.tags[2]: expected nothing, got "c""#])
    }

    @Test func unwrapsOptionals() {
        var some = Person()
        some.nickname = "annie"
        var other = Person()
        other.nickname = "nan"
        var zip = Person()
        zip.address.zip = "0150"
        #expect(diff(Person(), some, path: "state") == [#"state.nickname: expected nil, got "annie""#])
        #expect(diff(some, Person(), path: "state") == [#"state.nickname: expected "annie", got nil"#])
        #expect(diff(some, other, path: "state") == [#"state.nickname: expected "annie", got "nan""#])
        #expect(diff(Person(), zip, path: "state") == [#"state.address.zip: expected nil, got "0150""#])
    }

    @Test func reportsDifferentEnumCasesWhole() {
        var actual = Person()
        actual.status = .suspended(reason: "spam")
        #expect(diff(Person(), actual, path: "state") == [#"state.status: expected .active, got .suspended(reason: "spam")"#])
    }

    @Test func followsThePayloadOfTheSameEnumCase() {
        var expected = Person()
        expected.status = .suspended(reason: "spam")
        var actual = Person()
        actual.status = .suspended(reason: "abuse")
        var banned = Person()
        banned.status = .banned("spam", days: 3)
        var longer = Person()
        longer.status = .banned("spam", days: 7)
        #expect(diff(expected, actual, path: "state") == [#"state.status.suspended.reason: expected "spam", got "abuse""#])
        #expect(diff(banned, longer, path: "state") == ["state.status.banned.days: expected 3, got 7"])
        #expect(diff(Status.renamed("a"), Status.renamed("b"), path: "status") == [#"status.renamed: expected "a", got "b""#])
    }

    @Test func comparesDictionariesByKey() {
        var expected = Person()
        expected.scores = ["ann": 1, "bob": 2]
        var actual = Person()
        actual.scores = ["ann": 5, "cid": 3]
        #expect(diff(expected, actual, path: "state") == [
            #"state.scores["ann"]: expected 1, got 5"#,
            #"state.scores["bob"]: expected 2, got nothing"#,
            #"state.scores["cid"]: expected nothing, got 3"#,
        ])
    }

    @Test func comparesNonEquatableValuesFieldByField() {
        #expect(diff(Plain(value: 1, label: "x"), Plain(value: 2, label: "x")) == ["value.value: expected 1, got 2"])
    }

    @Test func reportsTheWholeValueWhenEqualityDisagreesWithTheFields() {
        #expect(diff(NeverEqual(), NeverEqual()) == ["value: expected NeverEqual(), got NeverEqual()"])
    }

    @Test func comparesTopLevelValuesAndArrays() {
        #expect(diff(1, 2) == ["value: expected 1, got 2"])
        #expect(diff([1, 2], [1, 3], path: "outputs") == ["outputs[1]: expected 2, got 3"])
        #expect(diff(Optional<Int>.none, 4) == ["value: expected nil, got 4"])
    }

    @Test func followsClassesAndStopsOnCycles() {
        let expected = Node("a")
        expected.next = Node("b")
        let actual = Node("a")
        actual.next = Node("c")
        #expect(diff(expected, actual) == [#"value.next.name: expected "b", got "c""#])

        let loop = Node("x")
        loop.next = loop
        let otherLoop = Node("x")
        otherLoop.next = otherLoop
        #expect(diff(loop, loop).isEmpty)
        #expect(diff(loop, otherLoop).isEmpty)
    }
}
