import Foundation
import Testing

@testable import Lasso

/// A stored type that changed between the version of the plugin that wrote a record and the one
/// reading it: read with `migratingOver:`, by the rule states follow across a hot swap (new
/// fields take their defaults, gone ones are left out and said, a changed type reads the
/// default), and the record is left as it was written.
@MainActor
@Suite("Stored values written by an earlier version of their type")
struct StoredTypeMigrationTests {
    struct SettingsV1: Codable, Equatable {
        var name: String
        var fontSize: Int
        var legacyMode: Bool
    }

    /// The next version: `legacyMode` gone, `fontSize` now text, `theme` new.
    struct SettingsV2: Codable, Equatable {
        var name = "Nobody"
        var fontSize = "medium"
        var theme = "dark"
    }

    /// The reports `body` made.
    private func capturingReports(_ body: () async throws -> Void) async rethrows -> [LassoDiagnostics.Report] {
        let previous = LassoDiagnostics.handler
        var reports: [LassoDiagnostics.Report] = []
        LassoDiagnostics.handler = { reports.append($0) }
        defer { LassoDiagnostics.handler = previous }
        try await body()
        return reports
    }

    private let records = HostServices(
        plugin: "settings", user: AppUser(authority: .system, name: "ada"), storage: .inMemory()
    ).storage.user

    @Test func aNewFieldTakesItsDefaultAGoneOneIsLeftOutAndAChangedOneReadsItsDefaultEachSaidOnce() async throws {
        try await records.put(SettingsV1(name: "Ada", fontSize: 14, legacyMode: true), for: "form")
        // Without a default to migrate over, the stored value is refused, naming the field.
        let refused = await #expect(throws: StorageError.self) { try await records.value(SettingsV2.self, for: "form") }
        #expect(refused?.kind == .undecodable)
        #expect(refused?.description.contains("plugin settings, key 'form'") == true)
        var read: SettingsV2?
        let reports = try await capturingReports {
            read = try await records.value(SettingsV2.self, for: "form", migratingOver: SettingsV2())
            _ = try await records.value(SettingsV2.self, for: "form", migratingOver: SettingsV2())
        }
        #expect(read == SettingsV2(name: "Ada", fontSize: "medium", theme: "dark"))
        #expect(reports.count == 1)
        let message = reports.first?.message ?? ""
        #expect(message.contains("plugin settings, key 'form'"), "\(message)")
        #expect(message.contains("left out legacyMode"), "\(message)")
        #expect(message.contains("read the default for fontSize"), "\(message)")
        // The record is as it was written until it is written again.
        #expect(
            try await records.value(SettingsV1.self, for: "form")
                == SettingsV1(name: "Ada", fontSize: 14, legacyMode: true))
    }

    @Test func aValueThatDecodesAsItIsIsReadAsItIsAndSaysNothing() async throws {
        try await records.put(SettingsV2(name: "Ada", fontSize: "large", theme: "light"), for: "form")
        var read: SettingsV2?
        let reports = try await capturingReports {
            read = try await records.value(SettingsV2.self, for: "form", migratingOver: SettingsV2())
        }
        #expect(read == SettingsV2(name: "Ada", fontSize: "large", theme: "light"))
        #expect(reports.isEmpty)
    }
}
