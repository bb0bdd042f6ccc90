import Foundation
import Testing

@testable import LassoPlugin

@testable import LassoPluginHost

/// The one rule for which files are plugins (``PluginFiles``).
@Suite("Which files are plugins")
struct PluginFilesTests {
    @Test(arguments: [
        ("libCounterPlugin.so", PluginFiles.Kind.plugin),
        ("libLassoRuntime.so", .runtimeLibrary),
        ("counter.so", .otherSharedLibrary),
        ("libffi.so.8", .otherSharedLibrary),
        ("lib.so", .otherSharedLibrary),
    ])
    func aSharedLibraryIsAPluginOnlyWhenNamedLibNameSo(name: String, kind: PluginFiles.Kind) {
        #expect(PluginFiles.kind(ofFileNamed: name) == kind)
    }

    @Test func otherFilesAreNotSharedLibraries() {
        for name in ["app.yaml", "libCounter.swift", "notes.solution"] {
            #expect(PluginFiles.kind(ofFileNamed: name) == nil, "\(name)")
        }
    }

    @Test func theProductIsTheNameBetweenLibAndSo() {
        #expect(PluginFiles.productName(ofFileNamed: "libCounterPlugin.so") == "CounterPlugin")
        #expect(PluginFiles.productName(ofFileNamed: "libLassoRuntime.so") == nil)
        #expect(PluginFiles.productName(ofFileNamed: "counter.so") == nil)
    }

    @Test func aFolderListsItsSharedLibrariesSortedAndItsPluginsApart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["libB.so", "libA.so", "libLassoRuntime.so", "helper.so", "notes.txt"] {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data()))
        }
        #expect(PluginFiles.pluginNames(in: folder.path) == ["libA.so", "libB.so"])
        #expect(
            PluginFiles.sharedLibraries(in: folder.path)?.map(\.name) == [
                "helper.so", "libA.so", "libB.so", "libLassoRuntime.so",
            ])
        #expect(PluginFiles.pluginNames(in: folder.path + "/missing") == nil)
    }
}
