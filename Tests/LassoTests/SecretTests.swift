import Foundation
import Testing

@testable import Lasso

/// A secret held in a state reaches no disk, no moved state and no printout.
@MainActor
@Suite("Secrets")
struct SecretTests {
    struct LoginState: Codable, Equatable, Sendable {
        var username = ""
        @Secret var password = ""
    }

    enum LoginModule: ScreenModule {
        typealias State = LoginState
        static var defaultInitialState: State { State() }
        static func createScreen(with store: LassoStore<LoginModule>) -> Screen { Screen(store, ViewController()) }
    }

    @Test func aSecretIsWrittenAsNullAndReadBackEmpty() throws {
        let state = LoginState(username: "ada", password: "hunter2")
        let json = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        #expect(!json.contains("hunter2"))
        #expect(json.contains(#""password":null"#))
        #expect(
            try JSONDecoder().decode(LoginState.self, from: Data(#"{"username":"ada","password":"old"}"#.utf8)).password
                == "")
    }

    @Test func aStoresSavedOrMovedStateHoldsNoSecretAndTheRestMoves() throws {
        let old = LoginModule.createScreen(with: .init(username: "ada", password: "hunter2"))
        let saved = try old.concreteStore.encodedState()
        #expect(!String(decoding: saved, as: UTF8.self).contains("hunter2"))
        let new = LoginModule.createScreen()
        #expect(try new.concreteStore.adoptState(from: saved, previousVersion: nil) == .kept)
        #expect(new.store.state == LoginState(username: "ada", password: ""))
    }

    @Test func onlyAStateMovedInMemoryByAHotSwapKeepsItsSecret() throws {
        let old = LoginModule.createScreen(with: .init(username: "ada", password: "hunter2"))
        let moved = try old.concreteStore.encodedState(keepingSecrets: true)
        let new = LoginModule.createScreen()
        #expect(try new.concreteStore.adoptState(from: moved, previousVersion: nil, keepingSecrets: true) == .kept)
        #expect(new.store.state.password == "hunter2")
        let restored = LoginModule.createScreen()
        #expect(try restored.concreteStore.adoptState(from: moved, previousVersion: nil) == .kept)
        #expect(restored.store.state.password == "", "read from anywhere else, a secret is empty")
    }

    @Test func aSecretPrintsAsSecret() {
        let state = LoginState(username: "ada", password: "hunter2")
        #expect(!String(describing: state).contains("hunter2"))
        #expect(!String(reflecting: state).contains("hunter2"))
        var dumped = ""
        dump(state, to: &dumped)
        #expect(!dumped.contains("hunter2"))
    }
}
