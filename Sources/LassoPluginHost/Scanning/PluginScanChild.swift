internal import CLassoHostSupport
internal import Foundation
import Lasso

#if canImport(Glibc)
    internal import Glibc
#endif

/// The child side of the plugin scanner: runs in a fresh process (the shell's `plugins __scan
/// PATH`), loads and registers one plugin, and reports on standard output in JSON lines:
///
/// 1. `{"stage":"described","report":{…}}` as soon as the descriptor is read and checked, so
///    the parent knows who the plugin is even when its registration then crashes;
/// 2. `{"stage":"finished","report":{…}}` with the modules it registered, or the error.
///
/// The exit status is 0 when the plugin is fine, otherwise the failure's
/// ``PluginLoadError/Kind/exitStatus``; the error is also written to standard error as one line
/// (``ProgramMessage``), for a person: the parent reads only the JSON. A plugin that calls
/// `exit()` while it registers is reported the same way, by ``RegistrationExitGuard``.
/// Whatever the plugin itself prints on standard output goes to standard error instead. Nothing
/// the plugin starts outlives the child (``superviseDescendants()``).
package enum PluginScanChild {
    /// One line of the child's report.
    package struct Message: Codable, Sendable {
        /// `described` or `finished`.
        package let stage: String
        /// The report so far.
        package let report: PluginScanReport

        /// Creates a message.
        package init(stage: String, report: PluginScanReport) {
            self.stage = stage
            self.report = report
        }
    }

    /// Ties this child to the scanner process `parent`: it dies with it (so killing the host never
    /// leaves a scan running), and it leads its own process group (so the scanner can kill
    /// whatever a plugin starts along with it). Returns false when the parent is already gone.
    package static func bindToParent(_ parent: Int32) -> Bool {
        lasso_host_bind_to_parent(parent) == 0
    }

    /// Makes this child the subreaper of whatever the plugin starts (`PR_SET_CHILD_SUBREAPER`),
    /// so that a process it double-forks into a session of its own is still this child's to end:
    /// every descendant is killed before the child reports (``run(path:origin:options:)``), when
    /// it exits, crashes, or is told to end (SIGTERM, the scanner's time-out). Returns false when
    /// the kernel refused.
    @discardableResult
    package static func superviseDescendants() -> Bool {
        lasso_host_become_subreaper() == 0
    }

    /// Examines the plugin at `path` in this process and writes the report, naming the file
    /// `origin` (the file `path` is a private copy of); returns the exit status.
    @MainActor
    package static func run(path: String, origin: String? = nil, options: PluginLoadOptions) -> Int32 {
        let origin = origin ?? path
        let report = dup(STDOUT_FILENO)
        if report >= 0 { dup2(STDERR_FILENO, STDOUT_FILENO) }
        let output = FileHandle(fileDescriptor: report >= 0 ? report : STDOUT_FILENO, closeOnDealloc: false)
        let send: @Sendable (String, PluginScanReport) -> Void = { stage, content in
            guard let data = try? JSONEncoder().encode(Message(stage: stage, report: content)) else { return }
            try? output.write(contentsOf: data + Data("\n".utf8))
        }
        let loader = PluginOpener(registry: ModuleRegistry())
        var identity: PluginIdentity?
        do throws(PluginLoadError) {
            try PluginFileTrust.check(path, expectedSHA256: options.expectedSHA256)
            // A private copy finds the libraries it loads through $ORIGIN next to its original.
            let originDirectory = (origin as NSString).deletingLastPathComponent
            let copyDirectory = (path as NSString).deletingLastPathComponent
            let descriptor = try loader.readDescriptor(
                opening: path, origin: origin,
                linkSibling: origin == path
                    ? nil
                    : { library in
                        PluginImageCopy.link(library, from: originDirectory, into: copyDirectory)
                    })
            identity = PluginIdentity(
                name: descriptor.name, version: descriptor.version, summary: descriptor.summary,
                abiMajor: descriptor.abiMajor, abiMinor: descriptor.abiMinor, runtimeStamp: descriptor.stamp
            )
            send("described", PluginScanReport(path: origin, identity: identity))
            RegistrationExitGuard.reportFailures { [identity] failure in
                send("finished", PluginScanReport(failure: failure, identity: identity))
            }
            let plugin = try loader.register(descriptor, path: origin)
            let modules = plugin.moduleNames.compactMap { loader.registry.module(named: $0) }.map(ModuleSummary.init)
            lasso_host_end_descendants()
            send("finished", PluginScanReport(path: origin, identity: identity, modules: modules))
            return 0
        } catch {
            lasso_host_end_descendants()
            send("finished", PluginScanReport(failure: error, identity: identity))
            error.programMessage.write()
            return error.kind.exitStatus
        }
    }
}
