import Lasso
import LassoPluginHost
import Yams

extension ConfigReader {
    /// The top-level keys.
    static let documentKeys = ["lasso", "plugins", "flows", "theme", "storage", "settings", "trace", "root"]

    /// Reads the whole document; `nil` when a required part could not be read.
    func readDocument(_ node: Node, file: String, directory: String) -> AppConfig? {
        guard let fields = fields(of: node, allowed: Self.documentKeys, in: "the config file's top level") else {
            return nil
        }
        let version = readVersion(fields)
        let plugins = fields["plugins"].map(readPlugins) ?? []
        let flows = fields["flows"].map(readFlows) ?? []
        let theme = fields["theme"].flatMap(readTheme)
        let storage = fields["storage"].flatMap { text($0, what: "'storage' (where plugins keep their records)") }
        let settings = fields["settings"].map(readSettings) ?? []
        let trace = fields["trace"].flatMap { text($0, what: "'trace' (the file the app's trace is written to)") }
        var root: ConfigNode?
        if let rootNode = fields["root"] {
            root = readNode(rootNode, in: "the root")
        } else {
            missing(
                "root", in: fields, what: "the config file",
                hint: "add 'root:' with the node that fills the window, e.g. root: { screen: counter.main }")
        }
        guard let root else { return nil }
        // A bad version is already reported; the rest is still checked, so that every problem
        // shows up in one run.
        let checkedVersion = version ?? Located(ConfigSchema.currentVersion, at: fields.location)
        return AppConfig(
            file: file, directory: directory, version: checkedVersion, plugins: plugins, flows: flows, root: root,
            theme: theme, storage: storage, settings: settings, trace: trace)
    }

    /// Reads `settings:`: `plugin.setting: value` entries, checked against the plugins'
    /// declarations once they are loaded (``ValidationRun``).
    private func readSettings(_ node: Node) -> [SettingOverride] {
        guard let fields = fields(of: node, allowed: nil, in: "'settings'") else { return [] }
        return fields.all.compactMap { entry in
            let name = Located(entry.key, at: entry.keyLocation)
            guard let dot = entry.key.firstIndex(of: "."), dot != entry.key.startIndex,
                entry.key.index(after: dot) != entry.key.endIndex
            else {
                log.error(
                    "'\(entry.key)' does not name a plugin's setting", at: entry.keyLocation,
                    hint: "write the plugin's name, a dot and the setting's, e.g. units.precision: 3")
                return nil
            }
            guard let value = readValue(entry.value) else { return nil }
            return SettingOverride(name: name, value: value)
        }
    }

    private func readVersion(_ fields: Fields) -> Located<Int>? {
        guard let node = fields["lasso"] else {
            missing(
                "lasso", in: fields, what: "the config file",
                hint: "start the file with 'lasso: \(ConfigSchema.currentVersion)', the schema version")
            return nil
        }
        guard let version = integer(node, what: "'lasso' (the schema version)") else { return nil }
        guard version.value == ConfigSchema.currentVersion else {
            log.error(
                "schema version \(version.value) is not supported; this \(HostProgram.current.name) reads version \(ConfigSchema.currentVersion)",
                at: version.location,
                hint:
                    "write 'lasso: \(ConfigSchema.currentVersion)', or use the \(HostProgram.current.name) release that reads version \(version.value)"
            )
            return nil
        }
        return version
    }

    // MARK: - Plugins

    private func readPlugins(_ node: Node) -> [PluginSource] {
        guard let entries = list(node, what: "'plugins'") else { return [] }
        return entries.compactMap(readPluginSource)
    }

    private func readPluginSource(_ node: Node) -> PluginSource? {
        let what = "a plugins entry"
        guard let fields = fields(of: node, allowed: ["dir", "only", "file", "sha256"], in: what) else { return nil }
        let location = fields.location
        switch (fields["dir"], fields["file"]) {
        case (nil, nil):
            missing(
                "dir' or 'file", in: fields, what: what,
                hint: "write '- dir: PATH' for a folder of plugins or '- file: PATH' for one plugin")
            return nil
        case (let dirNode?, let fileNode?):
            log.error(
                "a plugins entry has either 'dir' or 'file', not both", at: SourcePosition(of: fileNode),
                hint: "split it into two entries")
            _ = dirNode
            return nil
        case (let dirNode?, nil):
            if let pin = fields.keyLocation(of: "sha256") {
                log.error(
                    "'sha256' pins a single file; it cannot apply to a directory", at: pin,
                    hint: "list the plugin as '- file: PATH' with its sha256")
            }
            let only = fields["only"].map(readLibraryNames)
            guard let path = text(dirNode, what: "'dir'") else { return nil }
            return PluginSource(.directory(path.value, only: only), at: location, pathLocation: path.location)
        case (nil, let fileNode?):
            if let only = fields.keyLocation(of: "only") {
                log.error(
                    "'only' picks libraries of a 'dir'; a 'file' entry names its one library", at: only,
                    hint: "remove 'only'")
            }
            let path = text(fileNode, what: "'file'")
            var pin: Located<String>?
            if let pinNode = fields["sha256"], let digest = text(pinNode, what: "'sha256'") {
                let hex = digest.value.lowercased()
                if hex.count == 64, hex.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit) {
                    pin = Located(hex, at: digest.location)
                } else {
                    log.error(
                        "'sha256' must be 64 hexadecimal digits", at: digest.location,
                        hint: "print the digest with 'sha256sum FILE'")
                    return nil
                }
            }
            guard let path else { return nil }
            return PluginSource(.file(path.value, sha256: pin), at: location, pathLocation: path.location)
        }
    }

    /// Reads `only:`: file names of libraries in the directory (no paths).
    private func readLibraryNames(_ node: Node) -> [Located<String>] {
        guard let entries = list(node, what: "'only'") else { return [] }
        return entries.compactMap { entry in
            guard let name = text(entry, what: "a library name in 'only'") else { return nil }
            guard !name.value.contains("/"), name.value != "..", name.value != "." else {
                log.error(
                    "'\(name.value)' is not a file name: 'only' names libraries inside the directory",
                    at: name.location, hint: "write just the file name, e.g. libCounterPlugin.so")
                return nil
            }
            return name
        }
    }

    // MARK: - Config flows

    private func readFlows(_ node: Node) -> [ConfigFlowDefinition] {
        guard let fields = fields(of: node, allowed: nil, in: "'flows'") else { return [] }
        return fields.all.compactMap { entry in
            readFlow(name: Located(entry.key, at: entry.keyLocation), node: entry.value)
        }
    }

    private func readFlow(name: Located<String>, node: Node) -> ConfigFlowDefinition? {
        let what = "config flow '\(name.value)'"
        let validName = isConfigFlowName(name.value)
        if !validName {
            log.error(
                "'\(name.value)' is not a valid config flow name",
                at: name.location,
                hint: "use letters, digits, '-' and '_', starting with a letter; dots are for plugin modules"
            )
        }
        guard let fields = fields(of: node, allowed: ["root", "outputs"], in: what) else { return nil }
        var outputs: [Located<String>] = []
        if let outputsNode = fields["outputs"], let entries = list(outputsNode, what: "'outputs'") {
            for entry in entries {
                guard let output = text(entry, what: "an output name") else { continue }
                if let first = outputs.first(where: { $0.value == output.value }) {
                    log.error(
                        "output '\(output.value)' is declared twice (first at \(first.location))", at: output.location,
                        hint: "keep one")
                } else {
                    outputs.append(output)
                }
            }
        }
        var root: ConfigNode?
        if let rootNode = fields["root"] {
            root = readNode(rootNode, in: "the root of \(what)")
        } else {
            missing("root", in: fields, what: what, hint: "add 'root:' with the node the flow starts with")
        }
        guard validName, let root else { return nil }
        return ConfigFlowDefinition(name: name, root: root, outputs: outputs, location: fields.location)
    }

    /// Config flow names: a letter, then letters, digits, `-` and `_`.
    func isConfigFlowName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        }
    }
}
