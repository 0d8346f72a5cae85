/// Trace mode: a way to watch a subscription work instead of only reading about it.
///
/// When `isEnabled` is true, the library prints one line for each step of the call chain, in a
/// margin (`│`) that keeps trace lines apart from the program's own output. Indentation is call
/// depth: a line indented under another ran inside it. Objects are named by type and creation
/// order (`AnonymousObservableSink#2`), never by address, so every run prints the same bytes.
///
/// It also counts live objects (observables, sinks, observers, disposers), like RxSwift's
/// `Resources.total`: a program that has released everything reads 0.
public enum Trace {
    // The course library runs on one thread by design, so these statics need no lock.
    /// Print trace lines. Off by default; programs switch it on for `--trace`.
    nonisolated(unsafe) public static var isEnabled = false
    nonisolated(unsafe) public private(set) static var liveObjects = 0
    nonisolated(unsafe) private static var depth = 0
    nonisolated(unsafe) private static var names: [ObjectIdentifier: String] = [:]
    nonisolated(unsafe) private static var countersByType: [String: Int] = [:]

    /// Prints `message` in the margin at the current depth.
    static func log(_ message: @autoclosure () -> String) {
        guard isEnabled else { return }
        print("│ " + String(repeating: "  ", count: depth) + message())
    }

    /// Prints `message`; what runs until the matching `leave()` is indented one step deeper.
    /// Call it as `Trace.enter(…)` followed by `defer { Trace.leave() }`.
    static func enter(_ message: @autoclosure () -> String) {
        guard isEnabled else { return }
        log(message())
        depth += 1
    }

    /// Ends the step begun by the last `enter`.
    static func leave() {
        guard isEnabled, depth > 0 else { return }
        depth -= 1
    }

    /// Counts `object` as live and, when tracing, gives it its name. Call it from `init`.
    static func register(_ object: AnyObject) {
        liveObjects += 1
        guard isEnabled else { return }
        let type = typeName(of: object)
        let number = (countersByType[type] ?? 0) + 1
        countersByType[type] = number
        names[ObjectIdentifier(object)] = "\(type)#\(number)"
    }

    /// Counts `object` as released. Call it from `deinit`.
    static func unregister(_ object: AnyObject) {
        liveObjects -= 1
        names[ObjectIdentifier(object)] = nil
    }

    /// `AnonymousObservableSink#2` for a registered object; the bare type name for anything else
    /// (a struct, or a class the library does not count).
    static func name(of value: Any) -> String {
        if type(of: value) is AnyObject.Type, let name = names[ObjectIdentifier(value as AnyObject)] {
            return name
        }
        return typeName(of: value)
    }

    /// The type's name without generic arguments: `AnonymousObserver`, not `AnonymousObserver<Int>`.
    private static func typeName(of value: Any) -> String {
        let full = String(describing: type(of: value))
        return String(full[..<(full.firstIndex(of: "<") ?? full.endIndex)])
    }

    /// Forgets names and numbering, so the next object of each type is `#1` again. For tests.
    static func resetNames() {
        names = [:]
        countersByType = [:]
        depth = 0
    }
}
