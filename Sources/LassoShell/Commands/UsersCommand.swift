#if LASSO_SERVE
    import ArgumentParser
    import Foundation
    import Lasso
    import LassoWebServer

    /// `lasso-shell users …`: the accounts `serve --users FILE` signs people in with.
    struct UsersCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "users",
            abstract: "Add, remove and list the accounts of `serve --users FILE`.",
            discussion: """
                The file keeps each account's name and a salted scrypt hash of its password, never \
                the password; it is private to you (0600), and `serve` refuses it otherwise. A \
                server reading the file sees a change at once: an account removed, or given a new \
                password, is signed out of every browser.
                """,
            subcommands: [AddUserCommand.self, RemoveUserCommand.self, ListUsersCommand.self]
        )
    }

    /// The accounts file every `users` command takes.
    struct UsersFileOption: ParsableArguments {
        @Option(
            name: .customLong("file"),
            help: ArgumentHelp("The accounts file (default: $XDG_CONFIG_HOME/lasso/users).", valueName: "file"))
        var path: String?

        var resolved: String { path ?? AccountsFile.defaultPath }

        /// The file, when it can be used (missing: empty, when `missingIsEmpty`); else the
        /// message's exit status, written.
        func read(missingIsEmpty: Bool) -> Result<AccountsFile, ExitCode> {
            do throws(AccountsFile.Problem) {
                return .success(try AccountsFile.read(resolved, missingIsEmpty: missingIsEmpty))
            } catch {
                return .failure(ExitCode(ShellOutput.report(.error("the accounts file \(error)", hint: error.hint))))
            }
        }

        func write(_ file: AccountsFile) throws {
            do throws(AccountsFile.Problem) {
                try file.write()
            } catch {
                throw ExitCode(ShellOutput.report(.error("the accounts file \(error)", hint: error.hint)))
            }
        }
    }

    struct AddUserCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add an account, asking for its password (typed twice, not shown).")

        @Argument(help: "The account's name (1 to 128 characters, no ':').")
        var name: String

        @OptionGroup
        var file: UsersFileOption

        @Flag(help: "Read the password from the first line of standard input instead (for scripts).")
        var passwordStdin = false

        @Flag(help: "Give an existing account a new password (which signs it out everywhere).")
        var replace = false

        func validate() throws {
            guard WebIdentity.userName(name) == name else {
                throw ValidationError(
                    "'\(name)' is not an account name: 1 to 128 characters, no ':', no control characters, no spaces at either end"
                )
            }
        }

        func run() throws {
            var accounts = try file.read(missingIsEmpty: true).get()
            if accounts.account(named: name) != nil, !replace {
                throw ExitCode(
                    ShellOutput.report(
                        .error(
                            "\(name) already has an account in \(file.resolved)",
                            hint: "give --replace to set a new password, or `users remove \(name)` first")))
            }
            let password: String
            do throws(PasswordPrompt.Problem) {
                password = try passwordStdin ? PasswordPrompt.fromStandardInput() : PasswordPrompt.ask(for: name)
            } catch {
                throw ExitCode(ShellOutput.report(.error("no account added: \(error)")))
            }
            try accounts.setPassword(password, of: name)
            try file.write(accounts)
            print(
                "\(replace ? "Set the password of" : "Added") \(name) in \(file.resolved). Serve with --users \(file.resolved)."
            )
        }
    }

    struct RemoveUserCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Remove an account (signing it out of every browser).")

        @Argument(help: "The account's name.")
        var name: String

        @OptionGroup
        var file: UsersFileOption

        func run() throws {
            var accounts = try file.read(missingIsEmpty: false).get()
            guard accounts.remove(name) else {
                throw ExitCode(
                    ShellOutput.report(
                        .error("\(name) has no account in \(file.resolved)", hint: "`users list` lists them")))
            }
            try file.write(accounts)
            print("Removed \(name) from \(file.resolved).")
        }
    }

    struct ListUsersCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the accounts' names, one a line.")

        @OptionGroup
        var file: UsersFileOption

        func run() throws {
            let accounts = try file.read(missingIsEmpty: false).get()
            for account in accounts.accounts { print(account.name) }
        }
    }
#endif
