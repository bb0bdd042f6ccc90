import Foundation
import Testing

@testable import LassoPlugin

@testable import LassoPluginHost

/// What `run --watch-sources` needs to know about a plugin's package and its builds.
@Suite("Plugin source builds")
struct SourceBuildTests {
    @Test func theBuildErrorsAreEachCompilerErrorOnceInOrder() {
        let output = """
            [1/3] Compiling Feature View.swift
            /p/Sources/Feature/View.swift:12:5: error: cannot find 'lable' in scope
                    lable.text = ""
                    ^~~~~
            /p/Sources/Feature/View.swift:12:5: error: cannot find 'lable' in scope
            /p/Sources/Feature/Store.swift:3:1: warning: unused variable
            /p/Sources/Feature/Store.swift:9:9: error: missing return
            error: fatalError
            """
        #expect(
            SwiftBuild.errors(in: output) == [
                "/p/Sources/Feature/View.swift:12:5: error: cannot find 'lable' in scope",
                "/p/Sources/Feature/Store.swift:9:9: error: missing return",
            ])
        #expect(SwiftBuild.errors(in: "error: no such product 'X'\n") == ["error: no such product 'X'"])
    }

    @Test func aLibraryInABuildFolderBelongsToItsPackage() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", Data())
        let build = try folder.folder(".build/x86_64-unknown-linux-gnu/debug")
        let found = try #require(PluginPackage.containing(library: build + "/libCounterPlugin.so"))
        #expect(found.package == PluginPackage(root: folder.path, configuration: "debug"))
        #expect(found.product == "CounterPlugin")
        #expect(PluginPackage.containing(library: folder.path + "/libCounterPlugin.so") == nil)
        #expect(PluginPackage.containing(library: build + "/CounterPlugin.dylib") == nil)
    }

    @Test func theSourceFoldersOfAProductAreItsTargetsFolders() throws {
        let json = Data(
            #"""
            {"name": "plugins", "targets": [
              {"name": "CounterPlugin", "path": "Sources/CounterPlugin", "product_memberships": ["CounterPlugin"]},
              {"name": "CounterFeature", "path": "Features/CounterFeature", "product_memberships": ["CounterPlugin", "Other"]},
              {"name": "AuthPlugin", "path": "Sources/AuthPlugin", "product_memberships": ["AuthPlugin"]},
              {"name": "Tests", "path": "Tests"}
            ]}
            """#.utf8)
        let targets = try PluginPackage.targets(describedBy: json)
        let package = PluginPackage(root: "/p", configuration: "debug")
        #expect(
            package.sourceFolders(of: "CounterPlugin", targets: targets) == [
                "/p/Features/CounterFeature", "/p/Sources/CounterPlugin",
            ])
    }
}
