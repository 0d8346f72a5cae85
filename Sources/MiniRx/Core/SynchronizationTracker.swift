#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Stops the program when two threads are inside MiniRx at the same time.
///
/// MiniRx is single-threaded: no locks and one trampoline queue for the whole program. Threads may take turns (a Swift task delivering under `TaskBridge`'s lock,
/// a test running on another thread than the one before it). Two threads inside at once corrupt
/// its state, then memory: a sink released twice, a crash far from its cause. This turns that
/// into a stop with a message naming the object, the call and both threads.
///
/// RxSwift's `SynchronizationTracker` (debug builds only) watches one object: a second thread
/// sending to the same sink or subject while the first is still inside. MiniRx's state is shared
/// by all its objects, so its tracker watches the library as a whole, at RxSwift's places (a
/// sink's `forwardOn`, `create`'s sink, the subjects' `on`, the observer `subscribe` builds)
/// and where MiniRx keeps plain state that RxSwift makes thread-safe (`SinkDisposer`, whose
/// state RxSwift keeps in an atomic, and the trampoline, of which RxSwift has one per thread).
/// A thread that overlaps elsewhere goes unseen until it reaches one of them. A second call on
/// the same thread is reentrancy, which is allowed. Each of those calls starts with
///
///     SynchronizationTracker.register(self); defer { SynchronizationTracker.unregister() }
///
/// In a release build both are empty and the compiler removes them, as RxSwift's `#if DEBUG`
/// does. The tracker's state is guarded by a mutex of its own, used by nothing else: MiniRx's
/// code never waits for it, it only makes the check itself correct.
enum SynchronizationTracker {
    /// The rule, in the words the program stops with.
    static let rule =
        "Rule: MiniRx is single-threaded, so calls into it from two threads must not overlap: one thread at a time may be inside it."

    /// Marks the current thread as inside MiniRx, in `call` of `object`. Stops the program if
    /// another thread is inside. Every `register` is paired with an `unregister` (`defer`).
    static func register<Object>(
        _ object: Object, call: StaticString = #function, file: StaticString = #file, line: UInt = #line
    ) {
        #if DEBUG
        let (mutex, inside, thread) = (Self.mutex, Self.inside, pthread_self())
        pthread_mutex_lock(mutex)
        if let first = inside.pointee.visit, pthread_equal(first.thread, thread) == 0 {
            let second = Visit(thread: thread, type: type(of: object), call: call)
            // The mutex stays locked: a third thread coming in waits, so one message is printed.
            fatalError(anomaly(entering: second, whileInside: first), file: file, line: line)
        }
        if inside.pointee.depth == 0 {
            inside.pointee.visit = Visit(thread: thread, type: type(of: object), call: call)
        }
        inside.pointee.depth += 1
        pthread_mutex_unlock(mutex)
        #endif
    }

    /// The current thread leaves the call it registered last; after its outermost call, MiniRx
    /// is free for any thread.
    static func unregister() {
        #if DEBUG
        let (mutex, inside) = (Self.mutex, Self.inside)
        pthread_mutex_lock(mutex)
        inside.pointee.depth -= 1
        if inside.pointee.depth == 0 { inside.pointee.visit = nil }
        pthread_mutex_unlock(mutex)
        #endif
    }

    /// Runs `wait` with the current thread stepped out of MiniRx, then steps back in where it
    /// was: for a thread inside MiniRx that sleeps while another thread does MiniRx work in its
    /// place (`toBlocking()` called from an observer, waiting for a Swift task's event).
    static func stepOut<Result>(while wait: () -> Result) -> Result {
        #if DEBUG
        pthread_mutex_lock(mutex)
        let left = inside.pointee
        let wasInside = left.visit.map { pthread_equal($0.thread, pthread_self()) != 0 } ?? false
        if wasInside { inside.pointee = Inside() }
        pthread_mutex_unlock(mutex)
        let result = wait()
        if wasInside {
            pthread_mutex_lock(mutex)
            if let other = inside.pointee.visit, let visit = left.visit {
                fatalError(anomaly(entering: visit, whileInside: other))
            }
            inside.pointee = left
            pthread_mutex_unlock(mutex)
        }
        return result
        #else
        return wait()
        #endif
    }

    #if DEBUG
    /// A thread inside MiniRx, and the call it entered by.
    private struct Visit {
        let thread: pthread_t
        let type: Any.Type
        let call: StaticString
    }

    /// Who is inside MiniRx, if anyone, and how many tracked calls deep.
    private struct Inside {
        var visit: Visit?
        var depth = 0
    }

    // Guarded by `mutex`. Both stay at one address for the whole program: a mutex must not move,
    // and state behind a pointer skips the access checks that a static `var` costs on every
    // use in a debug build, where the tracker runs for every event (for the same reason,
    // `register` and `unregister` read the two statics once, into locals).
    nonisolated(unsafe) private static let inside: UnsafeMutablePointer<Inside> = {
        let inside = UnsafeMutablePointer<Inside>.allocate(capacity: 1)
        inside.initialize(to: Inside())
        return inside
    }()
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    /// The message: the rule, then who came in where, while who else was inside where.
    private static func anomaly(entering second: Visit, whileInside first: Visit) -> String {
        // Threads are named by name when they have different ones (the same on every run);
        // otherwise, or without names, by their pthread ids as well.
        let firstName = name(of: first.thread)
        let secondName = name(of: second.thread)
        let namesTell = !firstName.isEmpty && !secondName.isEmpty && firstName != secondName
        func describe(_ thread: pthread_t, _ name: String) -> String {
            let id = "0x" + String(number(of: thread), radix: 16)
            if name.isEmpty { return "thread \(id)" }
            return namesTell ? "thread \"\(name)\"" : "thread \"\(name)\" (\(id))"
        }
        return """
            Synchronization anomaly: \(describe(second.thread, secondName)) called \
            \(Trace.typeName(of: second.type)).\(second.call) while \(describe(first.thread, firstName)) \
            was still inside MiniRx (it entered through \(Trace.typeName(of: first.type)).\(first.call)). \
            \(rule)
            """
    }

    /// The thread's name (`Thread.name`, or the name the system gave it), or "" if it has none.
    private static func name(of thread: pthread_t) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        guard let getName, getName(thread, &buffer, buffer.count) == 0 else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The thread's pthread id as a number, as debuggers show it.
    private static func number(of thread: pthread_t) -> UInt {
        #if canImport(Darwin)
        UInt(bitPattern: thread)  // a pointer on Apple platforms
        #else
        UInt(thread)
        #endif
    }

    private typealias GetName = @convention(c) (pthread_t, UnsafeMutablePointer<CChar>, Int) -> Int32
    #if canImport(Darwin)
    private static let getName: GetName? = pthread_getname_np
    #else
    // Glibc's Swift module leaves out `pthread_getname_np` (a GNU extension), so it is looked up
    // in the C library at run time; nil where the library has none.
    private static let getName: GetName? = dlsym(nil, "pthread_getname_np").map {
        unsafeBitCast($0, to: GetName.self)
    }
    #endif
    #endif
}
