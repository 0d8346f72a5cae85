/// Trace mode: when switched on, MiniRx prints what happens inside a subscription.
/// `subscribe` walks upstream from the last operator to the source, events flow downstream
/// from sink to sink, and `dispose` walks back. Depth is shown by indentation, and objects are
/// named by type and a number given in order of creation (`MapSink#3`), never by address, so
/// the same program prints the same trace on every run.
///
///     Trace.isEnabled = true
///     _ = Observable.of(1).map { $0 * 2 }.subscribe(onNext: { print($0) })
///
/// Trace mode is off by default and costs one check of a flag when off.
public enum Trace {
    // Single-threaded by design: plain statics. `isEnabled` is read whenever any object is made
    // or released, so it skips the runtime's exclusivity check (no access is held across a call).
    @exclusivity(unchecked) nonisolated(unsafe) public static var isEnabled = false
    nonisolated(unsafe) private static var depth = 0
    nonisolated(unsafe) private static var names: [ObjectIdentifier: String] = [:]
    nonisolated(unsafe) private static var counters: [String: Int] = [:]

    /// Prints `message` at the current depth.
    public static func log(_ message: @autoclosure () -> String) {
        guard isEnabled else { return }
        print(String(repeating: "  ", count: depth) + message())
    }

    /// Prints `message`, then runs `body` one level deeper.
    public static func nest<Result>(_ message: @autoclosure () -> String, _ body: () throws -> Result)
        rethrows -> Result
    {
        guard isEnabled else { return try body() }
        log(message())
        depth += 1
        defer { depth -= 1 }
        return try body()
    }

    /// Gives `object` its trace name (`MapSink#3`). Call it from `init`.
    // Inlined, as is `unregister`: every object calls them, and when tracing is off (nearly
    // always) they should cost the flag check and nothing more.
    @inline(__always)
    public static func register(_ object: AnyObject) {
        guard isEnabled else { return }
        giveName(to: object)
    }

    private static func giveName(to object: AnyObject) {
        let type = baseTypeName(of: object)
        let number = (counters[type] ?? 0) + 1
        counters[type] = number
        names[ObjectIdentifier(object)] = "\(type)#\(number)"
    }

    /// Forgets `object`'s name. Call it from `deinit`.
    @inline(__always)
    public static func unregister(_ object: AnyObject) {
        guard isEnabled else { return }
        forgetName(of: object)
    }

    private static func forgetName(of object: AnyObject) {
        names[ObjectIdentifier(object)] = nil
    }

    /// The trace name of `object`, or its type name when it was created before tracing began.
    public static func name(of object: AnyObject) -> String {
        names[ObjectIdentifier(object)] ?? baseTypeName(of: object)
    }

    /// `MapSink` for a `MapSink<Int, …>`: the type's name without its generic arguments.
    private static func baseTypeName(of object: AnyObject) -> String {
        let type = String(describing: Swift.type(of: object))
        return String(type[..<(type.firstIndex(of: "<") ?? type.endIndex)])
    }
}
