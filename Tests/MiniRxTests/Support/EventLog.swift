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
