import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost
import Testing

@testable import LassoConfig

/// `plugins:` entries: paths kept inside the plugin directories, pins (checked by the loader),
/// load failures as diagnostics at the entry. The libraries here are fakes (not ELF files): loading them fails,
/// which is enough to see which files the loader was asked to load.
@MainActor
@Suite("Plugin loading")
struct PluginLoadingTests {
    /// A scratch folder tree: `app/` holds the config, `plugins/` and `elsewhere/` hold fakes.
    final class Scratch {
        let root: URL
        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-plugins-\(UUID().uuidString)")
            for folder in ["app", "plugins", "elsewhere"] {
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
        }
        deinit { try? FileManager.default.removeItem(at: root) }

        func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

        func write(_ relative: String, _ text: String = "not a library") throws {
            try Data(text.utf8).write(to: root.appendingPathComponent(relative))
        }

        /// Loads the plugins of a config whose `plugins:` list is `entries`.
        @MainActor
        func load(_ entries: String, registry: ModuleRegistry = ModuleRegistry()) throws -> [Diagnostic] {
            let yaml = "lasso: 1\nplugins:\n\(entries)root: { screen: x.y }\n"
            let parsed = ConfigParser.parse(yaml, file: "app.yaml", directory: path("app"))
            let config = try #require(parsed.config)
            #expect(parsed.diagnostics.isEmpty)
            return ConfigPluginResolver(registry: registry).load(config)
        }
    }

    @Test func missingDirectoriesAndFiles() throws {
        let scratch = try Scratch()
        let found = try scratch.load("  - dir: ../nowhere\n  - file: libGone.so\n")
        #expect(
            found.map { "\($0.line):\($0.column): \($0.message)" } == [
                "3:10: plugin directory '../nowhere' does not exist (looked for \(scratch.path("nowhere")))",
                "4:11: plugin file 'libGone.so' does not exist (looked for \(scratch.path("app/libGone.so")))",
            ])
        try scratch.write("plugins/libA.so")
        #expect(
            try scratch.load("  - dir: ../plugins/libA.so\n").map(\.message) == [
                "'../plugins/libA.so' is not a directory"
            ])
    }

    @Test func everyLibraryOfADirectoryIsLoadedInNameOrderExceptTheRuntime() throws {
        let scratch = try Scratch()
        for name in ["libB.so", "libA.so", "libLassoRuntime.so", "notes.txt", "libC.so.1"] {
            try scratch.write("plugins/\(name)")
        }
        let found = try scratch.load("  - dir: ../plugins\n")
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.line == 3 && $0.column == 10 })
        #expect(
            found.map(\.message).map { $0.hasPrefix("cannot load plugin \(scratch.path("plugins"))/lib") } == [
                true, true,
            ])
        #expect(found[0].message.contains("libA.so"))
        #expect(found[1].message.contains("libB.so"))
    }

    @Test func aWrongOnlyNameInAFullFolderSuggestsTheNearestLibrariesNotAllOfThem() throws {
        let scratch = try Scratch()
        for name in [
            "libAuthPlugin.so", "libContactsPlugin.so", "libCounterPlugin.so", "libNotesPlugin.so",
            "libSettingsPlugin.so", "libUnitsPlugin.so", "libZooFixture.so",
        ] {
            try scratch.write("plugins/\(name)")
        }
        let found = try scratch.load("  - dir: ../plugins\n    only: [libNotes.so]\n")
        #expect(
            found.last?.hint == "the nearest of its 7 libraries: libNotesPlugin.so, libZooFixture.so, libAuthPlugin.so")
    }

    @Test func onlyPicksLibrariesOfADirectory() throws {
        let scratch = try Scratch()
        for name in ["libA.so", "libB.so", "libCrashingFixture.so"] {
            try scratch.write("plugins/\(name)")
        }
        let found = try scratch.load("  - dir: ../plugins\n    only: [libB.so, libC.so]\n")
        #expect(
            found.map { "\($0.line):\($0.column): \($0.message)" }.map { $0.prefix(40) } == [
                "3:10: cannot load plugin \(scratch.path("plugins"))".prefix(40),
                "4:21: there is no plugin library 'libC.so'".prefix(40),
            ])
        #expect(found.first?.message.contains("libB.so") == true)
        #expect(found.last?.hint == "did you mean 'libA.so'?")
        // `only: []` trusts the folder without loading anything from it.
        #expect(try scratch.load("  - dir: ../plugins\n    only: []\n").isEmpty)
    }

    @Test func filesMustStayInsideThePluginDirectories() throws {
        let scratch = try Scratch()
        try scratch.write("elsewhere/libOut.so")
        let escaping = try scratch.load("  - file: ../elsewhere/libOut.so\n")
        #expect(
            escaping.map(\.description) == [
                "app.yaml:3:11: error: plugin file '../elsewhere/libOut.so' leads outside the plugin directories, to \(scratch.path("elsewhere/libOut.so")) (hint: plugins load only from the config's folder and the 'dir:' entries; trust its folder with '- { dir: ../elsewhere, only: [] }', or move the plugin)"
            ])
        // Naming its directory makes it trusted: the file is then loaded (and fails as a fake).
        let trusted = try scratch.load("  - { dir: ../elsewhere, only: [] }\n  - file: ../elsewhere/libOut.so\n")
        #expect(trusted.count == 1)
        #expect(trusted.first?.message.hasPrefix("cannot load plugin") == true)
        // A file next to the config is trusted too.
        try scratch.write("app/libHere.so")
        #expect(try scratch.load("  - file: libHere.so\n").first?.message.hasPrefix("cannot load plugin") == true)
    }

    @Test func symlinksMayNotLeadOut() throws {
        let scratch = try Scratch()
        try scratch.write("elsewhere/libOut.so")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("plugins/libLink.so"), withDestinationPath: scratch.path("elsewhere/libOut.so"))
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("app/libLink.so"), withDestinationPath: scratch.path("elsewhere/libOut.so"))
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("plugins/libDangling.so"), withDestinationPath: scratch.path("elsewhere/libGone.so"))
        let found = try scratch.load("  - dir: ../plugins\n  - file: libLink.so\n")
        #expect(
            found.map(\.message) == [
                "plugin 'libDangling.so' in '../plugins' is a symlink to a missing file",
                "plugin 'libLink.so' in '../plugins' leads outside the directory, to \(scratch.path("elsewhere/libOut.so"))",
                "plugin file 'libLink.so' leads outside the plugin directories, to \(scratch.path("elsewhere/libOut.so"))",
            ])
    }

    @Test func sha256PinsAreChecked() throws {
        let scratch = try Scratch()
        try scratch.write("app/libPinned.so", "abc")
        let wrong = String(repeating: "0", count: 64)
        let found = try scratch.load("  - file: libPinned.so\n    sha256: \(wrong)\n")
        #expect(found.count == 1)
        #expect(found.first.map { "\($0.line):\($0.column)" } == "4:13")
        #expect(
            found.first?.message.hasPrefix(
                "cannot load plugin \(scratch.path("app/libPinned.so")): SHA-256 digest mismatch") == true)
        #expect(
            found.first?.message.contains("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad") == true)
        // With the right pin the file goes on to be loaded (and fails, being a fake).
        let right = try scratch.load(
            "  - file: libPinned.so\n    sha256: BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD\n")
        #expect(right.first?.message.hasPrefix("cannot load plugin") == true)
        // A pin on a file that a dir entry also lists applies to it.
        try scratch.write("plugins/libBoth.so", "abc")
        let both = try scratch.load("  - dir: ../plugins\n  - file: ../plugins/libBoth.so\n    sha256: \(wrong)\n")
        #expect(both.count == 1)
        #expect(both.first?.line == 5)
    }

    @Test func pluginsAlreadyInTheRegistryAreNotLoadedAgain() throws {
        let scratch = try Scratch()
        try scratch.write("plugins/libTest.so")
        let registry = ModuleRegistry()
        try PluginOpener(registry: registry).registerLinked(origin: scratch.path("plugins/libTest.so")) {
            describePlugin(TestPlugin.self)
        }
        #expect(try scratch.load("  - dir: ../plugins\n", registry: registry).isEmpty)
    }

    @Test func theWholeFileThroughConfigLoader() throws {
        let scratch = try Scratch()
        try Data("lasso: 1\nplugins:\n  - dir: ../nowhere\nroot: { screen: counter.mian }\n".utf8).write(
            to: URL(fileURLWithPath: scratch.path("app/app.yaml")))
        let registry = try makeRegistry()
        let result = ConfigValidator(registry: registry).load(contentsOf: scratch.path("app/app.yaml"))
        #expect(result.config != nil)
        #expect(result.validConfig == nil)
        #expect(result.diagnostics.map { "\($0.line):\($0.column)" } == ["3:10", "4:17"])
        #expect(result.diagnostics.last?.hint == "did you mean 'counter.main'?")
        #expect(result.diagnostics.allSatisfy { $0.file == scratch.path("app/app.yaml") })
    }
}
