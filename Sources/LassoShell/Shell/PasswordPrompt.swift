import Foundation

/// Reads a new password for `users add`: typed twice on the terminal with echo off, or one line
/// of standard input (`--password-stdin`, for scripts). Never from the command line, where
/// other users' `ps` would read it.
enum PasswordPrompt {
    /// Passwords shorter than this are refused.
    static let minimumLength = 8
    /// Passwords longer than this are refused (scrypt takes any length; a page's form limits it).
    static let maximumLength = 1024

    /// Why no password was read.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// The password typed at the terminal, twice, for `name`.
    static func ask(for name: String) throws(Problem) -> String {
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard terminal >= 0 else {
            throw Problem(description: "there is no terminal to type a password at: give it with --password-stdin")
        }
        defer { close(terminal) }
        let first = try read(terminal, prompt: "Password for \(name): ")
        try check(first)
        let second = try read(terminal, prompt: "The same password again: ")
        guard first == second else { throw Problem(description: "the two passwords differ; nothing was changed") }
        return first
    }

    /// The first line of standard input.
    static func fromStandardInput() throws(Problem) -> String {
        guard let line = Swift.readLine(strippingNewline: true) else {
            throw Problem(description: "standard input ended before a password")
        }
        try check(line)
        return line
    }

    private static func check(_ password: String) throws(Problem) {
        guard password.count >= minimumLength else {
            throw Problem(description: "the password has fewer than \(minimumLength) characters")
        }
        guard password.utf8.count <= maximumLength else {
            throw Problem(description: "the password has more than \(maximumLength) bytes")
        }
    }

    /// One line typed at `terminal` after `prompt`, not shown as it is typed.
    private static func read(_ terminal: Int32, prompt: String) throws(Problem) -> String {
        var saved = termios()
        guard tcgetattr(terminal, &saved) == 0 else {
            throw Problem(
                description: "the terminal's echo cannot be turned off: give the password with --password-stdin")
        }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL)
        _ = Array(prompt.utf8).withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
        guard tcsetattr(terminal, TCSAFLUSH, &quiet) == 0 else {
            throw Problem(
                description: "the terminal's echo cannot be turned off: give the password with --password-stdin")
        }
        defer { _ = tcsetattr(terminal, TCSAFLUSH, &saved) }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while Foundation.read(terminal, &byte, 1) == 1, byte != UInt8(ascii: "\n") {
            bytes.append(byte)
            if bytes.count > maximumLength * 4 { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
