import Testing

@testable import LassoPluginHost

/// What the host's hints say about building plugins, from the program it runs in.
@Suite("The host program's hints")
struct HostProgramTests {
    @Test func theBuildHintNamesTheProgramsCommandWhenItHasOne() {
        #expect(
            HostProgram(name: "lasso-shell", buildPluginsCommand: "make plugins").buildPluginsHint
                == "build the plugins first (make plugins)")
    }

    @Test func withoutACommandTheBuildHintNamesNone() {
        #expect(HostProgram(name: "host").buildPluginsHint == "build the plugins first")
    }
}
