import MiniRx
import Testing

/// Lines recorded by tests, usually one per event, in the order they happened.
final class EventLog {
    var lines: [String] = []
}

/// Subscribes to `source` and writes every event to `log` as RxSwift prints it (`next(1)`,
/// `completed`), prefixed with `name`.
@discardableResult
func record<Element>(_ source: Observable<Element>, into log: EventLog, as name: String = "")
    -> Disposable
{
    source.subscribe { event in log.lines.append(name + "\(event)") }
}

/// Runs `body`, then checks that the number of live MiniRx objects (`Resources.total`) is what
/// it was before. A failure is reported at the caller's line, naming `name` if given.
func expectNoLeak(
    _ name: String? = nil, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void
) {
    let before = Resources.total
    body()
    #expect(
        Resources.total == before,
        "\(name.map { "\($0) " } ?? "")left \(Resources.total - before) objects alive",
        sourceLocation: sourceLocation)
}
