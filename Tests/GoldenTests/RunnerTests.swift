// The runner behind `make run` and `make record` (Sources/course), and the difference report it
// and the golden tests print.
import CourseSupport
import Foundation
import Testing

@Suite("The runner behind make run and make record")
struct RunnerTests {
    /// A package folder of one chapter, `01-fake`, whose expected output is `expected`, beside a
    /// copy of the real `course` program and a fake `ch01` that prints `printed` and exits with
    /// `status`. `course` looks for chapter programs beside itself, so the copy runs the fake.
    func fakeCourse(expected: String, printed: String, status: Int32) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("course-runner-\(UUID().uuidString)")
        let chapter = folder.appendingPathComponent("Chapters/01-fake")
        try FileManager.default.createDirectory(at: chapter, withIntermediateDirectories: true)
        try expected.write(to: chapter.appendingPathComponent("expected.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: binaries.appendingPathComponent("course"), to: folder.appendingPathComponent("course"))
        let script = folder.appendingPathComponent("ch01")
        try "#!/bin/sh\nprintf '%s' '\(printed)'\nexit \(status)\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return folder
    }

    /// The course's output and its messages to standard error, as a terminal shows them.
    func course(_ arguments: String..., in folder: URL) throws -> ProgramRun {
        try runProgram(folder.appendingPathComponent("course"), arguments: arguments, in: folder, capture: .pipe)
    }

    @Test("make run fails a chapter that prints its expected output and then exits 3")
    func runFailsOnExitStatus() throws {
        let folder = try fakeCourse(expected: "hello\n", printed: "hello\n", status: 3)
        defer { try? FileManager.default.removeItem(at: folder) }

        let all = try course("run", in: folder)
        #expect(all.status != 0)
        #expect(all.output.contains("✗ 01-fake"))
        #expect(all.output.contains("exited with status 3"))

        let one = try course("run", "1", in: folder)
        #expect(one.status != 0)
        #expect(one.output.contains("exited with status 3"))
    }

    @Test("make run passes the same chapter when it exits 0")
    func runPassesOnSuccess() throws {
        let folder = try fakeCourse(expected: "hello\n", printed: "hello\n", status: 0)
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = try course("run", in: folder)
        #expect(all.status == 0, "\(all.output)")
        #expect(all.output == "✓ 01-fake\n")
    }

    @Test("make record refuses a failed run and leaves the expected file alone")
    func recordRefusesFailedRun() throws {
        let folder = try fakeCourse(expected: "the old truth\n", printed: "hello\n", status: 3)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = try course("record", "1", in: folder)
        #expect(record.status != 0)
        #expect(record.output.contains("Nothing recorded"))
        #expect(record.output.contains("exited with status 3"))
        let kept = try String(
            contentsOf: folder.appendingPathComponent("Chapters/01-fake/expected.txt"), encoding: .utf8)
        #expect(kept == "the old truth\n")
    }

    @Test("A wrong chapter number names the make command's argument, not the runner's usage")
    func wrongChapter() throws {
        let folder = try fakeCourse(expected: "", printed: "", status: 0)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try course("run", "4 5", in: folder)
        #expect(run.status == 2)
        #expect(run.output == "There is no chapter '4 5'. CH takes one chapter number: 1.\n")
    }
}

@Suite("Running a program: limits, crashes, interruptions")
struct RunProgramTests {
    /// A shell script in a new temporary folder.
    func script(_ body: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-program-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("program")
        try "#!/bin/sh\n\(body)\n".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return file
    }

    /// Whether process `pid` is still running (a zombie waiting to be reaped is not).
    func isRunning(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?
            .split(separator: ")").last?.split(separator: " ").first
        return state != "Z"
    }

    /// The pids a script wrote to `pids` in its folder, once it has written `count` of them.
    func pids(of program: URL, count: Int) -> [Int32] {
        let file = program.deletingLastPathComponent().appendingPathComponent("pids")
        for _ in 0..<500 {
            let written = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
            if written.count >= count { return written }
            _ = poll(nil, 0, 10)
        }
        return []
    }

    @Test("A program still running at its time limit is stopped within it, with everything it started")
    func timeLimit() throws {
        let program = try script("echo started\nsleep 1000 &\necho $$ $! > \"$(dirname \"$0\")/pids\"\nwhile :; do :; done")
        let clock = ContinuousClock()
        let start = clock.now
        let run = try runProgram(program, arguments: [], limits: RunLimits(seconds: 1))
        #expect(clock.now - start < .seconds(4))
        #expect(run.stop == .timeLimit(seconds: 1))
        #expect(run.output == "started\n")
        #expect(run.failure == "was stopped after 1 s, still running")
        let started = (try String(contentsOf: program.deletingLastPathComponent().appendingPathComponent("pids"), encoding: .utf8))
            .split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }
        #expect(started.count == 2)
        // SIGKILL takes a moment to land on the program's children.
        for _ in 0..<200 where started.contains(where: isRunning) { _ = poll(nil, 0, 10) }
        #expect(!started.contains(where: isRunning), "still running: \(started.filter(isRunning))")
    }

    @Test("An endless print loop is stopped at the output limit, its output cut there")
    func outputLimit() throws {
        let program = try script("while :; do echo y; done")
        let run = try runProgram(program, arguments: [], limits: RunLimits(seconds: 20, outputBytes: 10_000))
        #expect(run.stop == .outputLimit(bytes: 10_000))
        #expect(run.output.utf8.count == 10_000)
        #expect(run.failure == "was stopped after printing 10000 bytes, its output cut there")
    }

    @Test("Ctrl-C during make run leaves nothing running")
    func interrupted() throws {
        let folder = try script("").deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Chapters/01-fake"), withIntermediateDirectories: true)
        try "".write(to: folder.appendingPathComponent("Chapters/01-fake/expected.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: binaries.appendingPathComponent("course"), to: folder.appendingPathComponent("course"))
        let chapter = folder.appendingPathComponent("ch01")
        try "#!/bin/sh\necho $$ > \"$(dirname \"$0\")/pids\"\nwhile :; do :; done\n".write(to: chapter, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: chapter.path)

        let course = Process()
        course.executableURL = folder.appendingPathComponent("course")
        course.arguments = ["run", "1"]
        course.currentDirectoryURL = folder
        course.standardOutput = FileHandle.nullDevice
        try course.run()
        let started = pids(of: chapter, count: 1)
        try #require(started.count == 1, "the chapter program did not start")
        course.interrupt()  // SIGINT, as Ctrl-C sends it
        course.waitUntilExit()
        #expect(course.terminationReason == .uncaughtSignal)
        for _ in 0..<200 where isRunning(started[0]) { _ = poll(nil, 0, 10) }
        #expect(!isRunning(started[0]), "the chapter program survived")
        if isRunning(started[0]) { kill(started[0], SIGKILL) }
    }

    @Test("A crash report is read for its reason and the program's functions; the backtrace is not output")
    func crashReport() {
        let errors = """
            a line of its own
            Exercise/Countdown.swift:15: Fatal error: Unexpectedly found nil while unwrapping an Optional value

            *** Signal 4: Backtracing from 0x7f8e40d6df7f... done ***

            *** Program crashed: Illegal instruction at 0x00007f8e40d6df7f ***

            Thread 0 "program" crashed:

              0      0x00007f8e40d6df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
              1 [ra] 0x00007f8e40ef961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
              2 [ra] 0x0000564d545371ea partial apply for closure #1 in Countdown.start() + 20 in program
              3 [ra] 0x0000564d545371ea Countdown.tick() + 313 in program
              4 [ra] 0x0000564d54536fa9 main + 184 in program

            Backtrace took 0.02s

            """
        let run = ProgramRun(output: "counting down\n", status: 4, wasSignaled: true, errors: errors)
        #expect(run.ownErrors == "a line of its own\n")
        #expect(
            run.crashReason == [
                "Exercise/Countdown.swift:15: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
                "in Countdown.tick()",
            ])
        let segfault = ProgramRun(
            output: "a\n", status: 11, wasSignaled: true,
            errors: "\n*** Signal 11: Backtracing from 0x1... done ***\n\n*** Program crashed: Bad pointer dereference at 0x0000000000000000 ***\n")
        #expect(segfault.ownErrors == "")
        #expect(segfault.crashReason == ["Program crashed: Bad pointer dereference"])
        #expect(
            verdict(of: run, expected: "counting down\nthree\n")
                == """
                The program crashed (signal 4, \(String(cString: strsignal(4)))) before printing line 2 of 2 expected lines (line 1 is as expected):
                    Exercise/Countdown.swift:15: Fatal error: Unexpectedly found nil while unwrapping an Optional value
                    in Countdown.tick()
                It also wrote to standard error (shown, not compared: only standard output is the program's output):
                  | a line of its own
                """)
    }

    @Test("A crash in the library points at the first frame in the program's own files, with its line")
    func crashInOwnFile() {
        let errors = """
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

            *** Signal 4: Backtracing from 0x7f733136df7f... done ***

            *** Program crashed: Illegal instruction at 0x00007f733136df7f ***

            Thread 0 "program" crashed:

              0      0x00007f733136df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
              1 [ra] 0x00007f73314f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
              2 [ra] 0x00007f7331a6bf65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
              3 [ra] 0x000055ef8c027e71 Bag.remove(_:) + 32 in program at /lib/My Sources/Bag.swift:20:13
              4 [ra] 0x000055ef8c027e72 Countdown.tick() + 32 in program at Exercises/1-x/Countdown.swift:2:13
              5 [ra] 0x000055ef8c027ff9 main + 232 in program at Exercises/1-x/main.swift:2:7

            """
        let run = ProgramRun(output: "", status: 4, wasSignaled: true, errors: errors)
        #expect(
            run.crashReason(ownFiles: ["Exercises/1-x/Countdown.swift", "Exercises/1-x/main.swift"])
                == ["Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range", "in Countdown.tick(), at Exercises/1-x/Countdown.swift:2"])
        #expect(run.crashReason == ["Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range", "in Bag.remove(_:), at /lib/My Sources/Bag.swift:20"])
    }

    @Test("A stack overflow is called one, with the program's own calls that repeat; a frame may have no column or no line")
    func stackOverflow() {
        var frames = [
            "     0      0x000056189b249b0d swift_retain + 29 in libswiftCore.so",
            "     1 [ra] 0x000056189b249b49 Sink.forwardOn(_:) + 12 in checks at Sources/MyRx/Core/Sink.swift",
        ]
        for number in stride(from: 2, to: 40, by: 2) {
            frames.append("    \(number) [ra] 0x000056189b249b49 SinkDisposer.dispose() + 88 in checks at Sources/MyRx/Disposables/SinkDisposer.swift:56:13")
            frames.append("    \(number + 1) [ra] 0x000056189b249c00 WatchedSink.dispose() + 40 in checks")
        }
        frames += ["   ...", "54571 [ra] 0x000056189b249b50 Producer.subscribe<A>(_:) + 20 in checks at Sources/MyRx/Producer.swift:24:48",
                   "54572 [ra] 0x000056189b24966e main + 925 in checks"]
        let errors = "\n*** Signal 11: Backtracing from 0x1... done ***\n\n*** Program crashed: Bad pointer dereference at 0x00007ffe8a61bfe8 ***\n\n"
            + "Thread 0 \"checks\" crashed:\n\n" + frames.joined(separator: "\n") + "\n"
        let overflow = ProgramRun(output: "", status: SIGSEGV, wasSignaled: true, errors: errors)
        #expect(
            overflow.crashReason(ownFiles: ["Sources/MyRx/"]) == [
                "Stack overflow (endless recursion?): the stack was 54573 calls deep, and this call repeats down it:",
                "in SinkDisposer.dispose(), at Sources/MyRx/Disposables/SinkDisposer.swift:56",
            ])
        // The same report from a crash that is not a bad memory access is no stack overflow.
        let trapped = ProgramRun(output: "", status: SIGILL, wasSignaled: true, errors: errors)
        #expect(trapped.crashReason(ownFiles: ["Sources/MyRx/"]).first == "Program crashed: Bad pointer dereference")
        // A shallow bad pointer is not one either; its frame has a file and no line.
        let shallow = ProgramRun(
            output: "", status: SIGSEGV, wasSignaled: true,
            errors: "\n*** Program crashed: Bad pointer dereference at 0x0000000000000008 ***\n\n" + frames[1] + "\n"
                + "     2 [ra] 0x000056189b24966e main + 925 in checks\n")
        #expect(
            shallow.crashReason(ownFiles: ["Sources/MyRx/"])
                == ["Program crashed: Bad pointer dereference", "in Sink.forwardOn(_:), at Sources/MyRx/Core/Sink.swift"])
        // A function's entry has a line and no column.
        let entry = ProgramRun(
            output: "", status: SIGSEGV, wasSignaled: true,
            errors: "\n*** Program crashed: Bad pointer dereference at 0x0000000000000008 ***\n\n"
                + "     0      0x000056189b249b0d Thing.recurse(_:) + 29 in prog at Sources/MyRx/Lib.swift:10\n")
        #expect(entry.crashReason(ownFiles: ["Sources/MyRx/"]).last == "in Thing.recurse(_:), at Sources/MyRx/Lib.swift:10")
    }

    @Test("Only standard output is the output: standard error is kept apart, capped, and never stops the program")
    func standardErrorApart() throws {
        let program = try script("echo one\necho debugging >&2\nhead -c 10000000 /dev/zero | tr '\\0' x >&2\necho two")
        let run = try runProgram(program, arguments: [], limits: RunLimits(seconds: 30, outputBytes: 1000, errorBytes: 5000))
        #expect(run.output == "one\ntwo\n")
        #expect(run.stop == nil && run.status == 0)
        #expect(run.errors.utf8.count == 5000 && run.errors.hasPrefix("debugging\nxxx"))
        #expect(run.errorBytes == 10_000_010)
        #expect(verdict(of: run, expected: "one\ntwo\n") == nil, "what went to standard error is not compared")
        let report = try #require(verdict(of: run, expected: "one\nthree\n"))
        #expect(report.contains("  - three\n  + two"), "\(report)")
        #expect(!report.contains("+ debugging"), "\(report)")
        #expect(report.contains("It also wrote to standard error (shown, not compared"), "\(report)")
        #expect(report.contains("  | debugging\n"), "\(report)")
        #expect(report.contains("  | xxxxx") && report.contains("x …\n"), "a long line is cut: \(report)")
        #expect(report.hasSuffix("  … 10.0 MB in all; only its start is shown"), "\(report)")
    }

    @Test("A program that exits early says so: its status, and the line it did not reach")
    func exitedEarly() throws {
        let expected = "a\nb\nc\n"
        let early = try runProgram(try script("echo a\nexit 0"), arguments: [])
        #expect(
            verdict(of: early, expected: expected)?.hasPrefix(
                "The program exited normally (status 0) before printing line 2 of 3 expected lines (line 1 is as expected).\n"
                    + "first difference at line 2 of the expected output:") == true)
        let failed = try runProgram(try script("echo a\necho b\nexit 3"), arguments: [])
        #expect(
            verdict(of: failed, expected: expected)
                == "The program exited with status 3 before printing line 3 of 3 expected lines (lines 1–2 are as expected)")
        let silent = try runProgram(try script("exit 4"), arguments: [])
        #expect(verdict(of: silent, expected: expected) == "The program exited with status 4 before printing anything")
        let stopped = ProgramRun(output: "a\n", status: 9, wasSignaled: true, stop: .timeLimit(seconds: 1))
        #expect(
            verdict(of: stopped, expected: expected)?.hasPrefix(
                "The program was stopped after 1 s, still running, before printing line 2 of 3 expected lines (line 1 is as expected)\n")
                == true)
        let finished = ProgramRun(output: expected, status: 9, wasSignaled: true, stop: .timeLimit(seconds: 1))
        #expect(
            verdict(of: finished, expected: expected)?.hasPrefix(
                "The program was stopped after 1 s, still running, after printing exactly the expected output\n") == true)
    }

    @Test("A program that exits while what it started still holds its output ends there, not at the time limit")
    func exitedLeavingAChild() throws {
        let program = try script("echo a\nsleep 1000 &\necho $! > \"$(dirname \"$0\")/pids\"\nexit 0")
        let clock = ContinuousClock()
        let start = clock.now
        let run = try runProgram(program, arguments: [], limits: RunLimits(seconds: 5))
        #expect(clock.now - start < .seconds(3))
        #expect(run.stop == nil && run.status == 0 && run.output == "a\n")
        let left = pids(of: program, count: 1)
        #expect(left.count == 1 && !left.contains(where: isRunning), "still running: \(left.filter(isRunning))")
    }

    #if os(Linux)
        @Test("Everything the program started is stopped, even in a process group or session of its own")
        func descendantsElsewhere() throws {
            // setsid: a new session and process group, as Foundation's Process gives its child;
            // the second sleep's parent shell exits at once, so it is an orphan as well.
            let program = try script(
                """
                pids="$(dirname "$0")/pids"
                setsid sleep 1000 &
                echo $! >> "$pids"
                sh -c 'setsid sleep 1000 & echo $! >> "$1"' sh "$pids"
                echo started
                """)
            let run = try runProgram(program, arguments: [], limits: RunLimits(seconds: 10))
            #expect(run.output == "started\n" && run.status == 0, "\(run.output)\(run.errors)")
            let started = pids(of: program, count: 2)
            #expect(started.count == 2)
            #expect(!started.contains(where: isRunning), "still running: \(started.filter(isRunning))")
            for pid in started where isRunning(pid) { kill(pid, SIGKILL) }
        }
    #endif

    @Test("A tool that runs long (SwiftPM planning a build) is reported on while it runs")
    func toolHeartbeat() throws {
        var reports: [Duration] = []
        let status = try runTool("sleep", arguments: ["0.45"], interval: .milliseconds(100)) { reports.append($0) }
        #expect(status == 0)
        #expect(reports.count >= 3, "\(reports)")
        #expect(reports == reports.sorted())
    }

    // The library checks compile their programs with runTools, two or more at a time.
    @Test("Tools run together end in order, each with its own output, and none starts after one failed")
    func toolsTogether() throws {
        let shell = URL(fileURLWithPath: "/bin/sh")
        // The first ends last: the runs still come back in the jobs' order.
        let runs = try runTools(
            [(shell, ["-c", "sleep 0.3; echo one"]), (shell, ["-c", "echo two; echo oops >&2"]), (shell, ["-c", "echo three"])],
            atOnce: 2)
        #expect(runs.map { $0?.output } == ["one\n", "two\noops\n", "three\n"])
        // Two at a time: 0.7 s for these (one after another: 1.3 s).
        let clock = ContinuousClock()
        let start = clock.now
        _ = try runTools([(shell, ["-c", "sleep 0.6"]), (shell, ["-c", "sleep 0.6"]), (shell, ["-c", "sleep 0.1"])], atOnce: 2)
        #expect(clock.now - start < .milliseconds(1100))
        // After a failure no job starts; those running end as they would.
        let stopped = try runTools(
            [(shell, ["-c", "exit 3"]), (shell, ["-c", "sleep 0.2; echo running"]), (shell, ["-c", "echo never"])],
            atOnce: 2, stopAtFailure: true)
        #expect(stopped[0]?.status == 3 && stopped[1]?.output == "running\n" && stopped[2] == nil)
        // One still running at the time limit is stopped.
        let late = try runTools([(shell, ["-c", "sleep 5"])], atOnce: 2, limits: RunLimits(seconds: 0.3))
        #expect(late[0]?.stop == .timeLimit(seconds: 0.3))
    }

    @Test("TIME_LIMIT takes a number of seconds above 0 and at most an hour; anything else is an error")
    func timeLimitSetting() throws {
        #expect(try RunLimits.timeLimit(nil) == nil)
        #expect(try RunLimits.timeLimit("30") == 30)
        #expect(try RunLimits.timeLimit("0.5") == 0.5)
        for wrong in ["abc", "0", "-5", "", "inf", "nan", "100000"] {
            #expect(throws: RunError.self, "TIME_LIMIT=\(wrong)") { try RunLimits.timeLimit(wrong) }
        }
        do {
            _ = try RunLimits.timeLimit("abc")
        } catch {
            #expect("\(error)" == "TIME_LIMIT=abc is not a time limit: give it a number of seconds above 0 and at most 3600, such as TIME_LIMIT=30.")
        }
    }
}

@Suite("Building only what a command needs")
struct BuilderTests {
    @Test("A build is needed when a source is newer than the last one, not when an exercise changed")
    func upToDate() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("builder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = ["Package.swift", "Sources/Lib/Lib.swift", "Chapters/01-one/main.swift", "Chapters/01-one/Exercises/1-x/Starter.swift", "bin/ch01"]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "".write(to: url, atomically: true, encoding: .utf8)
        }
        // `true` stands in for swift: the "build" succeeds and leaves its stamp.
        let builder = CourseBuilder(root: root, binaries: root.appendingPathComponent("bin"), swift: "true", announce: { _ in })
        #expect(!builder.isUpToDate("ch01"))
        #expect(builder.build("ch01", what: "chapter 1's program"))
        #expect(builder.isUpToDate("ch01"))
        #expect(!builder.isUpToDate("ch02"), "a product never built")
        try "// edited".write(to: root.appendingPathComponent(files[3]), atomically: true, encoding: .utf8)
        #expect(builder.isUpToDate("ch01"), "an exercise is compiled on its own")
        try "// edited".write(to: root.appendingPathComponent(files[1]), atomically: true, encoding: .utf8)
        #expect(!builder.isUpToDate("ch01"))
    }
}

@Suite("The difference report")
struct DifferenceTests {
    /// Lines "line 1" … "line n", each ending in a newline.
    func numbered(_ range: ClosedRange<Int>) -> [String] {
        range.map { "line \($0)" }
    }

    func text(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    @Test("A file of 37 lines ending in a newline counts 37 lines")
    func countsLines() {
        #expect(lines(of: text(numbered(1...37))).count == 37)
        #expect(lines(of: "no newline").count == 1)
        #expect(lines(of: "").count == 0)
    }

    @Test("One deleted line shows as that line, not as every later line changed")
    func oneDeletedLine() throws {
        var got = numbered(1...37)
        got.remove(at: 19)  // "line 20"
        let report = try #require(firstDifference(expected: text(numbered(1...37)), actual: text(got)))
        #expect(
            report == """
                first difference at line 20 of the expected output:
                    line 18
                    line 19
                  - line 20
                    line 21
                    line 22
                (- expected, + actual; 37 lines expected, 36 actual)
                """)
    }

    @Test("A changed line shows as - then +, and later differences are counted")
    func changedLineAndLaterOnes() throws {
        var got = numbered(1...10)
        got[2] = "line three"
        got[8] = "line nine"
        let report = try #require(firstDifference(expected: text(numbered(1...10)), actual: text(got)))
        #expect(
            report == """
                first difference at line 3 of the expected output:
                    line 1
                    line 2
                  - line 3
                  + line three
                    line 4
                    line 5
                (- expected, + actual; 10 lines expected, 10 actual; 1 more differing place below)
                """)
    }

    @Test("Only a missing final newline is named as such")
    func finalNewline() {
        #expect(
            firstDifference(expected: "a\nb\n", actual: "a\nb")
                == "the lines are the same, but the expected output ends with a newline and the actual output does not end with a newline")
        #expect(firstDifference(expected: "a\n", actual: "a\n") == nil)
    }

    @Test("A runaway output of 100,000 lines is compared quickly, and the report says what it left out")
    func runawayOutput() throws {
        let expected = text(numbered(1...300))
        let runaway = text(numbered(1...100) + Array(repeating: "tick", count: 100_000))
        let clock = ContinuousClock()
        let start = clock.now
        let report = try #require(firstDifference(expected: expected, actual: runaway))
        #expect(clock.now - start < .seconds(5))
        #expect(report.hasPrefix("first difference at line 101 of the expected output:\n    line 99\n    line 100\n  - line 101\n"))
        #expect(report.hasSuffix("(- expected, + actual; 300 lines expected, 100100 actual; the lines after the first 1000 that differ were not compared)"))
    }

    @Test("CRLF and LF lines are the same lines")
    func lineEndings() {
        #expect(lines(of: "a\r\nb\r\n") == ["a", "b"])
        #expect(firstDifference(expected: "a\nb\n", actual: "a\r\nb\r\n") == "the lines are the same, but their line endings differ (\\r\\n against \\n)")
    }

    @Test("A run that exits non-zero fails even when its output matches")
    func verdictNeedsExitZero() {
        let matching = ProgramRun(output: "hello\n", status: 3, wasSignaled: false)
        #expect(verdict(of: matching, expected: "hello\n") == "The program exited with status 3, after printing exactly the expected output")
        let crashed = ProgramRun(output: "hello\n", status: 4, wasSignaled: true)
        #expect(verdict(of: crashed, expected: "hello\n")?.hasPrefix("The program crashed (signal 4") == true)
        let fine = ProgramRun(output: "hello\n", status: 0, wasSignaled: false)
        #expect(verdict(of: fine, expected: "hello\n") == nil)
    }
}
