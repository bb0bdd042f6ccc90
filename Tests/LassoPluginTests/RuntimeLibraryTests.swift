import Foundation
import LassoPlugin
import LassoPluginHost
import Testing

/// The runtime library the host identifies itself by in the scan cache.
@Suite("Runtime library")
struct RuntimeLibraryTests {
    @Test func pathIsTheObjectHoldingTheRuntimeCode() throws {
        // In the tests the runtime is linked into the test executable itself.
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #expect(RuntimeLibrary.path == URL(fileURLWithPath: executable).resolvingSymlinksInPath().path)
    }

    @Test func hostIdentityNamesTheLibraryAndTheRuntimeRelease() throws {
        let path = try #require(RuntimeLibrary.path)
        #expect(RuntimeLibrary.hostIdentity.contains(path))
        #expect(RuntimeLibrary.hostIdentity.contains("runtime \(RuntimeRelease.stamp)"))
    }
}
