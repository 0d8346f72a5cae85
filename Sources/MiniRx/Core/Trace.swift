/// Trace mode: when switched on, MiniRx prints what happens inside a subscription, one line per
/// step, in a margin (`│`) that keeps trace lines apart from the program's own output.
/// `subscribe` walks upstream from the last operator to the source, events flow downstream from
/// sink to sink, and `dispose` walks back. A line indented under another ran inside it. Objects
/// are named by type and a number, in the order they first appear in the trace
/// (`MapSink#3`), never by address, so the same program prints the same trace on every run.
///
///     Trace.isEnabled = true
///     _ = Observable.of(1).map { $0 * 2 }.subscribe(onNext: { print($0) })
///
/// Trace mode is off by default and then costs one check of a flag per traced step.
public enum Trace {
    /// Switches trace mode on or off.
    public static var isEnabled: Bool {
        get { enabled }
        set { enabled = newValue }
    }

    // Single-threaded by design: plain statics, no lock. The switch is private behind
    // `isEnabled` because every traced step reads it: a public stored variable could be written
    // by code outside MiniRx, so each read of it would pay a run-time exclusivity check.
    nonisolated(unsafe) private static var enabled = false
    nonisolated(unsafe) private static var depth = 0
    nonisolated(unsafe) private static var names: [ObjectIdentifier: Name] = [:]
    nonisolated(unsafe) private static var counters: [String: Int] = [:]

    /// An object's trace name. The weak reference tells a live object from a new one that
    /// happens to reuse a released object's address.
    private struct Name {
        weak var object: AnyObject?
        let text: String
    }

    /// Prints `message` in the margin at the current depth.
    public static func log(_ message: @autoclosure () -> String) {
        guard enabled else { return }
        print("│ " + String(repeating: "  ", count: depth) + message())
    }

    /// Prints `message`, then runs `body` one level deeper and returns what it returns.
    public static func nest<Result>(_ message: @autoclosure () -> String, _ body: () throws -> Result)
        rethrows -> Result
    {
        guard enabled else { return try body() }
        log(message())
        depth += 1
        defer { depth -= 1 }
        return try body()
    }

    /// `MapSink#3` for an object (named the first time it is asked for); the bare type name for a
    /// value that is not an object.
    public static func name(of value: Any) -> String {
        guard type(of: value) is AnyObject.Type else { return typeName(of: type(of: value)) }
        let object = value as AnyObject
        let id = ObjectIdentifier(object)
        if let known = names[id], known.object === object || isDeinitializing(object) {
            return known.text
        }
        let type = typeName(of: Swift.type(of: object))
        let number = (counters[type] ?? 0) + 1
        counters[type] = number
        let text = "\(type)#\(number)"
        names[id] = Name(object: object, text: text)
        return text
    }

    /// True inside the object's `deinit` (a bag disposing from its deinit names itself): weak
    /// references to it already read nil, so the name found under its address is its own, not
    /// that of a released object whose address it reuses.
    private static func isDeinitializing(_ object: AnyObject) -> Bool {
        weak let reference = object
        return reference == nil
    }

    /// `MapSink` for `MapSink<Int, …>`: the type's name without its generic arguments.
    static func typeName(of type: Any.Type) -> String {
        let name = String(describing: type)
        return String(name[..<(name.firstIndex(of: "<") ?? name.endIndex)])
    }

    /// Forgets every name and number, so the next object of each type is `#1` again.
    public static func reset() {
        names = [:]
        counters = [:]
        depth = 0
    }
}
