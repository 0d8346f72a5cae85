// Running a program the way the course's checks need it: everything it writes captured in the
// order it was written, a time limit, a cap on the output kept, and nothing left running when
// the check ends or is interrupted.
//
// The program runs in a process group of its own, so that a time limit stops it and anything
// it started (`killpg`). A group of its own also means the terminal's Ctrl-C no longer reaches
// it, so the course passes that on: a handler for the signals that stop the course stops the
// running group first.
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
    /// The program is stopped when it has written more than this many bytes.
    public var outputBytes: Int

    public init(seconds: Double, outputBytes: Int = 1_000_000) {
        self.seconds = seconds
        self.outputBytes = outputBytes
    }

    /// A chapter's or an exercise's program: `TIME_LIMIT` seconds if the environment sets it
    /// (`make check EX=9.3 TIME_LIMIT=30`), else 10. They run in well under a second; one still
    /// running after 10 s is not going to stop. 1 MB of output is a hundred times the longest
    /// expected file.
    public static var program: RunLimits {
        let setting = ProcessInfo.processInfo.environment["TIME_LIMIT"].flatMap(Double.init)
        return RunLimits(seconds: setting.map { max(0.1, $0) } ?? 10)
    }

    /// A tool: the compiler on two or three small files, git. Minutes only if something is
    /// badly wrong.
    public static let tool = RunLimits(seconds: 300)
}

/// How a program's output reaches the course.
public enum OutputCapture: Sendable {
    /// Through a pseudo-terminal where the system has one (Linux), else a pipe. A program writing
    /// to a terminal has its output flushed line by line, so what it printed before a crash or
    /// a kill is not lost in its buffer, and its error messages land among its lines where they
    /// were written. For the programs whose output is judged.
    case lineByLine
    /// Through a pipe: for tools (the compiler, git), which colour or page their output on a
    /// terminal.
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
/// (its whole process group) when it outlives `limits.seconds` or writes more than
/// `limits.outputBytes`; `ProgramRun.stop` says so.
public func runProgram(
    _ executable: URL, arguments: [String], in folder: URL? = nil, limits: RunLimits = .program,
    capture: OutputCapture = .lineByLine
) throws -> ProgramRun {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        throw RunError(description: "\(executable.path) is not an executable file")
    }
    let channel = try OutputChannel(capture)
    defer { channel.close() }
    let pid = try spawn(
        executable.path, arguments, in: folder, output: channel.childEnd, ownGroup: true,
        environment: programEnvironment())
    channel.closeChildEnd()
    runningGroup = pid

    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(limits.seconds * 1000))
    var output: [UInt8] = []
    var stop: RunStop?
    var chunk = [UInt8](repeating: 0, count: 65536)
    reading: while true {
        let left = deadline - clock.now
        if left <= .zero {
            stop = .timeLimit(seconds: limits.seconds)
            break
        }
        var request = pollfd(fd: channel.parentEnd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, Int32(min(left.milliseconds, 1000)))
        if ready < 0, errno != EINTR { break }
        if ready <= 0 { continue }
        let count = chunk.withUnsafeMutableBytes { read(channel.parentEnd, $0.baseAddress, $0.count) }
        switch count {
        case let count where count > 0:
            output.append(contentsOf: chunk[..<count])
            if output.count > limits.outputBytes {
                output.removeLast(output.count - limits.outputBytes)
                stop = .outputLimit(bytes: limits.outputBytes)
                break reading
            }
        case 0:
            break reading  // end of file: every writer is gone
        default:
            if errno == EINTR || errno == EAGAIN { continue }
            break reading  // a terminal whose program side is closed reads as EIO
        }
    }
    if stop != nil { killpg(pid, SIGKILL) }
    // The output ended; the program usually has too. One that closed its output and runs on is
    // held to the same deadline.
    var status = waitForExit(of: pid, until: stop == nil ? deadline : nil, clock: clock)
    if status == nil {
        stop = .timeLimit(seconds: limits.seconds)
        killpg(pid, SIGKILL)
        status = waitForExit(of: pid, until: nil, clock: clock)
    }
    runningGroup = 0
    let ending = Ending(status ?? 0)
    return ProgramRun(
        output: String(decoding: output, as: UTF8.self), status: ending.signal ?? ending.exitStatus,
        wasSignaled: ending.signal != nil, stop: stop)
}

/// Runs a tool (`swift build`) with the course's own standard output and error, in the course's
/// process group (Ctrl-C reaches it as it reaches the course), and returns its exit status.
public func runTool(_ command: String, arguments: [String], in folder: URL? = nil) throws -> Int32 {
    let pid = try spawn(
        command, arguments, in: folder, output: nil, ownGroup: false,
        environment: ProcessInfo.processInfo.environment)
    let ending = Ending(waitForExit(of: pid, until: nil, clock: ContinuousClock()) ?? 0)
    return ending.signal.map { 128 + $0 } ?? ending.exitStatus
}

/// How a process ended, from waitpid's status word: its low 7 bits are the signal that ended
/// it (0: it exited), the next 8 its exit status.
private struct Ending {
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

/// The process group of the program running now (0: none). Read by the signal handler, so a
/// plain global: the course runs one program at a time, from one thread.
nonisolated(unsafe) private var runningGroup: pid_t = 0 {
    didSet { if runningGroup != 0 { installSignalHandlers() } }
}

nonisolated(unsafe) private var signalHandlersInstalled = false

/// The signals that stop the course: Ctrl-C, Ctrl-\, a kill, a closed terminal.
private let stopSignals = [SIGINT, SIGQUIT, SIGTERM, SIGHUP]

/// On any of `stopSignals`: stop the running program's group, then stop the way the signal
/// asks, so `make` sees the course interrupted.
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
            if runningGroup != 0 { killpg(runningGroup, SIGKILL) }
            signal(received, SIG_DFL)
            raise(received)
        }
    }
}

// MARK: Spawning

/// The environment a judged program gets: the course's own, and, unless the caller set one, a
/// Swift backtrace setting that never waits for a key and never colours (the course reads the
/// crash report to find its reason).
private func programEnvironment() -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    if environment["SWIFT_BACKTRACE"] == nil {
        environment["SWIFT_BACKTRACE"] = "interactive=no,color=no,threads=crashed,registers=none,images=none"
    }
    return environment
}

/// Starts `command` (a path, or a name looked up on PATH) with its standard input empty and, if
/// `output` is given, its standard output and error both on that descriptor.
private func spawn(
    _ command: String, _ arguments: [String], in folder: URL?, output: Int32?, ownGroup: Bool,
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
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)
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

// MARK: The output channel

/// A pipe, or a pseudo-terminal in raw mode (no line-ending translation, no echo): the child
/// writes to one end, the course reads the other.
private final class OutputChannel {
    let parentEnd: Int32
    private(set) var childEnd: Int32

    init(_ capture: OutputCapture) throws {
        if capture == .lineByLine, let (parent, child) = openRawTerminal() {
            (parentEnd, childEnd) = (parent, child)
        } else {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw RunError(description: "cannot create a pipe") }
            (parentEnd, childEnd) = (ends[0], ends[1])
        }
        // Neither end leaks into another program started later; the child gets its copies
        // through dup2, which clears the flag.
        _ = fcntl(parentEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(childEnd, F_SETFD, FD_CLOEXEC)
    }

    /// After the spawn: the course keeps only its own end, so that the end of the program's
    /// output reads as the end of the file.
    func closeChildEnd() {
        if childEnd >= 0 { closeDescriptor(childEnd) }
        childEnd = -1
    }

    func close() {
        closeChildEnd()
        closeDescriptor(parentEnd)
    }
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
