import Foundation
import Lasso
import Testing

@testable import LassoPlugin

@testable import LassoPluginHost

/// Which plugins a host accepts, by the runtime release and Swift compiler they record, and what
/// each lets a plugin register.
@MainActor
@Suite("Runtime release")
struct RuntimeReleaseTests {
    let registry = ModuleRegistry()
    var loader: PluginOpener { PluginOpener(registry: registry) }

    /// A host running runtime 1.3.2, built by Swift 6.3.1.
    static let host = RuntimeRelease.Stamp("lasso-runtime-1.3.2+swift-6.3.1")!

    /// The error the verdict on `stamp` throws against `host`, if any.
    func refusal(of stamp: String, host: RuntimeRelease.Stamp = host) -> PluginLoadError? {
        do {
            _ = try RuntimeRelease.verdict(on: stamp, path: "/plugins/libX.so", host: host)
            return nil
        } catch {
            return error
        }
    }

    @Test func theHostsStampIsTheHeaderReleaseAndItsCompiler() throws {
        #expect(RuntimeRelease.stamp == "\(RuntimeRelease.cHeader)+swift-\(RuntimeRelease.compiler)")
        #expect(RuntimeRelease.cHeader == "lasso-runtime-\(RuntimeRelease.version)")
        #expect(RuntimeRelease.version.major >= 1)
        #expect(RuntimeRelease.compiler.split(separator: ".").count == 3)
        #expect(!RuntimeRelease.isFragile)
    }

    @Test func stampsAreReadOrRejected() {
        let cPlugin = RuntimeRelease.Stamp("lasso-runtime-1.0.0")
        #expect(cPlugin?.version == SemanticVersion("1.0.0"))
        #expect(cPlugin?.compiler == nil)
        #expect(cPlugin?.isFragile == false)
        #expect(RuntimeRelease.Stamp("lasso-runtime-1.0.0+swift-6.3.1.fragile")?.isFragile == true)
        #expect(RuntimeRelease.Stamp("lasso-runtime-1.0.0+swift-6.3.1.fragile")?.compiler == "6.3.1")
        for bad in [
            "", "lasso-runtime-stale", "lasso-runtime-1.0", "lasso-runtime-1.0.0-beta+swift-6.3.1",
            "lasso-runtime-0.1.0+build.0123456789abcdef", "lasso-runtime-1.0.0+swift-",
            "lasso-runtime-1.0.0+swift-6.3.1;rm",
        ] {
            #expect(RuntimeRelease.Stamp(bad) == nil, "\(bad)")
        }
    }

    @Test(arguments: [
        "lasso-runtime-1.3.2+swift-6.3.1", "lasso-runtime-1.3.0+swift-6.3.1", "lasso-runtime-1.3.9+swift-6.3.1",
        "lasso-runtime-1.0.0+swift-6.3.1",
    ])
    func aSwiftPluginOfTheSameMajorAndNoNewerMinorFromTheSameCompilerIsAccepted(stamp: String) throws {
        #expect(try RuntimeRelease.verdict(on: stamp, path: "p", host: Self.host) == .swift)
    }

    @Test func aCPluginOfACompatibleReleaseMayRegisterCScreensOnly() throws {
        #expect(try RuntimeRelease.verdict(on: "lasso-runtime-1.2.0", path: "p", host: Self.host) == .cHeaderOnly)
        #expect(refusal(of: "lasso-runtime-1.4.0")?.message.contains("newer than this host's 1.3.2") == true)
    }

    @Test func aNewerMinorIsRefusedNamingBothVersions() throws {
        let error = try #require(refusal(of: "lasso-runtime-1.4.0+swift-6.3.1"))
        #expect(error.kind == .incompatibleRuntime)
        #expect(error.path == "/plugins/libX.so")
        #expect(
            error.message
                == "incompatible plugin: built against Lasso runtime 1.4.0, newer than this host's 1.3.2; it may use API this runtime does not have"
        )
        #expect(error.hint == "update the shell to runtime 1.4 or later, or rebuild the plugin against runtime 1.3.2")
    }

    @Test func anotherMajorIsRefusedEitherWay() throws {
        let older = try #require(refusal(of: "lasso-runtime-0.9.0+swift-6.3.1"))
        #expect(
            older.message
                == "incompatible plugin: built against Lasso runtime 0.9.0, this host runs 1.3.2; a plugin loads only into a runtime of its own major version"
        )
        #expect(older.hint == "rebuild the plugin against runtime 1.3.2")
        let newer = try #require(refusal(of: "lasso-runtime-2.0.0+swift-6.3.1"))
        #expect(newer.hint == "run it with a 2.x shell, or rebuild the plugin against runtime 1.3.2")
    }

    @Test func anotherCompilerIsRefusedSayingWhy() throws {
        let error = try #require(refusal(of: "lasso-runtime-1.3.2+swift-6.2.0"))
        #expect(
            error.message
                == "incompatible plugin: built with Swift 6.2.0, this host with Swift 6.3.1; Swift's standard library is not ABI-stable on Linux, so a Swift plugin must be built by the host's Swift toolchain"
        )
        #expect(error.hint == "rebuild the plugin with Swift 6.3.1")
        #expect(
            refusal(of: "lasso-runtime-1.3.2+swift-newer-than-6.3.1")?.message.contains(
                "built with Swift newer than 6.3.1,") == true)
    }

    @Test func aFragileRuntimeAcceptsOnlyItsExactReleaseAndMode() throws {
        let fragile = RuntimeRelease.Stamp("lasso-runtime-1.3.2+swift-6.3.1.fragile")!
        #expect(
            try RuntimeRelease.verdict(on: "lasso-runtime-1.3.2+swift-6.3.1.fragile", path: "p", host: fragile)
                == .swift)
        #expect(
            refusal(of: "lasso-runtime-1.3.0+swift-6.3.1.fragile", host: fragile)?.message.contains(
                "accepts only plugins built against exactly its own runtime") == true)
        #expect(refusal(of: "lasso-runtime-1.3.2+swift-6.3.1", host: fragile) != nil)
        #expect(
            refusal(of: "lasso-runtime-1.3.2+swift-6.3.1.fragile")?.message.contains(
                "while the plugin was built against a runtime without it") == true)
    }

    @Test func aFragileRuntimeStillRunsCPluginsOfACompatibleRelease() throws {
        let fragile = RuntimeRelease.Stamp("lasso-runtime-1.3.2+swift-6.3.1.fragile")!
        #expect(try RuntimeRelease.verdict(on: "lasso-runtime-1.3.0", path: "p", host: fragile) == .cHeaderOnly)
        #expect(
            refusal(of: "lasso-runtime-1.4.0", host: fragile)?.message.contains("newer than this host's 1.3.2") == true)
    }

    @Test func anUnreadableStampIsRefusedShownSafely() throws {
        let error = try #require(refusal(of: "lasso-runtime-0.1.0+build.0123456789abcdef"))
        #expect(
            error.message
                == "incompatible plugin: it records runtime 'lasso-runtime-0.1.0+build.0123456789abcdef', not a Lasso runtime release this host can check (this host runs 1.3.2)"
        )
        #expect(error.hint == "rebuild the plugin against runtime 1.3.2")
    }

    @Test func describePluginRecordsTheRuntimeAndCompilerThePluginIsBuiltWith() throws {
        let plugin = try loader.registerLinked(origin: "greeting") { describePlugin(GreetingPlugin.self) }
        #expect(plugin.runtimeStamp == RuntimeRelease.stamp)
        #expect(plugin.moduleNames == ["greeting.hello", "greeting.walkthrough"])
    }

    @Test func aSwiftModuleFromAPluginRecordingOnlyTheCHeaderIsRefused() {
        #expect {
            try loader.registerLinked(origin: "c-header") {
                _describePlugin(GreetingPlugin.self, compiledAgainst: RuntimeRelease.cHeader)
            }
        } throws: { error in
            let error = error as? PluginLoadError
            return error?.kind == .incompatibleRuntime
                && error?.message.contains(
                    "Swift module 'hello' was refused: the plugin records only the C header's release") == true
        }
        #expect(registry.moduleNames.isEmpty)
        #expect(registry.plugins.isEmpty)
    }
}

/// The documented exit statuses of plugin failures never move.
@Suite("Plugin exit statuses")
struct PluginExitStatusTests {
    @Test func eachKindHasItsDocumentedStatus() {
        let statuses = PluginLoadError.Kind.allCases.map { "\($0.rawValue) \($0.exitStatus)" }
        #expect(
            statuses == [
                "fileMissing 10", "notSharedObject 11", "notLassoPlugin 12", "badMagic 13", "abiMismatch 14",
                "incompatibleRuntime 15",
                "invalidDescriptor 16", "duplicatePlugin 17", "duplicateModule 18", "registrationFailed 19",
                "registrationCrashed 20", "untrustedLocation 21", "digestMismatch 22",
            ])
    }
}
