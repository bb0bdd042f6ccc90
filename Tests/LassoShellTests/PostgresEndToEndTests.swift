import Foundation
import TestServers
import Testing

/// `lasso-shell run` keeping plugins' records on a real PostgreSQL server (the suite's own):
/// from `--storage postgres://…` or the config's `storage:`, with a clear refusal when the
/// server cannot be used.
@Suite("PostgreSQL store, end to end", .postgresServer)
struct PostgresEndToEndTests {
    /// A config of the Settings sample alone, in a folder of its own, with `storage` when given.
    static func settingsApp(storage: String? = nil) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-pg-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("settings.yaml")
        try """
        lasso: 1
        plugins:
          - dir: \(ShellRunner.buildDirectory.resolvingSymlinksInPath().path)
            only: [libSettingsPlugin.so]
        \(storage.map { "storage: \"\($0)\"\n" } ?? "")root:
          screen: settings.form
        """.write(to: config, atomically: true, encoding: .utf8)
        return config.path
    }

    /// Runs `config` with the script `steps`, and `arguments` after it; removes the config's
    /// folder (``settingsApp(storage:)``'s) afterwards.
    static func run(_ config: String, _ steps: String, _ arguments: [String] = []) async throws -> ShellRunner.Result {
        defer { try? FileManager.default.removeItem(at: URL(fileURLWithPath: config).deletingLastPathComponent()) }
        let script = URL(fileURLWithPath: config).deletingLastPathComponent().appendingPathComponent(
            "steps-\(UUID().uuidString).script")
        try steps.write(to: script, atomically: true, encoding: .utf8)
        // Its own config folder: the sample imports an old settings file from there, once.
        let home = URL(fileURLWithPath: config).deletingLastPathComponent().appendingPathComponent("config").path
        return try await ShellRunner.run(
            ["run", config, "--script", script.path] + arguments, environment: ["XDG_CONFIG_HOME": home])
    }

    @Test func whatARunSavesInPostgresIsThereForTheNextRunNamedByTheConfig() async throws {
        guard ShellRunner.requireBuild() else { return }
        let server = try #require(PostgresTestServer.current)
        let database = try await server.newDatabaseName()
        let address = server.address(of: database)
        let saving = try await Self.run(
            try Self.settingsApp(),
            "wait idle\nfocus displayName\ntype Grace Hopper\ntap Save\nwait idle\nexpect Saved.\n",
            ["--storage", address])
        #expect(saving.status == 0, "stdout: \(saving.standardOutput)\nstderr: \(saving.standardError)")
        // Another run, another state folder: the records come from the server the config names.
        let reading = try await Self.run(try Self.settingsApp(storage: address), "wait idle\nexpect Grace Hopper\n")
        #expect(reading.status == 0, "stdout: \(reading.standardOutput)\nstderr: \(reading.standardError)")
        let stored = try await server.execute(
            "SELECT count(*) FROM lasso_records WHERE namespace = 'settings'", in: database)
        #expect(stored.trimmingCharacters(in: .whitespacesAndNewlines) != "0")
    }

    @Test func aServerThatCannotBeUsedStopsTheRunBeforeItStartsNamingItWithoutItsPassword() async throws {
        guard ShellRunner.requireBuild() else { return }
        let server = try #require(PostgresTestServer.current)
        let address = "postgres://lasso:s3cret@/no_such_database?host=\(server.socketFolder)"
        let run = try await Self.run(try Self.settingsApp(), "expect Saved.\n", ["--storage", address])
        #expect(run.status != 0)
        #expect(run.standardError.contains("postgres://lasso@/no_such_database"), "\(run.standardError)")
        #expect(run.standardError.contains("database \"no_such_database\" does not exist"), "\(run.standardError)")
        #expect(!run.standardError.contains("s3cret"))
    }

    @Test func aBadAddressInTheConfigIsReportedAtItsLine() async throws {
        guard ShellRunner.requireBuild() else { return }
        let config = try Self.settingsApp(storage: "postgres://db.example/x?sslmode=sometimes")
        let run = try await Self.run(config, "expect Saved.\n")
        #expect(run.status != 0)
        #expect(run.standardError.contains("\(config):5:"), "\(run.standardError)")
        #expect(run.standardError.contains("sslmode 'sometimes'"), "\(run.standardError)")
    }
}
