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

/// Not `Equatable`: compared by how it prints.
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

/// `diff` is swift-custom-dump's diff of the two values printed as Swift, `-` for lines only the
/// expected value has, `+` for lines only the actual value has, then a line naming the two.
struct DiffTests {
    /// The diff as one string, one line per line.
    private func text<Value>(_ expected: Value, _ actual: Value, path: String = "value") -> String {
        diff(expected, actual, path: path).joined(separator: "\n")
    }

    @Test func equalValuesHaveNoDifferences() {
        #expect(diff(Person(), Person()).isEmpty)
        #expect(diff(Plain(value: 1, label: "x"), Plain(value: 1, label: "x")).isEmpty)
        #expect(diff(IgnoresNote(id: 1, note: "a"), IgnoresNote(id: 1, note: "b")).isEmpty)
    }

    @Test func marksTheDifferingFieldWithQuotedStringsAndFoldsTheRest() {
        var actual = Person()
        actual.name = "bob"
        #expect(
            text(Person(), actual, path: "state") == """
                  Person(
                -   name: "ann",
                +   name: "bob",
                    age: 30,
                    address: Address(…),
                    tags: […],
                    nickname: nil,
                    status: .active,
                    scores: [:]
                  )
                (state: - expected, + got)
                """)
    }

    @Test func marksEveryDifferingField() {
        var actual = Person()
        actual.name = "bob"
        actual.age = 31
        let lines = diff(Person(), actual, path: "state")
        #expect(
            lines.filter { $0.hasPrefix("-") || $0.hasPrefix("+") } == [
                #"-   name: "ann","#, #"+   name: "bob","#, "-   age: 30,", "+   age: 31,",
            ])
    }

    @Test func opensNestedStructsThatDiffer() {
        var actual = Person()
        actual.address.city = "Bergen"
        #expect(diff(Person(), actual, path: "state").contains { $0.contains("address: Address(") })
        #expect(
            text(Person(), actual, path: "state").contains(
                """
                -     city: "Oslo",
                +     city: "Bergen",
                      zip: nil
                """))
    }

    @Test func showsArrayElementsByIndex() {
        var actual = Person()
        actual.tags = ["a", "c"]
        #expect(
            text(Person(), actual, path: "state").contains(
                """
                    tags: [
                      [0]: "a",
                -     [1]: "b"
                +     [1]: "c"
                    ],
                """))
        #expect(
            text([1, 2], [1, 3], path: "outputs") == """
                  [
                    [0]: 1,
                -   [1]: 2
                +   [1]: 3
                  ]
                (outputs: - expected, + got)
                """)
    }

    @Test func showsMissingAndExtraElements() {
        var shorter = Person()
        shorter.tags = ["a"]
        var longer = Person()
        longer.tags = ["a", "b", "c"]
        #expect(text(Person(), shorter, path: "state").contains(#"-     [1]: "b""#))
        #expect(!text(Person(), shorter, path: "state").contains("+     ["))
        #expect(
            text(Person(), longer, path: "state").contains(
                """
                      … (2 unchanged),
                +     [2]: "c"
                """))
    }

    @Test func showsOptionalsAsNilOrTheirValue() {
        var some = Person()
        some.nickname = "annie"
        var other = Person()
        other.nickname = "nan"
        var zip = Person()
        zip.address.zip = "0150"
        #expect(text(Person(), some, path: "state").contains("-   nickname: nil,\n+   nickname: \"annie\","))
        #expect(text(some, Person(), path: "state").contains("-   nickname: \"annie\",\n+   nickname: nil,"))
        #expect(text(some, other, path: "state").contains("-   nickname: \"annie\",\n+   nickname: \"nan\","))
        #expect(text(Person(), zip, path: "state").contains("-     zip: nil\n+     zip: \"0150\""))
        #expect(text(Optional<Int>.none, 4) == "- nil\n+ 4\n(value: - expected, + got)")
    }

    @Test func showsEnumCasesWithTheirPayloads() {
        var suspended = Person()
        suspended.status = .suspended(reason: "spam")
        var abused = Person()
        abused.status = .suspended(reason: "abuse")
        var banned = Person()
        banned.status = .banned("spam", days: 3)
        var longer = Person()
        longer.status = .banned("spam", days: 7)
        #expect(
            text(Person(), suspended, path: "state").contains(
                "-   status: .active,\n+   status: .suspended(reason: \"spam\"),"))
        #expect(
            text(suspended, abused, path: "state").contains(
                "-   status: .suspended(reason: \"spam\")\n+   status: .suspended(reason: \"abuse\")"))
        #expect(
            text(banned, longer, path: "state").contains(
                """
                    status: .banned(
                      "spam",
                -     days: 3
                +     days: 7
                    ),
                """))
        #expect(
            text(Status.renamed("a"), Status.renamed("b"), path: "status") == """
                - Status.renamed("a")
                + Status.renamed("b")
                (status: - expected, + got)
                """)
    }

    @Test func showsDictionariesByKey() {
        var expected = Person()
        expected.scores = ["ann": 1, "bob": 2]
        var actual = Person()
        actual.scores = ["ann": 5, "cid": 3]
        #expect(
            text(expected, actual, path: "state").contains(
                """
                    scores: [
                -     "ann": 1,
                +     "ann": 5,
                -     "bob": 2
                +     "cid": 3
                    ]
                """))
    }

    @Test func comparesNonEquatableValuesByHowTheyPrint() {
        #expect(
            text(Plain(value: 1, label: "x"), Plain(value: 2, label: "x")) == """
                  Plain(
                -   value: 1,
                +   value: 2,
                    label: "x"
                  )
                (value: - expected, + got)
                """)
    }

    @Test func saysSoWhenEqualityDisagreesWithHowTheValuesPrint() {
        #expect(
            text(NeverEqual(), NeverEqual()) == """
                  // Not equal but no difference detected:
                - NeverEqual()
                + NeverEqual()
                (value: - expected, + got)
                """)
    }

    @Test func comparesTopLevelValues() {
        #expect(text(1, 2) == "- 1\n+ 2\n(value: - expected, + got)")
    }

    @Test func followsClassesAndStopsOnCycles() {
        let expected = Node("a")
        expected.next = Node("b")
        let actual = Node("a")
        actual.next = Node("c")
        let lines = diff(expected, actual)
        #expect(lines.contains(#"-     name: "b","#))
        #expect(lines.contains(#"+     name: "c","#))

        let loop = Node("x")
        loop.next = loop
        let otherLoop = Node("x")
        otherLoop.next = otherLoop
        #expect(diff(loop, loop).isEmpty)
        #expect(diff(loop, otherLoop).isEmpty)
    }
}
