import Testing
@testable import AuthFeature
@Test func placeholder() { #expect(Bool(true)) }
