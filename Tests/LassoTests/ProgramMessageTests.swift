import Testing

@testable import Lasso

/// Every error, warning and note the host writes, rendered by one type.
@Suite("Program messages")
struct ProgramMessageTests {
    @Test func aLocatedErrorReadsAsACompilersDoes() {
        let message = ProgramMessage(
            .error, at: .init(file: "app.yaml", line: 12, column: 7), "unknown screen 'counter.mian'",
            hint: "did you mean 'counter.main'?")
        #expect(
            message.description
                == "app.yaml:12:7: error: unknown screen 'counter.mian' (hint: did you mean 'counter.main'?)")
    }

    @Test func aMessageWithoutPlaceOrHintIsItsSeverityAndText() {
        #expect(
            ProgramMessage.warning("the scan cache is not saved").description == "warning: the scan cache is not saved")
        #expect(ProgramMessage.note("examined plugins/libA.so").description == "note: examined plugins/libA.so")
        #expect(ProgramMessage.error("x", file: "libA.so").description == "libA.so: error: x")
    }

    @Test func aColumnIsShownOnlyWithItsLine() {
        #expect(ProgramMessage.Location(file: "a.script", column: 3).description == "a.script")
        #expect(ProgramMessage.Location(file: "a.script", line: 4).description == "a.script:4")
    }

    @Test func theLineWrittenToStandardErrorStartsWithTheProgramsNameUnlessItIsAtALineOfAFile() {
        let name = HostProgram.current.name
        #expect(ProgramMessage.error("cannot serve").line() == "\(name): error: cannot serve")
        #expect(ProgramMessage.error("not a plugin", file: "libA.so").line() == "\(name): libA.so: error: not a plugin")
        let located = ProgramMessage(.error, at: .init(file: "app.yaml", line: 3, column: 5), "unknown screen")
        #expect(located.line() == "app.yaml:3:5: error: unknown screen")
    }

    @Test func textFromInputCannotDriveTheTerminal() {
        let message = ProgramMessage.error("plugin 'a\u{1B}[2Jb' failed", file: "lib\u{1B}]0;x.so", hint: "fix\nit")
        #expect(message.description == #"lib\u{1B}]0;x.so: error: plugin 'a\u{1B}[2Jb' failed (hint: fix\u{A}it)"#)
    }

    @Test func anEmptyHintIsNone() {
        #expect(ProgramMessage.error("x", hint: "").description == "error: x")
        #expect(ProgramMessage.warning("x", hint: "do y").statement == "x (hint: do y)")
    }

    @Test func anErrorStopsACommandWithStatusOneUnlessItNamesAnother() {
        #expect(ProgramMessage.error("x").exitStatus == 1)
        #expect(ProgramMessage.error("x", exitStatus: 74).exitStatus == 74)
    }

    @Test func theBuildHintNamesTheProgramsCommandWhenItHasOne() {
        #expect(
            HostProgram(name: "lasso-shell", buildPluginsCommand: "make plugins").buildPluginsHint
                == "build the plugins first (make plugins)")
        #expect(HostProgram(name: "host").buildPluginsHint == "build the plugins first")
    }
}
