import Foundation
import Lasso
@testable import LassoPlugin
import Testing

/// Which runtime fingerprints a host accepts, and what each lets a plugin register.
@MainActor
@Suite("Runtime fingerprint")
struct RuntimeFingerprintTests {
    let registry = ModuleRegistry()
    var loader: PluginLoader { PluginLoader(registry: registry) }

    /// The error `verdict(on:path:linked:)` throws for `fingerprint`, if any.
    func refusal(of fingerprint: String, linked: Bool = false) -> PluginLoadError? {
        do {
            _ = try RuntimeFingerprint.verdict(on: fingerprint, path: "/plugins/libX.so", linked: linked)
            return nil
        } catch {
            return error
        }
    }

    @Test func theHostBuildIsTheHeaderReleaseAndAHashOfTheSources() {
        let build = PluginLoader.hostFingerprint
        #expect(build == RuntimeFingerprint.build)
        #expect(build.hasPrefix(RuntimeFingerprint.cHeader + "+build."))
        let hash = build.dropFirst(RuntimeFingerprint.cHeader.count + "+build.".count)
        #expect(hash.count == 32)
        #expect(hash.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    }

    @Test func thisBuildMayRegisterSwiftModulesAndTheCHeaderOnlyCScreens() throws {
        #expect(try RuntimeFingerprint.verdict(on: RuntimeFingerprint.build, path: "p", linked: false) == .thisBuild)
        #expect(try RuntimeFingerprint.verdict(on: RuntimeFingerprint.cHeader, path: "p", linked: false) == .cHeaderOnly)
        #expect(try RuntimeFingerprint.verdict(on: RuntimeFingerprint.linked, path: "p", linked: true) == .thisBuild)
    }

    @Test func anotherBuildIsStaleAndBothBuildsAreNamed() throws {
        let other = RuntimeFingerprint.cHeader + "+build.ffffffffffffffffffffffffffffffff"
        let error = try #require(refusal(of: other))
        #expect(error.kind == .stalePlugin)
        #expect(error.path == "/plugins/libX.so")
        #expect(error.message == "stale plugin: built against runtime '\(other)', this host runs '\(RuntimeFingerprint.build)'")
        #expect(error.hint == "rebuild the plugin against this runtime")
    }

    @Test func anotherReleaseIsComparedWithTheCHeader() throws {
        let error = try #require(refusal(of: "lasso-runtime-0.0.9"))
        #expect(error.kind == .stalePlugin)
        #expect(error.message == "stale plugin: built against runtime 'lasso-runtime-0.0.9', this host runs '\(RuntimeFingerprint.cHeader)'")
    }

    @Test func theLinkedMarkerIsRefusedInAFile() throws {
        let error = try #require(refusal(of: RuntimeFingerprint.linked))
        #expect(error.kind == .stalePlugin)
        #expect(error.message.contains("does not record which runtime build it was compiled against"))
        #expect(error.hint.contains("LassoRuntimeFingerprint build tool plugin"))
    }

    @Test func aSwiftModuleFromAPluginRecordingOnlyTheCHeaderIsRefused() {
        #expect {
            try loader.registerLinked(origin: "c-header") {
                _describePlugin(GreetingPlugin.self, compiledFingerprint: RuntimeFingerprint.cHeader)
            }
        } throws: { error in
            let error = error as? PluginLoadError
            return error?.kind == .stalePlugin
                && error?.message.contains("Swift module 'hello' was refused: the plugin records only the C header's runtime fingerprint") == true
        }
        #expect(registry.moduleNames.isEmpty)
        #expect(registry.plugins.isEmpty)
    }

    @Test func aPluginRecordingThisBuildRegistersSwiftModules() throws {
        let plugin = try loader.registerLinked(origin: "stamped") {
            _describePlugin(GreetingPlugin.self, compiledFingerprint: RuntimeFingerprint.build)
        }
        #expect(plugin.runtimeFingerprint == RuntimeFingerprint.build)
        #expect(plugin.moduleNames == ["greeting.hello", "greeting.walkthrough"])
    }
}

/// The documented exit statuses of plugin failures never move.
@Suite("Plugin exit statuses")
struct PluginExitStatusTests {
    @Test func eachKindHasItsDocumentedStatus() {
        let statuses = PluginLoadError.Kind.allCases.map { "\($0.rawValue) \($0.exitStatus)" }
        #expect(statuses == [
            "fileMissing 10", "notSharedObject 11", "notLassoPlugin 12", "badMagic 13", "abiMismatch 14", "stalePlugin 15",
            "invalidDescriptor 16", "duplicatePlugin 17", "duplicateModule 18", "registrationFailed 19",
            "registrationCrashed 20", "untrustedLocation 21", "digestMismatch 22",
        ])
    }
}
