#if LASSO_SERVE
    import Foundation
    import Lasso
    import Testing

    @testable import LassoWebServer

    /// Signing in to `serve`: accounts (a private file of scrypt hashes), the token, and the
    /// credential a browser keeps (random, expiring, signed with the server's secret).
    @Suite("Signing in to serve: accounts, the token, and the credential a browser keeps")
    struct SignInTests {
        /// A cheap cost, so that a test's hashes take microseconds, not a tenth of a second.
        private static let cheap = PasswordHash.Cost(n: 1 << 4, r: 1, p: 1)
        private static let secret = [UInt8](repeating: 7, count: 32)

        private func folder() throws -> String {
            let path = NSTemporaryDirectory() + "lasso-sign-in-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return path
        }

        /// An accounts file in a new folder with `accounts` (name, password).
        private func accountsFile(_ accounts: [(String, String)]) throws -> String {
            let path = try folder() + "/users"
            var file = AccountsFile(emptyAt: path)
            for (name, password) in accounts { file.set(name, hash: try PasswordHash.make(password, cost: Self.cheap)) }
            try file.write()
            return path
        }

        @Test func aPasswordIsKeptAsASaltedHashThatOnlyItVerifies() throws {
            let hash = try PasswordHash.make("correct horse", cost: Self.cheap)
            #expect(hash.verifies("correct horse"))
            #expect(!hash.verifies("correct horsf"))
            #expect(!hash.verifies(""))
            let again = try PasswordHash.make("correct horse", cost: Self.cheap)
            #expect(again.salt != hash.salt && again.hash != hash.hash)
            let decoded = try PasswordHash.decode(Substring(hash.encoded)).get()
            #expect(decoded == hash)
            #expect(!hash.encoded.contains("correct"))
        }

        @Test(arguments: [
            "plain-text-password", "scrypt$16$1$1$c2FsdHNhbHQ=",
            "scrypt$17$1$1$c2FsdHNhbHQ=$" + String(repeating: "A", count: 44),
            "scrypt$4194304$64$16$c2FsdHNhbHQ=$" + String(repeating: "A", count: 43) + "=",
        ])
        func aHashTheFileCannotHoldIsRefusedBeforeItIsUsed(text: String) {
            #expect(throws: PasswordHash.DecodeProblem.self) { try PasswordHash.decode(Substring(text)).get() }
        }

        @Test func theAccountsFileIsWrittenPrivateAndReadBackInOrder() throws {
            let path = try accountsFile([("ada", "ada-secret"), ("bob", "bob-secret")])
            var status = stat()
            #expect(stat(path, &status) == 0)
            #expect(status.st_mode & 0o777 == 0o600)
            let file = try AccountsFile.read(path)
            #expect(file.accounts.map(\.name) == ["ada", "bob"])
            #expect(file.account(named: "ada")?.hash.verifies("ada-secret") == true)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(!text.contains("ada-secret"))
        }

        @Test func anAccountsFileOthersMayReadIsRefusedNamingItAndTheFix() throws {
            let path = try accountsFile([("ada", "ada-secret")])
            chmod(path, 0o644)
            let problem = #expect(throws: AccountsFile.Problem.self) { try AccountsFile.read(path) }
            #expect(problem?.description.contains("\(path): other users may read or change it (mode 644)") == true)
            #expect(problem?.hint.contains("chmod 600 \(path)") == true)
        }

        @Test func aLineThatIsNoAccountIsNamedByItsLine() throws {
            let path = try accountsFile([("ada", "ada-secret")])
            let good = try String(contentsOfFile: path, encoding: .utf8)
            for (extra, reason) in [
                ("bob", "the line has no ':' after the name"), ("bob:secret", "bob's password is not a password hash"),
                (good.split(separator: "\n")[1] + "", "ada has an account on an earlier line"),
            ] {
                try (good + extra + "\n").write(toFile: path, atomically: false, encoding: .utf8)
                let problem = #expect(throws: AccountsFile.Problem.self) { try AccountsFile.read(path) }
                #expect(problem?.line == 3)
                #expect(problem?.description.contains(reason) == true, "\(problem?.description ?? "")")
            }
        }

        @Test func aMissingFileIsEmptyOnlyForTheCommandThatAddsTheFirstAccount() throws {
            let path = try folder() + "/none"
            #expect(throws: AccountsFile.Problem.self) { try AccountsFile.read(path) }
            #expect(try AccountsFile.read(path, missingIsEmpty: true).accounts.isEmpty)
        }

        @Test func aCredentialNamesItsUserUntilItExpiresAndNoOtherServerTakesIt() throws {
            let credentials = SignInCredentials(secret: Self.secret, token: "0123456789abcdef")
            let now = Date()
            let value = credentials.issue(for: AppUser(authority: .account, name: "ada"), stamp: "abc", now: now)
            let checked = try #require(credentials.check(value, now: now))
            #expect(checked.user == AppUser(authority: .account, name: "ada"))
            #expect(checked.stamp == "abc")
            // Random: two sign-ins of the same user get two credentials.
            #expect(credentials.issue(for: .tokenHolder, now: now) != credentials.issue(for: .tokenHolder, now: now))
            // It expires.
            #expect(credentials.check(value, now: now + Double(WebServeSettings.signInHours * 3600) + 1) == nil)
            // A server with another secret, or the same secret and another token, refuses it.
            #expect(
                SignInCredentials(secret: [UInt8](repeating: 8, count: 32), token: "0123456789abcdef").check(value)
                    == nil)
            #expect(SignInCredentials(secret: Self.secret, token: "fedcba9876543210").check(value) == nil)
            // Changed anywhere, it is refused.
            var bytes = Array(value)
            bytes[5] = bytes[5] == "A" ? "B" : "A"
            #expect(credentials.check(String(bytes)) == nil)
            #expect(credentials.check(value + "x") == nil)
            #expect(credentials.check("") == nil)
            #expect(credentials.check(nil) == nil)
        }

        @Test func everyServerGivenTheSameTokenTakesTheBrowsersCredentialAndANewTokenSignsItOut() async {
            let one = WebSignIn(options: WebServeOptions(token: "0123456789abcdef"), accounts: nil)
            let other = WebSignIn(options: WebServeOptions(token: "0123456789abcdef"), accounts: nil)
            let changed = WebSignIn(options: WebServeOptions(token: "0123456789abcdeF"), accounts: nil)
            let value = credential(await one.signIn(["token": "0123456789abcdef"]))
            #expect(user(other, value) == .tokenHolder)
            #expect(user(changed, value) == nil)
            #expect(one.credentials.cookieName == other.credentials.cookieName)
        }

        @Test func twoServersOnOneHostKeepTheirCookiesApartAndNeitherNamesTheToken() {
            let one = SignInCredentials(secret: Self.secret, token: "0123456789abcdef")
            let other = SignInCredentials(secret: [UInt8](repeating: 9, count: 32), token: "0123456789abcdef")
            #expect(one.cookieName != other.cookieName)
            #expect(one.cookieName.hasPrefix("lasso_access_"))
            #expect(!one.issue(for: .tokenHolder).contains("0123456789abcdef"))
        }

        private func signIn(_ path: String) throws -> WebSignIn {
            WebSignIn(
                options: WebServeOptions(token: "0123456789abcdef"),
                accounts: .init(accounts: try Accounts(path: path), secret: Self.secret))
        }

        private func credential(_ outcome: WebSignIn.Outcome) -> String? {
            if case .signedIn(let credential) = outcome { return credential }
            return nil
        }

        private func user(_ signIn: WebSignIn, _ credential: String?) -> AppUser? {
            try? signIn.user(cookie: credential, header: { _ in nil }, peer: "127.0.0.1").get()
        }

        @Test func anAccountSignsInWithItsPasswordAndAWrongOneOrAnUnknownNameDoesNot() async throws {
            let signIn = try signIn(try accountsFile([("ada", "ada-secret"), ("bob", "bob-secret")]))
            let ada = credential(await signIn.signIn(["name": "ada", "password": "ada-secret"]))
            #expect(user(signIn, ada) == AppUser(authority: .account, name: "ada"))
            #expect(
                await signIn.signIn(["name": "ada", "password": "bob-secret"])
                    == .refused(status: 401, problem: "That name and password are not right."))
            #expect(
                await signIn.signIn(["name": "eve", "password": "ada-secret"])
                    == .refused(status: 401, problem: "That name and password are not right."))
            #expect(
                await signIn.signIn(["token": "0123456789abcdef"])
                    == .refused(status: 401, problem: "That name and password are not right."))
            // The token's credential is no account's.
            let tokenSignIn = WebSignIn(
                options: WebServeOptions(token: "0123456789abcdef"), accounts: nil)
            let token = credential(await tokenSignIn.signIn(["token": "0123456789abcdef"]))
            #expect(user(tokenSignIn, token) == .tokenHolder)
            #expect(user(signIn, token) == nil)
        }

        @Test func aRemovedAccountOrANewPasswordSignsTheBrowserOutAtOnce() async throws {
            let path = try accountsFile([("ada", "ada-secret"), ("bob", "bob-secret")])
            let signIn = try signIn(path)
            let ada = credential(await signIn.signIn(["name": "ada", "password": "ada-secret"]))
            let bob = credential(await signIn.signIn(["name": "bob", "password": "bob-secret"]))
            #expect(user(signIn, ada) != nil && user(signIn, bob) != nil)
            var file = try AccountsFile.read(path)
            let removed = file.remove("ada")
            #expect(removed)
            file.set("bob", hash: try PasswordHash.make("bob-new-secret", cost: Self.cheap))
            try file.write()
            #expect(user(signIn, ada) == nil)
            #expect(user(signIn, bob) == nil)
            let bobAgain = credential(await signIn.signIn(["name": "bob", "password": "bob-new-secret"]))
            #expect(user(signIn, bobAgain) == AppUser(authority: .account, name: "bob"))
        }

        @Test func aDamagedNewVersionOfTheFileKeepsTheAccountsReadBefore() async throws {
            let path = try accountsFile([("ada", "ada-secret")])
            let signIn = try signIn(path)
            let ada = credential(await signIn.signIn(["name": "ada", "password": "ada-secret"]))
            try "ada has no colon\n".write(toFile: path, atomically: true, encoding: .utf8)
            chmod(path, 0o600)
            #expect(user(signIn, ada) == AppUser(authority: .account, name: "ada"))
        }

        @Test func guessesAreLimitedWhateverTheyGuess() async throws {
            // The clock stands still: however slowly the machine checks them, the budget does not
            // refill between the guesses.
            let frozen = ContinuousClock.now
            let signIn = WebSignIn(
                options: WebServeOptions(token: "0123456789abcdef"),
                accounts: .init(
                    accounts: try Accounts(path: try accountsFile([("ada", "ada-secret")])), secret: Self.secret),
                budget: SignInBudget(now: { frozen }))
            var wrong = 0
            while wrong <= 100, case .refused = await signIn.signIn(["name": "ada", "password": "wrong-guess"]) {
                wrong += 1
            }
            // A burst of wrong guesses, then none is even checked.
            #expect(wrong == Int(SignInBudget.burst))
            // While limited, even the right password is not checked.
            if case .signedIn = await signIn.signIn(["name": "ada", "password": "ada-secret"]) {
                Issue.record("a sign-in was checked while guesses were limited")
            }
        }
    }
#endif
