// Running a program the way the course's checks need it: its standard output and error
// captured apart, a time limit, a cap on the output kept, and nothing left running when the
// check ends or is interrupted.
//
// The program runs in a process group of its own, so that a time limit stops it and what it
// started (`killpg`); on Linux the course also adopts every orphan among the program's
// descendants (a child subreaper), so a process moved to a group of its own is found and
// stopped too. A group of its own also means the terminal's Ctrl-C no longer reaches the
// program, so the course passes that on: a handler for the signals that stop the course stops
// the running group first.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How long a program may run, and how much of its output is kept.
public struct RunLimits: Sendable, Equatable {
    /// The program is stopped when it is still running after this many seconds.
    public var seconds: Double
    /// The program is stopped when it has written more than this many bytes to standard output.
    public var outputBytes: Int
    /// How much of what it writes to standard error is kept; the rest is counted, not kept.
    /// Standard error never stops a program: it is not the output judged, and a program may
    /// log as much as it likes there.
    public var errorBytes: Int

    public init(seconds: Double, outputBytes: Int = 1_000_000, errorBytes: Int = 100_000) {
        self.seconds = seconds
        self.outputBytes = outputBytes
        self.errorBytes = errorBytes
    }

    /// A chapter's or an exercise's program: `TIME_LIMIT` seconds if the environment sets it
    /// (`make check EX=9.3 TIME_LIMIT=30`), else 10. They run in well under a second; one still
    /// running after 10 s is not going to stop. 1 MB of output is a hundred times the longest
    /// expected file. (The course checks `TIME_LIMIT` when it starts, with `timeLimit(_:)`.)
    public static var program: RunLimits {
        let setting = try? timeLimit(ProcessInfo.processInfo.environment["TIME_LIMIT"])
        return RunLimits(seconds: setting ?? 10)
    }

    /// The seconds a `TIME_LIMIT` setting gives: nil when it is not set, an error that says what
    /// it takes when it is not a number of seconds above 0 and at most an hour.
    public static func timeLimit(_ setting: String?) throws -> Double? {
        guard let setting else { return nil }
        guard let seconds = Double(setting), seconds.isFinite, seconds > 0, seconds <= 3600 else {
            let given = setting.isEmpty ? "TIME_LIMIT is empty" : "TIME_LIMIT=\(setting) is not a time limit"
            throw RunError(
                description: "\(given): give it a number of seconds above 0 and at most 3600, such as TIME_LIMIT=30.")
        }
        return seconds
    }

    /// A tool: the compiler on two or three small files, git. Minutes only if something is
    /// badly wrong.
    public static let tool = RunLimits(seconds: 300)
}

/// How a program's output reaches the course.
public enum OutputCapture: Sendable {
    /// Standard output through a pseudo-terminal where the system has one (Linux), else a pipe;
    /// standard error through a pipe of its own. A program writing to a terminal has its output
    /// flushed line by line, so what it printed before a crash or a kill is not lost in its
    /// buffer. For the programs whose output is judged: standard output is what they print,
    /// standard error is kept apart (the runtime's crash report goes there).
    case lineByLine
    /// Standard output and error through one pipe, in the order written: for tools (the
    /// compiler, git), whose messages are read as one text and which colour or page their
    /// output on a terminal.
    case pipe
}

/// Why the course stopped a program before it ended by itself.
public enum RunStop: Sendable, Equatable {
    /// Still running at the time limit, after this many seconds.
    case timeLimit(seconds: Double)
    /// It wrote more than this many bytes; its output was cut there.
    case outputLimit(bytes: Int)
}

public struct RunError: Error, CustomStringConvertible {
    public var description: String
}

/// Runs `executable` (a path) with `arguments` in `folder` (default: the current folder), its
/// standard input empty, and returns what it wrote and how it ended. The program is stopped
/// when it outlives `limits.seconds` or writes more than `limits.outputBytes`
/// (`ProgramRun.stop` says so). Whenever it ends, anything it started and left running is
/// stopped too (`stopLeftovers`).
public func runProgram(
    _ executable: URL, arguments: [String], in folder: URL? = nil, limits: RunLimits = .program,
    capture: OutputCapture = .lineByLine
) throws -> ProgramRun {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        throw RunError(description: "\(executable.path) is not an executable file")
    }
    let channels = try OutputChannels(capture)
    defer { channels.close() }
    becomeSubreaper()
    let earlierChildren = childrenOfThisProcess()
    let pid = try spawn(
        executable.path, arguments, in: folder, output: channels.childEnds, ownGroup: true,
        environment: programEnvironment())
    channels.closeChildEnds()
    startedRunning(pid)

    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(limits.seconds * 1000))
    var reader = OutputReader(channels, limits: limits)
    var stop: RunStop?
    var status: Int32?
    // Once the program has ended, what it wrote is read to the end, but not for ever: a process
    // outside its reach (macOS: one in a group of its own) may hold its output open.
    var readUntil = deadline
    while !reader.finished {
        let now = clock.now
        if now >= readUntil {
            if status == nil { stop = .timeLimit(seconds: limits.seconds) }
            break
        }
        reader.readAvailable(waitingAtMost: min(readUntil - now, .milliseconds(50)))
        if reader.outputWasCut {
            stop = .outputLimit(bytes: limits.outputBytes)
            break
        }
        // Its end is watched, not only its output's: what it started may hold that open.
        if status == nil, let ended = exitStatus(of: pid) {
            status = ended
            stopLeftovers(of: pid, besides: earlierChildren)
            readUntil = min(deadline, clock.now + .seconds(1))
        }
    }
    if status == nil {
        if stop != nil { killpg(pid, SIGKILL) }
        // The output ended; the program usually has too. One that closed its output and runs on
        // is held to the same deadline.
        status = waitForExit(of: pid, until: stop == nil ? deadline : nil, clock: clock)
        if status == nil {
            stop = .timeLimit(seconds: limits.seconds)
            killpg(pid, SIGKILL)
            status = waitForExit(of: pid, until: nil, clock: clock)
        }
    }
    stopLeftovers(of: pid, besides: earlierChildren)
    stoppedRunning(pid)
    stopIfInterrupted()
    let ending = Ending(status ?? 0)
    return ProgramRun(
        output: String(decoding: reader.output, as: UTF8.self), status: ending.signal ?? ending.exitStatus,
        wasSignaled: ending.signal != nil, stop: stop,
        errors: String(decoding: reader.errors, as: UTF8.self), errorBytes: reader.errorBytes)
}

/// Runs `jobs` (tools: the compiler, on one program each), at most `atOnce` at a time, each as
/// `runProgram(…, capture: .pipe)` runs one: its output and errors through one pipe, in a
/// process group of its own, held to `limits`. Returns their runs in order; with
/// `stopAtFailure`, no job starts after one has failed, and those never started have no run.
/// `finished` is told of each run as it ends; `progress`, every `interval`, of the jobs still
/// running (their index and output so far), for a reader who waits on long jobs.
public func runTools(
    _ jobs: [(executable: URL, arguments: [String])], atOnce: Int, in folder: URL? = nil, limits: RunLimits = .tool,
    stopAtFailure: Bool = false, interval: Duration = .seconds(10),
    progress: (_ running: [(index: Int, output: [UInt8])]) -> Void = { _ in },
    finished: (_ index: Int, _ run: ProgramRun) -> Void = { _, _ in }
) throws -> [ProgramRun?] {
    struct Running {
        let index: Int
        let pid: pid_t
        let channels: OutputChannels
        var reader: OutputReader
        let deadline: ContinuousClock.Instant
    }
    becomeSubreaper()
    let earlierChildren = childrenOfThisProcess()
    let clock = ContinuousClock()
    var runs = [ProgramRun?](repeating: nil, count: jobs.count)
    var running: [Running] = []
    var started: Set<pid_t> = []
    var failed = false
    defer {
        // Only when starting a job threw: stop those running, as an interruption would.
        for job in running {
            killpg(job.pid, SIGKILL)
            _ = waitForExit(of: job.pid, until: nil, clock: clock)
            job.channels.close()
            stoppedRunning(job.pid)
        }
    }
    var next = 0
    var lastProgress = clock.now
    while !running.isEmpty || (next < jobs.count && !(stopAtFailure && failed)) {
        if clock.now - lastProgress >= interval, !running.isEmpty {
            progress(running.map { (index: $0.index, output: $0.reader.output) })
            lastProgress = clock.now
        }
        while running.count < max(1, min(atOnce, mostAtOnce)), next < jobs.count, !(stopAtFailure && failed) {
            let (executable, arguments) = jobs[next]
            guard FileManager.default.isExecutableFile(atPath: executable.path) else {
                throw RunError(description: "\(executable.path) is not an executable file")
            }
            let channels = try OutputChannels(.pipe)
            let pid: pid_t
            do {
                pid = try spawn(
                    executable.path, arguments, in: folder, output: channels.childEnds, ownGroup: true,
                    environment: programEnvironment())
            } catch {
                channels.close()
                throw error
            }
            channels.closeChildEnds()
            startedRunning(pid)
            started.insert(pid)
            let deadline = clock.now + .milliseconds(Int(limits.seconds * 1000))
            running.append(
                Running(index: next, pid: pid, channels: channels, reader: OutputReader(channels, limits: limits), deadline: deadline))
            next += 1
        }
        // Wait for any of them to write, then read what is ready.
        var requests = running.flatMap { job in job.reader.openDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) } }
        if poll(&requests, nfds_t(requests.count), 50) > 0 {
            for request in requests where request.revents != 0 {
                if let place = running.firstIndex(where: { $0.reader.openDescriptors.contains(request.fd) }) {
                    running[place].reader.readOnce(from: request.fd)
                }
            }
        }
        // A job whose output ended, or that broke a limit, is done.
        for place in running.indices.reversed() {
            let job = running[place]
            var stop: RunStop?
            if job.reader.outputWasCut {
                stop = .outputLimit(bytes: limits.outputBytes)
            } else if clock.now >= job.deadline {
                stop = .timeLimit(seconds: limits.seconds)
            } else if !job.reader.finished {
                continue
            }
            if stop != nil { killpg(job.pid, SIGKILL) }
            // Its output ended; one that runs on after closing it is held to the same deadline.
            var status = waitForExit(of: job.pid, until: stop == nil ? job.deadline : nil, clock: clock)
            if status == nil {
                stop = .timeLimit(seconds: limits.seconds)
                killpg(job.pid, SIGKILL)
                status = waitForExit(of: job.pid, until: nil, clock: clock)
            }
            killpg(job.pid, SIGKILL)
            job.channels.close()
            stoppedRunning(job.pid)
            running.remove(at: place)
            let ending = Ending(status ?? 0)
            let run = ProgramRun(
                output: String(decoding: job.reader.output, as: UTF8.self), status: ending.signal ?? ending.exitStatus,
                wasSignaled: ending.signal != nil, stop: stop)
            failed = failed || run.failure != nil
            runs[job.index] = run
            finished(job.index, run)
        }
    }
    // What any job left running (an orphan adopted by this process) is stopped; the jobs' own
    // groups are gone already.
    if let anyJob = started.first { stopLeftovers(of: anyJob, besides: earlierChildren.union(started)) }
    stopIfInterrupted()
    return runs
}

/// Reads a running program's standard output and error as they come, keeping at most
/// `limits.outputBytes` of the one and `limits.errorBytes` of the other.
private struct OutputReader {
    private(set) var output: [UInt8] = []
    private(set) var errors: [UInt8] = []
    /// Everything written to standard error, kept or not.
    private(set) var errorBytes = 0
    /// More than `outputBytes` was written: `output` holds the first `outputBytes`.
    private(set) var outputWasCut = false
    private var open: [Int32]
    private let outputEnd: Int32
    private let limits: RunLimits
    private var chunk = [UInt8](repeating: 0, count: 65536)

    init(_ channels: OutputChannels, limits: RunLimits) {
        outputEnd = channels.outputEnd
        open = [channels.outputEnd] + (channels.errorEnd.map { [$0] } ?? [])
        self.limits = limits
    }

    /// Both streams are at their end: every writer is gone.
    var finished: Bool { open.isEmpty }

    /// Reads what is ready, waiting at most `wait` for something to be.
    mutating func readAvailable(waitingAtMost wait: Duration) {
        var requests = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&requests, nfds_t(requests.count), Int32(wait.milliseconds))
        guard ready > 0 else { return }
        for request in requests where request.revents != 0 { readOnce(from: request.fd) }
    }

    /// The streams not yet at their end, for a `poll` that waits on other programs' too.
    var openDescriptors: [Int32] { open }

    /// Reads once from `descriptor`, which `poll` found ready.
    mutating func readOnce(from descriptor: Int32) {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            keep(chunk[..<count], from: descriptor)
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            // End of file; a terminal whose program side is closed reads as EIO.
            open.removeAll { $0 == descriptor }
        }
    }

    private mutating func keep(_ bytes: ArraySlice<UInt8>, from descriptor: Int32) {
        if descriptor == outputEnd {
            output.append(contentsOf: bytes.prefix(limits.outputBytes + 1 - output.count))
            if output.count > limits.outputBytes {
                output.removeLast(output.count - limits.outputBytes)
                outputWasCut = true
            }
        } else {
            errors.append(contentsOf: bytes.prefix(max(0, limits.errorBytes - errors.count)))
            errorBytes += bytes.count
        }
    }
}

/// Runs a tool (`swift build`) with the course's own standard output and error, in the course's
/// process group (Ctrl-C reaches it as it reaches the course), and returns its exit status.
/// While it runs, `stillRunning` is called every `interval` with the time since it started: a
/// tool may be silent for long (SwiftPM plans a build without a word), and a reader should not
/// wonder whether anything is happening.
public func runTool(
    _ command: String, arguments: [String], in folder: URL? = nil, interval: Duration = .seconds(10),
    stillRunning: (Duration) -> Void = { _ in }
) throws -> Int32 {
    let pid = try spawn(
        command, arguments, in: folder, output: nil, ownGroup: false,
        environment: ProcessInfo.processInfo.environment)
    let clock = ContinuousClock()
    let start = clock.now
    var status: Int32?
    while status == nil {
        status = waitForExit(of: pid, until: clock.now + interval, clock: clock)
        if status == nil { stillRunning(clock.now - start) }
    }
    let ending = Ending(status ?? 0)
    return ending.signal.map { 128 + $0 } ?? ending.exitStatus
}

/// How a process ended, from waitpid's status word: its low 7 bits are the signal that ended
/// it (0: it exited), the next 8 its exit status.
struct Ending {
    var signal: Int32?
    var exitStatus: Int32

    init(_ status: Int32) {
        signal = status & 0x7f == 0 ? nil : status & 0x7f
        exitStatus = (status >> 8) & 0xff
    }
}

/// The program `name` in the first folder of PATH that has it.
public func findOnPath(_ name: String) -> URL? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
}

/// `pid`'s waitpid status if it has ended, without waiting; nil while it runs.
private func exitStatus(of pid: pid_t) -> Int32? {
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG)
    if result == pid { return status }
    // Only if SIGCHLD is ignored (the system then reaps children itself): see waitForExit.
    if result < 0, errno == ECHILD { return 255 << 8 }
    return nil
}

/// Waits for `pid` to end and returns its waitpid status; nil if `deadline` passes first.
private func waitForExit(of pid: pid_t, until deadline: ContinuousClock.Instant?, clock: ContinuousClock) -> Int32? {
    var status: Int32 = 0
    while true {
        let result = waitpid(pid, &status, deadline == nil ? 0 : WNOHANG)
        if result == pid { return status }
        // Only if SIGCHLD is ignored (the system then reaps children itself): count it as a
        // failure, exit status 255, never as a pass.
        if result < 0, errno != EINTR { return 255 << 8 }
        if let deadline {
            if clock.now >= deadline { return nil }
            _ = poll(nil, 0, 10)  // nothing to watch: a 10 ms pause between looks
        }
    }
}

extension Duration {
    fileprivate var milliseconds: Int {
        Int(components.seconds) * 1000 + Int(components.attoseconds / 1_000_000_000_000_000) + 1
    }
}

// MARK: Stopping the program when the course is stopped

/// How many programs the course runs at once, at most (`runTools`).
private let mostAtOnce = 4

/// The process groups of the programs running now (0: a free place). Read by the signal
/// handler, so a plain buffer allocated once: the course starts and ends programs from one
/// thread.
nonisolated(unsafe) private let runningGroups: UnsafeMutablePointer<pid_t> = {
    let groups = UnsafeMutablePointer<pid_t>.allocate(capacity: mostAtOnce)
    groups.initialize(repeating: 0, count: mostAtOnce)
    return groups
}()

private func startedRunning(_ group: pid_t) {
    // The buffer is made here, on first use, never in the handler.
    if let free = (0..<mostAtOnce).first(where: { runningGroups[$0] == 0 }) { runningGroups[free] = group }
    installSignalHandlers()
}

private func stoppedRunning(_ group: pid_t) {
    for place in 0..<mostAtOnce where runningGroups[place] == group { runningGroups[place] = 0 }
}

private var isRunningAny: Bool { (0..<mostAtOnce).contains { runningGroups[$0] != 0 } }

/// The stop signal received while a program ran (0: none). The handler only stops the
/// program's group and notes the signal: the rest of the clean-up (`stopLeftovers`) is not
/// safe in a signal handler, so `runProgram` does it, then stops the course the same way.
nonisolated(unsafe) private var interruption: Int32 = 0

nonisolated(unsafe) private var signalHandlersInstalled = false

/// The signals that stop the course: Ctrl-C, Ctrl-\, a kill, a closed terminal.
private let stopSignals = [SIGINT, SIGQUIT, SIGTERM, SIGHUP]

/// On any of `stopSignals`: stop the running program's group; then, if no program is running,
/// stop the way the signal asks, so `make` sees the course interrupted (else `runProgram`
/// does, once it has stopped what the program left).
private func installSignalHandlers() {
    if signalHandlersInstalled { return }
    signalHandlersInstalled = true
    // Whoever started the course may have blocked them (the mask is inherited): unblock them,
    // or the handler never runs.
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for stopSignal in stopSignals { sigaddset(&blocked, stopSignal) }
    sigprocmask(SIG_UNBLOCK, &blocked, nil)
    for stopSignal in stopSignals {
        signal(stopSignal) { received in
            var stopped = false
            for place in 0..<mostAtOnce where runningGroups[place] != 0 {
                killpg(runningGroups[place], SIGKILL)
                stopped = true
            }
            guard stopped else {
                signal(received, SIG_DFL)
                raise(received)
                return
            }
            interruption = received
        }
    }
}

/// After a stop signal: ends the course the way the signal asks. `runProgram` calls it where
/// the program and what it left are stopped.
private func stopIfInterrupted() {
    guard interruption != 0, !isRunningAny else { return }
    signal(interruption, SIG_DFL)
    raise(interruption)
}

// MARK: Stopping what the program left running

/// Stops whatever `pid`'s program started and left running: its process group, and on Linux
/// every process descended from it, wherever it moved (a `Process` of Foundation's runs in a
/// group of its own). `earlierChildren` are this process's own children from before the
/// program started, not the program's.
private func stopLeftovers(of pid: pid_t, besides earlierChildren: Set<pid_t>) {
    killpg(pid, SIGKILL)
    #if os(Linux)
        // Almost always the program left nothing: then no child of this process is new (an
        // orphan comes to this process, the subreaper), and all of /proc need not be read.
        if childrenOfThisProcess().subtracting(earlierChildren).subtracting([pid]).isEmpty { return }
        // Each round kills what is alive and reaps what was adopted and has ended; a process
        // may start another while it is being killed, so round after round until none is left.
        for _ in 0..<200 {
            let table = ProcessTable.read()
            let adopted = table.children(of: getpid()).filter { !earlierChildren.contains($0) }
            let tree = table.descendants(of: adopted + [pid]).filter { $0 != pid }
            let living = tree.filter { !table.isZombie($0) }
            for process in living { kill(process, SIGKILL) }
            for process in adopted where process != pid && table.isZombie(process) {
                waitpid(process, nil, 0)
            }
            if tree.isEmpty { return }
            _ = poll(nil, 0, 5)  // a moment for SIGKILL to land
        }
    #endif
}

#if os(Linux)
    /// Makes this process the one that adopts every orphan among its descendants
    /// (`PR_SET_CHILD_SUBREAPER`), so that a process the program started and then left (or
    /// moved to a group of its own) is still found, as this process's child, and stopped.
    private func becomeSubreaper() {
        guard !isSubreaper, let prctlFunction else { return }
        isSubreaper = prctlFunction(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    }

    nonisolated(unsafe) private var isSubreaper = false
    private let PR_SET_CHILD_SUBREAPER: Int32 = 36

    // prctl is variadic, which Swift cannot call: look it up by name with its five arguments.
    private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    private let prctlFunction = dlsym(nil, "prctl").map { unsafeBitCast($0, to: Prctl.self) }

    /// This process's children now, from each of its threads' `children` file in /proc (a few
    /// small files, where the whole process table is one file per process on the machine); from
    /// the process table where the kernel keeps no such file.
    private func childrenOfThisProcess() -> Set<pid_t> {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        if threads.isEmpty { return Set(ProcessTable.read().children(of: getpid())) }
        var children = Set<pid_t>()
        for thread in threads {
            guard let list = readProcFile("/proc/self/task/\(thread)/children") else {
                return Set(ProcessTable.read().children(of: getpid()))
            }
            children.formUnion(list.split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) })
        }
        return children
    }

    /// A small file of /proc, read with `read(2)`: it reports a size of 0, and Foundation's
    /// `String(contentsOfFile:)` leaks its buffer when such a file is empty (as `children` is
    /// for a thread with none).
    private func readProcFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { return String(decoding: bytes, as: UTF8.self) }
            bytes += chunk[..<count]
        }
    }

    /// Every process's parent and state, from /proc.
    private struct ProcessTable {
        var parent: [pid_t: pid_t] = [:]
        var zombies: Set<pid_t> = []

        static func read() -> ProcessTable {
            var table = ProcessTable()
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            for name in names {
                guard let pid = pid_t(name),
                    let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                    let close = stat.lastIndex(of: ")")
                else { continue }
                // `pid (name) state ppid …`: the name may hold spaces and parentheses.
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                guard fields.count > 1, let parent = pid_t(fields[1]) else { continue }
                table.parent[pid] = parent
                if fields[0] == "Z" { table.zombies.insert(pid) }
            }
            return table
        }

        func children(of pid: pid_t) -> [pid_t] {
            parent.filter { $0.value == pid }.map(\.key)
        }

        func isZombie(_ pid: pid_t) -> Bool { zombies.contains(pid) }

        /// `roots` and every process below them.
        func descendants(of roots: [pid_t]) -> [pid_t] {
            var found = roots.filter { parent[$0] != nil }
            var index = 0
            while index < found.count {
                found += children(of: found[index])
                index += 1
            }
            return found
        }
    }
#else
    // macOS has no subreaper: only the program's process group is stopped.
    private func becomeSubreaper() {}
    private func childrenOfThisProcess() -> Set<pid_t> { [] }
#endif

// MARK: Spawning

/// The environment a judged program gets: the course's own, and, unless the caller set one, a
/// Swift backtrace setting that never waits for a key, never colours, and writes to standard
/// error (the course reads the crash report there, for its reason and the program's line).
private func programEnvironment() -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    if environment["SWIFT_BACKTRACE"] == nil {
        environment["SWIFT_BACKTRACE"] =
            "interactive=no,color=no,threads=crashed,registers=none,images=none,output-to=stderr"
    }
    return environment
}

/// Starts `command` (a path, or a name looked up on PATH) with its standard input empty and, if
/// `output` is given, its standard output and error on those descriptors.
private func spawn(
    _ command: String, _ arguments: [String], in folder: URL?, output: (output: Int32, errors: Int32)?, ownGroup: Bool,
    environment: [String: String]
) throws -> pid_t {
    #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
    #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if let output {
        posix_spawn_file_actions_adddup2(&actions, output.output, 1)
        posix_spawn_file_actions_adddup2(&actions, output.errors, 2)
    }
    if let folder {
        guard addChangeDirectory(&actions, folder.path) == 0 else {
            throw RunError(description: "cannot run a program in \(folder.path)")
        }
    }
    // The child starts with the default action for every signal and none blocked (whatever the
    // course inherited) and, with `ownGroup`, in a new process group whose id is its pid.
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var noneBlocked = sigset_t()
    sigemptyset(&noneBlocked)
    posix_spawnattr_setsigmask(&attributes, &noneBlocked)
    var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
    if ownGroup {
        posix_spawnattr_setpgroup(&attributes, 0)
        flags |= Int32(POSIX_SPAWN_SETPGROUP)
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = ([command] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    // A bare name (`swift`) is looked up on PATH.
    let result =
        command.contains("/")
        ? posix_spawn(&pid, command, &actions, &attributes, argv, envp)
        : posix_spawnp(&pid, command, &actions, &attributes, argv, envp)
    guard result == 0 else {
        throw RunError(description: "cannot run \(command): \(String(cString: strerror(result)))")
    }
    return pid
}

#if canImport(Darwin)
    private func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t?, _ path: String) -> Int32 {
        posix_spawn_file_actions_addchdir_np(&actions, path)
    }
#else
    // glibc declares it (since 2.29) only for _GNU_SOURCE, which Swift's Glibc module does not
    // define: look it up by name.
    private typealias AddChangeDirectory =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    private let addChangeDirectoryFunction = dlsym(nil, "posix_spawn_file_actions_addchdir_np")
        .map { unsafeBitCast($0, to: AddChangeDirectory.self) }

    private func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t, _ path: String) -> Int32 {
        guard let addChangeDirectoryFunction else { return -1 }
        return addChangeDirectoryFunction(&actions, path)
    }
#endif

// MARK: The output channels

/// Where a program's standard output and error go: for `.lineByLine`, a pseudo-terminal in raw
/// mode (no line-ending translation, no echo) or a pipe for the output, and a pipe of its own
/// for the errors; for `.pipe`, one pipe for both. The child writes to one end of each, the
/// course reads the other.
private final class OutputChannels {
    /// The course's end of standard output's channel.
    let outputEnd: Int32
    /// The course's end of standard error's, if it has its own.
    let errorEnd: Int32?
    /// The descriptors the child gets as its standard output and error (-1 once closed).
    private(set) var childEnds: (output: Int32, errors: Int32)

    init(_ capture: OutputCapture) throws {
        let output = capture == .lineByLine ? openRawTerminal() : nil
        let (outputParent, outputChild) = try output ?? makePipe()
        outputEnd = outputParent
        if capture == .lineByLine {
            let (errorParent, errorChild) = try makePipe()
            errorEnd = errorParent
            childEnds = (outputChild, errorChild)
        } else {
            errorEnd = nil
            childEnds = (outputChild, outputChild)
        }
        // No end leaks into another program started later; the child gets its copies through
        // dup2, which clears the flag.
        for descriptor in [outputEnd, errorEnd ?? -1, childEnds.output, childEnds.errors] where descriptor >= 0 {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
    }

    /// After the spawn: the course keeps only its own ends, so that the end of the program's
    /// output reads as the end of the file.
    func closeChildEnds() {
        if childEnds.output >= 0 { closeDescriptor(childEnds.output) }
        if childEnds.errors >= 0, childEnds.errors != childEnds.output { closeDescriptor(childEnds.errors) }
        childEnds = (-1, -1)
    }

    func close() {
        closeChildEnds()
        closeDescriptor(outputEnd)
        if let errorEnd { closeDescriptor(errorEnd) }
    }
}

private func makePipe() throws -> (parent: Int32, child: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw RunError(description: "cannot create a pipe") }
    return (ends[0], ends[1])
}

/// `close(2)`, outside the class whose own `close()` would hide it.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

#if os(Linux)
    // openpty is in glibc's libc since 2.34 (before, in libutil), declared in <pty.h>, which
    // Swift's Glibc module does not include: look it up by name; without it, a pipe.
    private typealias OpenTerminal =
        @convention(c) (
            UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<CChar>?,
            UnsafePointer<termios>?, UnsafeRawPointer?
        ) -> Int32
    private let openTerminalFunction = dlsym(nil, "openpty").map { unsafeBitCast($0, to: OpenTerminal.self) }

    private func openRawTerminal() -> (parent: Int32, child: Int32)? {
        guard let openTerminalFunction else { return nil }
        var parent: Int32 = -1
        var child: Int32 = -1
        guard openTerminalFunction(&parent, &child, nil, nil, nil) == 0 else { return nil }
        var settings = termios()
        tcgetattr(child, &settings)
        cfmakeraw(&settings)
        tcsetattr(child, TCSANOW, &settings)
        return (parent, child)
    }
#else
    private func openRawTerminal() -> (parent: Int32, child: Int32)? { nil }
#endif
